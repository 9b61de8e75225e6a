// Her answer decides (decision 033). An approve_each_buyer item waits
// ('awaiting_consent') after an authorised payment until one of: her yes (released, same snapshot
// as an instant item), her no ('she_declined'), the deadline ('expired'), her withdrawal or
// deletion ('withdrawn'), or the authorisation about to expire ('expired', by the system). Every
// decision takes the order's row lock and changes only a waiting item, so a double click, two
// tabs, the deadline sweep and a withdrawal can race and exactly one of them decides. The
// decision that leaves nothing waiting enqueues the settle job in the same transaction: the
// capture (or the cancel) happens once, however often it is retried. An order paid at once
// (an item that needed her approval only once the payment was seen, decision 068) is finished in
// that transaction instead: completed, what she did not release refunded, the buyer told.
import type { Logger } from 'pino';
import type { Sql, Transaction } from '#db/connection.ts';
import { hashToken } from '#lib/crypto.ts';
import { blockFromItem } from '../buyers/buyer-blocks.ts';
import { type JobSender, sendInTransaction } from '../jobs/send-in-transaction.ts';
import {
  authorisedOrdersToSettle,
  awaitingCount,
  decidedOrdersPaidAtOnce,
  declineAwaitingItems,
  declinedRequestsCents,
  findItemByTokenHash,
  findItemOfProfile,
  findOrderPaymentState,
  itemStatus,
  lockApprovalOrder,
  markRequestsDecided,
  ordersAwaitingProfile,
  ordersPastDeadline,
  shareLockProfile,
} from './approval-decisions.queries.ts';
import { ORDER_OUTCOME_QUEUE } from './order-outcome.job.ts';
import { lockItemsForRelease, writeItemRelease } from './orders.queries.ts';
import { REFUND_QUEUE } from './refund.job.ts';
import { insertAutomaticRefund } from './refunds.queries.ts';
import { decideRelease, declinedRelease } from './release-policy.ts';
import { SETTLE_QUEUE } from './settle.job.ts';

export type DecisionOutcome =
  | { kind: 'answered' | 'already'; itemId: number; releaseStatus: 'released' | 'declined' }
  | { kind: 'not-found' };

export interface ApprovalDeps {
  sql: Sql;
  jobs: JobSender;
  log: Logger;
}

/** The item her emailed link points at, or null for an unknown token. */
export async function itemByApprovalToken(
  q: Parameters<typeof findItemByTokenHash>[0],
  token: string,
): Promise<{ itemId: number; profileId: number } | null> {
  if (typeof token !== 'string' || token.length < 20 || token.length > 200) return null;
  return findItemByTokenHash(q, hashToken(token));
}

const shownStatus = (status: string | null): 'released' | 'declined' => (status === 'released' ? 'released' : 'declined');

/**
 * Her yes or no on one request (owner page or emailed link). Idempotent: the same answer twice is
 * 'already'; a decided item answered differently is 'already' with its real status. `block` adds
 * the buyer to her block list (all three identities of the order), whatever the item's state.
 */
export async function decideApprovalRequest(
  deps: ApprovalDeps,
  input: { itemId: number; profileId: number; decision: 'approve' | 'decline'; block: boolean },
): Promise<DecisionOutcome> {
  const found = await findItemOfProfile(deps.sql, input.itemId, input.profileId);
  if (!found) return { kind: 'not-found' };
  const outcome = await deps.sql.begin(async (tx): Promise<DecisionOutcome> => {
    // Her row before the order's, the order the withdrawal takes them in.
    await shareLockProfile(tx, input.profileId);
    const order = await lockApprovalOrder(tx, found.orderId);
    if (!order) return { kind: 'not-found' };
    if (input.block) await blockFromItem(tx, { itemId: input.itemId, profileId: input.profileId, byOwner: true });
    const [item] = await lockItemsForRelease(tx, order.id, input.itemId);
    if (!item) return { kind: 'not-found' };
    const status = await itemStatus(tx, item.id);
    if (status !== 'awaiting_consent') return { kind: 'already', itemId: item.id, releaseStatus: shownStatus(status) };

    const now = new Date();
    const release =
      input.decision === 'approve'
        ? // her yes releases what an instant purchase would: only while she is still listed
          decideRelease({ ...item, releasePolicy: 'instant' }, now)
        : declinedRelease(item, 'she_declined');
    await writeItemRelease(tx, { ...release, decidedBy: 'owner' }, now);
    await afterDecision(deps.jobs, tx, order.id);
    return { kind: 'answered', itemId: item.id, releaseStatus: release.releaseStatus === 'released' ? 'released' : 'declined' };
  });
  if (outcome.kind === 'answered') {
    deps.log.info({ itemId: input.itemId, decision: input.decision, releaseStatus: outcome.releaseStatus }, 'approval answered');
  }
  return outcome;
}

/**
 * Declines every request waiting for this profile, in the transaction that withdraws her consent
 * or deletes her profile (call it after her row was updated: the row lock keeps a concurrent
 * answer from releasing anything). Returns how many requests it declined.
 */
