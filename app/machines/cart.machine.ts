// The cart: Dexie `cart` is the truth, this machine is the one
// writer. It first moves the legacy localStorage cart into Dexie, then watches the Dexie cart
// (other tabs included) and runs add / remove / removeMany (the profiles of a paid order) /
// clear / update commands one at a time, in the
// order they were sent, each as a fromPromise actor. Commands sent while it is still starting
// or writing wait in a queue. Callers that need the outcome pass a `reply` callback.

import { liveQuery } from 'dexie';
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import {
  type CartItemUpdate,
  clearCartItems,
  deleteCartItem,
  deleteCartItems,
  insertCartItem,
  readCart,
  updateCartItems,
} from '#app/local/cart-items.ts';
import { type LegacyStorage, migrateLegacyCart } from '#app/local/cart-migration.ts';
import type { CartItem, ContactoDb } from '#app/local/db.ts';
import { orderTotalCents, type Pricing } from '#contract/pricing.ts';

/** What a command did: `changed` is false for an id already present (add) or absent (remove,
 * removeMany: none of the ids). */
export type CartCommandResult = { ok: true; changed: boolean } | { ok: false; error: unknown };
type Reply = (result: CartCommandResult) => void;

export type CartCommand =
  | { type: 'cart.add'; item: CartItem; reply?: Reply }
  | { type: 'cart.remove'; id: number; reply?: Reply }
  | { type: 'cart.removeMany'; ids: number[]; reply?: Reply }
  | { type: 'cart.clear'; reply?: Reply }
  | { type: 'cart.update'; updates: CartItemUpdate[]; reply?: Reply };

/** A command as callers write it (the facade adds the reply). */
export type CartCommandRequest = CartCommand extends infer C ? (C extends CartCommand ? Omit<C, 'reply'> : never) : never;

export type CartEvent = CartCommand | { type: 'cart.changed'; items: CartItem[] };

export interface CartContext {
  db: ContactoDb;
  storage: LegacyStorage | null;
  items: CartItem[];
  pending: CartCommand[];
  /** The last failed write (e.g. a full disk), for a message; cleared by the next success. */
  error: unknown;
}

export interface CartInput {
  db: ContactoDb;
  /** Where the legacy `cart-storage` lives (window.localStorage); null skips the migration. */
  storage?: LegacyStorage | null;
}

export interface CommandOutput {
  changed: boolean;
  items: CartItem[];
}

/** Runs one command against Dexie and reads the cart back. */
export async function runCartCommand(db: ContactoDb, command: CartCommand): Promise<CommandOutput> {
  let changed: boolean;
  switch (command.type) {
    case 'cart.add':
      changed = await insertCartItem(db, command.item);
      break;
    case 'cart.remove':
      changed = await deleteCartItem(db, command.id);
      break;
    case 'cart.removeMany':
      changed = (await deleteCartItems(db, command.ids)) > 0;
      break;
    case 'cart.clear':
      changed = (await db.cart.count()) > 0;
      await clearCartItems(db);
      break;
    case 'cart.update':
      changed = (await updateCartItems(db, command.updates)) > 0;
      break;
  }
  return { changed, items: await readCart(db) };
}

export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    input: {} as CartInput,
  },
  actors: {
    prepare: fromPromise<CartItem[], { db: ContactoDb; storage: LegacyStorage | null }>(async ({ input }) => {
      try {
        await migrateLegacyCart(input.db, input.storage);
      } catch {
        // The legacy key stays in place and the move is tried again on the next start.
      }
      return readCart(input.db);
    }),
    watchCart: fromCallback<CartEvent, { db: ContactoDb }>(({ input, sendBack }) => {
      const subscription = liveQuery(() => readCart(input.db)).subscribe({
        next: (items) => sendBack({ type: 'cart.changed', items }),
        // A failed read leaves the last known items; the next write reads the cart again.
        error: () => undefined,
      });
      return () => subscription.unsubscribe();
    }),
    runCommand: fromPromise<CommandOutput, { db: ContactoDb; command: CartCommand }>(({ input }) =>
      runCartCommand(input.db, input.command),
    ),
  },
  actions: {
    enqueue: assign({
      pending: ({ context, event }) => (event.type === 'cart.changed' ? context.pending : [...context.pending, event]),
    }),
    dequeue: assign({ pending: ({ context }) => context.pending.slice(1) }),
    setItems: assign({ items: (_, items: CartItem[]) => items }),
    setError: assign({ error: (_, error: unknown) => error }),
    replyDone: ({ context }, output: CommandOutput) => {
      context.pending[0]?.reply?.({ ok: true, changed: output.changed });
    },
    replyFailed: ({ context }, error: unknown) => {
      context.pending[0]?.reply?.({ ok: false, error });
    },
  },
  guards: {
    hasPending: ({ context }) => context.pending.length > 0,
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => ({ db: input.db, storage: input.storage ?? null, items: [], pending: [], error: null }),
  initial: 'preparing',
  on: {
    'cart.add': { actions: 'enqueue' },
    'cart.remove': { actions: 'enqueue' },
    'cart.removeMany': { actions: 'enqueue' },
    'cart.clear': { actions: 'enqueue' },
    'cart.update': { actions: 'enqueue' },
  },
  states: {
    preparing: {
      invoke: {
        src: 'prepare',
        input: ({ context }) => ({ db: context.db, storage: context.storage }),
        onDone: { target: 'ready', actions: { type: 'setItems', params: ({ event }) => event.output } },
        onError: { target: 'ready', actions: { type: 'setError', params: ({ event }: { event: { error: unknown } }) => event.error } },
      },
    },
    ready: {
      invoke: { src: 'watchCart', input: ({ context }) => ({ db: context.db }) },
      on: {
        'cart.changed': { actions: { type: 'setItems', params: ({ event }) => event.items } },
      },
      initial: 'idle',
      states: {
        idle: {
          always: { guard: 'hasPending', target: 'writing' },
        },
        writing: {
          invoke: {
            src: 'runCommand',
            input: ({ context }) => {
              const command = context.pending[0];
              if (!command) throw new Error('cart: writing without a command');
              return { db: context.db, command };
            },
            onDone: {
              target: 'idle',
              actions: [
                { type: 'replyDone', params: ({ event }) => event.output },
                'dequeue',
                { type: 'setItems', params: ({ event }) => event.output.items },
                { type: 'setError', params: null },
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                { type: 'replyFailed', params: ({ event }: { event: { error: unknown } }) => event.error },
                'dequeue',
                { type: 'setError', params: ({ event }: { event: { error: unknown } }) => event.error },
              ],
            },
          },
        },
      },
    },
  },
});

type CartSnapshotLike = { context: CartContext; matches: (state: 'preparing') => boolean };

export const selectCartItems = (snapshot: { context: CartContext }) => snapshot.context.items;
export const selectCartCount = (snapshot: { context: CartContext }) => snapshot.context.items.length;
export const selectCartReady = (snapshot: CartSnapshotLike) => !snapshot.matches('preparing');
/** The order total in cents under a tier rule (the settings in force, decision 031). */
export const selectCartTotalCents = (snapshot: { context: CartContext }, pricing: Pricing) =>
  orderTotalCents(
    snapshot.context.items.map((item) => item.price),
    pricing,
  );
