// A local change and its outbox entry are written together or not at all, and only valid
// entries get in.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactoDb } from './db.ts';
import { writeWithOutbox } from './outbox.ts';

let db: ContactoDb;
beforeEach(async () => {
  db = new ContactoDb(`outbox-${crypto.randomUUID()}`);
  await db.open();
});
afterEach(async () => {
  await db.delete();
});

const favorite = { userId: 3, profileId: 7, addedAt: 1_000 };
const addFavorite = () => db.favorites.put(favorite);
const options = () => ({ db, now: () => 1_234, newId: () => '0f8fad5b-d9cb-469f-a165-70867728950e' });

describe('writeWithOutbox', () => {
  it('writes the local change and its entry, with a fresh id, the time and no attempts', async () => {
    const entry = await writeWithOutbox({ kind: 'favorite.add', payload: favorite }, [db.favorites], addFavorite, options());
    expect(entry).toEqual({
      id: '0f8fad5b-d9cb-469f-a165-70867728950e',
      kind: 'favorite.add',
      payload: favorite,
      createdAt: 1_234,
      attempts: 0,
    });
    expect(await db.favorites.toArray()).toEqual([favorite]);
    expect(await db.outbox.toArray()).toEqual([entry]);
  });

  it('makes a new id for each entry by default', async () => {
    const change = { kind: 'favorite.remove', payload: { userId: 3, profileId: 7 } } as const;
    const noop = async () => undefined;
    const a = await writeWithOutbox(change, [], noop, { db });
    const b = await writeWithOutbox(change, [], noop, { db });
    expect(a.id).not.toBe(b.id);
    expect(await db.outbox.count()).toBe(2);
  });

  it('keeps no entry when the local change fails', async () => {
    const failing = async () => {
      await addFavorite();
      throw new Error('disk full');
    };
    await expect(writeWithOutbox({ kind: 'favorite.add', payload: favorite }, [db.favorites], failing, options())).rejects.toThrow(
      'disk full',
    );
    expect(await db.favorites.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps no local change when the entry cannot be stored', async () => {
    await writeWithOutbox({ kind: 'favorite.remove', payload: { userId: 3, profileId: 7 } }, [], async () => undefined, options());
    // Same id again: the outbox refuses the entry, so the favourite written before it is undone.
    await expect(writeWithOutbox({ kind: 'favorite.add', payload: favorite }, [db.favorites], addFavorite, options())).rejects.toThrow();
    expect(await db.favorites.count()).toBe(0);
    expect(await db.outbox.count()).toBe(1);
  });

  it('refuses an invalid change before writing anything', async () => {
    const applyLocal = vi.fn(addFavorite);
    const bad = { kind: 'favorite.add', payload: { userId: 3, profileId: -1, addedAt: 1_000 } } as const;
    await expect(writeWithOutbox(bad, [db.favorites], applyLocal, options())).rejects.toThrow();
    expect(applyLocal).not.toHaveBeenCalled();
    expect(await db.outbox.count()).toBe(0);
  });

  it('when two changes are written in the same millisecond, then their entries keep the order they were made in', async () => {
    const sameTime = { db, now: () => 5_000 };
    const noop = async () => undefined;
    const ids: string[] = [];
    for (const profileId of [1, 2, 3, 4, 5]) {
      const kind = profileId % 2 ? 'favorite.add' : 'favorite.remove';
      const change =
        kind === 'favorite.add'
          ? ({ kind, payload: { userId: 3, profileId, addedAt: 5_000 } } as const)
          : ({ kind, payload: { userId: 3, profileId } } as const);
      ids.push((await writeWithOutbox(change, [], noop, sameTime)).id);
    }
    const ordered = await db.outbox.orderBy('createdAt').toArray();
    expect(ordered.map((entry) => entry.id)).toEqual(ids);
    expect(ordered.map((entry) => entry.createdAt)).toEqual([5_000, 5_001, 5_002, 5_003, 5_004]);
  });
});
