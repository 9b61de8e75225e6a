// The app's one cart, as pages use it. Dexie `cart` is the truth and the cart machine
// (app/machines/cart.machine.ts, started in cart-runtime.ts) its one writer. This module stays
// light on purpose (no xstate, no Dexie): the header badge and the IN CART states read the cart
// straight from Dexie through cart-live.ts, loaded after the first render; the machine loads
// only when something writes, the cart page opens, or a legacy localStorage cart is moved in.
import { useMemo, useSyncExternalStore } from 'react';
import { afterLoad } from '#app/pwa/after-load.ts';
import { loadChunk } from '#app/pwa/load-chunk.ts';
import { type CartCandidate, type CartItemUpdate, toCartItem } from './cart-items.ts';
import { browserLegacyStorage, LEGACY_CART_KEY } from './cart-migration.ts';
import type { CartActor } from './cart-runtime.ts';
import type { CartItem } from './db.ts';
import { lazyStore } from './lazy-store.ts';

export { type CartCandidate, toCartItem };

type CartRuntime = typeof import('./cart-runtime.ts');
let runtime: Promise<CartRuntime> | null = null;

function loadRuntime(): Promise<CartRuntime> {
  runtime ??= import('./cart-runtime.ts');
  return runtime;
}

/** The started cart actor (its code loads on first use). */
export async function cartActor(): Promise<CartActor> {
  return (await loadRuntime()).cartActor();
}

async function run(command: Parameters<CartRuntime['runCartCommand']>[0]): Promise<boolean> {
  return (await loadRuntime()).runCartCommand(command);
}

/** Adds a profile; an id already present changes nothing. Resolves true when it was added. */
export function addToCart(profile: CartCandidate): Promise<boolean> {
  return run({ type: 'cart.add', item: toCartItem(profile) });
}

/** Removes a profile from the cart; resolves true when it was there. */
export function removeFromCart(id: number): Promise<boolean> {
  return run({ type: 'cart.remove', id });
}

/** Removes the listed profiles (the ones a paid order bought), leaving whatever else the buyer
 * put in the cart meanwhile; resolves true when any was there. */
export function removeManyFromCart(ids: readonly number[]): Promise<boolean> {
  if (ids.length === 0) return Promise.resolve(false);
  return run({ type: 'cart.removeMany', ids: [...ids] });
}

/** Empties the cart (the cart page's Clear button). */
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
  /** False until the cart has been read from Dexie (and the legacy cart moved in). */
  ready: boolean;
}

const EMPTY_VIEW: CartView = { items: [], count: 0, ready: false };

// The machine's view of the cart, for the cart and checkout pages.
const machineView = lazyStore<CartView>(EMPTY_VIEW, (set) => {
  void loadRuntime().then(({ watchCart }) => watchCart(({ items, ready }) => set({ items, count: items.length, ready })));
});

const NO_IDS: readonly number[] = [];

// The ids in the cart straight from Dexie, once the page has loaded. A legacy cart still in
// localStorage starts the machine, which moves it into Dexie.
const liveIds = lazyStore<readonly number[]>(NO_IDS, (set) => {
  void afterLoad()
    .then(() => loadChunk(() => import('./cart-live.ts')))
    .then(({ watchCartIds }) => {
      watchCartIds(set);
      if (hasLegacyCart()) void loadRuntime().then(({ cartActor: start }) => start());
    })
    .catch(() => undefined);
});

function hasLegacyCart(): boolean {
  try {
    return browserLegacyStorage()?.getItem(LEGACY_CART_KEY) != null;
  } catch {
    return false;
  }
}

/** The cart as pages show it (live). */
export function useCart(): CartView {
  return useSyncExternalStore(machineView.subscribe, machineView.get, machineView.getServer);
}

/** Ids in the cart (live), for IN CART states. */
export function useCartIds(): ReadonlySet<number> {
  const ids = useSyncExternalStore(liveIds.subscribe, liveIds.get, liveIds.getServer);
  return useMemo(() => new Set(ids), [ids]);
}

/** Number of items in the cart (live), for the header badge. */
export function useCartItemCount(): number {
  return useSyncExternalStore(liveIds.subscribe, liveIds.get, liveIds.getServer).length;
}
