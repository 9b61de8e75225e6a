// Submitting a profile (POST /api/profiles): her media must be
// pending uploads, claimed by this profile in its transaction (a file is never shared or claimed
// twice) and shown under their public URLs, served only once she is public (pending-uploads.ts);
// the profile is written PENDING and not approved, with its six slugs, the channels she shares,
// her consent (text version, time, keyed hash of her address) and the SHA-256 of a new owner
// token, which she gets once in the answer.
//
// Idempotency: with an Idempotency-Key, the key's record is written in the same transaction as
// the profile and its primary key makes a second profile impossible, concurrent retries
// included. A retry gets the same profile id and — for a day, while the token is kept sealed
// with the server secret — the same owner token, so a lost first answer never costs her the owner
// link; after that the replay answers without it (the link can be re-sent to her email).

import type { Logger } from 'pino';
import { profileSlugs } from '#contract/profile-slug.ts';
import { CONSENT_TEXT_VERSION, type Submission, type SubmissionCreated, sharedChannelsOf } from '#contract/submission.schema.ts';
import type { Sql } from '#db/connection.ts';
import { hashToken, randomToken, sameSecret, seal, sha256, unseal } from '#lib/crypto.ts';
import { ConflictError } from '../errors.ts';
import { type JobSender, sendInTransaction } from '../jobs/send-in-transaction.ts';
import {
  assertPendingUploads,
  type ClaimedMedia,
  claimSubmissionMedia,
  forgetClaimedPending,
  publishedUrls,
  unpublish,
} from '../media/pending-uploads.ts';
import { OWNER_LINK_MAIL_QUEUE, ownerLinkMailPayload } from '../owner/owner-link-mail.job.ts';
import { consentAddressHash } from '../rate-limit/client-key.ts';
import { readSetting } from '../settings/settings.ts';
import type { MediaStorage } from '../storage/storage.ts';
import {
  findProfileByOwnerTokenHash,
  findSubmissionByKey,
  insertSubmissionRecord,
  insertSubmittedProfile,
  type NewSubmittedProfile,
  nextProfileId,
  type SubmissionRecord,
} from './submission.queries.ts';

/** Random bytes of an owner token (base64url: 43 characters). */
export const OWNER_TOKEN_BYTES = 32;
/** How long a retry with the same Idempotency-Key still gets the owner token back. */
export const OWNER_TOKEN_REPLAY_HOURS = 24;
const SEAL_PURPOSE = 'owner-token';
const UNIQUE_VIOLATION = '23505';

export interface SubmissionDeps {
  sql: Sql;
  storage: MediaStorage;
  /** The server secret: keys her address's hash and seals the token for replays. */
  secret: () => string;
  /** The job queue that mails her owner link; absent in tests that send no jobs. */
  jobs?: JobSender;
  log?: Logger;
}

export interface SubmitRequest {
  values: Submission;
  /** The client's address (req.ip); stored only as a keyed hash. */
  ip: string | undefined;
  idempotencyKey?: string;
}

export interface SubmitResult {
  created: SubmissionCreated;
  /** True when an earlier submit with the same key made the profile. */
  replayed: boolean;
}

/** A profile as her submitted values make it: slugs, the channels she shares, consent given now. */
export function submittedProfile(id: number, values: Submission, consentIpHash: string): NewSubmittedProfile {
  return {
    values,
    slugs: profileSlugs(values.firstName, values.lastName ?? null, values.age, values.location, id),
    contactMethods: Object.fromEntries(sharedChannelsOf(values.contactMethods).map((c) => [c, values.contactMethods[c] ?? ''])),
    sharedChannels: sharedChannelsOf(values.contactMethods),
    consentTextVersion: CONSENT_TEXT_VERSION,
    consentIpHash,
  };
}

const isKeyTaken = (error: unknown) =>
  (error as { code?: string }).code === UNIQUE_VIOLATION &&
  (error as { constraint_name?: string }).constraint_name === 'profile_submissions_pkey';

