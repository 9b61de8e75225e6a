// SQL of the owner link: her profile with what the owner page shows, and the writes of her
// actions. Every write keeps updated_at and leaves the public copies, the change feed and the
// public media to the 00008 triggers (a pause or a withdrawal is an ordinary UPDATE of a column
// the public predicate reads; a deletion is the erasure of privacy/erasure.queries.ts).
import type { ReleasePolicyName } from '#contract/approval-request.schema.ts';
import type { Submission, SubmissionContactMethods } from '#contract/submission.schema.ts';
import type { Queryable } from '#db/connection.ts';
import { NotFoundError } from '../errors.ts';
import { type NewSubmittedProfile, submittedProfileColumns } from '../profiles/submission.queries.ts';

export interface OwnedProfileRow {
  id: number;
  /** The public JSON of the profile (card + details, as GET /api/profiles/{id}), whatever its state. */
  details: string;
  status: 'PENDING' | 'ACTIVE' | 'INACTIVE';
  isApproved: boolean;
  isPublic: boolean;
  pausedAt: Date | null;
  consentWithdrawnAt: Date | null;
  reviewDecision: 'needs_changes' | 'declined' | null;
  /** The moderator's reason for that answer (00017). */
  reviewReason: string | null;
  pendingEdit: StoredEdit | null;
  pendingEditAt: Date | null;
  email: string | null;
  photos: string[];
  videos: string[];
  lastName: string | null;
  gender: string;
  appearance: string | null;
  contactMethods: SubmissionContactMethods | null;
  releasePolicy: ReleasePolicyName;
}

/** An edit waiting for review (00013 pending_edit). */
export interface StoredEdit {
  values: Submission;
  consentIpHash: string;
}

/** Her (not deleted) profile, whatever its state. */
export async function findOwnedProfile(sql: Queryable, id: number): Promise<OwnedProfileRow | undefined> {
  const [row] = await sql<OwnedProfileRow[]>`
    SELECT p.id, left(profile_card_json(p), -1) || profile_details_json(p) || '}' AS details, p.status, p.is_approved AS "isApproved", p.is_public AS "isPublic",
      p.paused_at AS "pausedAt", p.consent_withdrawn_at AS "consentWithdrawnAt", p.review_decision AS "reviewDecision", p.review_reason AS "reviewReason",
      p.pending_edit AS "pendingEdit", p.pending_edit_at AS "pendingEditAt", p.email, p.photos, p.videos,
      p.last_name AS "lastName", p.gender, p.appearance, p.contact_methods AS "contactMethods",
      p.release_policy AS "releasePolicy"
    FROM profiles p WHERE p.id = ${id} AND p.deleted_at IS NULL`;
  return row;
}

export interface OwnerMailTarget {
  email: string | null;
  firstName: string;
  ownerTokenHash: string | null;
}

export async function findOwnerMailTarget(sql: Queryable, id: number): Promise<OwnerMailTarget | undefined> {
  const [row] = await sql<OwnerMailTarget[]>`
    SELECT email, first_name AS "firstName", owner_token_hash AS "ownerTokenHash"
    FROM profiles WHERE id = ${id} AND deleted_at IS NULL`;
  return row;
}

/** The (not deleted) profiles whose contact email this is. */
export async function findProfilesByContactEmail(sql: Queryable, email: string): Promise<number[]> {
  const rows = await sql<{ id: number }[]>`
    SELECT id FROM profiles WHERE lower(email) = lower(${email}) AND deleted_at IS NULL AND email IS NOT NULL ORDER BY id`;
  return rows.map((r) => r.id);
}

/** Pauses (keeping the first pause's time) or resumes; false when withdrawn or deleted. */
export async function setPaused(sql: Queryable, id: number, paused: boolean): Promise<boolean> {
  const rows = await sql`
    UPDATE profiles SET paused_at = CASE WHEN ${paused} THEN coalesce(paused_at, now()) END, updated_at = now()
    WHERE id = ${id} AND deleted_at IS NULL AND consent_withdrawn_at IS NULL
    RETURNING id`;
  return rows.length > 0;
}

/** Her consent withdrawn now (kept if already withdrawn); an edit waiting for review is dropped. */
export async function withdrawConsent(sql: Queryable, id: number): Promise<void> {
  await sql`
    UPDATE profiles SET consent_withdrawn_at = coalesce(consent_withdrawn_at, now()),
      pending_edit = NULL, pending_edit_at = NULL, updated_at = now()
    WHERE id = ${id} AND deleted_at IS NULL`;
}

/**
 * Her edit of a live profile, kept for review; the live columns do not change. NotFound when her
 * profile was deleted meanwhile: the edit's transaction, and the uploads it claimed, roll back.
 */
export async function storePendingEdit(sql: Queryable, id: number, edit: StoredEdit): Promise<void> {
  const rows = await sql`
    UPDATE profiles SET pending_edit = ${sql.json(edit as never)}, pending_edit_at = now(), updated_at = now()
    WHERE id = ${id} AND deleted_at IS NULL
    RETURNING id`;
  if (rows.length === 0) throw new NotFoundError('Not found');
}

/**
 * Her submitted values written over the profile (an edit of a profile still waiting for review,
 * or — later — an approved pending edit): it waits for review again and no edit is left pending.
 * NotFound when her profile was deleted meanwhile.
 */
export async function applySubmissionValues(sql: Queryable, id: number, profile: NewSubmittedProfile): Promise<void> {
  const rows = await sql`
    UPDATE profiles SET ${sql(submittedProfileColumns(sql, profile))},
      review_decision = NULL, review_reason = NULL, pending_edit = NULL, pending_edit_at = NULL, updated_at = now()
    WHERE id = ${id} AND deleted_at IS NULL
    RETURNING id`;
  if (rows.length === 0) throw new NotFoundError('Not found');
}

