// The feed's SQL against real PostgreSQL: pages follow the numeric (txid, seq) order, so a cursor
// taken from a page's last row never skips or repeats a change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProfile, insertProfiles } from '#db/seed/factories/profile.factory.ts';
import { waitUntilChangesFinal } from '#tests/catalog-api.ts';
import { createTestDatabase, type TestDatabase } from '#tests/db.ts';
import { findChanges } from './catalog.queries.ts';

// The feed's horizon is the oldest transaction of the whole server (docs/decisions/002), and
// other test files hold long ones: waits for it are generous.
const FEED_WAIT_MS = 50_000;

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});

afterAll(async () => {
  await db?.drop();
});

describe('findChanges', { timeout: 2 * FEED_WAIT_MS }, () => {
  it('when one transaction writes 9 and then 10 and more, then pages follow the numbers, not their text', async () => {
    // one statement: 12 changes of one transaction, seq 1…12 ('10' sorts before '9' as text)
    const ids = await insertProfiles(
      db.sql,
      Array.from({ length: 12 }, () => buildProfile()),
    );
    await waitUntilChangesFinal(db.sql, FEED_WAIT_MS);
    const read: number[] = [];
    let cursor = { txid: '0', seq: '0' };
    for (;;) {
      const page = await findChanges(db.sql, cursor, 5);
      const last = page.at(-1);
      if (!last) break;
      read.push(...page.map((row) => row.profileId));
      cursor = { txid: last.txid, seq: last.seq };
    }
    expect(read).toEqual(ids);
  });
});