export function createSubmissionService({ sql, storage, secret, jobs, log }: SubmissionDeps) {
  const replay = (record: SubmissionRecord, requestHash: string): SubmitResult => {
    if (record.requestHash !== requestHash) throw new ConflictError('This Idempotency-Key was already used for a different submission');
    const ownerToken = record.ownerTokenSealed ? (unseal(secret(), SEAL_PURPOSE, record.ownerTokenSealed) ?? undefined) : undefined;
    return { created: { id: record.profileId, status: 'PENDING', ...(ownerToken ? { ownerToken } : {}) }, replayed: true };
  };

  return {
    async submit({ values, ip, idempotencyKey }: SubmitRequest): Promise<SubmitResult> {
      const requestHash = sha256(JSON.stringify(values));
      if (idempotencyKey) {
        const earlier = await findSubmissionByKey(sql, idempotencyKey, OWNER_TOKEN_REPLAY_HOURS);
        if (earlier) return replay(earlier, requestHash);
      }
      try {
        await assertPendingUploads(sql, values);
      } catch (error) {
        // a duplicate of this submission committed since we looked, claiming these very files
        const earlier = idempotencyKey ? await findSubmissionByKey(sql, idempotencyKey, OWNER_TOKEN_REPLAY_HOURS) : undefined;
        if (earlier) return replay(earlier, requestHash);
        throw error;
      }

      const ownerToken = randomToken(OWNER_TOKEN_BYTES);
      let claimed: ClaimedMedia | undefined;
      try {
        const id = await sql.begin(async (tx) => {
          const id = await nextProfileId(tx);
          const consentIpHash = consentAddressHash(secret(), ip);
          await insertSubmittedProfile(tx, id, {
            ...submittedProfile(id, publishedUrls(values), consentIpHash),
            ownerTokenHash: hashToken(ownerToken),
            // listed at the default contact price in force (an admin setting, decision 031)
            priceCents: await readSetting(tx, 'default_contact_price_cents', log),
          });
          if (idempotencyKey) {
            await insertSubmissionRecord(tx, {
              idempotencyKey,
              profileId: id,
              requestHash,
              ownerTokenSealed: seal(secret(), SEAL_PURPOSE, ownerToken),
            });
          }
          // after the key: a concurrent duplicate waits on the key and is answered as a replay,
          // not refused for files the first one claimed
          claimed = await claimSubmissionMedia(tx, storage, values, id);
          // Her owner link by email too, in her language, when she gave an address.
          if (values.contactMethods.email) {
            if (jobs)
              await sendInTransaction(jobs, tx, OWNER_LINK_MAIL_QUEUE, ownerLinkMailPayload(secret(), id, values.language, ownerToken));
            else log?.warn({ profileId: id }, 'no job queue: owner link not mailed');
          }
          return id;
        });
        await forgetClaimedPending(storage, claimed, log);
        return { created: { id, status: 'PENDING', ownerToken }, replayed: false };
      } catch (error) {
        if (claimed) await unpublish(storage, claimed);
        // A concurrent submit with the same key committed first: this one's profile rolled back.
        if (!idempotencyKey || !isKeyTaken(error)) throw error;
        const earlier = await findSubmissionByKey(sql, idempotencyKey, OWNER_TOKEN_REPLAY_HOURS);
        if (!earlier) throw error;
        return replay(earlier, requestHash);
      }
    },

    /** The id of the (not deleted) profile this owner token opens, or null; compared in constant time. */
    async findProfileByOwnerToken(token: string): Promise<number | null> {
      return findProfileByOwnerToken(sql, token);
    },
  };
}

export type SubmissionService = ReturnType<typeof createSubmissionService>;

/**
 * The profile an owner link's token opens: looked up by the token's SHA-256 (the only form
 * stored), then the hashes compared once more in constant time, so the answer's timing does not
 * depend on how much of a guessed token was right.
 */
export async function findProfileByOwnerToken(sql: Sql, token: string): Promise<number | null> {
  if (token.length < 32 || token.length > 128) return null;
  const hash = hashToken(token);
  const row = await findProfileByOwnerTokenHash(sql, hash);
  return row && sameSecret(row.ownerTokenHash, hash) ? row.id : null;
}
