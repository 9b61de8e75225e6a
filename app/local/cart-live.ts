// The cart read straight from Dexie (live, other tabs included), for the header badge and the
// cards' IN CART state. Loaded after the first render by cart.ts, so neither Dexie nor the cart
// machine is on the home page's critical path.
import { liveQuery } from 'dexie';
import { db } from './db.ts';

/** Calls `listener` with the ids in the cart, now and whenever the cart changes. */
export function watchCartIds(listener: (ids: number[]) => void): () => void {
  const subscription = liveQuery(() => db.cart.toCollection().primaryKeys()).subscribe({
    next: (ids) => {
      listener(ids as number[]);
    },
    // A blocked or broken database: the cart simply reads as empty.
    error: () => listener([]),
  });
  return () => subscription.unsubscribe();
}
