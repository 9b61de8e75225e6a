// fulfil(): the one idempotent step that turns a paid checkout into an order with contact
// details. The webhook, POST /api/payment-success and the reconciliation job all
// call it; whichever comes first does the work, the others find it done. In ONE transaction,
// holding a row lock on the pending checkout: check the amount, decide each item under its
// release policy (snapshot of the shared contact details), mark the order paid, and enqueue
// exactly one confirmation email. No order without its email, no email without its order.
// Money taken for nothing released (items she withdrew, a payment that does not match the order)
// gets its refund row and refund job in the same transaction (decision 009).
// A manual-capture order (an item waits for her answer, decision 033) is fulfilled on
// an authorised payment: its approve_each_buyer items wait, her request mails are enqueued, and
// what is declined is simply never captured. Inside the same lock, before anything is released,
// the buyer's identities (receipt email, account, card fingerprint) are checked against the
// block lists and the daily cap, with the buyer's advisory locks held so that two checkouts paid
// at the same moment are counted one after the other. Each item is decided under the stricter of
// the policy it was sold under and her policy now; a card or billing address from a listed
// country, or from another country than the one the buyer declared, puts every item to her
// (decision 068), also after a payment taken at once (then her no is refunded).
import type { Logger } from 'pino';
import { formatCents, toCents } from '#contract/pricing.ts';
import type { Sql } from '#db/connection.ts';
import { matchingBlocks } from '../buyers/buyer-blocks.queries.ts';
import { buyerEmailHash } from '../buyers/buyer-blocks.ts';
import { type JobSender, sendInTransaction } from '../jobs/send-in-transaction.ts';
import type { PaymentProvider, ProviderSession } from '../payments/payment-provider.ts';
import { readSettings } from '../settings/settings.ts';
import { APPROVAL_REQUEST_QUEUE } from './approval-request.job.ts';
import { ORDER_CONFIRMATION_QUEUE } from './order-confirmation.job.ts';
import { isFulfillable } from './order-status.ts';
import {
  contactsHeldSince,
  findOrderBySessionId,
  type ItemRelease,
  lockBuyer,
  lockItemsForRelease,
  lockOrderBySessionId,
  markAuthorised,
  markOrderFailed,
  markOrderPaid,
  type OrderRow,
  writeItemRelease,
} from './orders.queries.ts';
import { REFUND_QUEUE } from './refund.job.ts';
import { insertAutomaticRefund } from './refunds.queries.ts';
import { approvalDeadline, decideAtPayment, declinedRelease, paymentCountryNeedsApproval } from './release-policy.ts';
import { SETTLE_QUEUE } from './settle.job.ts';

export interface FulfilDeps {
  sql: Sql;
  jobs: JobSender | undefined;
  log: Logger;
  /** The configured provider: its sessions only, in its mode only. */
  payments: Pick<PaymentProvider, 'name' | 'livemode'>;
}

export type FulfilOutcome =
  /** This call fulfilled the order. */
  | { kind: 'fulfilled'; orderId: number; status: 'completed' | 'awaiting_approval' }
  /** The order was already fulfilled (or failed) before. */
  | { kind: 'done-before'; orderId: number; status: string }
  /** The provider does not report the session as paid (yet): or only authorised, for an order captured at once. */
  | { kind: 'unpaid'; orderId: number }
  /** Paid, but not what we charge: nothing released; the order is 'failed' for an admin to refund. */
  | { kind: 'amount-mismatch'; orderId: number }
  /** No checkout of ours has this session id (another integration on the same account). */
  | { kind: 'unknown-session' }
  /** A test-mode session where live payments are configured, or the reverse: never delivers. */
  | { kind: 'wrong-mode' };

