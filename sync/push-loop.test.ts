// The push loop against an in-memory outbox and a fake server that, like the real one,
// remembers entry ids: order, batches, back-off with fake timers, the 401 stop, rejected entries,
// and a crash between the server's apply and the client hearing back.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxEntry } from './outbox.schema.ts';
import type { SyncPushResult } from './push.schema.ts';
import { createPushLoop, type OutboxStore, type PushLoopOptions, type PushStatus } from './push-loop.ts';

let counter = 0;
function entry(kind: 'favorite.add' | 'favorite.remove', profileId: number, userId = 1): OutboxEntry {
  counter += 1;
  const id = `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
  return kind === 'favorite.add'
    ? { id, kind, payload: { userId, profileId, addedAt: counter }, createdAt: counter, attempts: 0 }
    : { id, kind, payload: { userId, profileId }, createdAt: counter, attempts: 0 };
}

function memoryStore(initial: OutboxEntry[] = []) {
  const entries = [...initial];
  const store: OutboxStore = {
    peek: async (limit) => entries.slice(0, limit).map((e) => ({ ...e })),
    remove: async (ids) => {
      for (const id of ids) {
        const at = entries.findIndex((e) => e.id === id);
        if (at >= 0) entries.splice(at, 1);
      }
    },
    markFailed: async (ids) => {
      for (const e of entries) if (ids.includes(e.id)) e.attempts += 1;
    },
  };
  return { store, entries };
}

class HttpError extends Error {
  constructor(readonly status: number) {
    super(`${status}: failed`);
  }
}

/** A server that applies each entry id once, in order; `rejects` names profiles that are not public. */
function fakeServer({ rejects = new Set<number>() } = {}) {
  const seen = new Set<string>();
  const applied: OutboxEntry[] = [];
  const favorites = new Set<number>();
  const batches: string[][] = [];
  let fail: 'before' | 'after' | 401 | null = null;
  const apply = (entries: OutboxEntry[]): SyncPushResult => {
    const result: SyncPushResult = { applied: [], duplicate: [], rejected: [] };
    for (const e of entries) {
      if (e.payload.userId !== 1) result.rejected.push({ id: e.id, reason: 'otherUser' });
      else if (seen.has(e.id)) result.duplicate.push(e.id);
      else if (e.kind === 'favorite.add' && rejects.has(e.payload.profileId))
        result.rejected.push({ id: e.id, reason: 'profileNotPublic' });
      else {
        seen.add(e.id);
        applied.push(e);
        result.applied.push(e.id);
        if (e.kind === 'favorite.add') favorites.add(e.payload.profileId);
        else favorites.delete(e.payload.profileId);
      }
    }
    return result;
  };
  const transport = vi.fn(async (entries: OutboxEntry[]) => {
    batches.push(entries.map((e) => e.id));
    if (fail === 401) throw new HttpError(401);
    if (fail === 'before') throw new HttpError(503);
    const result = apply(entries);
    if (fail === 'after') throw new TypeError('Failed to fetch');
    return result;
  });
  return {
    transport,
    applied,
    favorites,
    batches,
    failing(mode: typeof fail) {
      fail = mode;
    },
  };
}

function loop(store: OutboxStore, server: ReturnType<typeof fakeServer>, options: Partial<PushLoopOptions> = {}) {
  const statuses: PushStatus['state'][] = [];
  const pushed = vi.fn();
  const push = createPushLoop({
    store,
    transport: server.transport,
    locks: null,
    isOnline: () => true,
    isVisible: () => true,
    minRetryMs: 1_000,
    maxRetryMs: 8_000,
    intervalMs: 60_000,
    onStatus: (s) => statuses.push(s.state),

    onPushed: pushed,
    ...options,
  });
  return { push, statuses, pushed };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('window', new EventTarget());
  vi.stubGlobal('document', new EventTarget());
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the push loop', () => {
  it('when entries wait, then it pushes them in the order written, in batches, and removes them once answered', async () => {
    const written = [
      entry('favorite.add', 1),
      entry('favorite.add', 2),
      entry('favorite.remove', 1),
      entry('favorite.add', 3),
      entry('favorite.add', 1),
    ];
    const { store, entries } = memoryStore(written);
    const server = fakeServer();
    const { push, statuses, pushed } = loop(store, server, { batchSize: 2 });
    const outcome = await push.push();
    expect(outcome).toEqual({ state: 'done', value: { sent: 5, rejected: 0, loginNeeded: false } });
    expect(server.batches).toEqual([[written[0]?.id, written[1]?.id], [written[2]?.id, written[3]?.id], [written[4]?.id]]);
    expect(server.applied.map((e) => e.id)).toEqual(written.map((e) => e.id));
    expect([...server.favorites].sort()).toEqual([1, 2, 3]);
    expect(entries).toEqual([]);
    expect(statuses).toEqual(['pushing', 'synced']);
    expect(pushed).toHaveBeenCalledWith({ sent: 5, rejected: 0, loginNeeded: false });
  });

  it('when the outbox is empty, then nothing is sent', async () => {
    const server = fakeServer();
    const { push } = loop(memoryStore().store, server);
    await push.push();
    expect(server.transport).not.toHaveBeenCalled();
  });

  it('when the server fails (5xx), then every entry is kept, its attempts counted, and it retries with growing back-off', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const { store, entries } = memoryStore([entry('favorite.add', 1), entry('favorite.add', 2)]);
    const server = fakeServer();
    server.failing('before');
    const { push, statuses } = loop(store, server);
    push.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.transport).toHaveBeenCalledTimes(1);
    expect(entries.map((e) => e.attempts)).toEqual([1, 1]);
    expect(statuses.at(-1)).toBe('failed');
    await vi.advanceTimersByTimeAsync(999);
    expect(server.transport).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.transport).toHaveBeenCalledTimes(2);
    // the second failure waits twice as long
    await vi.advanceTimersByTimeAsync(1_999);
    expect(server.transport).toHaveBeenCalledTimes(2);
    server.failing(null);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.transport).toHaveBeenCalledTimes(3);
    expect(entries).toEqual([]);
    expect(server.favorites).toEqual(new Set([1, 2]));
    expect(statuses.at(-1)).toBe('synced');
    push.stop();
  });

  it('when the session is gone (401), then the entries are kept, it reports login needed and stops until started again', async () => {
    const { store, entries } = memoryStore([entry('favorite.add', 1)]);
    const server = fakeServer();
    server.failing(401);
    const { push, statuses, pushed } = loop(store, server);
    push.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(push.status()).toEqual({ state: 'loginNeeded' });
    expect(statuses).toEqual(['pushing', 'loginNeeded']);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.attempts).toBe(0);
    expect(pushed).not.toHaveBeenCalled();
    // no retry, no periodic run, no run when the browser comes back online
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(server.transport).toHaveBeenCalledTimes(1);
    // signed in again
    server.failing(null);
    push.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(entries).toEqual([]);
    expect(server.favorites).toEqual(new Set([1]));
    expect(push.status()).toEqual({ state: 'synced' });
    push.stop();
  });

  it('when an entry is rejected, then it is removed and its kind handler undoes it; the others still go', async () => {
    const written = [entry('favorite.add', 9), entry('favorite.add', 2), entry('favorite.remove', 9)];
    const { store, entries } = memoryStore(written);
    const server = fakeServer({ rejects: new Set([9]) });
    const onAdd = vi.fn();
    const { push } = loop(store, server, { onRejected: { 'favorite.add': onAdd } });
    expect(await push.push()).toEqual({ state: 'done', value: { sent: 2, rejected: 1, loginNeeded: false } });
    expect(onAdd).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ id: written[0]?.id }), 'profileNotPublic');
    expect(entries).toEqual([]);
    expect(server.favorites).toEqual(new Set([2]));
  });

  it('when the server says an entry is another account’s, then it is kept for that account and the loop does not spin', async () => {
    const { store, entries } = memoryStore([entry('favorite.add', 1, 2)]);
    const server = fakeServer();
    const { push } = loop(store, server);
    expect(await push.push()).toMatchObject({ state: 'done', value: { sent: 0, rejected: 0 } });
    expect(entries).toHaveLength(1);
    expect(server.transport.mock.calls.length).toBeLessThanOrEqual(2);
  });

  it('when the server applied a push but the answer was lost, then the entries stay and the next push finds them duplicates', async () => {
    const written = [entry('favorite.add', 1), entry('favorite.remove', 1), entry('favorite.add', 2)];
    const { store, entries } = memoryStore(written);
    const server = fakeServer();
    server.failing('after');
    const { push } = loop(store, server);
    expect((await push.push()).state).toBe('failed');
    expect(entries.map((e) => [e.id, e.attempts])).toEqual(written.map((e) => [e.id, 1]));
    expect(server.favorites).toEqual(new Set([2]));
    server.failing(null);
    expect(await push.push()).toEqual({ state: 'done', value: { sent: 3, rejected: 0, loginNeeded: false } });
    expect(entries).toEqual([]);
    // each entry applied once, the favourites as the device left them
    expect(server.applied.map((e) => e.id)).toEqual(written.map((e) => e.id));
    expect(server.favorites).toEqual(new Set([2]));
    push.stop();
  });

  it('when an entry is written while a push runs, then that push sends it before it resolves', async () => {
    const { store, entries } = memoryStore([entry('favorite.add', 1)]);
    const server = fakeServer();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slowPeek = store.peek;
    let peeks = 0;
    store.peek = async (limit) => {
      peeks += 1;
      const batch = await slowPeek(limit);
      // the run's last look at the outbox happens before the new entry is written
      if (peeks === 2) await gate;
      return batch;
    };
    const { push } = loop(store, server);
    const first = push.push();
    await vi.advanceTimersByTimeAsync(0);
    const late = entry('favorite.add', 2);
    const second = push.push();
    entries.push(late);
    release();
    await first;
    await second;
    expect(entries).toEqual([]);
    expect(server.favorites).toEqual(new Set([1, 2]));
  });

  it('when offline, then nothing is sent and it says so', async () => {
    const { store } = memoryStore([entry('favorite.add', 1)]);
    const server = fakeServer();
    const { push } = loop(store, server, { isOnline: () => false });
    expect(await push.push()).toEqual({ state: 'offline' });
    expect(push.status()).toEqual({ state: 'offline' });
    expect(server.transport).not.toHaveBeenCalled();
  });
});
