// Nothing of hers is written back while she is being erased. A write that reaches her row while
// the erasure's transaction holds it (her owner link opened in another tab, a favourite, a request
// for a new link, an edit claiming its uploads, a block from one of her requests) waits for it,
// then finds her deleted and writes nothing: the erasure report stays empty.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProfile } from '#db/seed/factories/profile.factory.ts';
import { insertUser } from '#db/seed/factories/user.factory.ts';
import { hashToken, randomToken } from '#lib/crypto.ts';
import { startApiApp } from '#tests/api-app.ts';
import { createTestDatabase, type TestDatabase } from '#tests/db.ts';
import { insertPendingUpload } from '#tests/factories/pending-upload.factory.ts';
import { insertBlock } from '../buyers/buyer-blocks.ts';
import { insertFavorite } from '../favorites/favorites.queries.ts';
import { pendingName } from '../media/pending-uploads.ts';
import { claimPendingUploads } from '../media/uploads.queries.ts';
import { insertOwnerLinkRequest, storePendingEdit } from '../owner/owner.queries.ts';
import { createDiskStorage, type MediaStorage } from '../storage/storage.ts';
import { privacyCheck } from './privacy-check.ts';

let db: TestDatabase;
let storage: MediaStorage;
let dataDir: string;
let server: Awaited<ReturnType<typeof startApiApp>>;

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'contacto-erasure-race-'));
  storage = createDiskStorage(dataDir);
  server = await startApiApp(db, storage, { SESSION_SECRET: 'erasure-race-tests-secret-0123456789-abcdef' });
});
afterAll(async () => {
  await server?.close();
  await db?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Waits until some statement of this database waits for a row lock. */
async function someoneWaitsForALock(): Promise<void> {
  for (let tries = 0; tries < 200; tries++) {
    const [row] = await db.sql<{ waiting: number }[]>`
      SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`;
    if ((row?.waiting ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the write never waited for the erasure');
}

/** Runs `write` while her erasure's transaction holds her row, then lets the erasure commit; the write's outcome. */
async function whileErased<T>(profileId: number, write: () => Promise<T>): Promise<PromiseSettledResult<T>> {
  let commit = () => {};
  const held = new Promise<void>((resolve) => {
    commit = resolve;
  });
  let erasing = false;
  const erasure = db.sql.begin(async (tx) => {
    await tx`SELECT erase_profile(${profileId}::int, 'owner')`;
    erasing = true;
    await held;
  });
  while (!erasing) await new Promise((resolve) => setTimeout(resolve, 5));
  // settled from the start: its refusal may come while the erasure commits, before it is awaited
  const writing = Promise.allSettled([write()]);
  await someoneWaitsForALock();
  commit();
  await erasure;
  const [outcome] = await writing;
  return outcome as PromiseSettledResult<T>;
}

const dbLeftovers = async (profileId: number) =>
  // her files wait for the purge; what is asked here is the database
  (await privacyCheck(db.sql, storage, profileId)).leftovers.filter(
    (line) => !/^(storage |media_purge_queue\.|media_publish_queue\.)/.test(line),
  );

describe('a write racing her erasure', () => {
  it('her owner link opened meanwhile: a 404, and no use recorded', async () => {
    const token = randomToken(32);
    const her = await insertProfile(db.sql, { ownerTokenHash: hashToken(token) });
    const outcome = await whileErased(her.id, () => fetch(`${server.url}/api/owner/profile`, { headers: { 'x-owner-token': token } }));
    expect(outcome.status === 'fulfilled' && outcome.value.status).toBe(404);
    expect(await dbLeftovers(her.id)).toEqual([]);
  });

  it('a favourite added meanwhile is not kept', async () => {
    const her = await insertProfile(db.sql);
    const fan = await insertUser(db.sql);
    const outcome = await whileErased(her.id, () => insertFavorite(db.sql, fan.id, her.id));
    expect(outcome).toEqual({ status: 'fulfilled', value: false });
    expect(await dbLeftovers(her.id)).toEqual([]);
  });

  it('a new-link request made meanwhile is not kept', async () => {
    const her = await insertProfile(db.sql);
    await whileErased(her.id, () =>
      insertOwnerLinkRequest(db.sql, { tokenHash: hashToken(randomToken(32)), profileId: her.id, language: 'en', minutes: 30 }),
    );
    expect(await dbLeftovers(her.id)).toEqual([]);
  });

  it('an edit claiming its uploads meanwhile is rolled back: no upload is hers', async () => {
    const her = await insertProfile(db.sql);
    const upload = await insertPendingUpload(db.sql, storage);
    const outcome = await whileErased(her.id, () =>
      // as her edit does it: the claim, then the edit stored beside her live profile
      db.sql.begin(async (tx) => {
        await claimPendingUploads(tx, [pendingName(upload)], her.id);
        await storePendingEdit(tx, her.id, { values: { photos: [upload] } as never, consentIpHash: 'f'.repeat(64) });
      }),
    );
    expect(outcome).toMatchObject({ status: 'rejected', reason: { message: 'Not found' } });
    expect(await dbLeftovers(her.id)).toEqual([]);
  });

  it('a block made meanwhile is refused as a profile not found', async () => {
    const her = await insertProfile(db.sql);
    const outcome = await whileErased(her.id, () =>
      insertBlock(db.sql, { profileId: her.id, email: `${randomUUID()}@example.com`, byOwner: true }),
    );
    expect(outcome).toMatchObject({ status: 'rejected', reason: { message: 'Profile not found' } });
    expect(await dbLeftovers(her.id)).toEqual([]);
  });
});
