// One-time move of the legacy cart (localStorage
// `cart-storage`, a persisted list of cart items) into Dexie `cart`. The old value
// is either a plain array or a zustand-persist envelope {state: {items: [...]}, version}. Items
// that do not look like cart items are skipped; the key is removed once its items are in Dexie,
// so the move happens once. Garbage under the key is removed too: nothing could ever read it.
import { insertMissingCartItems } from './cart-items.ts';
import type { CartItem, ContactoDb } from './db.ts';

/** localStorage: the cart of an older version of the app, moved into the database once. */
export const LEGACY_CART_KEY = 'cart-storage';

/** The part of window.localStorage the migration uses (tests pass a fake). */
export type LegacyStorage = Pick<Storage, 'getItem' | 'removeItem'>;

interface LegacyItem {
  id: number | string;
  name: string;
  age?: number | null;
  location?: string | null;
  photo?: string | null;
  price: number | string;
}

const optionalOf = (value: unknown, type: 'number' | 'string') => value === undefined || value === null || typeof value === type;

/** Checked by hand rather than with zod: this module is on the start-up path of every page. */
function asLegacyItem(candidate: unknown): LegacyItem | null {
  if (!candidate || typeof candidate !== 'object') return null;
  const { id, name, age, location, photo, price } = candidate as Record<string, unknown>;
  const idOk = (typeof id === 'number' && Number.isInteger(id) && id > 0) || (typeof id === 'string' && /^\d{1,15}$/.test(id));
  const nameOk = typeof name === 'string' && name.length >= 1 && name.length <= 200;
  const priceOk = (typeof price === 'number' && !Number.isNaN(price)) || (typeof price === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(price));
  if (!idOk || !nameOk || !priceOk) return null;
  if (!optionalOf(age, 'number') || !optionalOf(location, 'string') || !optionalOf(photo, 'string')) return null;
  return candidate as LegacyItem;
}

function itemsOf(parsed: unknown): unknown[] {
  if (Array.isArray(parsed)) return parsed;
  if (parsed && typeof parsed === 'object') {
    const state = (parsed as { state?: unknown }).state;
    if (state && typeof state === 'object') {
      const items = (state as { items?: unknown }).items;
      if (Array.isArray(items)) return items;
    }
    const items = (parsed as { items?: unknown }).items;
    if (Array.isArray(items)) return items;
  }
  return [];
}

/** The valid cart items in a legacy `cart-storage` value, first occurrence of each id. */
export function parseLegacyCart(raw: string | null, now = Date.now()): CartItem[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  const out: CartItem[] = [];
  const seen = new Set<number>();
  for (const candidate of itemsOf(parsed)) {
    const item = asLegacyItem(candidate);
    if (!item) continue;
    const id = Number(item.id);
    const price = Number(item.price);
    if (!Number.isSafeInteger(id) || id <= 0 || seen.has(id) || !Number.isFinite(price) || price < 0) continue;
    seen.add(id);
    const age = typeof item.age === 'number' && Number.isInteger(item.age) ? item.age : ageFromName(item.name);
    out.push({
      id,
      name: item.name,
      age,
      location: item.location ?? '',
      photo: item.photo ?? '',
      price,
      // Keep the legacy order: later items were added later.
      addedAt: now + out.length,
    });
  }
  return out;
}

/** "María, 24" → 24; 0 when the name carries no age. */
function ageFromName(name: string): number {
  const match = /,\s*(\d{2})\s*$/.exec(name);
  return match ? Number(match[1]) : 0;
}

/**
 * Moves the legacy cart into Dexie once. Resolves how many items were added (ids already in
 * the Dexie cart are kept as they are). The key is removed only after the Dexie write commits,
 * so a failed write is retried on the next start.
 */
export async function migrateLegacyCart(db: ContactoDb, storage: LegacyStorage | null): Promise<number> {
  if (!storage) return 0;
  let raw: string | null;
  try {
    raw = storage.getItem(LEGACY_CART_KEY);
  } catch {
    // Storage can be blocked (privacy settings); there is nothing we can migrate then.
    return 0;
  }
  if (raw === null) return 0;
  const items = parseLegacyCart(raw);
  const added = items.length > 0 ? await insertMissingCartItems(db, items) : 0;
  storage.removeItem(LEGACY_CART_KEY);
  return added;
}

/** window.localStorage when the browser lets us use it. */
export function browserLegacyStorage(): LegacyStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
