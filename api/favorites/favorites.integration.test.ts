// The favourites calls over HTTP against a real PostgreSQL: guests get the
// fixed 401 shape; a user adds, checks and removes favourites (both idempotent), the list holds
// public profiles newest first in the profiles API's JSON, and a profile that is not public can
// neither be added nor appears in the list.
import { describe, expect, it } from 'vitest';
import type { Favorite } from '#contract/favorites.schema.ts';
import { insertProfile } from '#db/seed/factories/profile.factory.ts';
import { cookieClient, signedInClient, usingAuthApp } from '#tests/auth-client.ts';

const ctx = usingAuthApp();

const signedIn = () => signedInClient(ctx);

const favoritesOf = async (client: ReturnType<typeof cookieClient>) => {
  const res = await client.get('/api/favorites');
  expect(res.status).toBe(200);
  return res.body as unknown as Favorite[];
};

describe('a guest', () => {
  it('when calling any favourites route, then gets 401 with the message and the requiresLogin flag', async () => {
    const guest = cookieClient(ctx.app.url);
    const { id } = await insertProfile(ctx.db.sql);
    for (const res of [
      await guest.get('/api/favorites'),
      await guest.get(`/api/favorites/${id}/status`),
      await guest.post(`/api/favorites/${id}`),
      await guest.delete(`/api/favorites/${id}`),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Authentication required', requiresLogin: true });
    }
    expect((await ctx.db.sql`SELECT 1 FROM user_favorites WHERE profile_id = ${id}`).length).toBe(0);
  });
});

describe('a signed-in user', () => {
  it('when adding, checking and removing a favourite, then each call is idempotent and the status follows', async () => {
    const { client } = await signedIn();
    const { id } = await insertProfile(ctx.db.sql);
    expect((await client.get(`/api/favorites/${id}/status`)).body).toEqual({ isFavorited: false });
    for (let i = 0; i < 2; i++) {
      const res = await client.post(`/api/favorites/${id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ isFavorited: true });
    }
    const status = await client.get(`/api/favorites/${id}/status`);
    expect(status.body).toEqual({ isFavorited: true });
    expect(status.headers.get('cache-control')).toBe('no-store');
    for (let i = 0; i < 2; i++) {
      const res = await client.delete(`/api/favorites/${id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ isFavorited: false });
    }
    expect((await client.get(`/api/favorites/${id}/status`)).body).toEqual({ isFavorited: false });
  });

  it('when listing, then gets her public favourites newest first with the profile as the profiles API answers it', async () => {
    const { client } = await signedIn();
    const first = await insertProfile(ctx.db.sql);
    const second = await insertProfile(ctx.db.sql);
    await client.post(`/api/favorites/${first.id}`);
    await client.post(`/api/favorites/${second.id}`);
    const list = await favoritesOf(client);
    expect(list.map((f) => f.profile.id)).toEqual([second.id, first.id]);
    const profile = await cookieClient(ctx.app.url).get(`/api/profiles/${second.id}`);
    expect(list[0]?.profile).toEqual(profile.body);
    expect(new Date(list[0]!.createdAt).toISOString()).toBe(list[0]!.createdAt);
    // another user's favourites are hers alone
    expect(await favoritesOf((await signedIn()).client)).toEqual([]);
  });

  it('when the profile is not public, then adding is a 404 and a favourite whose profile left the view is not listed', async () => {
    const { client } = await signedIn();
    const hidden = await insertProfile(ctx.db.sql, { status: 'INACTIVE' });
    const res = await client.post(`/api/favorites/${hidden.id}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Profile not found' });
    expect((await client.post('/api/favorites/999999999')).status).toBe(404);
    const leaving = await insertProfile(ctx.db.sql);
    await client.post(`/api/favorites/${leaving.id}`);
    await ctx.db.sql`UPDATE profiles SET status = 'INACTIVE' WHERE id = ${leaving.id}`;
    expect(await favoritesOf(client)).toEqual([]);
    // the pull still names it, flagged as not public, so the device can show "no longer available"
    const pulled = await client.get('/api/sync/favorites');
    expect(pulled.body).toEqual([{ profileId: leaving.id, createdAt: expect.any(String), isPublic: false }]);
  });

  it('when the profile id is not a positive integer, then gets 400 with field errors', async () => {
    const { client } = await signedIn();
    const res = await client.post('/api/favorites/abc');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ fieldErrors: { profileId: expect.any(Array) } });
  });
});
