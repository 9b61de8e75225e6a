import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSyncScheduler, retryDelay, type SyncSchedulerOptions } from './scheduler.ts';

/** A Web Lock manager that, like the browser's, grants a name to one holder at a time. */
function fakeLocks() {
  const queues = new Map<string, Promise<unknown>>();
  const granted: string[] = [];
  const locks = {
    request: ((name: string, callback: () => Promise<unknown>) => {
      const previous = queues.get(name) ?? Promise.resolve();
      const next = previous.then(() => {
        granted.push(name);
        return callback();
      });
      queues.set(
        name,
        next.catch(() => undefined),
      );
      return next;
    }) as unknown as LockManager['request'],
  };
  return { locks, granted };
}

/** Work that records its runs and fails while `failing` is set. */
function recordingWork() {
  const runs: Array<{ force: boolean }> = [];
  const state = { failing: false };
  const work = vi.fn(async (run: { force: boolean }) => {
    runs.push(run);
    if (state.failing) throw new Error('server down');
    return runs.length;
  });
  return { work, runs, state };
}

function scheduler<T>(options: Partial<SyncSchedulerOptions<T>> & Pick<SyncSchedulerOptions<T>, 'work'>) {
  return createSyncScheduler<T>({
    lockName: 'test-lock',
    intervalMs: 60_000,
    minRetryMs: 1_000,
    maxRetryMs: 8_000,
    locks: null,
    isOnline: () => true,
    isVisible: () => true,
    ...options,
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  // The scheduler listens on window and document; node has neither.
  vi.stubGlobal('window', new EventTarget());
  vi.stubGlobal('document', new EventTarget());
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the sync schedule', () => {
  it('runs once at start and then every interval while the page is visible, never while hidden', async () => {
    const { work, runs } = recordingWork();
    let visible = true;
    const s = scheduler({ work, isVisible: () => visible });
    s.start();
    s.start(); // a second start is not a second schedule
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toEqual([{ force: false }]);

    await vi.advanceTimersByTimeAsync(59_999);
    expect(runs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toHaveLength(2);

    visible = false;
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(runs).toHaveLength(2);
    s.stop();
  });

  it('after a failure runs again with doubling back-off, and a success resets it', async () => {
    const { work, runs, state } = recordingWork();
    const failures: unknown[] = [];
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    state.failing = true;
    const s = scheduler({ work, onFailure: (error) => failures.push(error) });
    s.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toHaveLength(1);
    expect(failures).toEqual([new Error('server down')]);

    // Without jitter: the first retry after 1 s, the second 2 s later, each forced.
    await vi.advanceTimersByTimeAsync(999);
    expect(runs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toHaveLength(2);
    expect(runs[1]).toEqual({ force: true });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(runs).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toHaveLength(3);

    state.failing = false;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs).toHaveLength(4);
    // Succeeded: no more retries until the interval.
    await vi.advanceTimersByTimeAsync(40_000);
    expect(runs).toHaveLength(4);
    s.stop();
  });

  it('offline it does no work and schedules no retry; the online event brings a forced run', async () => {
    const { work, runs } = recordingWork();
    let online = false;
    const offline = vi.fn();
    const s = scheduler({ work, isOnline: () => online, onOffline: offline });
    s.start();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(runs).toEqual([]);
    expect(offline).toHaveBeenCalledTimes(1);

    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toEqual([{ force: true }]);
    s.stop();
  });

  it('runs when the page becomes visible only if the loop is due', async () => {
    const { work, runs } = recordingWork();
    let due = false;
    const s = scheduler({ work, isDue: () => due });
    s.start();
    await vi.advanceTimersByTimeAsync(0);
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toHaveLength(1);
    due = true;
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toHaveLength(2);
    s.stop();
  });

  it('a second run joins the one under way', async () => {
    let release: (value: string) => void = () => {};
    const work = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const s = scheduler({ work });
    const first = s.run();
    const second = s.run({ force: true });
    release('done');
    expect(await first).toEqual({ state: 'done', value: 'done' });
    expect(await second).toBe(await first);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('holds the Web Lock while it works, so two tabs never work together', async () => {
    const { locks, granted } = fakeLocks();
    let active = 0;
    let overlapped = false;
    const work = async () => {
      active += 1;
      overlapped ||= active > 1;
      await new Promise((resolve) => setTimeout(resolve, 100));
      active -= 1;
    };
    const tabA = scheduler({ work, locks });
    const tabB = scheduler({ work, locks });
    const both = Promise.all([tabA.run(), tabB.run()]);
    await vi.advanceTimersByTimeAsync(250);
    expect(await both).toEqual([
      { state: 'done', value: undefined },
      { state: 'done', value: undefined },
    ]);
    expect(granted).toEqual(['test-lock', 'test-lock']);
    expect(overlapped).toBe(false);
  });

  it('reports begin and success, and a listener that throws breaks nothing', async () => {
    const { work } = recordingWork();
    const seen: string[] = [];
    const s = scheduler({
      work,
      onBegin: () => {
        seen.push('begin');
        throw new Error('listener bug');
      },
      onSuccess: (value) => seen.push(`success ${value}`),
    });
    expect(await s.run()).toEqual({ state: 'done', value: 1 });
    expect(seen).toEqual(['begin', 'success 1']);
  });

  it('stop ends the interval and a pending retry', async () => {
    const { work, runs, state } = recordingWork();
    state.failing = true;
    const s = scheduler({ work });
    s.start();
    await vi.advanceTimersByTimeAsync(0);
    s.stop();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toHaveLength(1);
  });
});

describe('retryDelay', () => {
  it('doubles from the minimum up to the maximum, with ±25% jitter', () => {
    const mid = () => 0.5;
    expect([1, 2, 3, 4, 10].map((n) => retryDelay(n, 5000, 60_000, mid))).toEqual([5000, 10_000, 20_000, 40_000, 60_000]);
    expect(retryDelay(1, 1000, 10_000, () => 0)).toBe(750);
    expect(retryDelay(1, 1000, 10_000, () => 1)).toBe(1250);
  });
});
