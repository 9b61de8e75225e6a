// The owner link: what she can do to her profile with the secret token of her link,
// without an account. Every call starts from the token: an unknown, malformed or deleted one is
// the same NotFoundError, whatever was wrong with it.
//
// - view: her profile as buyers would see it (the public JSON, whatever its state), where it
//   stands, and an edit waiting for review;
// - edit: while the profile has never been approved the edit replaces it at once (it waits for
//   review anyway); once approved, the edit is stored beside it and the live version stays until
//   a moderator applies it. With an Idempotency-Key (her device's queue sends its submission id)
//   a retry of an edit that was made, its answer lost, answers her profile again instead of
//   refusing the uploads the first one claimed;
// - pause / resume, withdraw consent: one UPDATE each; the 00008 triggers take her out of (or
//   back into) every public copy, the change feed and the public media at once;
// - delete: her profile is erased (privacy/erasure.ts), which takes her out the same way;
// - resend: for each profile whose contact email it is, a short-lived, single-use link is mailed;
//   her owner link is not touched (anyone who knows her email can ask, and must not be able to
//   kill her link). Only newLink, with that short link's token, mints a new owner link, and only
//   then does the old one die;
// - every call with her token records its use: her page shows when the link was used before.

import type { Logger } from 'pino';
import type { ReleasePolicyName } from '#contract/approval-request.schema.ts';
import type { Language } from '#contract/languages.ts';
import { mediaUrl } from '#contract/media.ts';
import type { OwnerProfile, ProfileEdit, ReviewState } from '#contract/owner.schema.ts';
import type { PublicProfile } from '#contract/profile.schema.ts';
import { isPendingPhotoUrl, isPendingVideoUrl } from '#contract/submission.schema.ts';
import type { Sql } from '#db/connection.ts';
import { hashToken, randomToken, sha256 } from '#lib/crypto.ts';
import { ConflictError, NotFoundError } from '../errors.ts';
import { type JobSender, sendInTransaction } from '../jobs/send-in-transaction.ts';
import { grantMediaUrl } from '../media/media-grant.ts';
import {
  assertPendingUploads,
  type ClaimedMedia,
  claimSubmissionMedia,
  forgetClaimedPending,
  publishedUrls,
  unpublish,
} from '../media/pending-uploads.ts';
import { declineAwaitingOfProfile } from '../orders/approval-decisions.ts';
import { eraseProfile } from '../privacy/erasure.ts';
import { findProfileByOwnerToken, OWNER_TOKEN_BYTES, submittedProfile } from '../profiles/submission.service.ts';
import { consentAddressHash } from '../rate-limit/client-key.ts';
import type { MediaStorage } from '../storage/storage.ts';
import {
  applySubmissionValues,
  closeOwnerLinkRequests,
  findEditKey,
  findOwnedProfile,
  findProfilesByContactEmail,
  insertEditKey,
  insertOwnerLinkRequest,
  type OwnedProfileRow,
  recordOwnerLinkUse,
  redeemOwnerLinkRequest,
  replaceOwnerToken,
  setPaused,
  setReleasePolicy,
  storePendingEdit,
  withdrawConsent,
} from './owner.queries.ts';
import {
  OWNER_LINK_MAIL_QUEUE,
  OWNER_LINK_REQUEST_MINUTES,
  ownerLinkMailPayload,
  ownerLinkRequestMailPayload,
} from './owner-link-mail.job.ts';

export interface OwnerDeps {
  sql: Sql;
  storage: MediaStorage;
  secret: () => string;
  jobs?: JobSender;
  log: Logger;
}

/** Where her profile stands; her own choices first, then the moderators'. */
export function reviewState(
  row: Pick<OwnedProfileRow, 'consentWithdrawnAt' | 'pausedAt' | 'isPublic' | 'reviewDecision' | 'isApproved' | 'status'>,
): ReviewState {
  if (row.consentWithdrawnAt) return 'withdrawn';
  if (row.pausedAt) return 'paused';
  if (row.isPublic) return 'live';
  if (row.reviewDecision) return row.reviewDecision;
  if (row.status === 'PENDING' || !row.isApproved) return 'pending';
  // approved, then taken off the site by a moderator (INACTIVE)
  return 'declined';
}

/**
 * Her media as URLs she can load whatever the profile's state (media-grant.ts): buyers are
 * shown them only while she is public, she always is.
 */
