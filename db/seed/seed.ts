// The synthetic demo catalogue loaded into an empty database: generated profiles with generated
// pictures, a few profiles with the synthetic demo video, the demo accounts of credentials.ts,
// and a little activity for the admin screens. Media are written first; the rows go in one
// transaction, so a failure leaves no half catalogue (and the media already written are
// removed again).
import { readFile } from 'node:fs/promises';
import type postgres from 'postgres';
import { hashPassword } from '#api/auth/password.ts';
import type { MediaStorage } from '#api/storage/storage.ts';
import { GUEST_CUSTOMER } from '#contract/checkout.schema.ts';
import type { Queryable } from '#db/connection.ts';
import { DEMO_CREDENTIALS } from './credentials.ts';
import { insertAdmin } from './factories/admin.factory.ts';
import { insertOrder } from './factories/order.factory.ts';
import { buildProfile, insertProfiles, type ProfileFields, type ProfileStatus } from './factories/profile.factory.ts';
import { insertContactMessage, insertReport } from './factories/support.factory.ts';
import { insertUser } from './factories/user.factory.ts';
import { initials, PORTRAIT_HEIGHT, PORTRAIT_WIDTH, renderPortrait } from './portrait-image.ts';
import { chance, int, mulberry32, type Random, sample, uuid, weighted } from './prng.ts';

export const DEFAULT_SEED = 0x5eed2026;
export const DEFAULT_PROFILE_COUNT = 120;
const FEATURED_COUNT = 12;
const IMAGE_CONCURRENCY = 2;
const PROGRESS_EVERY = 20;
const INSERT_BATCH = 200;
const SEED_LOCK = 72640002;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A 6-second 640x360 VP9 animated gradient (made by assets/make-demo-video.sh; no real footage). */
export const DEMO_VIDEO_FILE = new URL('./assets/demo-video.webm', import.meta.url);
export const DEMO_VIDEO_WIDTH = 640;
export const DEMO_VIDEO_HEIGHT = 360;
/** How many public profiles get the demo video; the first two of them get it twice. */
export const DEMO_VIDEO_PROFILES = 10;
const DEMO_VIDEO_DOUBLES = 2;
// Videos are drawn from their own stream, so adding them left every other demo value as it was.
const DEMO_VIDEO_SEED = 0x71de0;

export interface SeedOptions {
  storage: MediaStorage;
  log?: (msg: string) => void;
  profiles?: number;
  random?: () => number;
  /**
   * The demo accounts of credentials.ts (public passwords) and their activity. Default true;
   * production loads the catalogue only, so no account with a published password exists there.
   */
  accounts?: boolean;
}

export interface SeedResult {
  profiles: number;
  media: number;
}

export class SeedRefusedError extends Error {
  override name = 'SeedRefusedError';
}

/** True when there are no profiles and no admin users (a fresh installation). */
export async function isEmpty(sql: Queryable): Promise<boolean> {
  const [row] = await sql<{ empty: boolean }[]>`
    SELECT NOT EXISTS (SELECT 1 FROM profiles) AND NOT EXISTS (SELECT 1 FROM admin_users) AS empty`;
  return row?.empty ?? false;
}

interface PlannedImage {
  name: string;
  profileIndex: number;
  photoIndex: number;
  initials: string;
  seed: number;
}

/** The catalogue's profiles: ~75% ACTIVE, the rest PENDING or INACTIVE, 12 featured. */
export function planProfiles(random: Random, count: number, now = new Date()): ProfileFields[] {
  const profiles: ProfileFields[] = [];
  for (let i = 1; i <= count; i++) {
    const status = weighted<ProfileStatus>(random, [
      ['ACTIVE', 75],
      ['PENDING', 15],
      ['INACTIVE', 10],
    ]);
    // newer profiles are more frequent; pending ones arrived in the last two days
    const ageDays = status === 'PENDING' ? random() * 2 : random() * random() * 180;
    const createdAt = new Date(now.getTime() - Math.round(ageDays * DAY_MS));
    const profile = buildProfile(
      {
        createdAt,
        status,
        isApproved: status === 'ACTIVE',
        verified: status !== 'PENDING',
        releasePolicy: chance(random, 0.1) ? 'approve_each_buyer' : 'instant',
      },
      random,
      i,
    );
    if (status !== 'PENDING' && chance(random, 0.4)) {
      profile.updatedAt = new Date(Math.min(now.getTime(), createdAt.getTime() + int(random, 1, 72) * 3_600_000));
    }
    // a few profiles have a photo an admin switched off
    if (profile.photos.length > 3 && chance(random, 0.1)) {
      profile.inactivePhotos = [profile.photos[profile.photos.length - 1] as string];
    }
    profiles.push(profile);
  }
  const active = profiles.filter((p) => p.status === 'ACTIVE');
  for (const p of sample(random, active, FEATURED_COUNT)) p.isFeatured = true;
  return profiles;
}

