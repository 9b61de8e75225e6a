// The data model's promises, checked against real PostgreSQL: constraints refuse bad rows, and
// the catalogue change feed records exactly the changes the public can see.
import postgres from 'postgres';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertAdmin } from '#db/seed/factories/admin.factory.ts';
import { insertOrder } from '#db/seed/factories/order.factory.ts';
import { insertProfile } from '#db/seed/factories/profile.factory.ts';
import { insertReport } from '#db/seed/factories/support.factory.ts';
import { insertUser } from '#db/seed/factories/user.factory.ts';
import { hashToken, sha256 } from '#lib/crypto.ts';
import { waitUntilChangesFinal } from '#tests/catalog-api.ts';
import { createTestDatabase, type TestDatabase } from '#tests/db.ts';

// The feed's horizon is the oldest transaction of the whole server, and other test files hold
// long ones (the demo seed runs in one): waits for it are generous.
const FEED_WAIT_MS = 50_000;

let db: TestDatabase;
let sql: postgres.Sql;

beforeAll(async () => {
  db = await createTestDatabase();
  sql = db.sql;
});

afterAll(async () => {
  await db?.drop();
});

/** Resolves with the constraint name when the statement is refused, fails the test otherwise. */
async function refused(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    const e = error as { code?: string; constraint_name?: string; message: string };
    // 23xxx: integrity constraint violations (check, unique, foreign key, not null)
    expect(e.code, e.message).toMatch(/^23/);
    return e.constraint_name ?? e.message;
  }
  throw new Error('expected the database to refuse the statement');
}

describe('profiles constraints', () => {
  it('when a profile is 17 or 100 years old, then it is refused', async () => {
    await refused(insertProfile(sql, { age: 17 }));
    await refused(insertProfile(sql, { age: 100 }));
    await expect(insertProfile(sql, { age: 18 })).resolves.toMatchObject({ age: 18 });
    await expect(insertProfile(sql, { age: 99 })).resolves.toMatchObject({ age: 99 });
  });

  it('when the price is negative, then it is refused; the default price is 2.00', async () => {
    await refused(insertProfile(sql, { price: '-1' }));
    const [row] = await sql<{ price: string; status: string; is_approved: boolean; release_policy: string }[]>`
      INSERT INTO profiles (first_name, age, gender, location)
      VALUES ('Ana', 30, 'female', 'Santiago') RETURNING price, status, is_approved, release_policy`;
    expect(row).toEqual({ price: '2.00', status: 'PENDING', is_approved: false, release_policy: 'instant' });
  });

  it('when status, gender or release policy is not one of the known values, then it is refused', async () => {
    await refused(insertProfile(sql, { status: 'LIVE' as never }));
    await refused(insertProfile(sql, { gender: 'unknown' as never }));
    await refused(insertProfile(sql, { releasePolicy: 'whenever' as never }));
    await refused(insertProfile(sql, { personalityTags: ['Romantic', 'Grumpy'] }));
  });

  it('when a slug is taken in the same language, then the second profile is refused', async () => {
    const first = await insertProfile(sql);
    const name = await refused(insertProfile(sql, { slugEn: first.slugEn }));
    expect(name).toBe('profiles_slug_en_key');
    await refused(insertProfile(sql, { slugPt: first.slugPt }));
    // the same text may serve as slugs in two different languages
    await expect(insertProfile(sql, { slugEs: first.slugEn })).resolves.toBeDefined();
  });

  it('when a slug is not URL-safe or is all digits, then it is refused', async () => {
    await refused(insertProfile(sql, { slugEn: 'María-R-24' }));
    await refused(insertProfile(sql, { slugDe: 'has space' }));
    await refused(insertProfile(sql, { slugIt: '12345' }));
  });

  it('when contact_methods has an unknown channel or a non-text value, then it is refused', async () => {
    await refused(insertProfile(sql, { contactMethods: { skype: 'x' } as never }));
    await refused(insertProfile(sql, { contactMethods: { whatsapp: 8095550100 } as never }));
    await refused(insertProfile(sql, { sharedChannels: ['pigeon'] as never }));
  });

  it('when the primary photo or an inactive item is not among the media, then it is refused', async () => {
    const photos = ['11111111-1111-4111-8111-111111111111.webp'];
    await refused(insertProfile(sql, { photos, primaryPhoto: '22222222-2222-4222-8222-222222222222.webp' }));
    await refused(insertProfile(sql, { photos, inactivePhotos: ['33333333-3333-4333-8333-333333333333.webp'] }));
    await refused(insertProfile(sql, { videos: [], inactiveVideos: ['44444444-4444-4444-8444-444444444444.mp4'] }));
  });

  it('when two profiles share an owner token hash, then the second is refused', async () => {
    const hash = hashToken('owner-token');
    await insertProfile(sql, { ownerTokenHash: hash });
    await refused(insertProfile(sql, { ownerTokenHash: hash }));
    await insertProfile(sql, { ownerTokenHash: null });
    await expect(insertProfile(sql, { ownerTokenHash: null })).resolves.toBeDefined();
  });
});

