// The cart machine over a real (fake-indexeddb) Dexie: no duplicates, remove by id (one, or the
// profiles of a paid order), clear, count and the tier-priced total; commands queue while it
// starts or writes; a failing write is reported to its caller and the next command still runs.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Actor, createActor, fromPromise, waitFor } from 'xstate';
import { LEGACY_CART_KEY } from '#app/local/cart-migration.ts';
import { type CartItem, ContactoDb } from '#app/local/db.ts';
import { DEFAULT_PRICING } from '#contract/pricing.ts';
import {
  type CartCommand,
  type CartCommandRequest,
  type CartCommandResult,
  type CommandOutput,
  cartMachine,
  selectCartCount,
  selectCartTotalCents,
} from './cart.machine.ts';

const item = (id: number, price = 2): CartItem => ({
  id,
  name: `Woman ${id}, 25`,
  age: 25,
  location: 'Santiago',
  photo: '',
  price,
  addedAt: id,
});

let db: ContactoDb;
let actor: Actor<typeof cartMachine>;

function send(actorRef: Actor<typeof cartMachine>, command: CartCommandRequest): Promise<CartCommandResult> {
  return new Promise((resolve) => actorRef.send({ ...command, reply: resolve } as CartCommand));
}

beforeEach(async () => {
  db = new ContactoDb(`cart-machine-${crypto.randomUUID()}`);
  await db.open();
});

afterEach(async () => {
  actor?.stop();
  await db.delete();
});

function start(storage: Storage | null = null) {
  actor = createActor(cartMachine, { input: { db, storage } });
  actor.start();
  return actor;
}

describe('cart machine', () => {
  it('adds once per id, removes by id, clears, and counts', async () => {
    start();
    expect(await send(actor, { type: 'cart.add', item: item(1) })).toEqual({ ok: true, changed: true });
    expect(await send(actor, { type: 'cart.add', item: { ...item(1), price: 9 } })).toEqual({ ok: true, changed: false });
    await send(actor, { type: 'cart.add', item: item(2) });
    expect(selectCartCount(actor.getSnapshot())).toBe(2);
    expect(await db.cart.get(1)).toMatchObject({ price: 2 });

    expect(await send(actor, { type: 'cart.remove', id: 1 })).toEqual({ ok: true, changed: true });
    expect(await send(actor, { type: 'cart.remove', id: 1 })).toEqual({ ok: true, changed: false });
    expect(actor.getSnapshot().context.items.map((i) => i.id)).toEqual([2]);

    await send(actor, { type: 'cart.clear' });
    expect(selectCartCount(actor.getSnapshot())).toBe(0);
    expect(await db.cart.count()).toBe(0);
  });

  it('removes the profiles of a paid order and keeps the others', async () => {
    start();
    for (const id of [1, 2, 3]) await send(actor, { type: 'cart.add', item: item(id) });
    expect(await send(actor, { type: 'cart.removeMany', ids: [1, 3, 7] })).toEqual({ ok: true, changed: true });
    expect(actor.getSnapshot().context.items.map((i) => i.id)).toEqual([2]);
    expect(await db.cart.toCollection().primaryKeys()).toEqual([2]);
    expect(await send(actor, { type: 'cart.removeMany', ids: [1, 3] })).toEqual({ ok: true, changed: false });
  });

  it('totals each own price below ten items and $1.00 each from ten', async () => {
    start();
    await send(actor, { type: 'cart.add', item: item(1, 2) });
    await send(actor, { type: 'cart.add', item: item(2, 2.5) });
    await send(actor, { type: 'cart.add', item: item(3, 3) });
    expect(selectCartTotalCents(actor.getSnapshot(), DEFAULT_PRICING)).toBe(750);

    for (let id = 4; id <= 10; id += 1) await send(actor, { type: 'cart.add', item: item(id, 2) });
    expect(selectCartCount(actor.getSnapshot())).toBe(10);
    expect(selectCartTotalCents(actor.getSnapshot(), DEFAULT_PRICING)).toBe(1000);
  });

  it('applies commands sent while starting, in order', async () => {
    start();
    const results = await Promise.all([
      send(actor, { type: 'cart.add', item: item(1) }),
      send(actor, { type: 'cart.add', item: item(2) }),
      send(actor, { type: 'cart.remove', id: 1 }),
      send(actor, { type: 'cart.add', item: item(1) }),
    ]);
    expect(results.map((r) => r.ok && r.changed)).toEqual([true, true, true, true]);
    expect((await db.cart.orderBy('addedAt').toArray()).map((i) => i.id)).toEqual([1, 2]);
  });

  it('moves the legacy cart in before anything else', async () => {
    const data = new Map([[LEGACY_CART_KEY, JSON.stringify({ state: { items: [item(5), item(6)] } })]]);
    const storage = {
      getItem: (key: string) => data.get(key) ?? null,
      removeItem: (key: string) => void data.delete(key),
    } as Storage;
    start(storage);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.items.map((i) => i.id)).toEqual([5, 6]);
    expect(data.has(LEGACY_CART_KEY)).toBe(false);
  });

  it('follows writes made elsewhere (another tab)', async () => {
    start();
    await waitFor(actor, (s) => s.matches('ready'));
    await db.cart.add(item(42));
    await waitFor(actor, (s) => s.context.items.some((i) => i.id === 42));
    await db.cart.clear();
    await waitFor(actor, (s) => s.context.items.length === 0);
  });

  it('updates prices of items still in the cart', async () => {
    start();
    await send(actor, { type: 'cart.add', item: item(1, 2) });
    expect(
      await send(actor, {
        type: 'cart.update',
        updates: [
          { id: 1, price: 3 },
          { id: 99, price: 1 },
        ],
      }),
    ).toEqual({
      ok: true,
      changed: true,
    });
    expect(actor.getSnapshot().context.items).toMatchObject([{ id: 1, price: 3 }]);
    expect(await db.cart.get(99)).toBeUndefined();
  });

  it('reports a failed write to its caller and keeps going', async () => {
    const quota = new DOMException('full', 'QuotaExceededError');
    let calls = 0;
    actor = createActor(
      cartMachine.provide({
        actors: {
          runCommand: fromPromise<CommandOutput, { db: ContactoDb; command: CartCommand }>(async () => {
            calls += 1;
            if (calls === 1) throw quota;
            return { changed: true, items: [item(2)] };
          }),
        },
      }),
      { input: { db } },
    );
    actor.start();

    expect(await send(actor, { type: 'cart.add', item: item(1) })).toEqual({ ok: false, error: quota });
    expect(actor.getSnapshot().context.error).toBe(quota);
    expect(await send(actor, { type: 'cart.add', item: item(2) })).toEqual({ ok: true, changed: true });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().context.items.map((i) => i.id)).toEqual([2]);
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });
});
