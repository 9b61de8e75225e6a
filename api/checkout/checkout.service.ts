// Starting a checkout (POST /api/create-checkout-session): the cart's profiles must
// all be on sale to this buyer, the price comes from the server alone (the client's `amount` is
// ignored), the pending order is written first, then the provider's hosted page is asked for.
import path from 'node:path';
import type { Logger } from 'pino';
import { BuyerDisclosureSchema, RELEASE_POLICY_NAMES, type ReleasePolicyName } from '#contract/approval-request.schema.ts';
import { type CreateCheckoutSessionRequest, GUEST_CUSTOMER } from '#contract/checkout.schema.ts';
import { CURRENCY, formatCents, priceLines } from '#contract/pricing.ts';
import type { Sql } from '#db/connection.ts';
import type { DisclosureSeal } from '../buyers/buyer-disclosure.ts';
import { AppError } from '../errors.ts';
import { translator } from '../i18n/messages.ts';
import { type PaymentProvider, ProviderUnavailableError } from '../payments/payment-provider.ts';
import { pricingOf, readSettings } from '../settings/settings.ts';
import {
  attachProviderSession,
  buyerBlocks,
  contactsBoughtSince,
  failCheckout,
  insertCheckout,
  profilesForCheckout,
} from './checkout.queries.ts';

const MESSAGES_DIR = path.join(import.meta.dirname, 'messages');