/** A new owner token's hash replaces the old one; the copy kept for idempotent replays is forgotten. */
export async function replaceOwnerToken(sql: Queryable, id: number, ownerTokenHash: string): Promise<void> {
  await sql`UPDATE profiles SET owner_token_hash = ${ownerTokenHash}, updated_at = now() WHERE id = ${id}`;
  await sql`UPDATE profile_submissions SET owner_token_sealed = NULL WHERE profile_id = ${id}`;
}

/**
 * Her release policy for purchases to come (items already bought keep the policy they were sold
 * under, copied at checkout; one paid after this change gets the stricter of the two); false when
 * withdrawn or deleted.
 */
export async function setReleasePolicy(sql: Queryable, id: number, policy: ReleasePolicyName): Promise<boolean> {
  const rows = await sql`
    UPDATE profiles SET release_policy = ${policy}, updated_at = now()
    WHERE id = ${id} AND deleted_at IS NULL AND consent_withdrawn_at IS NULL
    RETURNING id`;
  return rows.length > 0;
}

/**
 * Records a use of her owner link now; answers the use before it (null: not used before). Her row
 * is share-locked, so a use never outlives her erasure (a deleted profile records nothing).
 */
export async function recordOwnerLinkUse(sql: Queryable, profileId: number): Promise<Date | null> {
  const [row] = await sql<{ previous: Date | null }[]>`
    WITH her AS (SELECT id FROM profiles WHERE id = ${profileId} AND deleted_at IS NULL FOR KEY SHARE),
    before AS (SELECT used_at FROM owner_link_uses WHERE profile_id = ${profileId}),
    recorded AS (
      INSERT INTO owner_link_uses (profile_id, used_at) SELECT id, clock_timestamp() FROM her
      ON CONFLICT (profile_id) DO UPDATE SET used_at = EXCLUDED.used_at
      RETURNING profile_id
    )
    SELECT (SELECT used_at FROM before) AS previous FROM recorded`;
  return row?.previous ?? null;
}

/**
 * A link to mint a new owner link, stored by its token's hash, working for `minutes`; nothing for
 * a profile deleted meanwhile (her row is share-locked, so none outlives her erasure).
 */
export async function insertOwnerLinkRequest(
  sql: Queryable,
  request: { tokenHash: string; profileId: number; language: string; minutes: number },
): Promise<void> {
  await sql`
    WITH her AS (SELECT id FROM profiles WHERE id = ${request.profileId} AND deleted_at IS NULL FOR KEY SHARE)
    INSERT INTO owner_link_requests (token_hash, profile_id, language, expires_at)
    SELECT ${request.tokenHash}, id, ${request.language}, now() + make_interval(mins => ${request.minutes}) FROM her`;
}

export interface OwnerLinkRequestTarget {
  profileId: number;
  language: string;
  email: string | null;
  firstName: string;
}

/** The profile a still-usable request link (unused, unexpired, profile not deleted) is for. */
export async function findOpenOwnerLinkRequest(sql: Queryable, tokenHash: string): Promise<OwnerLinkRequestTarget | undefined> {
  const [row] = await sql<OwnerLinkRequestTarget[]>`
    SELECT r.profile_id AS "profileId", r.language, p.email, p.first_name AS "firstName"
    FROM owner_link_requests r JOIN profiles p ON p.id = r.profile_id AND p.deleted_at IS NULL
    WHERE r.token_hash = ${tokenHash} AND r.used_at IS NULL AND r.expires_at > now()`;
  return row;
}

/**
 * Uses up a request link: the one UPDATE that can redeem it, so two tries at once mint once.
 * Answers its profile and language, or nothing when it is unknown, used, expired or her profile
 * was deleted.
 */
export async function redeemOwnerLinkRequest(
  sql: Queryable,
  tokenHash: string,
): Promise<{ profileId: number; language: string } | undefined> {
  const [row] = await sql<{ profileId: number; language: string }[]>`
    UPDATE owner_link_requests r SET used_at = now()
    FROM profiles p
    WHERE r.token_hash = ${tokenHash} AND r.used_at IS NULL AND r.expires_at > now()
      AND p.id = r.profile_id AND p.deleted_at IS NULL
    RETURNING r.profile_id AS "profileId", r.language`;
  return row;
}

/** A new owner link was minted: her other request links die, and the new link has no use yet. */
export async function closeOwnerLinkRequests(sql: Queryable, profileId: number): Promise<void> {
  await sql`UPDATE owner_link_requests SET used_at = now() WHERE profile_id = ${profileId} AND used_at IS NULL`;
  await sql`DELETE FROM owner_link_uses WHERE profile_id = ${profileId}`;
}

/** The request an edit's Idempotency-Key was first used for, if it was (kept a day: the cleanup job). */
export async function findEditKey(q: Queryable, key: string): Promise<{ requestHash: string } | undefined> {
  const [row] = await q<{ requestHash: string }[]>`
    SELECT request_hash AS "requestHash" FROM idempotency_keys WHERE scope = 'owner-edit' AND key = ${key}`;
  return row;
}

/** Records an edit's key in its transaction: a second edit with it cannot commit. */
export async function insertEditKey(q: Queryable, key: string, requestHash: string): Promise<void> {
  await q`INSERT INTO idempotency_keys (scope, key, request_hash) VALUES ('owner-edit', ${key}, ${requestHash})`;
}
