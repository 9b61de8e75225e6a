// The sync push and pull over HTTP against a real PostgreSQL: entries
// apply in the order sent and at most once (duplicates in a push, a retried push and a push
// replayed after the server applied it change nothing), an add for a profile that is not public
// or an entry of another account is rejected with a reason, and an invalid push writes nothing.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { SyncedFavorite } from '#contract/favorites.schema.ts';
import { insertProfile } from '#db/seed/factories/profile.factory.ts';
import type { OutboxEntry } from '#sync/outbox.schema.ts';
import { MAX_PUSH_ENTRIES } from '#sync/push.schema.ts';
import { type CookieClient, cookieClient, signedInClient, usingAuthApp } from '#tests/auth-client.ts';
import { SYNC_PUSH_RATE_LIMIT } from './sync.router.ts';

const ctx = usingAuthApp();

async function signedIn() {
  const { user, client } = await signedInClient(ctx);
  return { userId: user.id, client };
}

const add = (userId: number, profileId: number, id = randomUUID()): OutboxEntry => ({
  id,
  kind: 'favorite.add',
  payload: { userId, profileId, addedAt: Date.now() },
  createdAt: Date.now(),
  attempts: 0,
});
const remove = (userId: number, profileId: number, id = randomUUID()): OutboxEntry => ({
  id,
  kind: 'favorite.remove',
  payload: { userId, profileId },
  createdAt: Date.now(),
  attempts: 0,
});

const push = (client: CookieClient, entries: OutboxEntry[]) => client.post('/api/sync/push', { entries });
const favoriteIds = async (client: CookieClient) =>
  ((await client.get('/api/sync/favorites')).body as unknown as SyncedFavorite[]).map((f) => f.profileId).sort((a, b) => a - b);
const appliedCount = async (userId: number) =>
  Number((await ctx.db.sql`SELECT count(*) AS n FROM applied_sync_entries WHERE user_id = ${userId}`)[0]?.n);

describe('a guest', () => {
  it('when pushing or pulling, then gets 401 with the message and the requiresLogin flag', async () => {
    const guest = cookieClient(ctx.app.url);
    for (const res of [await push(guest, [add(1, 1)]), await guest.get('/api/sync/favorites')]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Authentication required', requiresLogin: true });
    }
  });
});

