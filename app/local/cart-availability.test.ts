// Availability of cart profiles: the replica first, a completed replica's "missing" means gone,
// and the API's answer wins for ids the replica does not hold.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PublicProfile } from '#contract/profile.schema.ts';
import { localAvailability, remoteAvailability, resolveAvailability } from './cart-availability.ts';
import { SYNC_KEYS } from './catalog.ts';
import { EDGE_KEY } from './catalog-bound.ts';
import { ContactoDb, type LocalProfile } from './db.ts';

let db: ContactoDb;
beforeEach(async () => {
  db = new ContactoDb(`availability-${crypto.randomUUID()}`);
  await db.open();
  await db.profiles.add({ id: 1, price: '3.00' } as LocalProfile);
});
afterEach(async () => {
  await db.delete();
});

describe('cart availability', () => {
  it('before the first complete pull, a missing id is unknown until the API answers', async () => {
    const local = await localAvailability(db, [1, 2]);
    expect(local).toMatchObject({ missing: [2], complete: false });
    expect(resolveAvailability(1, local, new Map())).toEqual({ status: 'available', price: 3 });
    expect(resolveAvailability(2, local, new Map())).toEqual({ status: 'unknown' });
    expect(resolveAvailability(2, local, new Map([[2, { status: 'unavailable' }]]))).toEqual({ status: 'unavailable' });
  });

  it('after a complete pull, a missing id is gone unless the API says it is there', async () => {
    await db.syncState.put({ key: SYNC_KEYS.pulledAt, value: 1_700_000_000_000 });
    const local = await localAvailability(db, [1, 2]);
    expect(local.complete).toBe(true);
    expect(resolveAvailability(2, local, new Map())).toEqual({ status: 'unavailable' });
    expect(resolveAvailability(2, local, new Map([[2, { status: 'unknown' }]]))).toEqual({ status: 'unavailable' });
    expect(resolveAvailability(2, local, new Map([[2, { status: 'available', price: 2 }]]))).toEqual({
      status: 'available',
      price: 2,
    });
  });

  it('in a bounded replica, a missing id may be older than the edge: unknown until the API answers', async () => {
    await db.syncState.bulkPut([
      { key: SYNC_KEYS.pulledAt, value: 1_700_000_000_000 },
      { key: EDGE_KEY, value: { createdTime: 1_700_000_000_000, id: 9 } },
    ]);
    const local = await localAvailability(db, [1, 2]);
    expect(local.complete).toBe(false);
    expect(resolveAvailability(2, local, new Map())).toEqual({ status: 'unknown' });
    expect(resolveAvailability(2, local, new Map([[2, { status: 'available', price: 2 }]]))).toEqual({ status: 'available', price: 2 });
    expect(resolveAvailability(2, local, new Map([[2, { status: 'unavailable' }]]))).toEqual({ status: 'unavailable' });
  });

  it('reads the API: 404 is gone, a profile is there, a network error is unknown', async () => {
    expect(await remoteAvailability(5, async () => null)).toEqual({ status: 'unavailable' });
    expect(await remoteAvailability(5, async () => ({ id: 5, price: '2.00' }) as PublicProfile)).toEqual({
      status: 'available',
      price: 2,
    });
    expect(
      await remoteAvailability(5, async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).toEqual({ status: 'unknown' });
  });
});
