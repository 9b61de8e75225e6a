// SQL of her requests: the purchases of her contact details that wait for
// her answer and those decided lately, as her owner page and her emailed link show them — the
// buyer's first name and country and the disclosure form, never the buyer's email. The form is
// stored sealed (api/buyers/buyer-disclosure.ts); the caller gives what opens it.

import type { ApprovalRequest, BuyerDisclosure, DeclineReason, ReleasePolicyName } from '#contract/approval-request.schema.ts';
import { GUEST_CUSTOMER } from '#contract/checkout.schema.ts';
import { type ApprovalOutcome, type DecidedApprovalRequest, RECENT_APPROVAL_REQUEST_DAYS } from '#contract/owner.schema.ts';
import type { Queryable } from '#db/connection.ts';

/** Opens a sealed disclosure form (null when it cannot be opened). */
export type OpenDisclosure = (sealed: string) => BuyerDisclosure | null;

interface RequestRow {
  id: number;
  releaseStatus: 'awaiting_consent' | 'released' | 'declined' | 'pending';
  declineReason: DeclineReason | null;
  price: string;
  requestedAt: Date;
  deadline: Date | null;
  decidedAt: Date | null;
  customerName: string | null;
  buyerFirstName: string | null;
  country: string | null;
  disclosureSealed: string | null;
  disclosureErased: boolean;
  blocked: boolean;
}

const REQUEST_COLUMNS = (q: Queryable, profileId: number) => q`
  oi.id, oi.release_status AS "releaseStatus", oi.decline_reason AS "declineReason", oi.price,
  coalesce(oi.approval_requested_at, o.created_at) AS "requestedAt", oi.approval_deadline AS deadline,
  oi.decided_at AS "decidedAt", o.customer_name AS "customerName", o.buyer_first_name AS "buyerFirstName",
  o.buyer_country AS country, o.buyer_disclosure_sealed AS "disclosureSealed",
  o.buyer_disclosure_erased_at IS NOT NULL AS "disclosureErased",
  EXISTS (SELECT 1 FROM buyer_blocks b WHERE b.profile_id = ${profileId} AND b.source_order_item_id = oi.id) AS blocked`;

/** The first name she sees: the one the disclosure form gave, else the first word of the buyer's name. */
function firstNameOf(row: RequestRow): string {
  if (row.buyerFirstName) return row.buyerFirstName;
  const name = row.customerName?.trim();
  return name && name !== GUEST_CUSTOMER ? (name.split(/\s+/)[0] ?? '') : '';
}

function requestOf(row: RequestRow, open: OpenDisclosure): ApprovalRequest {
  return {
    id: row.id,
    buyerFirstName: firstNameOf(row),
    buyerCountry: row.country,
    disclosure: row.disclosureSealed ? open(row.disclosureSealed) : null,
    disclosureErased: row.disclosureErased,
    price: row.price,
    requestedAt: row.requestedAt.toISOString(),
    deadline: (row.deadline ?? row.requestedAt).toISOString(),
  };
}

function outcomeOf(row: RequestRow): ApprovalOutcome | null {
  if (row.releaseStatus !== 'released' && row.releaseStatus !== 'declined') return null;
  return {
    releaseStatus: row.releaseStatus,
    declineReason: row.declineReason,
    decidedAt: (row.decidedAt ?? row.requestedAt).toISOString(),
    blocked: row.blocked,
  };
}

/** The purchases waiting for her answer, the nearest deadline first. */
export async function awaitingApprovalRequests(q: Queryable, profileId: number, open: OpenDisclosure): Promise<ApprovalRequest[]> {
  const rows = await q<RequestRow[]>`
    SELECT ${REQUEST_COLUMNS(q, profileId)}
    FROM order_items oi JOIN orders o ON o.id = oi.order_id
    WHERE oi.profile_id = ${profileId} AND oi.release_status = 'awaiting_consent'
    ORDER BY oi.approval_deadline NULLS LAST, oi.id`;
  return rows.map((row) => requestOf(row, open));
}

/** Her requests decided in the last RECENT_APPROVAL_REQUEST_DAYS days (by her, the deadline or a withdrawal), newest first. */
export async function recentApprovalRequests(q: Queryable, profileId: number, open: OpenDisclosure): Promise<DecidedApprovalRequest[]> {
  const rows = await q<RequestRow[]>`
    SELECT ${REQUEST_COLUMNS(q, profileId)}
    FROM order_items oi JOIN orders o ON o.id = oi.order_id
    WHERE oi.profile_id = ${profileId} AND oi.approval_requested_at IS NOT NULL
      AND oi.release_status IN ('released', 'declined')
      AND oi.decided_at > now() - make_interval(days => ${RECENT_APPROVAL_REQUEST_DAYS})
    ORDER BY oi.decided_at DESC, oi.id DESC`;
  return rows.flatMap((row) => {
    const outcome = outcomeOf(row);
    return outcome ? [{ ...requestOf(row, open), ...outcome }] : [];
  });
}

/** One of her requests, whatever its state (her emailed link); undefined when it is not hers or never was a request. */
export async function findApprovalRequest(
  q: Queryable,
  itemId: number,
  profileId: number,
  open: OpenDisclosure,
): Promise<{ request: ApprovalRequest; outcome: ApprovalOutcome | null } | undefined> {
  const [row] = await q<RequestRow[]>`
    SELECT ${REQUEST_COLUMNS(q, profileId)}
    FROM order_items oi JOIN orders o ON o.id = oi.order_id
    WHERE oi.id = ${itemId} AND oi.profile_id = ${profileId} AND oi.approval_requested_at IS NOT NULL`;
  return row ? { request: requestOf(row, open), outcome: outcomeOf(row) } : undefined;
}

/** Her current release policy (null when the profile is deleted). */
export async function findReleasePolicy(q: Queryable, profileId: number): Promise<ReleasePolicyName | null> {
  const [row] = await q<{ releasePolicy: ReleasePolicyName }[]>`
    SELECT release_policy AS "releasePolicy" FROM profiles WHERE id = ${profileId} AND deleted_at IS NULL`;
  return row?.releasePolicy ?? null;
}