describe('a push', () => {
  it('when it adds favourites, then they are applied, pulled back and shown by the public calls', async () => {
    const { userId, client } = await signedIn();
    const [a, b] = [await insertProfile(ctx.db.sql), await insertProfile(ctx.db.sql)];
    const entries = [add(userId, a.id), add(userId, b.id)];
    const res = await push(client, entries);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toEqual({ applied: entries.map((e) => e.id), duplicate: [], rejected: [] });
    expect(await favoriteIds(client)).toEqual([a.id, b.id].sort((x, y) => x - y));
    expect((await client.get(`/api/favorites/${a.id}/status`)).body).toEqual({ isFavorited: true });
  });

  it('when the same entry comes twice in one push, then it is applied once and reported as a duplicate', async () => {
    const { userId, client } = await signedIn();
    const p = await insertProfile(ctx.db.sql);
    const entry = add(userId, p.id);
    const res = await push(client, [entry, entry]);
    expect(res.body).toEqual({ applied: [entry.id], duplicate: [entry.id], rejected: [] });
    expect(await appliedCount(userId)).toBe(1);
  });

  it('when replayed after the server applied it (the client never heard back), then nothing changes', async () => {
    const { userId, client } = await signedIn();
    const p = await insertProfile(ctx.db.sql);
    const first = add(userId, p.id);
    expect((await push(client, [first])).body).toMatchObject({ applied: [first.id] });
    // the user then removed it on another device; the lost push comes again
    expect((await push(client, [remove(userId, p.id)])).body).toMatchObject({ duplicate: [], rejected: [] });
    const replay = await push(client, [first]);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual({ applied: [], duplicate: [first.id], rejected: [] });
    expect(await favoriteIds(client)).toEqual([]);
  });

  it('when the same push is sent twice at once, then every entry is applied exactly once', async () => {
    const { userId, client } = await signedIn();
    const profiles = [await insertProfile(ctx.db.sql), await insertProfile(ctx.db.sql), await insertProfile(ctx.db.sql)];
    const entries = profiles.map((p) => add(userId, p.id));
    const answers = await Promise.all([push(client, entries), push(client.clone(), entries)]);
    const applied = answers.flatMap((a) => a.body.applied as string[]);
    const duplicate = answers.flatMap((a) => a.body.duplicate as string[]);
    expect(applied.sort()).toEqual(entries.map((e) => e.id).sort());
    expect(duplicate.sort()).toEqual(entries.map((e) => e.id).sort());
    expect(await appliedCount(userId)).toBe(3);
  });

  it('when it adds and removes the same profile, then the order of the entries decides', async () => {
    const { userId, client } = await signedIn();
    const [a, b] = [await insertProfile(ctx.db.sql), await insertProfile(ctx.db.sql)];
    const res = await push(client, [add(userId, a.id), remove(userId, a.id), remove(userId, b.id), add(userId, b.id)]);
    expect((res.body.applied as string[]).length).toBe(4);
    expect(await favoriteIds(client)).toEqual([b.id]);
  });

  it('when an add names a profile that is not public, then that entry is rejected with a reason and the others apply', async () => {
    const { userId, client } = await signedIn();
    const hidden = await insertProfile(ctx.db.sql, { status: 'INACTIVE' });
    const shown = await insertProfile(ctx.db.sql);
    const bad = add(userId, hidden.id);
    const good = add(userId, shown.id);
    const res = await push(client, [bad, good]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ applied: [good.id], duplicate: [], rejected: [{ id: bad.id, reason: 'profileNotPublic' }] });
    expect(await favoriteIds(client)).toEqual([shown.id]);
    expect(await appliedCount(userId)).toBe(1); // the rejected id is not kept
    // a profile that does not exist at all is rejected the same way
    const ghost = add(userId, 2_000_000_000);
    expect((await push(client, [ghost])).body).toEqual({
      applied: [],
      duplicate: [],
      rejected: [{ id: ghost.id, reason: 'profileNotPublic' }],
    });
  });

  it("when an entry names another account, then it is rejected and that account's favourites are untouched", async () => {
    const mine = await signedIn();
    const theirs = await signedIn();
    const p = await insertProfile(ctx.db.sql);
    const foreign = add(theirs.userId, p.id);
    expect((await push(mine.client, [foreign])).body).toEqual({
      applied: [],
      duplicate: [],
      rejected: [{ id: foreign.id, reason: 'otherUser' }],
    });
    expect(await favoriteIds(theirs.client)).toEqual([]);
    expect(await favoriteIds(mine.client)).toEqual([]);
  });

  it('when an entry is invalid or there are too many, then 400 with field errors and nothing is written', async () => {
    const { userId, client } = await signedIn();
    const p = await insertProfile(ctx.db.sql);
    const good = add(userId, p.id);
    const cases: unknown[] = [
      { entries: [good, { ...good, id: 'not-a-uuid' }] },
      { entries: [good, { ...good, kind: 'favorite.explode' }] },
      { entries: [good, { ...good, payload: { userId, profileId: -1, addedAt: 0 } }] },
      { entries: [] },
      { entries: Array.from({ length: MAX_PUSH_ENTRIES + 1 }, () => add(userId, p.id)) },
      {},
    ];
    for (const body of cases) {
      const res = await client.post('/api/sync/push', body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: 'Invalid sync push', fieldErrors: expect.any(Object) });
    }
    const res = await client.post('/api/sync/push', cases[0]);
    expect(Object.keys(res.body.fieldErrors as object)).toEqual(['entries.1.id']);
    expect(await favoriteIds(client)).toEqual([]);
    expect(await appliedCount(userId)).toBe(0);
  });
});

describe('the push limit', () => {
  it('past its limit an account is answered 429 with Retry-After and nothing is applied; another account is not limited', async () => {
    const { userId, client } = await signedIn();
    const profile = await insertProfile(ctx.db.sql);
    for (let i = 0; i < SYNC_PUSH_RATE_LIMIT; i++) expect((await push(client, [add(userId, profile.id)])).status).toBe(200);
    const applied = await appliedCount(userId);
    const refused = await push(client, [add(userId, profile.id)]);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await appliedCount(userId)).toBe(applied);
    const other = await signedIn();
    expect((await push(other.client, [add(other.userId, profile.id)])).status).toBe(200);
  });
});
