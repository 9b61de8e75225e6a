// The legacy localStorage cart moves into Dexie once, whatever shape (or garbage) it holds.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LEGACY_CART_KEY, type LegacyStorage, migrateLegacyCart, parseLegacyCart } from './cart-migration.ts';
import { ContactoDb } from './db.ts';

class MemoryStorage implements LegacyStorage {
  readonly data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
}

const maria = { id: 7, name: 'María, 24', age: 24, location: 'Santiago', photo: '/uploads/images/a.jpg', price: 2 };
const ana = { id: 9, name: 'Ana, 31', age: 31, location: 'La Romana', photo: '', price: '2.50' };

let db: ContactoDb;
let storage: MemoryStorage;

beforeEach(async () => {
  db = new ContactoDb(`cart-migration-${crypto.randomUUID()}`);
  await db.open();
  storage = new MemoryStorage();
});

afterEach(async () => {
  await db.delete();
});

describe('migrateLegacyCart', () => {
  it('moves a zustand-persist cart into Dexie and removes the key', async () => {
    storage.data.set(LEGACY_CART_KEY, JSON.stringify({ state: { items: [maria, ana] }, version: 0 }));

    expect(await migrateLegacyCart(db, storage)).toBe(2);

    const rows = await db.cart.orderBy('addedAt').toArray();
    expect(rows.map(({ addedAt, ...row }) => row)).toEqual([
      { id: 7, name: 'María, 24', age: 24, location: 'Santiago', photo: '/uploads/images/a.jpg', price: 2 },
      { id: 9, name: 'Ana, 31', age: 31, location: 'La Romana', photo: '', price: 2.5 },
    ]);
    expect(storage.getItem(LEGACY_CART_KEY)).toBeNull();
  });

  it('moves a plain array too, and a second run changes nothing', async () => {
    storage.data.set(LEGACY_CART_KEY, JSON.stringify([ana]));
    expect(await migrateLegacyCart(db, storage)).toBe(1);
    await db.cart.delete(9);

    expect(await migrateLegacyCart(db, storage)).toBe(0);
    expect(await db.cart.count()).toBe(0);
  });

  it('keeps items already in the Dexie cart as they are', async () => {
    await db.cart.add({ ...maria, price: 3, addedAt: 1 });
    storage.data.set(LEGACY_CART_KEY, JSON.stringify([maria, ana]));

    expect(await migrateLegacyCart(db, storage)).toBe(1);
    expect((await db.cart.get(7))?.price).toBe(3);
    expect(await db.cart.count()).toBe(2);
  });

  it.each([
    ['not JSON', '{"state": {"items": [oops'],
    ['a number', '42'],
    ['null', 'null'],
    ['an object without items', '{"state": {"cart": []}}'],
    ['items of the wrong shape', JSON.stringify({ state: { items: ['x', 1, null, { id: 'abc', name: 'X', price: 1 }] } })],
  ])('removes garbage (%s) without adding anything', async (_label, raw) => {
    storage.data.set(LEGACY_CART_KEY, raw);
    expect(await migrateLegacyCart(db, storage)).toBe(0);
    expect(await db.cart.count()).toBe(0);
    expect(storage.getItem(LEGACY_CART_KEY)).toBeNull();
  });

  it('does nothing without the key or without storage', async () => {
    expect(await migrateLegacyCart(db, storage)).toBe(0);
    expect(await migrateLegacyCart(db, null)).toBe(0);
  });

  it('survives a storage that throws on read', async () => {
    const blocked: LegacyStorage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      removeItem: () => undefined,
    };
    expect(await migrateLegacyCart(db, blocked)).toBe(0);
  });

  it('keeps the key when the Dexie write fails, so the next start tries again', async () => {
    storage.data.set(LEGACY_CART_KEY, JSON.stringify([maria]));
    db.close();
    await expect(migrateLegacyCart(db, storage)).rejects.toThrow();
    expect(storage.getItem(LEGACY_CART_KEY)).not.toBeNull();
  });
});

describe('parseLegacyCart', () => {
  it('skips invalid items and repeated ids, and reads ages from names', () => {
    const raw = JSON.stringify([
      { ...maria },
      { ...maria, name: 'María again' },
      { id: 3, name: 'Eva, 28', price: 2 },
      { id: 4, name: 'Neg, 30', price: -1 },
      { id: 5, name: 'NaN, 30', price: 'free' },
      { id: -2, name: 'Bad id', price: 2 },
      { id: '12', name: 'Luz, 22', price: '1.00', location: null, photo: null },
      { name: 'No id', price: 2 },
    ]);
    const items = parseLegacyCart(raw, 1000);
    expect(items.map((item) => [item.id, item.name, item.age, item.price, item.location, item.photo])).toEqual([
      [7, 'María, 24', 24, 2, 'Santiago', '/uploads/images/a.jpg'],
      [3, 'Eva, 28', 28, 2, '', ''],
      [12, 'Luz, 22', 22, 1, '', ''],
    ]);
    expect(items.map((item) => item.addedAt)).toEqual([1000, 1001, 1002]);
  });
});