export async function declineAwaitingOfProfile(
  tx: Transaction,
  jobs: JobSender | undefined,
  profileId: number,
  reason: 'withdrawn' | 'unavailable',
): Promise<number> {
  let declined = 0;
  const now = new Date();
  for (const orderId of await ordersAwaitingProfile(tx, profileId)) {
    if (!(await lockApprovalOrder(tx, orderId))) continue;
    const count = await declineAwaitingItems(tx, orderId, { reason, by: 'system', now }, { profileId });
    if (count > 0) await afterDecision(jobs, tx, orderId);
    declined += count;
  }
  return declined;
}

/**
 * Declines the requests whose deadline passed ('expired', decided by the deadline), one order per
 * transaction. Returns how many it declined.
 */
export async function declineExpiredRequests(deps: ApprovalDeps, now = new Date(), limit = 200): Promise<number> {
  let declined = 0;
  for (const orderId of await ordersPastDeadline(deps.sql, now, limit)) {
    declined += await deps.sql.begin(async (tx) => {
      if (!(await lockApprovalOrder(tx, orderId))) return 0;
      const count = await declineAwaitingItems(tx, orderId, { reason: 'expired', by: 'deadline', now }, { deadlineBy: now });
      if (count > 0) await afterDecision(deps.jobs, tx, orderId);
      return count;
    });
  }
  if (declined > 0) deps.log.info({ declined }, 'approval requests expired');
  return declined;
}

/**
 * The authorisation of this order is about to lapse: whatever still waits is declined ('expired',
 * by the system) and the order is settled while the hold can still be captured.
 */
export async function expireAuthorisation(jobs: JobSender, tx: Transaction, orderId: number): Promise<number> {
  if (!(await lockApprovalOrder(tx, orderId))) return 0;
  const count = await declineAwaitingItems(tx, orderId, { reason: 'expired', by: 'system', now: new Date() });
  await afterDecision(jobs, tx, orderId);
  return count;
}

const DAY_MS = 24 * 3600 * 1000;
/** An order with nothing waiting that is still authorised this long after its last decision lost its settle job. */
const SETTLE_GRACE_MS = 10 * 60 * 1000;

/**
 * The reconciliation job's part (decision 033): authorised orders whose hold lapses within 24 h
 * have their waiting items declined ('expired', by the system) and are settled while the hold can
 * still be captured; orders with nothing waiting whose settling never finished are settled again.
 */
export async function settleAuthorisations(deps: ApprovalDeps, now = new Date()): Promise<{ expired: number; settling: number }> {
  const orders = await authorisedOrdersToSettle(deps.sql, {
    expiringBefore: new Date(now.getTime() + DAY_MS),
    decidedBefore: new Date(now.getTime() - SETTLE_GRACE_MS),
    limit: 200,
  });
  let expired = 0;
  for (const order of orders) {
    expired += await deps.sql.begin(async (tx) => {
      if (order.expiring) return expireAuthorisation(deps.jobs, tx, order.id);
      if (await lockApprovalOrder(tx, order.id)) await afterDecision(deps.jobs, tx, order.id);
      return 0;
    });
  }
  if (orders.length > 0) deps.log.warn({ expired, settling: orders.length }, 'reconciliation settled authorised payments');
  const paidAtOnce = await decidedOrdersPaidAtOnce(deps.sql, { decidedBefore: new Date(now.getTime() - SETTLE_GRACE_MS), limit: 200 });
  for (const orderId of paidAtOnce) {
    await deps.sql.begin(async (tx) => {
      if (await lockApprovalOrder(tx, orderId)) await afterDecision(deps.jobs, tx, orderId);
    });
  }
  if (paidAtOnce.length > 0) deps.log.warn({ finished: paidAtOnce.length }, 'reconciliation finished orders whose requests were decided');
  return { expired, settling: orders.length + paidAtOnce.length };
}

/**
 * Called with the order locked after a decision: when nothing waits any more, settle the payment.
 * Without a job queue (a process that has none) the reconciliation job settles it later.
 */
export async function afterDecision(jobs: JobSender | undefined, tx: Transaction, orderId: number): Promise<void> {
  if (!jobs || (await awaitingCount(tx, orderId)) > 0) return;
  const order = await findOrderPaymentState(tx, orderId);
  if (order?.paymentState === 'authorized') await sendInTransaction(jobs, tx, SETTLE_QUEUE, { orderId });
  else if (order?.captureMethod === 'automatic' && order.status === 'awaiting_approval') {
    await finishPaidAtOnce(jobs, tx, orderId, order.currency.toLowerCase());
  }
}

/**
 * The last request of an order paid at once is decided: the order is completed, the price of
 * every item she was asked about and did not release is refunded (one refund, its job in this
 * transaction), and the buyer is mailed the outcome.
 */
async function finishPaidAtOnce(jobs: JobSender, tx: Transaction, orderId: number, currency: string): Promise<void> {
  const cents = await declinedRequestsCents(tx, orderId);
  if (!(await markRequestsDecided(tx, orderId, cents))) return;
  if (cents > 0) {
    const refundId = await insertAutomaticRefund(tx, { orderId, kind: 'declined_requests', amountCents: cents, currency });
    if (refundId !== null) await sendInTransaction(jobs, tx, REFUND_QUEUE, { refundId });
  }
  await sendInTransaction(jobs, tx, ORDER_OUTCOME_QUEUE, { orderId });
}