function planImages(random: Random, profiles: readonly ProfileFields[]): PlannedImage[] {
  return profiles.flatMap((p, profileIndex) =>
    p.photos.map((name, photoIndex) => ({
      name,
      profileIndex,
      photoIndex,
      initials: initials(p.firstName, p.lastName),
      seed: Math.floor(random() * 2 ** 32),
    })),
  );
}

/** Runs jobs with at most `limit` in flight, in order of the list. */
async function runLimited<T>(items: readonly T[], limit: number, job: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await job(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

interface WrittenImage {
  name: string;
  size: number;
}

/**
 * Gives the demo video to DEMO_VIDEO_PROFILES public profiles (some of them featured, so the
 * home page shows video badges too), each copy under its own media name as an upload would
 * have. Returns the planned file names.
 */
export function planVideos(profiles: readonly ProfileFields[], random: Random = mulberry32(DEMO_VIDEO_SEED)): string[] {
  const active = profiles.filter((p) => p.status === 'ACTIVE');
  const featured = active.filter((p) => p.isFeatured);
  const chosen = sample(random, featured, Math.min(3, featured.length));
  const others = active.filter((p) => !chosen.includes(p));
  chosen.push(...sample(random, others, Math.max(0, DEMO_VIDEO_PROFILES - chosen.length)));
  const names: string[] = [];
  for (const [i, profile] of chosen.entries()) {
    const videos = Array.from({ length: i < DEMO_VIDEO_DOUBLES ? 2 : 1 }, () => `${uuid(random)}.webm`);
    profile.videos = videos;
    names.push(...videos);
  }
  return names;
}

async function writeImages(
  storage: MediaStorage,
  images: readonly PlannedImage[],
  profileCount: number,
  written: WrittenImage[],
  log: (msg: string) => void,
): Promise<void> {
  const remaining = new Map<number, number>();
  for (const image of images) remaining.set(image.profileIndex, (remaining.get(image.profileIndex) ?? 0) + 1);
  let profilesDone = 0;
  await runLimited(images, IMAGE_CONCURRENCY, async (image) => {
    const data = await renderPortrait(mulberry32(image.seed), { initials: image.initials, index: image.photoIndex });
    await storage.put('images', image.name, data, 'image/webp');
    written.push({ name: image.name, size: data.length });
    const left = (remaining.get(image.profileIndex) ?? 1) - 1;
    remaining.set(image.profileIndex, left);
    if (left === 0) {
      profilesDone += 1;
      if (profilesDone % PROGRESS_EVERY === 0 || profilesDone === profileCount) {
        log(`seed: pictures for ${profilesDone}/${profileCount} profiles`);
      }
    }
  });
}

/** Loads the demo catalogue into an empty database; refuses (SeedRefusedError) otherwise. */
export async function seed(sql: postgres.Sql, opts: SeedOptions): Promise<SeedResult> {
  const log = opts.log ?? (() => undefined);
  const random = opts.random ?? mulberry32(DEFAULT_SEED);
  const count = opts.profiles ?? DEFAULT_PROFILE_COUNT;
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`profiles must be a whole number, got ${count}`);
  if (!(await isEmpty(sql))) throw new SeedRefusedError('The database already has profiles or admins; not seeding.');

  const started = Date.now();
  const profiles = planProfiles(random, count);
  const images = planImages(random, profiles);
  const videos = planVideos(profiles);
  const accounts = opts.accounts ?? true;
  const [superHash, adminHash, userHash] = accounts
    ? await Promise.all([
        hashPassword(DEMO_CREDENTIALS.superadmin.password),
        hashPassword(DEMO_CREDENTIALS.admin.password),
        hashPassword(DEMO_CREDENTIALS.user.password),
      ])
    : [];

  log(`seed: drawing ${images.length} pictures for ${count} profiles`);
  const written: WrittenImage[] = [];
  const writtenVideos: WrittenImage[] = [];
  try {
    await writeImages(opts.storage, images, count, written, log);
    if (videos.length > 0) {
      const video = await readFile(DEMO_VIDEO_FILE);
      for (const name of videos) {
        await opts.storage.put('videos', name, video, 'video/webm');
        writtenVideos.push({ name, size: video.length });
      }
      log(`seed: the demo video for ${profiles.filter((p) => p.videos.length > 0).length} profiles`);
    }
    await sql.begin(async (tx) => {
      // Loading the catalogue, or waiting for another seeder's, may take longer than the pool's
      // statement_timeout allows a request (db/connection.ts): lifted for this transaction only.
      await tx`SET LOCAL statement_timeout = 0`;
      // one seeder at a time (several replicas may start on the same empty database)
      await tx`SELECT pg_advisory_xact_lock(${SEED_LOCK})`;
      if (!(await isEmpty(tx))) throw new SeedRefusedError('Another process seeded the database first; not seeding.');

      const ids: number[] = [];
      for (let i = 0; i < profiles.length; i += INSERT_BATCH) {
        ids.push(...(await insertProfiles(tx, profiles.slice(i, i + INSERT_BATCH))));
      }
      const media = written.map((w) => ({
        name: w.name,
        kind: 'images',
        content_type: 'image/webp',
        size_bytes: w.size,
        width: PORTRAIT_WIDTH,
        height: PORTRAIT_HEIGHT,
      }));
      media.push(
        ...writtenVideos.map((w) => ({
          name: w.name,
          kind: 'videos',
          content_type: 'video/webm',
          size_bytes: w.size,
          width: DEMO_VIDEO_WIDTH,
          height: DEMO_VIDEO_HEIGHT,
        })),
      );
      for (let i = 0; i < media.length; i += 1000) {
        await tx`INSERT INTO media_files ${tx(media.slice(i, i + 1000))}`;
      }

      if (!superHash || !adminHash || !userHash) return;
      const { superadmin, admin, user } = DEMO_CREDENTIALS;
      await insertAdmin(tx, { username: superadmin.username, email: superadmin.email, passwordHash: superHash, role: 'superadmin' });
      await insertAdmin(tx, { username: admin.username, email: admin.email, passwordHash: adminHash, role: 'admin' });
      const demoUser = await insertUser(tx, {
        username: user.username,
        email: user.email,
        passwordHash: userHash,
        firstName: 'Demo',
        lastName: 'Buyer',
      });
      await seedActivity(tx, random, profiles, ids, demoUser.id, user.email);
    });
  } catch (error) {
    await Promise.all([
      ...written.map((w) => opts.storage.remove('images', w.name).catch(() => undefined)),
      ...writtenVideos.map((w) => opts.storage.remove('videos', w.name).catch(() => undefined)),
    ]);
    throw error;
  }
  log(
    `seed: ${count} profiles, ${written.length} pictures and ${writtenVideos.length} videos in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return { profiles: count, media: written.length + writtenVideos.length };
}

/** Favourites, orders and support messages, so the admin screens have something to show. */
async function seedActivity(
  tx: Queryable,
  random: Random,
  profiles: readonly ProfileFields[],
  ids: readonly number[],
  userId: number,
  userEmail: string,
): Promise<void> {
  const activeIds = ids.filter((_, i) => profiles[i]?.status === 'ACTIVE');
  const now = Date.now();
  const favourites = sample(random, activeIds, 4);
  for (const [i, profileId] of favourites.entries()) {
    await tx`
      INSERT INTO user_favorites (user_id, profile_id, created_at)
      VALUES (${userId}, ${profileId}, ${new Date(now - (i + 1) * 3 * 3_600_000)})`;
  }
  const bought = sample(random, activeIds, 3);
  if (bought.length >= 2) {
    const createdAt = new Date(now - 5 * DAY_MS);
    await insertOrder(tx, bought.slice(0, 2), {
      userId,
      customerEmail: userEmail,
      customerName: 'Demo Buyer',
      status: 'completed',
      createdAt,
      completedAt: createdAt,
    });
    await insertOrder(tx, bought.slice(2), {
      customerEmail: 'guest.buyer@example.org',
      customerName: GUEST_CUSTOMER,
      status: 'expired',
      createdAt: new Date(now - 2 * DAY_MS),
    });
  }
  const reported = activeIds[0];
  await insertReport(tx, {
    type: 'fake',
    profileRef: reported === undefined ? null : String(reported),
    profileId: reported ?? null,
    createdAt: new Date(now - 20 * 3_600_000),
  });
  await insertReport(tx, {
    type: 'technical',
    description: 'The gallery on the profile page does not load on my phone.',
    anonymous: true,
    email: null,
    createdAt: new Date(now - 6 * 3_600_000),
  });
  await insertReport(tx, {
    type: 'payment',
    description: 'I was charged but the contact details page showed an error at first.',
    status: 'resolved',
    createdAt: new Date(now - 4 * DAY_MS),
  });
  await insertContactMessage(tx, { createdAt: new Date(now - 3 * 3_600_000) });
  await insertContactMessage(tx, {
    subject: 'billing',
    message: 'Can I pay in euros, or is every price in US dollars?',
    language: 'de',
    createdAt: new Date(now - 30 * 3_600_000),
  });
  await insertContactMessage(tx, {
    subject: 'verification',
    fullName: 'Visitor From Abroad',
    message: 'How do you verify that the profiles are real people who agreed to be listed?',
    status: 'answered',
    createdAt: new Date(now - 3 * DAY_MS),
  });
}
