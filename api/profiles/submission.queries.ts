// SQL of the profile submission (POST /api/profiles): the new PENDING profile with its consent
// record and owner-token hash, and the idempotency record of its Idempotency-Key (00011).
import type { ProfileSlugs } from '#api/contract/profile-slug.ts';
import { SUBMISSION_PRICE, type Submission, type SubmissionChannel } from '#api/contract/submission.schema.ts';
import type { Queryable } from '#db/connection.ts';

export interface NewSubmittedProfile {
  values: Submission;
  slugs: ProfileSlugs;
  /** Only the non-blank, trimmed values. */
  contactMethods: Partial<Record<SubmissionChannel, string>>;
  sharedChannels: SubmissionChannel[];
  consentTextVersion: string;
  consentIpHash: string;
  ownerTokenHash: string;
}

/** The id the next profile will get (taken from its identity sequence, so the slugs can carry it). */
export async function nextProfileId(sql: Queryable): Promise<number> {
  const [row] = await sql<{ id: number }[]>`SELECT nextval(pg_get_serial_sequence('profiles', 'id'))::int AS id`;
  if (!row) throw new Error('no next profile id');
  return row.id;
}

const orNull = (value: string | undefined) => (value === undefined || value === '' ? null : value);

/** Inserts the submitted profile: PENDING, not approved, consent recorded now. */
export async function insertSubmittedProfile(sql: Queryable, id: number, p: NewSubmittedProfile): Promise<void> {
  const v = p.values;
  await sql`
    INSERT INTO profiles (
      id, first_name, last_name, age, gender, height, location, email,
      slug_en, slug_es, slug_de, slug_it, slug_nl, slug_pt,
      education, occupation, languages, relationship_status, children, smoking, drinking, body_type,
      appearance, ethnicity, religion, looking_for, about_me, interests, personality_tags,
      photos, videos, primary_photo,
      contact_methods, shared_channels, combined_agreement, contact_sharing_consent,
      consent_given_at, consent_text_version, consent_ip_hash, owner_token_hash,
      price, status, is_approved, is_featured
    ) VALUES (
      ${id}, ${v.firstName}, ${orNull(v.lastName)}, ${v.age}, ${v.gender}, ${orNull(v.height)}, ${v.location},
      ${p.contactMethods.email ?? null},
      ${p.slugs.slugEn}, ${p.slugs.slugEs}, ${p.slugs.slugDe}, ${p.slugs.slugIt}, ${p.slugs.slugNl}, ${p.slugs.slugPt},
      ${orNull(v.education)}, ${orNull(v.occupation)}, ${v.languages}, ${orNull(v.relationshipStatus)}, ${v.children},
      ${orNull(v.smoking)}, ${orNull(v.drinking)}, ${orNull(v.bodyType)}, ${orNull(v.appearance)},
      ${orNull(v.ethnicity)}, ${orNull(v.religion)}, ${v.lookingFor}, ${orNull(v.aboutMe)}, ${v.interests}, ${v.personalityTags},
      ${v.photos}, ${v.videos}, ${orNull(v.primaryPhoto) ?? v.photos[0] ?? null},
      ${sql.json(p.contactMethods)}, ${p.sharedChannels}, ${v.combinedAgreement}, ${v.contactSharingConsent},
      now(), ${p.consentTextVersion}, ${p.consentIpHash}, ${p.ownerTokenHash},
      ${SUBMISSION_PRICE}, 'PENDING', false, false
    )`;
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