describe('accounts constraints', () => {
  it('when an email or username differs from an existing one only in case, then it is refused', async () => {
    await insertUser(sql, { email: 'Case.Test@Example.com', username: 'CaseTest' });
    expect(await refused(insertUser(sql, { email: 'case.test@example.COM' }))).toBe('users_email_lower_key');
    expect(await refused(insertUser(sql, { username: 'casetest' }))).toBe('users_username_lower_key');
  });

  it('when an admin repeats an email or username in another case, or has an unknown role, then it is refused', async () => {
    await insertAdmin(sql, { username: 'Moderator', email: 'Mod@Example.org' });
    await refused(insertAdmin(sql, { username: 'MODERATOR' }));
    await refused(insertAdmin(sql, { email: 'mod@example.org' }));
    await refused(insertAdmin(sql, { role: 'owner' as never }));
    await refused(insertAdmin(sql, { username: 'ab' }));
  });

  it('when a user favourites the same profile twice, then the second is refused', async () => {
    const user = await insertUser(sql);
    const profile = await insertProfile(sql);
    await sql`INSERT INTO user_favorites (user_id, profile_id) VALUES (${user.id}, ${profile.id})`;
    const name = await refused(sql`INSERT INTO user_favorites (user_id, profile_id) VALUES (${user.id}, ${profile.id})`);
    expect(name).toBe('user_favorites_user_id_profile_id_key');
  });
});

describe('orders constraints', () => {
  it('when status or total is out of range, then the order is refused', async () => {
    const profile = await insertProfile(sql);
    await refused(insertOrder(sql, [profile.id], { status: 'paid' as never }));
    await refused(insertOrder(sql, [profile.id], { totalAmount: '-1.00' }));
    await refused(insertOrder(sql, [profile.id], { provider: 'paypal' as never }));
    await refused(insertOrder(sql, [profile.id], { status: 'completed', completedAt: null }));
  });

  it('when a provider session id is used twice, then the second order is refused', async () => {
    const profile = await insertProfile(sql);
    await insertOrder(sql, [profile.id], { providerSessionId: 'cs_test_same' });
    await refused(insertOrder(sql, [profile.id], { providerSessionId: 'cs_test_same' }));
  });

  it('when a profile is deleted, then its sold items keep their snapshots with profile_id NULL', async () => {
    const profile = await insertProfile(sql, { firstName: 'Snapshot' });
    const order = await insertOrder(sql, [profile.id]);
    await refused(sql`
      INSERT INTO order_items (order_id, profile_id, price, profile_snapshot)
      VALUES (${order.id}, ${profile.id}, 2.00, '{}')`);
    await sql`DELETE FROM profiles WHERE id = ${profile.id}`;
    const [item] = await sql<{ profile_id: number | null; profile_snapshot: { firstName: string }; contact_info: object }[]>`
      SELECT profile_id, profile_snapshot, contact_info FROM order_items WHERE order_id = ${order.id}`;
    expect(item?.profile_id).toBeNull();
    expect(item?.profile_snapshot.firstName).toBe('Snapshot');
    expect(item?.contact_info).toEqual(profile.contactMethods);
  });

  it('when an item is released without its contact snapshot, then it is refused', async () => {
    const profile = await insertProfile(sql);
    const order = await insertOrder(sql, [], { status: 'pending' });
    await refused(sql`
      INSERT INTO order_items (order_id, profile_id, price, release_status, released_at)
      VALUES (${order.id}, ${profile.id}, 2.00, 'released', now())`);
  });
});

