// The one payment provider interface that Stripe and the built-in test mode both
// implement. Everything above it (checkout, fulfilment, reconciliation) speaks in these terms
// only, so the same fulfilment path runs in both modes.

export type ProviderName = 'stripe' | 'test';

export interface CheckoutLine {
  profileId: number;
  /** What the buyer sees on the hosted page, e.g. "Contact details: Maria R., 24". */
  name: string;
  unitAmountCents: number;
}

export interface CreateCheckoutInput {
  orderId: number;
  currency: string;
  /** The server's total; the sum of the lines. */
  amountTotalCents: number;
  lines: CheckoutLine[];
  customerEmail: string;
  customerName: string;
  language: string;
  successUrl: string;
  cancelUrl: string;
  /** Retrying a create with the same key returns the same session (no double sessions). */
  idempotencyKey: string;
  /** Copied to the provider's session; each value at most 500 characters. */
  metadata: Record<string, string>;
  /**
   * 'automatic' captures at once (release policy 'instant'); 'manual' only authorises, for the
   * approve_each_buyer policy (captured after her yes, cancelled otherwise).
   */
  captureMethod: 'automatic' | 'manual';
}

export interface CreatedCheckout {
  sessionId: string;
  /** The hosted payment page. */
  url: string;
  expiresAt: Date;
}

/** A checkout session as the provider sees it (Stripe's checkout.session, narrowed). */
export interface ProviderSession {
  id: string;
  status: 'open' | 'complete' | 'expired';
  /**
   * 'authorized': a manual-capture payment the card holds but that is not captured yet (Stripe
   * reports such a session 'unpaid' with its payment intent 'requires_capture'; providers map it).
   */
  paymentStatus: 'paid' | 'authorized' | 'unpaid' | 'no_payment_required';
  /** Integer cents; null when the provider does not say. */
  amountTotal: number | null;
  /** Lower-case ISO code, e.g. "usd". */
  currency: string | null;
  paymentIntentId: string | null;
  customerEmail: string | null;
  metadata: Record<string, string>;
  /** The provider's fingerprint of the card that paid (a buyer identity); null when unknown. */
  cardFingerprint: string | null;
  /** When an authorised payment can no longer be captured; null when not authorised or unknown. */
  authorizationExpiresAt: Date | null;
  /** The country that issued the card that paid (ISO code, e.g. "US"); null when the provider does not say. */
  cardCountry: string | null;
  /** The country of the billing address given on the payment page; null when the provider does not say. */
  billingCountry: string | null;
  /** Stripe's livemode: true for real money, false for test mode (test keys, the built-in provider). */
  livemode: boolean;
}

export interface WebhookEvent {
  id: string;
  type: string;
  /** The event's livemode; one that differs from the provider's is refused (decision 009). */
  livemode: boolean;
  /** The checkout session for checkout.session.* events. */
  session: ProviderSession | null;
  /** The event as received, stored in webhook_events. */
  payload: unknown;
}

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError';
}

export interface RefundInput {
  paymentIntentId: string;
  amountCents: number;
  /** Retrying with the same key never refunds twice. */
  idempotencyKey: string;
  metadata: Record<string, string>;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** True when this provider takes real money; sessions and events of the other mode are refused. */
  readonly livemode: boolean;
  createCheckout(input: CreateCheckoutInput): Promise<CreatedCheckout>;
  /** null when the provider does not know the session. */
  retrieveSession(sessionId: string): Promise<ProviderSession | null>;
  /** The checkout session that created a payment intent (payment-success with payment_intent). */
  findSessionIdByPaymentIntent(paymentIntentId: string): Promise<string | null>;
  /** Checks the signature (and its age, 300 s) and parses the event; throws WebhookSignatureError. */
  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): WebhookEvent;
  /**
   * Takes (part of) an authorised payment, once every item waiting on it is decided:
   * what she approved plus the instant items. Only one capture per payment; the rest of the hold
   * is released.
   */
  capturePayment(paymentIntentId: string, amountCents: number, idempotencyKey: string): Promise<void>;
  /** Releases an authorised payment (she said no, or the deadline passed). */
  cancelPayment(paymentIntentId: string, idempotencyKey: string): Promise<void>;
  /** Gives (part of) a captured payment back; returns the provider's refund id. */
  refundPayment(input: RefundInput): Promise<{ refundId: string }>;
}

/** Webhook signatures older than this are refused (Stripe's default tolerance). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** checkout.session objects (Stripe's shape, from an event or from the API) → ProviderSession. */
export function toProviderSession(object: Record<string, unknown>): ProviderSession {
  const status = object.status === 'complete' || object.status === 'expired' ? object.status : 'open';
  const paymentStatus =
    object.payment_status === 'paid' || object.payment_status === 'no_payment_required' ? object.payment_status : 'unpaid';
  const intent = object.payment_intent;
  const metadata: Record<string, string> = {};
  if (object.metadata && typeof object.metadata === 'object') {
    for (const [key, value] of Object.entries(object.metadata as Record<string, unknown>)) {
      if (typeof value === 'string') metadata[key] = value;
    }
  }
  const details = object.customer_details as { email?: unknown; address?: { country?: unknown } | null } | null | undefined;
  const email =
    typeof object.customer_email === 'string' ? object.customer_email : typeof details?.email === 'string' ? details.email : null;
  return {
    id: String(object.id),
    status,
    paymentStatus,
    amountTotal: typeof object.amount_total === 'number' ? object.amount_total : null,
    currency: typeof object.currency === 'string' ? object.currency.toLowerCase() : null,
    paymentIntentId:
      typeof intent === 'string' ? intent : intent && typeof intent === 'object' ? String((intent as { id: unknown }).id) : null,
    customerEmail: email,
    metadata,
    cardFingerprint: null,
    authorizationExpiresAt: null,
    cardCountry: null,
    billingCountry: countryCode(details?.address?.country),
    livemode: object.livemode === true,
  };
}

/** A provider's country field as an upper-case ISO 3166-1 alpha-2 code; null for anything else. */
export function countryCode(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) ? code : null;
}
