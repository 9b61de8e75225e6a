// Editing and moderating one profile from the back office (decision 026). Each use case is one
// transaction that writes the change and its audit row together; the 00008 triggers carry every
// change to the public view, the change feed and the public media at once.
//
// - view: the profile as admins edit it (media as the URLs the app shows, contact fields one by
//   one), its moderation state and her pending edit;
// - update (PATCH): any part of the profile. Media are named by those URLs: one the profile has,
//   or a new pending upload (POST /api/upload), claimed into the profile here. Media left out are
//   unlinked (a removed primary photo gives way to the first remaining one, inactive lists keep
//   only what is still there). Status rules: ACTIVE approves, any other status does not;
// - approve, review (send back for changes / decline, with a reason mailed to her), and her
//   pending edit of a live profile approved or sent back.
import type { Logger } from 'pino';
import {
  ADMIN_CONTACT_CHANNELS,
  type AdminProfile,
  type AdminProfileUpdate,
  CONTACT_FIELDS,
  type ReviewDecisionBody,
} from '#contract/admin-profile.schema.ts';
import { mediaUrl } from '#contract/media.ts';
import { isPendingPhotoUrl, isPendingVideoUrl } from '#contract/submission.schema.ts';
import type { Sql, Transaction } from '#db/connection.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import { type JobSender, sendInTransaction } from '../../jobs/send-in-transaction.ts';
import {
  type ClaimedMedia,
  claimSubmissionMedia,
  forgetClaimedPending,
  pendingName,
  publicMediaOf,
  unpublish,
} from '../../media/pending-uploads.ts';
import { applySubmissionValues } from '../../owner/owner.queries.ts';
import { OWNER_LINK_MAIL_QUEUE, type OwnerReviewMailPayload } from '../../owner/owner-link-mail.job.ts';
import type { ReviewMailKind } from '../../owner/owner-review-mail.ts';
import { eraseProfile } from '../../privacy/erasure.ts';
import { submittedProfile } from '../../profiles/submission.service.ts';
import type { MediaStorage } from '../../storage/storage.ts';
import { type AuditActor, audit } from '../audit.ts';
import {
  type AdminProfileRow,
  approveProfile,
  EDITABLE_COLUMNS,
  type EditableField,
  findAdminProfile,
  keepInactiveWithin,
  markReviewed,
  recordReview,
  sendBackPendingEdit,
  updateProfileColumns,
} from './profile-edit.queries.ts';

export interface ProfileEditDeps {
  sql: Sql;
  storage: MediaStorage;
  jobs?: JobSender | undefined;
  log: Logger;
}

const notFound = () => new NotFoundError('Profile not found');
const UNKNOWN_MEDIA = 'Not a medium of this profile, nor a new upload';

