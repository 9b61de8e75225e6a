// The cart's writes and reads over Dexie `cart`. The cart issue puts an xstate machine in
// front of these; callers use addToCart/useCartIds and keep working unchanged.
import { useLiveQuery } from 'dexie-react-hooks';
import { type CartItem, db } from './db.ts';

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

/** Adds a profile; an id already present changes nothing. Resolves true when it was added. */
export async function addToCart(profile: CartCandidate): Promise<boolean> {
  return db.transaction('rw', db.cart, async () => {
    if (await db.cart.get(profile.id)) return false;
    await db.cart.add(toCartItem(profile));
    return true;
  });
}

/** Ids in the cart (live), for IN CART states. */
export function useCartIds(): ReadonlySet<number> {
  const ids = useLiveQuery(() => db.cart.toCollection().primaryKeys(), [], [] as number[]);
  return new Set(ids);
}

/** Number of items in the cart (live), for the header badge. */
export function useCartItemCount(): number {
  return useLiveQuery(() => db.cart.count(), [], 0);
}
