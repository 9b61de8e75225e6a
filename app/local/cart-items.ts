// The cart's reads and writes over Dexie `cart`. Only the
// cart machine calls the writers, one at a time; pages read through the machine or useLiveQuery.
import type { CartItem, ContactoDb } from './db.ts';

/** What a page knows about a profile when it adds it to the cart. */
export interface CartCandidate {
  id: number;
  firstName: string;
  age: number;
  location: string;
  primaryPhoto: string | null;
  photos: string[];
  price: string | number;
}

export function toCartItem(profile: CartCandidate, addedAt = Date.now()): CartItem {
  return {
    id: profile.id,
    name: `${profile.firstName}, ${profile.age}`,
    age: profile.age,
    location: profile.location,
    photo: profile.primaryPhoto ?? profile.photos[0] ?? '',
    price: Number(profile.price),
    addedAt,
  };
}

/** The cart in the order items were added. */
export function readCart(db: ContactoDb): Promise<CartItem[]> {
  return db.cart.orderBy('addedAt').toArray();
}

/** Adds an item; an id already present changes nothing. Resolves true when it was added. */
export function insertCartItem(db: ContactoDb, item: CartItem): Promise<boolean> {
  return db.transaction('rw', db.cart, async () => {
    if (await db.cart.get(item.id)) return false;
    await db.cart.add(item);
    return true;
  });
}

/** Adds every item whose id is not there yet (the legacy migration); resolves how many. */
export function insertMissingCartItems(db: ContactoDb, items: readonly CartItem[]): Promise<number> {
  return db.transaction('rw', db.cart, async () => {
    const present = new Set(await db.cart.toCollection().primaryKeys());
    const fresh = items.filter((item) => !present.has(item.id));
    await db.cart.bulkAdd(fresh);
    return fresh.length;
  });
}

/** Removes one item by id; resolves true when it was there. */
export function deleteCartItem(db: ContactoDb, id: number): Promise<boolean> {
  return db.transaction('rw', db.cart, async () => {
    if (!(await db.cart.get(id))) return false;
    await db.cart.delete(id);
    return true;
  });
}

/** Removes every item whose id is listed, in one transaction; resolves how many were there. */
export function deleteCartItems(db: ContactoDb, ids: readonly number[]): Promise<number> {
  return db.transaction('rw', db.cart, async () => {
    const present = (await db.cart.bulkGet([...ids])).filter((item) => item !== undefined);
    await db.cart.bulkDelete(present.map((item) => item.id));
    return present.length;
  });
}

export async function clearCartItems(db: ContactoDb): Promise<void> {
  await db.cart.clear();
}

/** Fields of items already in the cart that changed in the catalogue (today: the price). */
export interface CartItemUpdate {
  id: number;
  price: number;
}

/** Applies catalogue updates to items still in the cart; resolves how many rows changed. */
export function updateCartItems(db: ContactoDb, updates: readonly CartItemUpdate[]): Promise<number> {
  return db.transaction('rw', db.cart, async () => {
    let changed = 0;
    for (const update of updates) {
      changed += await db.cart.update(update.id, { price: update.price });
    }
    return changed;
  });
}