/** The admin object of a stored row. */
export function adminProfileOf(row: AdminProfileRow): AdminProfile {
  const contacts = Object.fromEntries(ADMIN_CONTACT_CHANNELS.map((c) => [CONTACT_FIELDS[c], row.contactMethods[c] ?? '']));
  const { contactMethods: _c, consentWithdrawnAt: _w, pendingEdit, pendingEditAt, ownerLanguage: _l, ...rest } = row;
  return {
    ...rest,
    ...(contacts as unknown as Pick<AdminProfile, (typeof CONTACT_FIELDS)[keyof typeof CONTACT_FIELDS]>),
    photos: row.photos.map(mediaUrl),
    videos: row.videos.map(mediaUrl),
    inactivePhotos: row.inactivePhotos.map(mediaUrl),
    inactiveVideos: row.inactiveVideos.map(mediaUrl),
    primaryPhoto: row.primaryPhoto ? mediaUrl(row.primaryPhoto) : null,
    price: Number(row.price),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    pendingEdit:
      pendingEdit && pendingEditAt
        ? { submittedAt: pendingEditAt.toISOString(), values: pendingEditValues(pendingEdit.values as unknown as Record<string, unknown>) }
        : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Her proposed values in the admin object's terms (contact fields one by one, media as URLs). */
function pendingEditValues(values: Record<string, unknown>): Record<string, unknown> {
  const { contactMethods, language: _l, combinedAgreement: _a, contactSharingConsent: _s, ...rest } = values;
  const methods = (contactMethods ?? {}) as Record<string, string>;
  const media = (list: unknown) => (Array.isArray(list) ? (list as string[]).map(mediaUrl) : []);
  return {
    ...rest,
    ...Object.fromEntries(ADMIN_CONTACT_CHANNELS.map((c) => [CONTACT_FIELDS[c], methods[c] ?? ''])),
    photos: media(values.photos),
    videos: media(values.videos),
    primaryPhoto: typeof values.primaryPhoto === 'string' && values.primaryPhoto ? mediaUrl(values.primaryPhoto) : null,
  };
}

/** The stored value a URL of the request names: one of `stored` (by the URL the app shows), or undefined. */
function storedValueOf(stored: readonly string[], url: string): string | undefined {
  return stored.find((value) => value === url || mediaUrl(value) === url);
}

interface ResolvedMedia {
  values: string[];
  /** The pending uploads among them, as sent (claimed on save). */
  pending: string[];
}

/** Each URL as its stored value, or — a new upload of the right kind — where it is published once claimed. */
function resolveMedia(field: 'photos' | 'videos', urls: readonly string[], stored: readonly string[], errors: Record<string, string[]>) {
  const isPending = field === 'photos' ? isPendingPhotoUrl : isPendingVideoUrl;
  const resolved: ResolvedMedia = { values: [], pending: [] };
  urls.forEach((url, index) => {
    const value = storedValueOf(stored, url);
    if (value !== undefined) resolved.values.push(value);
    else if (isPending(url)) {
      resolved.pending.push(url);
      resolved.values.push(publicMediaOf(pendingName(url)).url);
    } else errors[`${field}.${index}`] = [UNKNOWN_MEDIA];
  });
  if (new Set(resolved.values).size !== resolved.values.length) errors[field] = ['The same medium is listed twice'];
  return resolved;
}

/** The members of `urls` as values of `within`, with a field error for any that is not there. */
function subsetOf(field: string, urls: readonly string[], within: readonly string[], errors: Record<string, string[]>): string[] {
  const values: string[] = [];
  urls.forEach((url, index) => {
    const value = storedValueOf(within, url) ?? storedValueOf(within, pendingPublished(url));
    if (value === undefined) errors[`${field}.${index}`] = [`Must be one of the ${field === 'inactiveVideos' ? 'videos' : 'photos'}`];
    else if (!values.includes(value)) values.push(value);
  });
  return values;
}

const pendingPublished = (url: string) => (isPendingPhotoUrl(url) || isPendingVideoUrl(url) ? publicMediaOf(pendingName(url)).url : url);

const blankToNull = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null || value.trim() === '' ? null : value;

/** The new values of the profile's columns (camelCase), from the request and the row as it is. */
function nextValues(row: AdminProfileRow, body: AdminProfileUpdate) {
  const errors: Record<string, string[]> = {};
  const next: Partial<Record<EditableField, unknown>> = {};
  const { id: _id, photos, videos, inactivePhotos, inactiveVideos, primaryPhoto, contactMethods, status, isApproved, ...plain } = body;

  for (const [field, value] of Object.entries(plain) as [EditableField, unknown][]) {
    next[field] = typeof value === 'string' || value === null ? blankToNull(value as string | null) : value;
  }
  if (plain.firstName !== undefined) next.firstName = plain.firstName;
  if (plain.location !== undefined) next.location = plain.location;
  if (plain.price !== undefined) next.price = plain.price.toFixed(2);

  if (contactMethods) {
    const methods: Record<string, string> = {};
    for (const channel of ADMIN_CONTACT_CHANNELS) {
      const value = contactMethods[channel]?.trim();
      if (value) methods[channel] = value;
    }
    next.contactMethods = methods;
  }

  // media: the new lists, then what depends on them
  const photoList = photos ? resolveMedia('photos', photos, row.photos, errors) : { values: row.photos, pending: [] };
  const videoList = videos ? resolveMedia('videos', videos, row.videos, errors) : { values: row.videos, pending: [] };
  if (photos) next.photos = photoList.values;
  if (videos) next.videos = videoList.values;
  const inactiveP = inactivePhotos
    ? subsetOf('inactivePhotos', inactivePhotos, photoList.values, errors)
    : row.inactivePhotos.filter((p) => photoList.values.includes(p));
  const inactiveV = inactiveVideos
    ? subsetOf('inactiveVideos', inactiveVideos, videoList.values, errors)
    : row.inactiveVideos.filter((v) => videoList.values.includes(v));
  if (inactivePhotos || photos) next.inactivePhotos = inactiveP;
  if (inactiveVideos || videos) next.inactiveVideos = inactiveV;
  if (primaryPhoto !== undefined && primaryPhoto !== null && primaryPhoto !== '') {
    const [value] = subsetOf('primaryPhoto', [primaryPhoto], photoList.values, errors);
    if (value !== undefined) next.primaryPhoto = value;
    else errors.primaryPhoto = ['The primary photo must be one of the photos'];
  } else if (primaryPhoto !== undefined || (photos && !photoList.values.includes(row.primaryPhoto ?? ''))) {
    // cleared, or removed with its photo: the first remaining photo (or none)
    next.primaryPhoto = photoList.values[0] ?? null;
  }

  // ACTIVE approves, any other status does not; approval alone moves the status with it
  if (status) {
    next.status = status;
    next.isApproved = status === 'ACTIVE';
  } else if (isApproved !== undefined) {
    next.isApproved = isApproved;
    if (isApproved) next.status = 'ACTIVE';
    else if (row.status === 'ACTIVE') next.status = 'INACTIVE';
  }

  if (Object.keys(errors).length > 0) throw new ValidationError('Invalid input', errors);
  return { next, pending: { photos: photoList.pending, videos: videoList.pending } };
}

/** Equal values, objects compared whatever their keys' order (jsonb does not keep it). */
const canonical = (value: unknown): unknown =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
    : value;
const same = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/** The audit action of a PATCH by what it changed (the immediate saves of the edit page have their own). */
function updateAction(fields: readonly string[]): string {
  const only = (...names: string[]) => fields.every((f) => names.includes(f));
  if (only('inactivePhotos', 'inactiveVideos')) return 'profile.media_toggle';
  if (only('primaryPhoto')) return 'profile.primary_photo';
  if (only('isFeatured')) return 'profile.feature';
  return 'profile.update';
}

/** What the audit row keeps of a change: the value before and after (contact values only by channel). */
function changeDetail(field: string, before: unknown, after: unknown) {
  if (field === 'contactMethods') {
    const b = (before ?? {}) as Record<string, string>;
    const a = (after ?? {}) as Record<string, string>;
    return { channels: ADMIN_CONTACT_CHANNELS.filter((c) => (b[c] ?? '') !== (a[c] ?? '')) };
  }
  return { from: before, to: after };
}

export function createProfileEditService({ sql, storage, jobs, log }: ProfileEditDeps) {
  const lockedRow = async (tx: Transaction, id: number) => {
    const row = await findAdminProfile(tx, id, true);
    if (!row) throw notFound();
    return row;
  };
  const view = async (id: number) => {
    const row = await findAdminProfile(sql, id);
    if (!row) throw notFound();
    return adminProfileOf(row);
  };
  const mailReview = async (tx: Transaction, row: AdminProfileRow, kind: ReviewMailKind, reason: string) => {
    if (!row.email) return;
    if (!jobs) return log.warn({ profileId: row.id }, 'no job queue: review mail not sent');
    const payload: OwnerReviewMailPayload = {
      profileId: row.id,
      language: row.ownerLanguage as OwnerReviewMailPayload['language'],
      review: { kind, reason },
    };
    await sendInTransaction(jobs, tx, OWNER_LINK_MAIL_QUEUE, payload);
  };

  return {
    view,

    async update(id: number, body: AdminProfileUpdate, actor: AuditActor): Promise<AdminProfile> {
      if (body.id !== undefined && body.id !== id) throw new ValidationError('Invalid input', { id: ['Does not match the address'] });
      let claimed: ClaimedMedia | undefined;
      try {
        await sql.begin(async (tx) => {
          const row = await lockedRow(tx, id);
          const { next, pending } = nextValues(row, body);
          const changed = (Object.keys(next) as EditableField[]).filter((field) => {
            const before = field === 'price' ? row.price : row[field];
            return !same(before, next[field]);
          });
          if (changed.length === 0) return;
          if (pending.photos.length + pending.videos.length > 0) claimed = await claimSubmissionMedia(tx, storage, pending, id);
          const columns: Record<string, unknown> = {};
          for (const field of changed) {
            const value = next[field];
            columns[EDITABLE_COLUMNS[field]] = field === 'contactMethods' ? tx.json(value as Record<string, string>) : value;
          }
          // approved now: the moderators' earlier answer no longer stands
          if (next.isApproved === true && !row.isApproved) Object.assign(columns, { review_decision: null, review_reason: null });
          await updateProfileColumns(tx, id, columns);
          const changes = Object.fromEntries(changed.map((f) => [f, changeDetail(f, f === 'price' ? row.price : row[f], next[f])]));
          await audit(tx, actor, updateAction(changed), { type: 'profile', id }, { fields: changed, changes });
        });
      } catch (error) {
        if (claimed) await unpublish(storage, claimed);
        throw error;
      }
      await forgetClaimedPending(storage, claimed, log);
      return view(id);
    },

    async approve(id: number, actor: AuditActor): Promise<AdminProfile> {
      await sql.begin(async (tx) => {
        const row = await lockedRow(tx, id);
        if (row.consentWithdrawnAt) throw new ConflictError('Consent was withdrawn: this profile cannot be published');
        await approveProfile(tx, id, actor.adminId);
        await audit(tx, actor, 'profile.approve', { type: 'profile', id }, { from: { status: row.status, isApproved: row.isApproved } });
      });
      return view(id);
    },

    async review(id: number, { decision, reason }: ReviewDecisionBody, actor: AuditActor): Promise<AdminProfile> {
      await sql.begin(async (tx) => {
        const row = await lockedRow(tx, id);
        await recordReview(tx, id, decision, reason, actor.adminId);
        await audit(tx, actor, decision === 'declined' ? 'profile.decline' : 'profile.send_back', { type: 'profile', id }, { reason });
        await mailReview(tx, row, decision, reason);
      });
      return view(id);
    },

    async approvePendingEdit(id: number, actor: AuditActor): Promise<AdminProfile> {
      await sql.begin(async (tx) => {
        const row = await lockedRow(tx, id);
        if (!row.pendingEdit) throw new ConflictError('No edit is waiting for review');
        const { values, consentIpHash } = row.pendingEdit;
        const live = adminProfileOf(row) as unknown as Record<string, unknown>;
        const proposed = pendingEditValues(values as unknown as Record<string, unknown>);
        const fields = Object.keys(proposed).filter((f) => f in live && !same(live[f], proposed[f]));
        await keepInactiveWithin(tx, id, values.photos, values.videos);
        await applySubmissionValues(tx, id, submittedProfile(id, values, consentIpHash));
        await markReviewed(tx, id, actor.adminId);
        await audit(tx, actor, 'profile.edit_approve', { type: 'profile', id }, { fields });
      });
      return view(id);
    },

    /** Deleted and erased (docs/decisions/064): only the facts the law and accounting need stay. */
    async remove(id: number, actor: AuditActor): Promise<void> {
      await sql.begin(async (tx) => {
        await lockedRow(tx, id);
        await eraseProfile(tx, { jobs, log }, id, 'admin');
        await audit(tx, actor, 'profile.delete', { type: 'profile', id });
      });
    },

    async sendBackPendingEdit(id: number, reason: string, actor: AuditActor): Promise<AdminProfile> {
      await sql.begin(async (tx) => {
        const row = await lockedRow(tx, id);
        if (!row.pendingEdit) throw new ConflictError('No edit is waiting for review');
        await sendBackPendingEdit(tx, id, reason, actor.adminId);
        await audit(tx, actor, 'profile.edit_send_back', { type: 'profile', id }, { reason });
        await mailReview(tx, row, 'edit_sent_back', reason);
      });
      return view(id);
    },
  };
}

export type ProfileEditService = ReturnType<typeof createProfileEditService>;