describe('queues and reliability tables', () => {
  it('when a report is neither anonymous nor has an email, then it is refused', async () => {
    await refused(insertReport(sql, { anonymous: false, email: null }));
    await refused(insertReport(sql, { type: 'spam' as never }));
    await expect(insertReport(sql, { anonymous: true, email: null })).resolves.toBeDefined();
  });

  it('when a contact message has an unknown subject or a too short message, then it is refused', async () => {
    await refused(sql`
      INSERT INTO contact_messages (full_name, email, subject, message)
      VALUES ('Sam Visitor', 'sam@example.org', 'sales', 'A long enough message.')`);
    await refused(sql`
      INSERT INTO contact_messages (full_name, email, subject, message)
      VALUES ('Sam Visitor', 'sam@example.org', 'general', 'short')`);
  });

  it('when the same webhook event arrives twice from one provider, then one row exists', async () => {
    await sql`INSERT INTO webhook_events (provider, event_id, type, payload) VALUES ('stripe', 'evt_1', 'checkout.session.completed', '{}')`;
    await refused(sql`INSERT INTO webhook_events (provider, event_id, type, payload) VALUES ('stripe', 'evt_1', 'x', '{}')`);
    await sql`INSERT INTO webhook_events (provider, event_id, type, payload) VALUES ('test', 'evt_1', 'x', '{}')`;
    const inserted = await sql`
      INSERT INTO webhook_events (provider, event_id, type, payload) VALUES ('stripe', 'evt_1', 'x', '{}')
      ON CONFLICT (provider, event_id) DO NOTHING RETURNING id`;
    expect(inserted).toHaveLength(0);
  });

  it('when an idempotency key repeats in its scope, then it is refused; other scopes are free', async () => {
    await sql`INSERT INTO idempotency_keys (scope, key, request_hash) VALUES ('submission', 'k1', 'h')`;
    await refused(sql`INSERT INTO idempotency_keys (scope, key, request_hash) VALUES ('submission', 'k1', 'h')`);
    await sql`INSERT INTO idempotency_keys (scope, key, request_hash) VALUES ('sync', 'k1', 'h')`;
  });

  it('when a buyer is blocked twice for one profile or globally, then the second block is refused', async () => {
    const profile = await insertProfile(sql);
    const hash = sha256('buyer@example.com');
    await sql`INSERT INTO buyer_blocks (profile_id, buyer_email_hash) VALUES (${profile.id}, ${hash})`;
    await refused(sql`INSERT INTO buyer_blocks (profile_id, buyer_email_hash) VALUES (${profile.id}, ${hash})`);
    await sql`INSERT INTO buyer_blocks (profile_id, buyer_email_hash) VALUES (NULL, ${hash})`;
    await refused(sql`INSERT INTO buyer_blocks (profile_id, buyer_email_hash) VALUES (NULL, ${hash})`);
  });

  it('admin settings start with the approve-each-buyer countries and the daily purchase cap', async () => {
    const rows = await sql<{ key: string; value: unknown }[]>`SELECT key, value FROM admin_settings ORDER BY key`;
    const settings = Object.fromEntries(rows.map((r) => [r.key, r.value]));
    expect(settings.approve_each_buyer_countries).toEqual(['US']);
    expect(settings.max_purchases_per_buyer_per_day).toBeGreaterThan(0);
  });
});

interface Change {
  seq: string;
  profile_id: number;
  kind: 'upsert' | 'delete';
  txid: string;
}

/** Changes for the given profiles since the last call (by seq; enough within one connection). */
function feedFor(profileIds: readonly number[]) {
  let last = '0';
  return async (): Promise<Pick<Change, 'profile_id' | 'kind'>[]> => {
    const rows = await sql<Change[]>`
      SELECT seq::text, profile_id, kind, txid::text FROM catalog_changes
      WHERE seq > ${last}::bigint AND profile_id = ANY(${[...profileIds]}::int[]) ORDER BY seq`;
    if (rows.length > 0) last = rows[rows.length - 1]?.seq ?? last;
    return rows.map(({ profile_id, kind }) => ({ profile_id, kind }));
  };
}

