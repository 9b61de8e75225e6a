// GET /api/admin/profiles over HTTP against a real PostgreSQL: pages of 50 with
// the total, the status filters (pending, approved, edit waiting), search on the server across
// every page over first name, last name, location and email, case- and accent-insensitively;
// deleted profiles never appear; bad parameters are 400 with field errors; a guest gets 401.

import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminProfileList } from '#contract/admin-profile-list.schema.ts';
import { AdminProfileListSchema } from '#contract/admin-profile-list.schema.ts';
import { AWAITING_REVIEW, buildProfile, insertProfile, insertProfiles, NO_SLUGS } from '#db/seed/factories/profile.factory.ts';
import { adminClient, signedInAdmin } from '#tests/admin-client.ts';
import type { CookieClient } from '#tests/auth-client.ts';
import { usingAuthApp } from '#tests/auth-client.ts';

const ctx = usingAuthApp();
let admin: CookieClient;

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

async function list(query: string): Promise<AdminProfileList> {
  const res = await admin.get(`/api/admin/profiles${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  AdminProfileListSchema.parse(res.body);
  return res.body as unknown as AdminProfileList;
}

beforeAll(async () => {
  admin = (await signedInAdmin(ctx)).client;
});

describe('a guest', () => {
  it('when listing profiles, then gets 401', async () => {
    const res = await adminClient(ctx.app.url).get('/api/admin/profiles');
    expect(res.status).toBe(401);
  });
});

describe('the list', () => {
  it('when 55 profiles share a town, then pages of 50 cover them all once, newest first, with the total', async () => {
    const town = 'Zaqueville';
    const ids = await insertProfiles(
      ctx.db.sql,
      Array.from({ length: 55 }, (_, i) => buildProfile({ ...NO_SLUGS, location: town, createdAt: minutesAgo(1000 - i) })),
    );
    const first = await list(`?search=${town}`);
    expect(first.totalCount).toBe(55);
    expect(first.profiles).toHaveLength(50);
    const second = await list(`?search=${town}&limit=50&offset=50`);
    expect(second.totalCount).toBe(55);
    expect(second.profiles).toHaveLength(5);
    expect([...first.profiles, ...second.profiles].map((p) => p.id)).toEqual([...ids].reverse());
  });

  it('when unfiltered, then the total counts every profile that is not deleted and the default page is 50', async () => {
    await insertProfile(ctx.db.sql, { ...NO_SLUGS, deletedAt: new Date() });
    const [row] = await ctx.db.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM profiles WHERE deleted_at IS NULL`;
    const all = await list('');
    expect(all.totalCount).toBe(row?.n);
    expect(all.profiles).toHaveLength(Math.min(50, row?.n ?? 0));
    const deleted = await ctx.db.sql<{ id: number }[]>`SELECT id FROM profiles WHERE deleted_at IS NOT NULL`;
    const page = await list('?limit=200');
    for (const { id } of deleted) expect(page.profiles.map((p) => p.id)).not.toContain(id);
  });

  it('when filtered by status, then pending holds new submissions oldest first, approved the approved ones, edit_waiting the waiting edits', async () => {
    const tag = 'Filtertown';
    const older = await insertProfile(ctx.db.sql, { ...AWAITING_REVIEW, location: tag, createdAt: minutesAgo(90) });
    const newer = await insertProfile(ctx.db.sql, { ...AWAITING_REVIEW, location: tag, createdAt: minutesAgo(10) });
    const declined = await insertProfile(ctx.db.sql, { ...AWAITING_REVIEW, location: tag });
    await ctx.db.sql`UPDATE profiles SET review_decision = 'declined' WHERE id = ${declined.id}`;
    const approved = await insertProfile(ctx.db.sql, { ...NO_SLUGS, location: tag });
    const edited = await insertProfile(ctx.db.sql, { ...NO_SLUGS, location: tag });
    await ctx.db.sql`UPDATE profiles SET pending_edit = '{"values": {}}', pending_edit_at = now() WHERE id = ${edited.id}`;

    const ids = async (query: string) => (await list(`?search=${tag}${query}`)).profiles.map((p) => p.id);
    expect(await ids('&status=pending')).toEqual([older.id, newer.id]);
    expect((await ids('&status=approved')).sort()).toEqual([approved.id, edited.id].sort());
    expect(await ids('&status=edit_waiting')).toEqual([edited.id]);
    expect((await list(`?search=${tag}&status=pending`)).totalCount).toBe(2);

    const all = await list(`?search=${tag}`);
    expect(all.totalCount).toBe(5);
    const row = (id: number) => all.profiles.find((p) => p.id === id);
    expect(row(edited.id)).toMatchObject({ hasPendingEdit: true, status: 'ACTIVE', isApproved: true });
    expect(row(declined.id)).toMatchObject({ hasPendingEdit: false, reviewDecision: 'declined', status: 'PENDING' });
  });
});

