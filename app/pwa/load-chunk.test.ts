import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadChunk } from './load-chunk.ts';

/** A browser whose connection the test switches; `online` listeners fire when it comes back. */
function fakeNetwork() {
  const state = { online: true };
  const listeners = new Set<() => void>();
  return {
    state,
    isOnline: () => state.online,
    whenOnline: (callback: () => void) => {
      listeners.add(callback);
      return () => listeners.delete(callback);
    },
    goOnline() {
      state.online = true;
      const waiting = [...listeners];
      listeners.clear();
      for (const callback of waiting) callback();
    },
    listening: () => listeners.size,
  };
}

/** A chunk whose fetch fails `failures` times, then loads. */
function flakyChunk(failures: number) {
  let calls = 0;
  const load = vi.fn(async () => {
    calls += 1;
    if (calls <= failures) throw new TypeError('Failed to fetch dynamically imported module');
    return { default: 'module' };
  });
  return load;
}

describe('loadChunk', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('loads at once when the first fetch works', async () => {
    const net = fakeNetwork();
    const load = flakyChunk(0);
    await expect(loadChunk(load, net)).resolves.toEqual({ default: 'module' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('after a fetch failed offline, asks again when the browser is back online, however long that takes', async () => {
    const net = fakeNetwork();
    net.state.online = false;
    const load = flakyChunk(1);
    const loaded = loadChunk(load, { ...net, attempts: 1 });
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(load).toHaveBeenCalledTimes(1);
    expect(net.listening()).toBe(1);
    net.goOnline();
    await expect(loaded).resolves.toEqual({ default: 'module' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('online, asks again after a growing back-off', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5); // the jitter's middle: 1 s, then 2 s
    const net = fakeNetwork();
    const load = flakyChunk(2);
    const loaded = loadChunk(load, { ...net, minRetryMs: 1_000, maxRetryMs: 30_000 });
    await vi.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    await expect(loaded).resolves.toEqual({ default: 'module' });
    expect(load).toHaveBeenCalledTimes(3);
    expect(net.listening()).toBe(0);
  });

  it('an online event during the back-off asks at once, and only once', async () => {
    const net = fakeNetwork();
    const load = flakyChunk(1);
    const loaded = loadChunk(load, { ...net, minRetryMs: 10_000 });
    await vi.advanceTimersByTimeAsync(0);
    net.goOnline();
    await expect(loaded).resolves.toEqual({ default: 'module' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up after the given number of failures while online, with the last error', async () => {
    const net = fakeNetwork();
    const load = flakyChunk(Number.POSITIVE_INFINITY);
    const loaded = loadChunk(load, { ...net, attempts: 3, minRetryMs: 100, maxRetryMs: 100 });
    const outcome = expect(loaded).rejects.toThrow('Failed to fetch dynamically imported module');
    await vi.advanceTimersByTimeAsync(1_000);
    await outcome;
    expect(load).toHaveBeenCalledTimes(3);
  });
});