function withGrantedMedia<T extends { photos: readonly string[]; videos: readonly string[]; primaryPhoto?: string | null }>(
  secret: string,
  media: T,
): T {
  const grant = (value: string) => grantMediaUrl(secret, mediaUrl(value));
  return {
    ...media,
    photos: media.photos.map(grant),
    videos: media.videos.map(grant),
    ...(media.primaryPhoto ? { primaryPhoto: grant(media.primaryPhoto) } : {}),
  };
}

const notFound = () => new NotFoundError('Not found');

/** What her owner link opens: the profile, and when the link was used before this call. */
export interface OwnerLinkUse {
  id: number;
  lastUsedAt: Date | null;
}

/** The profile this owner token opens, its use recorded; or the one 404. */
export async function openOwnerLink(sql: Sql, token: string | undefined): Promise<OwnerLinkUse> {
  const id = token ? await findProfileByOwnerToken(sql, token) : null;
  if (id === null) throw notFound();
  return { id, lastUsedAt: await recordOwnerLinkUse(sql, id) };
}

/** The shape of a request link's token (base64url, as made below), before anything is looked up. */
const isRequestTokenShape = (token: string) => /^[\w-]{32,128}$/.test(token);

export function createOwnerService({ sql, storage, secret, jobs, log }: OwnerDeps) {
  const ownedRow = async (id: number): Promise<OwnedProfileRow> => {
    const row = await findOwnedProfile(sql, id);
    if (!row) throw notFound();
    return row;
  };
  const viewOf = (row: OwnedProfileRow, lastUsedAt: Date | null): OwnerProfile => ({
    profile: withGrantedMedia(secret(), JSON.parse(row.details) as PublicProfile),
    state: reviewState(row),
    reviewReason: row.reviewDecision ? row.reviewReason : null,
    pendingEdit: row.pendingEdit ? withGrantedMedia(secret(), row.pendingEdit.values) : null,
    pendingEditAt: row.pendingEditAt?.toISOString() ?? null,
    releasePolicy: row.releasePolicy,
    contactEmail: row.email,
    own: { lastName: row.lastName, gender: row.gender, appearance: row.appearance, contactMethods: row.contactMethods ?? {} },
    lastUsedAt: lastUsedAt?.toISOString() ?? null,
  });

  return {
    async view(token: string | undefined): Promise<OwnerProfile> {
      const { id, lastUsedAt } = await openOwnerLink(sql, token);
      return viewOf(await ownedRow(id), lastUsedAt);
    },

    async edit(token: string | undefined, values: ProfileEdit, ip: string | undefined, idempotencyKey?: string): Promise<OwnerProfile> {
      const { id, lastUsedAt } = await openOwnerLink(sql, token);
      const requestHash = sha256(JSON.stringify({ id, values }));
      // the edit this key already made: her profile as it is now
      const replay = async (): Promise<OwnerProfile | undefined> => {
        const earlier = idempotencyKey ? await findEditKey(sql, idempotencyKey) : undefined;
        if (!earlier) return undefined;
        if (earlier.requestHash !== requestHash) throw new ConflictError('This Idempotency-Key was already used for a different edit');
        return viewOf(await ownedRow(id), lastUsedAt);
      };
      const made = await replay();
      if (made) return made;
      const row = await ownedRow(id);
      if (row.consentWithdrawnAt) throw new ConflictError('Consent was withdrawn: this profile can no longer be edited');
      // each medium is one her profile has, or a new pending upload (field errors by position)
      try {
        await assertPendingUploads(sql, values, new Set([...row.photos, ...row.videos]));
      } catch (error) {
        // the same edit committed since we looked, claiming these very uploads
        const madeMeanwhile = await replay();
        if (madeMeanwhile) return madeMeanwhile;
        throw error;
      }
      const consentIpHash = consentAddressHash(secret(), ip);
      // her new uploads are claimed with the edit (each once); a live profile's edit waits for review
      const pending = { photos: values.photos.filter(isPendingPhotoUrl), videos: values.videos.filter(isPendingVideoUrl) };
      const edited = publishedUrls(values);
      let claimed: ClaimedMedia | undefined;
      try {
        await sql.begin(async (tx) => {
          claimed = await claimSubmissionMedia(tx, storage, pending, id);
          if (row.status === 'PENDING' && !row.isApproved) await applySubmissionValues(tx, id, submittedProfile(id, edited, consentIpHash));
          else await storePendingEdit(tx, id, { values: edited, consentIpHash });
          if (idempotencyKey) await insertEditKey(tx, idempotencyKey, requestHash);
        });
      } catch (error) {
        if (claimed) await unpublish(storage, claimed);
        const madeMeanwhile = await replay();
        if (madeMeanwhile) return madeMeanwhile;
        throw error;
      }
      await forgetClaimedPending(storage, claimed, log);
      return viewOf(await ownedRow(id), lastUsedAt);
    },

    async setPaused(token: string | undefined, paused: boolean): Promise<OwnerProfile> {
      const { id, lastUsedAt } = await openOwnerLink(sql, token);
      if (!(await setPaused(sql, id, paused))) throw new ConflictError('Consent was withdrawn: this profile can no longer be shown');
      return viewOf(await ownedRow(id), lastUsedAt);
    },

    /** Her policy for purchases to come (approving each buyer also for checkouts not paid yet); paid ones keep theirs. */
    async setReleasePolicy(token: string | undefined, policy: ReleasePolicyName): Promise<OwnerProfile> {
      const { id, lastUsedAt } = await openOwnerLink(sql, token);
      if (!(await setReleasePolicy(sql, id, policy))) throw new ConflictError('Consent was withdrawn: this profile is no longer sold');
      return viewOf(await ownedRow(id), lastUsedAt);
    },

    async withdraw(token: string | undefined): Promise<OwnerProfile> {
      const { id, lastUsedAt } = await openOwnerLink(sql, token);
      // Her waiting requests are declined with her consent: their holds are released (decision 033).
      await sql.begin(async (tx) => {
        await withdrawConsent(tx, id);
        await declineAwaitingOfProfile(tx, jobs, id, 'withdrawn');
      });
      return viewOf(await ownedRow(id), lastUsedAt);
    },

    async remove(token: string | undefined): Promise<void> {
      const { id } = await openOwnerLink(sql, token);
      await sql.begin((tx) => eraseProfile(tx, { jobs, log }, id, 'owner'));
    },

    /**
     * For every profile with this contact email, a link that mints a new owner link once, within
     * OWNER_LINK_REQUEST_MINUTES, mailed; her owner link keeps working. Nothing tells whether
     * there was a profile.
     */
    async resend(email: string, language: Language): Promise<void> {
      const ids = await findProfilesByContactEmail(sql, email);
      if (ids.length === 0) return;
      if (!jobs) {
        log.warn({ profiles: ids.length }, 'no job queue: owner link requests not sent');
        return;
      }
      await sql.begin(async (tx) => {
        for (const id of ids) {
          const token = randomToken(OWNER_TOKEN_BYTES);
          await insertOwnerLinkRequest(tx, { tokenHash: hashToken(token), profileId: id, language, minutes: OWNER_LINK_REQUEST_MINUTES });
          await sendInTransaction(jobs, tx, OWNER_LINK_MAIL_QUEUE, ownerLinkRequestMailPayload(secret(), id, language, token));
        }
      });
    },

    /**
     * She confirmed on the page of the mailed request link: the link is used up, a new owner link
     * replaces hers (the old one dies, as do her other request links) and is mailed to her too.
     * An unknown, used or expired request link, or a deleted profile, is the one 404.
     */
    async newLink(requestToken: string | undefined): Promise<{ ownerToken: string; language: Language }> {
      if (!requestToken || !isRequestTokenShape(requestToken)) throw notFound();
      return sql.begin(async (tx) => {
        const request = await redeemOwnerLinkRequest(tx, hashToken(requestToken));
        if (!request) throw notFound();
        const language = request.language as Language;
        const ownerToken = randomToken(OWNER_TOKEN_BYTES);
        await replaceOwnerToken(tx, request.profileId, hashToken(ownerToken));
        await closeOwnerLinkRequests(tx, request.profileId);
        if (jobs)
          await sendInTransaction(jobs, tx, OWNER_LINK_MAIL_QUEUE, ownerLinkMailPayload(secret(), request.profileId, language, ownerToken));
        return { ownerToken, language };
      });
    },
  };
}

export type OwnerService = ReturnType<typeof createOwnerService>;