export async function fulfil(deps: FulfilDeps, session: ProviderSession): Promise<FulfilOutcome> {
  if (session.livemode !== deps.payments.livemode) {
    deps.log.error({ sessionId: session.id, livemode: session.livemode }, 'payment session of the other mode (test/live) refused');
    return { kind: 'wrong-mode' };
  }
  // Cheap check first: most repeats (webhook retries, page reloads) end here without a lock.
  const seen = await findOrderBySessionId(deps.sql, session.id);
  if (!seen || seen.provider !== deps.payments.name) return { kind: 'unknown-session' };
  if (!isFulfillable(seen.status)) return { kind: 'done-before', orderId: seen.id, status: seen.status };
  if (!paymentTaken(seen, session)) return { kind: 'unpaid', orderId: seen.id };
  const jobs = deps.jobs;
  if (!jobs) throw new Error('fulfil needs the job queue to enqueue the confirmation email');

  const outcome = await deps.sql.begin(async (tx): Promise<FulfilOutcome> => {
    const order = await lockOrderBySessionId(tx, session.id);
    if (!order) return { kind: 'unknown-session' };
    if (!isFulfillable(order.status)) return { kind: 'done-before', orderId: order.id, status: order.status };

    const expectedCents = toCents(order.totalAmount);
    const paidCents = session.amountTotal;
    if (paidCents !== expectedCents || session.currency !== order.currency.toLowerCase()) {
      await markOrderFailed(tx, {
        id: order.id,
        reason: `amount mismatch: paid ${paidCents ?? '?'} ${session.currency ?? '?'}, expected ${expectedCents} ${order.currency}`,
        paymentIntentId: session.paymentIntentId,
        paidAmount: paidCents === null ? null : formatCents(paidCents),
      });
      // Whatever was paid goes back: nothing is released for a payment we cannot match. An
      // authorisation is not refunded but released (the settle job cancels it: nothing is released).
      if (order.captureMethod === 'manual') {
        await markAuthorised(tx, order.id);
        await sendInTransaction(jobs, tx, SETTLE_QUEUE, { orderId: order.id });
      } else if (paidCents !== null && paidCents > 0 && session.currency) {
        await queueRefund(jobs, tx, { orderId: order.id, kind: 'amount_mismatch', amountCents: paidCents, currency: session.currency });
      }
      return { kind: 'amount-mismatch', orderId: order.id };
    }

    const now = new Date();
    const manual = order.captureMethod === 'manual';
    const who = { email: order.customerEmail, userId: order.userId, cardFingerprint: session.cardFingerprint };
    const emailHash = buyerEmailHash(who.email);
    await lockBuyer(tx, [
      `email:${emailHash}`,
      ...(who.userId === null ? [] : [`user:${who.userId}`]),
      ...(who.cardFingerprint === null ? [] : [`card:${who.cardFingerprint}`]),
    ]);
    const items = await lockItemsForRelease(tx, order.id);
    const settings = await readSettings(tx, deps.log);
    const blocks = await matchingBlocks(
      tx,
      { emailHash, userId: who.userId, cardFingerprint: who.cardFingerprint },
      items.flatMap((item) => (item.profileId === null ? [] : [item.profileId])),
    );
    const blocked = (profileId: number | null) => blocks.everywhere || (profileId !== null && blocks.profileIds.includes(profileId));
    let room = settings.max_purchases_per_buyer_per_day - (await contactsHeldSince(tx, who, new Date(now.getTime() - DAY_MS), order.id));
    const context = {
      captureMethod: order.captureMethod,
      approvalDeadline: approvalDeadline(now, settings.approval_deadline_hours, session.authorizationExpiresAt),
    };
    const countryAsks = paymentCountryNeedsApproval(order.buyerCountry, session, settings.approve_each_buyer_countries);

    let refundDueCents = 0;
    const asked: number[] = [];
    for (const item of items) {
      let release: ItemRelease = decideAtPayment(item, now, context, countryAsks);
      if (release.releaseStatus !== 'declined') {
        if (blocked(item.profileId)) release = declinedRelease(item, 'blocked', 'system');
        else if (room <= 0) release = declinedRelease(item, 'over_cap', 'system');
        else room -= 1;
      }
      // Declined after an automatic payment: refunded. After an authorisation: never captured.
      if (release.releaseStatus === 'declined' && !manual) refundDueCents += toCents(item.price);
      if (release.releaseStatus === 'awaiting_consent') asked.push(item.id);
      await writeItemRelease(tx, release, now);
    }
    const status = asked.length > 0 ? 'awaiting_approval' : 'completed';
    await markOrderPaid(
      tx,
      {
        id: order.id,
        status,
        paymentIntentId: session.paymentIntentId,
        paidAmount: formatCents(paidCents),
        refundDue: formatCents(refundDueCents),
        paymentState: manual ? 'authorized' : null,
        cardFingerprint: who.cardFingerprint,
        authorizationExpiresAt: manual ? session.authorizationExpiresAt : null,
        cardCountry: session.cardCountry,
        billingCountry: session.billingCountry,
      },
      now,
    );
    await sendInTransaction(jobs, tx, ORDER_CONFIRMATION_QUEUE, { orderId: order.id });
    for (const itemId of asked) await sendInTransaction(jobs, tx, APPROVAL_REQUEST_QUEUE, { itemId });
    // Nothing to wait for (all declined at payment): the hold is settled at once.
    if (manual && asked.length === 0) await sendInTransaction(jobs, tx, SETTLE_QUEUE, { orderId: order.id });
    if (refundDueCents > 0) {
      await queueRefund(jobs, tx, {
        orderId: order.id,
        kind: 'declined_items',
        amountCents: refundDueCents,
        currency: order.currency.toLowerCase(),
      });
    }
    return { kind: 'fulfilled', orderId: order.id, status };
  });

  if (outcome.kind === 'fulfilled') deps.log.info({ orderId: outcome.orderId, sessionId: session.id }, 'order fulfilled');
  if (outcome.kind === 'amount-mismatch') {
    deps.log.error({ orderId: outcome.orderId, sessionId: session.id }, 'paid amount differs from the order total; nothing released');
  }
  return outcome;
}

const DAY_MS = 24 * 3600 * 1000;

/**
 * Whether the provider took the payment the order asked for: captured ('paid') when it is taken
 * at once, authorised when it waits for her answers. An 'authorized' session of an order captured
 * at once is not paid.
 */
function paymentTaken(order: Pick<OrderRow, 'captureMethod'>, session: ProviderSession): boolean {
  return order.captureMethod === 'manual' ? session.paymentStatus === 'authorized' : session.paymentStatus === 'paid';
}

async function queueRefund(
  jobs: JobSender,
  tx: Parameters<typeof sendInTransaction>[1],
  refund: Parameters<typeof insertAutomaticRefund>[1],
): Promise<void> {
  const id = await insertAutomaticRefund(tx, refund);
  if (id !== null) await sendInTransaction(jobs, tx, REFUND_QUEUE, { refundId: id });
}
