// The started cart machine (app/machines/cart.machine.ts) over Dexie `cart`. Loaded on demand by
// cart.ts (its own chunk, with xstate and Dexie) only when something writes to the cart, shows
// the cart page, or a legacy localStorage cart has to be moved in; reading the cart for the
// badge and IN CART states goes straight to Dexie instead (cart-live.ts).
import { type Actor, createActor } from 'xstate';
import {
  type CartCommand,
  type CartCommandRequest,
  type CartCommandResult,
  cartMachine,
  selectCartItems,
  selectCartReady,
} from '#app/machines/cart.machine.ts';
import { browserLegacyStorage } from './cart-migration.ts';
import type { CartItem } from './db.ts';
import { db } from './db.ts';

export type CartActor = Actor<typeof cartMachine>;

let actor: CartActor | null = null;

/** The started cart actor (created on first use; starting it moves a legacy cart into Dexie). */
export function cartActor(): CartActor {
  if (!actor) {
    actor = createActor(cartMachine, { input: { db, storage: browserLegacyStorage() } });
    actor.start();
  }
  return actor;
}

/** Sends a command to the machine; resolves whether it changed the cart. */
export function runCartCommand(command: CartCommandRequest): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const reply = (result: CartCommandResult) => (result.ok ? resolve(result.changed) : reject(result.error));
    cartActor().send({ ...command, reply } as CartCommand);
  });
}

export interface CartSnapshotView {
  items: CartItem[];
  ready: boolean;
}

/** Calls `listener` with the cart as the machine sees it, now and on every change. */
export function watchCart(listener: (view: CartSnapshotView) => void): () => void {
  const ref = cartActor();
  const emit = () => {
    const snapshot = ref.getSnapshot();
    listener({ items: selectCartItems(snapshot), ready: selectCartReady(snapshot) });
  };
  const subscription = ref.subscribe(emit);
  emit();
  return () => subscription.unsubscribe();
}
