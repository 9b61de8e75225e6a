// SQL of the admin edit page: one profile with every column an
// admin edits, its moderation state and her pending edit; the writes of an edit and of the
// moderators' answers. Every write is an ordinary UPDATE, so the 00008 triggers carry it to the
// public copies, the change feed and the public media at once.
import type { AdminProfileFields, ReviewDecision } from '#contract/admin-profile.schema.ts';
import type { Queryable } from '#db/connection.ts';
import type { StoredEdit } from '../../owner/owner.queries.ts';

export interface AdminProfileRow extends AdminProfileFields {
  contactMethods: Record<string, string>;
  /** numeric(10,2) comes back as text */
  price: string;
  consentWithdrawnAt: Date | null;
  reviewedAt: Date | null;
  pendingEdit: StoredEdit | null;
  pendingEditAt: Date | null;
  ownerLanguage: string;
  createdAt: Date;
  updatedAt: Date;
}

/** The admin-editable columns by their camelCase field (the keys of AdminProfileRow they fill). */
export const EDITABLE_COLUMNS = {
  firstName: 'first_name',
  lastName: 'last_name',
  age: 'age',
  gender: 'gender',
  height: 'height',
  location: 'location',
  education: 'education',
  occupation: 'occupation',
  occupationDetails: 'occupation_details',
  relationshipStatus: 'relationship_status',
  bodyType: 'body_type',
  appearance: 'appearance',
  skinColor: 'skin_color',
  hairColor: 'hair_color',
  eyeColor: 'eye_color',
  children: 'children',
  smoking: 'smoking',
  drinking: 'drinking',
  languages: 'languages',
  interests: 'interests',
  lookingFor: 'looking_for',
  aboutMe: 'about_me',
  personalityTags: 'personality_tags',
  ethnicity: 'ethnicity',
  religion: 'religion',
  photos: 'photos',
  videos: 'videos',
  inactivePhotos: 'inactive_photos',
  inactiveVideos: 'inactive_videos',
  primaryPhoto: 'primary_photo',
  contactMethods: 'contact_methods',
  price: 'price',
  status: 'status',
  isApproved: 'is_approved',
  isFeatured: 'is_featured',
  verified: 'verified',
  email: 'email',
} as const satisfies Partial<Record<keyof AdminProfileRow, string>>;
export type EditableField = keyof typeof EDITABLE_COLUMNS;

/** The (not deleted) profile; `lock` holds its row until the transaction ends. */
export async function findAdminProfile(sql: Queryable, id: number, lock = false): Promise<AdminProfileRow | undefined> {
  const [row] = await sql<AdminProfileRow[]>`
    SELECT id, first_name AS "firstName", last_name AS "lastName", age, gender, height, location,
      education, occupation, occupation_details AS "occupationDetails", relationship_status AS "relationshipStatus",
      body_type AS "bodyType", appearance, skin_color AS "skinColor", hair_color AS "hairColor", eye_color AS "eyeColor",
      children, smoking, drinking, languages, interests, looking_for AS "lookingFor", about_me AS "aboutMe",
      personality_tags AS "personalityTags", ethnicity, religion, photos, videos,
      inactive_photos AS "inactivePhotos", inactive_videos AS "inactiveVideos", primary_photo AS "primaryPhoto",
      contact_methods AS "contactMethods", price, status, is_approved AS "isApproved", is_featured AS "isFeatured",
      verified, email, is_public AS "isPublic", consent_withdrawn_at AS "consentWithdrawnAt",
      review_decision AS "reviewDecision", review_reason AS "reviewReason", reviewed_at AS "reviewedAt",
      pending_edit AS "pendingEdit", pending_edit_at AS "pendingEditAt", owner_language AS "ownerLanguage",
      created_at AS "createdAt", updated_at AS "updatedAt"
    FROM profiles WHERE id = ${id} AND deleted_at IS NULL
    ${lock ? sql`FOR UPDATE` : sql``}`;
  return row;
}

/** Writes the given columns (snake_case keys) and the time of the change. */
export async function updateProfileColumns(sql: Queryable, id: number, columns: Record<string, unknown>): Promise<void> {
  await sql`UPDATE profiles SET ${sql(columns as never)}, updated_at = now() WHERE id = ${id} AND deleted_at IS NULL`;
}

/** Live and approved: the moderators' earlier answer is cleared. */
export async function approveProfile(sql: Queryable, id: number, adminId: number | null): Promise<void> {
  await sql`
    UPDATE profiles SET status = 'ACTIVE', is_approved = true, review_decision = NULL, review_reason = NULL,
      reviewed_at = now(), reviewed_by = ${adminId}, updated_at = now()
    WHERE id = ${id} AND deleted_at IS NULL`;
}

/** A new submission sent back for changes (stays PENDING) or declined (INACTIVE); not approved either way. */
export async function recordReview(sql: Queryable, id: number, decision: ReviewDecision, reason: string, adminId: number | null) {
  await sql`
    UPDATE profiles SET status = ${decision === 'declined' ? 'INACTIVE' : 'PENDING'}, is_approved = false,
      review_decision = ${decision}, review_reason = ${reason}, reviewed_at = now(), reviewed_by = ${adminId}, updated_at = now()
    WHERE id = ${id} AND deleted_at IS NULL`;
}

/** Her edit of a live profile sent back: dropped, the reason kept for her page; the live version stays. */
export async function sendBackPendingEdit(sql: Queryable, id: number, reason: string, adminId: number | null): Promise<void> {
  await sql`
    UPDATE profiles SET pending_edit = NULL, pending_edit_at = NULL, review_decision = 'needs_changes',
      review_reason = ${reason}, reviewed_at = now(), reviewed_by = ${adminId}, updated_at = now()
    WHERE id = ${id} AND deleted_at IS NULL`;
}

/** Before her edit replaces the photos: the inactive lists keep only what the edit keeps (their subset rule). */
export async function keepInactiveWithin(sql: Queryable, id: number, photos: readonly string[], videos: readonly string[]) {
  await sql`
    UPDATE profiles SET
      inactive_photos = ARRAY(SELECT x FROM unnest(inactive_photos) x WHERE x = ANY (${photos as string[]}::text[])),
      inactive_videos = ARRAY(SELECT x FROM unnest(inactive_videos) x WHERE x = ANY (${videos as string[]}::text[]))
    WHERE id = ${id}`;
}

/** Marks when and by whom her edit was applied (applySubmissionValues cleared the rest). */
export async function markReviewed(sql: Queryable, id: number, adminId: number | null): Promise<void> {
  await sql`UPDATE profiles SET reviewed_at = now(), reviewed_by = ${adminId} WHERE id = ${id}`;
}
