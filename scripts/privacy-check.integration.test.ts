// `npm run privacy:check PROFILE_ID` as an operator runs it: a real child process on a test
// database and a media folder. It prints what still mentions the profile and exits 1 while there
// is something, 0 once nothing is left, and 2 for a profile that is unknown or not deleted.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaPurgeService, PURGE_GRACE_MS } from '#api/media/media-purge.service.ts';
import { createDiskStorage, type MediaStorage } from '#api/storage/storage.ts';
import { insertProfile } from '#db/seed/factories/profile.factory.ts';
import { createTestDatabase, type TestDatabase } from '#tests/db.ts';
import { startProcess } from '#tests/process.ts';

let db: TestDatabase;
let dataDir: string;
let storage: MediaStorage;

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'contacto-privacy-check-'));
  storage = createDiskStorage(path.join(dataDir, 'uploads'));
});
afterAll(async () => {
  await db?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function check(...args: string[]) {
  const run = startProcess('scripts/privacy-check.ts', { DATABASE_URL: db.url, DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, args);
  const { code } = await run.exited;
  return { code, output: run.output() };
}

describe('npm run privacy:check', () => {
  it('lists what is left of a deleted profile (exit 1), and nothing once her files are gone too (exit 0)', async () => {
    const photo = `${randomUUID()}.webp`;
    await storage.put('images', photo, Buffer.from('RIFF....WEBP'), 'image/webp');
    const her = await insertProfile(db.sql, { firstName: 'Casilda', email: 'casilda.w@example.org', photos: [photo], primaryPhoto: photo });
    await db.sql`SELECT erase_profile(${her.id}::int, 'admin')`;

    const left = await check(String(her.id), '--value', 'casilda.w@example.org');
    expect(left.code).toBe(1);
    expect(left.output).toContain(`storage images/${photo}`);

    // the purge its deletion enqueued, once its grace has passed
    await createMediaPurgeService({ sql: db.sql, storage, log: pino({ level: 'silent' }) }).purge(
      new Date(Date.now() + 2 * PURGE_GRACE_MS),
    );
    const clean = await check(String(her.id), '--value', 'casilda.w@example.org');
    expect(clean).toEqual({ code: 0, output: `Nothing of profile ${her.id} is left.\n` });
  });

  it('refuses a profile that is not deleted, an unknown one and a bad call (exit 2)', async () => {
    const live = await insertProfile(db.sql);
    expect(await check(String(live.id))).toEqual({ code: 2, output: `contacto: profile ${live.id} is not deleted\n` });
    expect(await check('999999')).toEqual({ code: 2, output: 'contacto: there is no profile 999999\n' });
    for (const args of [[], ['abc'], ['1', '--value'], ['1', '--colour', 'red']]) {
      const bad = await check(...args);
      expect(bad.code, args.join(' ')).toBe(2);
      expect(bad.output).toContain('usage: npm run privacy:check PROFILE_ID');
    }
  });
});