describe('catalogue change feed', { timeout: 2 * FEED_WAIT_MS }, () => {
  let pending: { id: number };
  let next: () => Promise<Pick<Change, 'profile_id' | 'kind'>[]>;

  beforeEach(async () => {
    pending = await insertProfile(sql, { status: 'PENDING', isApproved: false });
    next = feedFor([pending.id]);
    await next();
  });

  it('when a new submission arrives or a pending profile is edited, then nothing is recorded', async () => {
    const submitted = await insertProfile(sql, { status: 'PENDING', isApproved: false });
    await sql`UPDATE profiles SET about_me = 'Edited while pending', age = 30 WHERE id = ${pending.id}`;
    expect(await next()).toEqual([]);
    const [row] = await sql`SELECT count(*)::int AS n FROM catalog_changes WHERE profile_id = ${submitted.id}`;
    expect(row?.n).toBe(0);
  });

  it('when a profile is published, edited, unpublished, republished, then upsert, upsert, delete, upsert', async () => {
    const id = pending.id;
    await sql`UPDATE profiles SET status = 'ACTIVE', is_approved = true WHERE id = ${id}`;
    await sql`UPDATE profiles SET about_me = 'A public edit' WHERE id = ${id}`;
    await sql`UPDATE profiles SET status = 'INACTIVE', is_approved = false WHERE id = ${id}`;
    await sql`UPDATE profiles SET about_me = 'Edited while hidden' WHERE id = ${id}`;
    await sql`UPDATE profiles SET status = 'ACTIVE', is_approved = true WHERE id = ${id}`;
    expect((await next()).map((c) => c.kind)).toEqual(['upsert', 'upsert', 'delete', 'upsert']);
  });

  it('when only private fields change on a public profile, then nothing is recorded', async () => {
    const profile = await insertProfile(sql, { contactMethods: { whatsapp: '+1 809 555 0100' } });
    const feed = feedFor([profile.id]);
    expect(await feed()).toEqual([{ profile_id: profile.id, kind: 'upsert' }]);
    await sql`
      UPDATE profiles SET contact_methods = '{"whatsapp": "+1 809 555 0199"}', email = 'new@example.com',
                          consent_text_version = 'v2', owner_token_hash = ${hashToken('new')}
      WHERE id = ${profile.id}`;
    await sql`UPDATE profiles SET updated_at = now() WHERE id = ${profile.id}`;
    expect(await feed()).toEqual([]);
    // the channels she offers are public (the card shows them), so a new channel is a change
    await sql`UPDATE profiles SET contact_methods = contact_methods || '{"instagram": "@demo_x"}' WHERE id = ${profile.id}`;
    expect(await feed()).toEqual([{ profile_id: profile.id, kind: 'upsert' }]);
    // a blank value offers nothing
    await sql`UPDATE profiles SET contact_methods = contact_methods || '{"tiktok": " "}' WHERE id = ${profile.id}`;
    expect(await feed()).toEqual([]);
  });

  it('when a public profile is featured or its photos are switched off, then an upsert is recorded', async () => {
    const profile = await insertProfile(sql);
    const feed = feedFor([profile.id]);
    await feed();
    await sql`UPDATE profiles SET is_featured = true WHERE id = ${profile.id}`;
    await sql`UPDATE profiles SET inactive_photos = ARRAY[photos[1]] WHERE id = ${profile.id}`;
    expect((await feed()).map((c) => c.kind)).toEqual(['upsert', 'upsert']);
  });

  it('when consent is withdrawn, then a tombstone is recorded and nothing more while withdrawn', async () => {
    const profile = await insertProfile(sql);
    const feed = feedFor([profile.id]);
    await feed();
    await sql`UPDATE profiles SET consent_withdrawn_at = now() WHERE id = ${profile.id}`;
    await sql`UPDATE profiles SET about_me = 'still hidden' WHERE id = ${profile.id}`;
    expect(await feed()).toEqual([{ profile_id: profile.id, kind: 'delete' }]);
  });

  it('when a public profile is soft- or hard-deleted, then a tombstone is recorded; a hidden one records nothing', async () => {
    const soft = await insertProfile(sql);
    const hard = await insertProfile(sql);
    const feed = feedFor([soft.id, hard.id, pending.id]);
    await feed();
    await sql`UPDATE profiles SET deleted_at = now() WHERE id = ${soft.id}`;
    await sql`DELETE FROM profiles WHERE id = ${hard.id}`;
    await sql`DELETE FROM profiles WHERE id = ${pending.id}`;
    expect(await feed()).toEqual([
      { profile_id: soft.id, kind: 'delete' },
      { profile_id: hard.id, kind: 'delete' },
    ]);
  });

  it('each change carries the id of the transaction that wrote it', async () => {
    const a = await insertProfile(sql);
    const b = await insertProfile(sql);
    await sql.begin(async (tx) => {
      await tx`UPDATE profiles SET about_me = 'one transaction' WHERE id IN (${a.id}, ${b.id})`;
    });
    const rows = await sql<{ txid: string }[]>`
      SELECT txid::text FROM catalog_changes WHERE profile_id IN (${a.id}, ${b.id}) ORDER BY seq DESC LIMIT 2`;
    expect(rows[0]?.txid).toBe(rows[1]?.txid);
    expect(BigInt(rows[0]?.txid ?? '0')).toBeGreaterThan(0n);
  });

  it('a change commits without waiting for any reader: nothing fires on the feed once it is written', async () => {
    // readers check the feed's position on every request; a writer never sleeps for them at commit
    const waiting = await sql<{ tgname: string }[]>`
      SELECT t.tgname FROM pg_trigger t JOIN pg_proc f ON f.oid = t.tgfoid
      WHERE t.tgrelid IN ('catalog_changes'::regclass, 'profiles'::regclass) AND NOT t.tgisinternal
        AND (f.prosrc ~* 'pg_sleep|advisory' OR t.tgdeferrable)`;
    expect(waiting.map((t) => t.tgname)).toEqual([]);
  });

  it('when transactions commit out of order, then a reader paging by (txid, seq) below xmin misses nothing', async () => {
    const x = await insertProfile(sql);
    const y = await insertProfile(sql);
    // columns qualified: a bare name in ORDER BY is the output column, the text copy ('999' > '1000')
    const [start] = await sql<{ txid: string; seq: string }[]>`
      SELECT c.txid::text AS txid, c.seq::text AS seq FROM catalog_changes c ORDER BY c.txid DESC, c.seq DESC LIMIT 1`;
    let cursor = { txid: start?.txid ?? '0', seq: start?.seq ?? '0' };
    const read = async () => {
      const rows = await sql<Change[]>`
        SELECT c.seq::text AS seq, c.profile_id, c.kind, c.txid::text AS txid FROM catalog_changes c
        WHERE (c.txid, c.seq) > (${cursor.txid}::xid8, ${cursor.seq}::bigint)
          AND c.txid < pg_snapshot_xmin(pg_current_snapshot())
        ORDER BY c.txid, c.seq`;
      const last = rows[rows.length - 1];
      if (last) cursor = { txid: last.txid, seq: last.seq };
      return rows.map((r) => r.profile_id);
    };

    // two clients of one connection each: two sessions for certain
    const early = postgres(db.url, { max: 1, onnotice: () => undefined });
    const late = postgres(db.url, { max: 1, onnotice: () => undefined });
    try {
      await early`BEGIN`;
      await early`UPDATE profiles SET about_me = 'slow writer' WHERE id = ${x.id}`;
      await late`BEGIN`;
      await late`UPDATE profiles SET about_me = 'fast writer' WHERE id = ${y.id}`;
      await late`COMMIT`;
      // y's change is committed, but x's older transaction is still open: the reader waits
      expect(await read(), `x=${x.id} y=${y.id}`).toEqual([]);
      await early`COMMIT`;
      // other test files share the server and their transactions hold xmin back too, for as
      // long as they run: wait until both writers are below it, not for a number of tries
      await waitUntilChangesFinal(sql, FEED_WAIT_MS);
      expect(await read(), `x=${x.id} y=${y.id}`).toEqual([x.id, y.id]);
      expect(await read()).toEqual([]);
    } finally {
      await early.end();
      await late.end();
    }
  });
});
