// SQL of the profile submission (POST /api/profiles): the new PENDING profile with its consent
// record and owner-token hash, and the idempotency record of its Idempotency-Key (00011).

import { formatCents } from '#contract/pricing.ts';
import type { ProfileSlugs } from '#contract/profile-slug.ts';
import type { Submission, SubmissionChannel } from '#contract/submission.schema.ts';
import type { Queryable } from '#db/connection.ts';

export interface NewSubmittedProfile {
  values: Submission;
  slugs: ProfileSlugs;
  /** Only the non-blank, trimmed values. */
  contactMethods: Partial<Record<SubmissionChannel, string>>;
  sharedChannels: SubmissionChannel[];
  consentTextVersion: string;
  consentIpHash: string;
}

/** The id the next profile will get (taken from its identity sequence, so the slugs can carry it). */
export async function nextProfileId(sql: Queryable): Promise<number> {
  const [row] = await sql<{ id: number }[]>`SELECT nextval(pg_get_serial_sequence('profiles', 'id'))::int AS id`;
  if (!row) throw new Error('no next profile id');
  return row.id;
}

const orNull = (value: string | undefined) => (value === undefined || value === '' ? null : value);

/**
 * The columns her submitted values set, consent included (given now): the same for a new profile
 * and for an edit applied to an existing one (api/owner), so both store a submission alike.
 */
export function submittedProfileColumns(sql: Queryable, p: NewSubmittedProfile): Record<string, unknown> {
  const v = p.values;
  return {
    first_name: v.firstName,
    last_name: orNull(v.lastName),
    age: v.age,
    gender: v.gender,
    height: orNull(v.height),
    location: v.location,
    email: p.contactMethods.email ?? null,
    slug_en: p.slugs.slugEn,
    slug_es: p.slugs.slugEs,
    slug_de: p.slugs.slugDe,
    slug_it: p.slugs.slugIt,
    slug_nl: p.slugs.slugNl,
    slug_pt: p.slugs.slugPt,
    education: orNull(v.education),
    occupation: orNull(v.occupation),
    languages: v.languages,
    relationship_status: orNull(v.relationshipStatus),
    children: v.children,
    smoking: orNull(v.smoking),
    drinking: orNull(v.drinking),
    body_type: orNull(v.bodyType),
    appearance: orNull(v.appearance),
    ethnicity: orNull(v.ethnicity),
    religion: orNull(v.religion),
    looking_for: v.lookingFor,
    about_me: orNull(v.aboutMe),
    interests: v.interests,
    personality_tags: v.personalityTags,
    photos: v.photos,
    videos: v.videos,
    primary_photo: orNull(v.primaryPhoto) ?? v.photos[0] ?? null,
    contact_methods: sql.json(p.contactMethods),
    shared_channels: p.sharedChannels,
    combined_agreement: v.combinedAgreement,
    contact_sharing_consent: v.contactSharingConsent,
    consent_given_at: new Date(),
    consent_text_version: p.consentTextVersion,
    consent_ip_hash: p.consentIpHash,
    owner_language: v.language,
  };
}

/** Inserts the submitted profile: PENDING, not approved, consent recorded now, at `priceCents`. */
export async function insertSubmittedProfile(
  sql: Queryable,
  id: number,
  p: NewSubmittedProfile & { ownerTokenHash: string; priceCents: number },
): Promise<void> {
  const row = {
    id,
    ...submittedProfileColumns(sql, p),
    owner_token_hash: p.ownerTokenHash,
    // chosen at submission only: an edit (submittedProfileColumns) keeps the stored policy
    release_policy: p.values.releasePolicy,
    price: formatCents(p.priceCents),
    status: 'PENDING',
    is_approved: false,
    is_featured: false,
  };
  await sql`INSERT INTO profiles ${sql(row)}`;
}

export interface SubmissionRecord {
  profileId: number;
  requestHash: string;
  /** The sealed owner token while the replay window lasts, else null. */
  ownerTokenSealed: string | null;
}

export async function insertSubmissionRecord(sql: Queryable, record: SubmissionRecord & { idempotencyKey: string }): Promise<void> {
  await sql`
    INSERT INTO profile_submissions (idempotency_key, profile_id, request_hash, owner_token_sealed)
    VALUES (${record.idempotencyKey}, ${record.profileId}, ${record.requestHash}, ${record.ownerTokenSealed})`;
}

/** The submission made with this key; the sealed token only within `replayHours` of it. */
export async function findSubmissionByKey(
  sql: Queryable,
  idempotencyKey: string,
  replayHours: number,
): Promise<SubmissionRecord | undefined> {
  const [row] = await sql<SubmissionRecord[]>`
    SELECT profile_id AS "profileId", request_hash AS "requestHash",
      CASE WHEN created_at > now() - make_interval(hours => ${replayHours}) THEN owner_token_sealed END AS "ownerTokenSealed"
    FROM profile_submissions WHERE idempotency_key = ${idempotencyKey}`;
  return row;
}

export interface OwnedProfileRow {
  id: number;
  ownerTokenHash: string;
}

/** The (not deleted) profile whose owner-token hash is this one. */
export async function findProfileByOwnerTokenHash(sql: Queryable, ownerTokenHash: string): Promise<OwnedProfileRow | undefined> {
  const [row] = await sql<OwnedProfileRow[]>`
    SELECT id, owner_token_hash AS "ownerTokenHash" FROM profiles
    WHERE owner_token_hash = ${ownerTokenHash} AND deleted_at IS NULL`;
  return row;
}