/** A checkout refusal whose text, in the buyer's language, the UI shows as it is. */
export class CheckoutError extends AppError {
  readonly key: string;
  readonly retryAfterSeconds?: number;
  constructor(
    status: number,
    key: string,
    language: string,
    values: Record<string, string | number> = {},
    details?: Record<string, unknown>,
    retryAfterSeconds?: number,
  ) {
    super(status, translator(MESSAGES_DIR, language)(`errors.${key}`, values), details);
    this.key = key;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export interface CheckoutDeps {
  sql: Sql;
  log: Logger;
  payments: PaymentProvider;
  /** Seals the buyer's disclosure form before it is stored. */
  disclosures: Pick<DisclosureSeal, 'seal'>;
}

export interface CheckoutContext {
  /** Where the buyer comes back to: PUBLIC_URL, else the request's own origin. */
  baseUrl: string;
  userId?: number | null;
}

/** Policies a checkout sells under; a profile with any other is not on sale. */
function isSellablePolicy(policy: string): policy is ReleasePolicyName {
  return (RELEASE_POLICY_NAMES as readonly string[]).includes(policy);
}

/** 400 with a field error `buyerDisclosure.<field>` for each question left unanswered. */
function disclosureMissing(language: string): CheckoutError {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of BuyerDisclosureSchema.safeParse({}).error?.issues ?? []) {
    const key = ['buyerDisclosure', ...issue.path.map(String)].join('.');
    fieldErrors[key] ??= [];
    fieldErrors[key].push(issue.message);
  }
  return new CheckoutError(400, 'disclosureRequired', language, {}, { fieldErrors });
}

async function createCheckoutSession(
  deps: CheckoutDeps,
  request: CreateCheckoutSessionRequest,
  context: CheckoutContext,
): Promise<{ url: string; orderId: number }> {
  const { sql, payments } = deps;
  const language = request.language;
  const email = request.customerEmail.trim();
  const ids = [...new Set(request.profileIds)];
  const settings = await readSettings(sql, deps.log);
  // A buyer from a listed country buys every contact under her approval, with his disclosure
  // form; from any other country each profile's own policy applies and no form is kept.
  const approvalCountry = settings.approve_each_buyer_countries.includes(request.buyerCountry);
  if (approvalCountry && !request.buyerDisclosure) throw disclosureMissing(language);
  const disclosure = approvalCountry ? (request.buyerDisclosure ?? null) : null;

  // Everything in the cart must still be on sale, under a release policy we can honour.
  const profiles = new Map((await profilesForCheckout(sql, ids)).map((p) => [p.id, p]));
  const blocks = await buyerBlocks(sql, email, ids, context.userId ?? null);
  if (blocks.everywhere) throw new CheckoutError(403, 'blocked', language);
  const blocked = new Set(blocks.profileIds);
  const unavailable = ids.filter((id) => {
    const profile = profiles.get(id);
    if (!profile?.isPublic) return true;
    return !isSellablePolicy(profile.releasePolicy) || blocked.has(id);
  });
  if (unavailable.length > 0) throw new CheckoutError(409, 'unavailable', language, {}, { unavailableProfileIds: unavailable });

  const cap = settings.max_purchases_per_buyer_per_day;
  const bought = await contactsBoughtSince(sql, email, new Date(Date.now() - 24 * 3600 * 1000));
  if (bought + ids.length > cap) throw new CheckoutError(429, 'dailyLimit', language, { max: cap });

  // The server's price, fixed now under the settings in force: each profile's own price below
  // the bulk threshold, the bulk unit price each from it ($1.00 from 10 by default).
  const ordered = ids.map((id) => profiles.get(id)!);
  const lines = priceLines(
    ordered.map((p) => p.price),
    pricingOf(settings),
  );
  const totalCents = lines.reduce((sum, line) => sum + line.unitCents, 0);
  const customerName = request.customerName?.trim() || GUEST_CUSTOMER;
  const policies = ordered.map((p): ReleasePolicyName => (approvalCountry ? 'approve_each_buyer' : (p.releasePolicy as ReleasePolicyName)));
  // Any item she must approve: the payment is authorised now and captured after her answers.
  const captureMethod = policies.includes('approve_each_buyer') ? 'manual' : 'automatic';

  const orderId = await sql.begin((tx) =>
    insertCheckout(tx, {
      customerEmail: email,
      customerName,
      totalAmount: formatCents(totalCents),
      currency: CURRENCY,
      provider: payments.name,
      language,
      userId: context.userId ?? null,
      buyerCountry: request.buyerCountry,
      buyerDisclosure: disclosure && { sealed: deps.disclosures.seal(disclosure), firstName: disclosure.firstName },
      captureMethod,
      items: ordered.map((p, i) => ({ profileId: p.id, price: formatCents(lines[i]!.unitCents), releasePolicy: policies[i]! })),
    }),
  );

  const base = context.baseUrl.replace(/\/+$/, '');
  const profileIds = ids.join(',');
  try {
    const checkout = await payments.createCheckout({
      orderId,
      currency: CURRENCY,
      amountTotalCents: totalCents,
      lines: ordered.map((p, i) => ({
        profileId: p.id,
        name: `${p.firstName}${p.lastName ? ` ${p.lastName.charAt(0)}.` : ''}, ${p.age}`,
        unitAmountCents: lines[i]!.unitCents,
      })),
      customerEmail: email,
      customerName,
      language,
      // Stripe fills in {CHECKOUT_SESSION_ID}; it must stay unencoded.
      successUrl: `${base}/${language}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${base}/${language}/cart`,
      idempotencyKey: `checkout-order-${orderId}`,
      // the declared country travels with the payment (the test-mode page presets its countries to it)
      metadata: { orderId: String(orderId), buyerCountry: request.buyerCountry, ...(profileIds.length <= 500 ? { profileIds } : {}) },
      captureMethod,
    });
    await attachProviderSession(sql, orderId, checkout.sessionId, checkout.expiresAt);
    return { url: checkout.url, orderId };
  } catch (error) {
    await failCheckout(sql, orderId, `provider: ${(error as Error).message}`.slice(0, 1000));
    deps.log.error({ err: error, orderId }, 'the payment provider did not create a checkout session');
    throw new CheckoutError(error instanceof ProviderUnavailableError ? 503 : 502, 'providerUnavailable', language);
  }
}

export function createCheckoutService(deps: CheckoutDeps) {
  return {
    /** The buyer's checkout: the pending order written, then the provider's hosted page it pays on. */
    createSession: (request: CreateCheckoutSessionRequest, context: CheckoutContext): Promise<{ url: string; orderId: number }> =>
      createCheckoutSession(deps, request, context),
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
