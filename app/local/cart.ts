// The app's one cart: a started cart machine over Dexie `cart` (see app/machines/cart.machine.ts),
// plus the calls and hooks pages use. The actor starts on first use (the header's badge uses it
// on every page), which also moves a legacy localStorage cart into Dexie.
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { type Actor, createActor } from 'xstate';
import {
  type CartCommand,
  type CartCommandRequest,
  type CartCommandResult,
  cartMachine,
  selectCartCount,
  selectCartItems,
  selectCartReady,
  selectCartTotalCents,
} from '#app/machines/cart.machine.ts';
import { type CartCandidate, type CartItemUpdate, toCartItem } from './cart-items.ts';
import { browserLegacyStorage } from './cart-migration.ts';
import { type CartItem, db } from './db.ts';

export { type CartCandidate, toCartItem };

let actor: Actor<typeof cartMachine> | null = null;

/** The started cart actor (created on first use). */
export function cartActor(): Actor<typeof cartMachine> {
  if (!actor) {
    actor = createActor(cartMachine, { input: { db, storage: browserLegacyStorage() } });
    actor.start();
  }
  return actor;
}

function run(command: CartCommandRequest): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const reply = (result: CartCommandResult) => (result.ok ? resolve(result.changed) : reject(result.error));
    cartActor().send({ ...command, reply } as CartCommand);
  });
}

/** Adds a profile; an id already present changes nothing. Resolves true when it was added. */
export function addToCart(profile: CartCandidate): Promise<boolean> {
  return run({ type: 'cart.add', item: toCartItem(profile) });
}

/** Removes a profile from the cart; resolves true when it was there. */
export function removeFromCart(id: number): Promise<boolean> {
  return run({ type: 'cart.remove', id });
}

/** Empties the cart (also after a paid order). */
export async function clearCart(): Promise<void> {
  await run({ type: 'cart.clear' });
}

/** Brings prices of items in the cart in line with the catalogue. */
export async function updateCartItems(updates: CartItemUpdate[]): Promise<void> {
  if (updates.length > 0) await run({ type: 'cart.update', updates });
}

export interface CartView {
  items: CartItem[];
  count: number;
  /** The order total in cents under the tier rule. */
  totalCents: number;
  /** False until the cart has been read from Dexie (and the legacy cart moved in). */
  ready: boolean;
}

/** The cart as pages show it (live). */
export function useCart(): CartView {
  const ref = cartActor();
  const items = useSelector(ref, selectCartItems);
  const totalCents = useSelector(ref, selectCartTotalCents);
  const ready = useSelector(ref, selectCartReady);
  return { items, count: items.length, totalCents, ready };
}

/** Ids in the cart (live), for IN CART states. */
export function useCartIds(): ReadonlySet<number> {
  const items = useSelector(cartActor(), selectCartItems);
  return useMemo(() => new Set(items.map((item) => item.id)), [items]);
}

/** Number of items in the cart (live), for the header badge. */
export function useCartItemCount(): number {
  return useSelector(cartActor(), selectCartCount);
}
