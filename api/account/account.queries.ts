// The SQL of a site user's rights over her account: what the copy of her data reads, and the
// erasure of the account (docs/decisions/065), written to be called by her deletion and by any
// job that erases accounts, always inside the caller's transaction.
import type { Queryable, Transaction } from '#db/connection.ts';

/**
 * What an erased buyer's orders keep as their email: the column needs an address, and this one
 * is nobody's (.invalid never resolves) and no checkout accepts it (no dot in its domain).
 */
export const ERASED_EMAIL = 'erased@invalid';

/** Order states whose payment or her answer is still to come: an account with one is not erased. */
export const IN_PROGRESS_ORDER_STATUSES = ['pending', 'awaiting_approval'] as const;

export interface ExportedFavoriteRow {
  profileId: number;
  addedAt: Date;
  isPublic: boolean;
  /** Her first name and last initial while the profile is public; null once it is not. */
  name: string | null;
}

/** Every favourite of the user, newest first; the name only of profiles the public sees. */
export async function findFavoritesForExport(q: Queryable, userId: number): Promise<ExportedFavoriteRow[]> {
  return q<ExportedFavoriteRow[]>`
    SELECT f.profile_id AS "profileId", f.created_at AS "addedAt", p.is_public AS "isPublic",
      CASE WHEN p.is_public
        THEN p.first_name || coalesce(' ' || upper(nullif(left(btrim(p.last_name), 1), '')) || '.', '')
      END AS name
    FROM user_favorites f JOIN profiles p ON p.id = f.profile_id
    WHERE f.user_id = ${userId}
    ORDER BY f.created_at DESC, f.id DESC`;
}

export type Erasure =
  | { kind: 'erased'; sessions: number; favorites: number; orders: number }
  /** An order of the account still waits for its payment or her answer: nothing was changed. */
  | { kind: 'purchase-in-progress' }
  | { kind: 'not-found' };

/**
 * Erases a site account inside the caller's transaction: its sessions (on every device), its
 * favourites, its applied sync entries and the user row with its email, names, password hash and
 * pending tokens. Its orders stay for the books, with price, items, status and times, but no
 * longer name the buyer: the address becomes ERASED_EMAIL and her name, country, disclosure form
 * and card fingerprint go (a sealed disclosure form is erased too), and so do the provider events and admin audit details that repeat her
 * address or name. A block a listed woman or an admin made against her keeps its email hash and
 * card (she could otherwise escape it by deleting the account); one that named only the account
 * goes. Refuses, changing nothing, while one of its orders is in progress.
 */
export async function eraseAccount(tx: Transaction, userId: number): Promise<Erasure> {
  const [user] = await tx<{ id: number }[]>`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`;
  if (!user) return { kind: 'not-found' };
  const orders = await tx<{ id: number; status: string; sessionId: string | null; intentId: string | null }[]>`
    SELECT id, status, provider_session_id AS "sessionId", stripe_payment_intent_id AS "intentId"
    FROM orders WHERE user_id = ${userId} ORDER BY id FOR UPDATE`;
  if (orders.some((o) => (IN_PROGRESS_ORDER_STATUSES as readonly string[]).includes(o.status))) return { kind: 'purchase-in-progress' };

  const orderIds = orders.map((o) => o.id);
  const providerIds = orders.flatMap((o) => [o.sessionId, o.intentId]).filter((id): id is string => id !== null);
  if (providerIds.length > 0) {
    await tx`
      UPDATE webhook_events SET payload = '{}'::jsonb, payload_redacted_at = now()
      WHERE payload_redacted_at IS NULL
        AND (payload #>> '{data,object,id}' = ANY(${providerIds}::text[])
          OR payload #>> '{data,object,payment_intent}' = ANY(${providerIds}::text[]))`;
  }
  if (orderIds.length > 0) {
    await tx`
      UPDATE test_payment_sessions SET customer_email = ${ERASED_EMAIL}, customer_name = NULL, card_fingerprint = NULL
      WHERE order_id = ANY(${orderIds}::int[])`;
    await tx`
      UPDATE admin_activity_log SET details = details - 'customerEmail' - 'customerName'
      WHERE target_type = 'order' AND target_id = ANY(${orderIds.map(String)}::text[])`;
  }
  await tx`
    UPDATE orders SET user_id = NULL, customer_email = ${ERASED_EMAIL}, customer_name = NULL, buyer_first_name = NULL,
      buyer_country = NULL, card_fingerprint = NULL, buyer_disclosure = NULL, buyer_disclosure_sealed = NULL,
      buyer_disclosure_erased_at = CASE
        WHEN buyer_disclosure_sealed IS NOT NULL OR buyer_disclosure IS NOT NULL THEN now() ELSE buyer_disclosure_erased_at END
    WHERE user_id = ${userId}`;
  await tx`
    UPDATE admin_activity_log SET details = details - 'username' - 'email'
    WHERE target_type = 'user' AND target_id = ${String(userId)}`;

  // A block keeps the identities a buyer cannot retype; when the same block without the account
  // already exists, this one is a copy of it.
  await tx`
    DELETE FROM buyer_blocks b
    WHERE b.user_id = ${userId}
      AND ((b.buyer_email_hash IS NULL AND b.card_fingerprint IS NULL)
        OR EXISTS (
          SELECT 1 FROM buyer_blocks o
          WHERE o.user_id IS NULL AND o.profile_id IS NOT DISTINCT FROM b.profile_id
            AND o.buyer_email_hash IS NOT DISTINCT FROM b.buyer_email_hash
            AND o.card_fingerprint IS NOT DISTINCT FROM b.card_fingerprint))`;
  await tx`UPDATE buyer_blocks SET user_id = NULL WHERE user_id = ${userId}`;

  const sessions = await tx`DELETE FROM user_sessions WHERE user_id = ${userId}`;
  const favorites = await tx`DELETE FROM user_favorites WHERE user_id = ${userId}`;
  await tx`DELETE FROM applied_sync_entries WHERE user_id = ${userId}`;
  await tx`DELETE FROM users WHERE id = ${userId}`;
  return { kind: 'erased', sessions: sessions.count, favorites: favorites.count, orders: orders.length };
}