describe('search', () => {
  it('when searching a first name, last name, town or email, then it finds the profile on any page, ignoring case and accents', async () => {
    const target = await insertProfile(ctx.db.sql, {
      ...AWAITING_REVIEW,
      firstName: 'Ximena',
      lastName: 'Núñez',
      location: 'San Pedro de Macorís',
      email: 'ximena.unique@example.org',
      createdAt: new Date('2020-01-01T00:00:00Z'), // the oldest: on the last page of the full list
    });
    const all = await list('');
    expect(all.profiles.map((p) => p.id)).not.toContain(target.id);

    for (const term of ['ximena', 'XIMENA', 'nunez', 'NÚÑEZ', 'macoris', 'ximena.unique@', 'EXAMPLE.ORG ximena', 'Ximena Núñez']) {
      const found = await list(`?search=${encodeURIComponent(term)}`);
      expect(
        found.profiles.map((p) => p.id),
        term,
      ).toContain(target.id);
    }
    const exact = await list(`?search=${encodeURIComponent('ximena núñez macorís')}`);
    expect(exact).toMatchObject({ totalCount: 1, profiles: [{ id: target.id, email: 'ximena.unique@example.org' }] });
    expect((await list('?search=ximena%20nobody')).totalCount).toBe(0);
  });

  it('when the term holds LIKE wildcards, then they match only themselves', async () => {
    await insertProfile(ctx.db.sql, { ...NO_SLUGS, firstName: 'Wildcardia', email: 'wild_card@example.org' });
    expect((await list('?search=wild_card')).totalCount).toBe(1);
    expect((await list('?search=wild%25')).totalCount).toBe(0);
    expect((await list('?search=%25')).totalCount).toBe(0);
    expect((await list('?search=_')).totalCount).toBe(1);
  });

  it('when the search is blank, then it lists everything', async () => {
    const all = await list('');
    expect((await list('?search=%20%20')).totalCount).toBe(all.totalCount);
  });
});

describe('bad parameters', () => {
  it('when limit, offset, status or search is invalid, then the answer is 400 with the field', async () => {
    const cases: [string, string][] = [
      ['?limit=0', 'limit'],
      ['?limit=201', 'limit'],
      ['?limit=abc', 'limit'],
      ['?limit=1.5', 'limit'],
      ['?offset=-1', 'offset'],
      ['?offset=x', 'offset'],
      ['?status=rejected', 'status'],
      ['?status=pending&status=approved', 'status'],
      [`?search=${'a'.repeat(201)}`, 'search'],
    ];
    for (const [query, field] of cases) {
      const res = await admin.get(`/api/admin/profiles${query}`);
      expect(res.status, query).toBe(400);
      expect(Object.keys((res.body.fieldErrors ?? {}) as object), query).toContain(field);
    }
    // a NUL never reaches the database (api/http/reject-nul.ts answers first)
    expect((await admin.get('/api/admin/profiles?search=a%00b')).status).toBe(400);
  });
});
