// When a sync loop runs, shared by the catalogue puller and the outbox push loop:
// once at start, when the browser comes back online, when the page becomes visible and the loop
// is due, and every interval while the page is visible (no Background Sync needed). One run at a
// time in a tab (a second call joins the run under way) and one tab at a time (a Web Lock, when
// the browser has them). After a failure it runs again with exponential back-off; offline, the
// `online` event brings the next run instead. The work and what it reports are the caller's.

export interface SyncSchedulerOptions<T> {
  /** The Web Lock held while the work runs, so two tabs never run it together. */
  lockName: string;
  /** The work; it throws on failure. `force` is set for runs a user or an event asked for. */
  work: (run: { force: boolean }) => Promise<T>;
  /** Run this often while the page is visible. */
  intervalMs: number;
  minRetryMs?: number;
  maxRetryMs?: number;
  /** Whether a page becoming visible should run the work (e.g. the last success is old). */
  isDue?: () => boolean;
  /** Told when a run finds the browser offline (nothing ran), begins, succeeds or fails. */
  onOffline?: () => void;
  onBegin?: () => void;
  onSuccess?: (value: T) => void;
  onFailure?: (error: unknown) => void;
  /** Defaults to navigator.locks when it exists. */
  locks?: Pick<LockManager, 'request'> | null;
  isOnline?: () => boolean;
  isVisible?: () => boolean;
}

export type RunOutcome<T> = { state: 'done'; value: T } | { state: 'failed'; error: unknown } | { state: 'offline' };

export interface SyncScheduler<T> {
  /** Runs now, or joins the run under way. Never throws: the outcome says how it went. */
  run(options?: { force?: boolean }): Promise<RunOutcome<T>>;
  /** Starts the schedule: a run now, on `online`, on becoming visible, and periodically. */
  start(): void;
  stop(): void;
}

/** Exponential back-off with jitter: min, 2·min, 4·min … capped at max. */
export function retryDelay(failures: number, minMs: number, maxMs: number, random = Math.random): number {
  const base = Math.min(maxMs, minMs * 2 ** Math.max(0, failures - 1));
  return Math.round(base * (0.75 + random() * 0.5));
}

/** The browser's own idea of being online (true outside a browser). */
export const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;
const pageVisible = () => typeof document === 'undefined' || document.visibilityState === 'visible';

export function createSyncScheduler<T>(options: SyncSchedulerOptions<T>): SyncScheduler<T> {
  const {
    lockName,
    work,
    intervalMs,
    minRetryMs = 5_000,
    maxRetryMs = 5 * 60_000,
    isDue = () => true,
    isOnline = browserOnline,
    isVisible = pageVisible,
  } = options;
  const locks = options.locks !== undefined ? options.locks : typeof navigator !== 'undefined' ? (navigator.locks ?? null) : null;

  let inFlight: Promise<RunOutcome<T>> | null = null;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let intervalTimer: ReturnType<typeof setInterval> | undefined;
  let started = false;

  /** A listener's failure is not the loop's. */
  function tell<A extends unknown[]>(listener: ((...args: A) => void) | undefined, ...args: A): void {
    try {
      listener?.(...args);
    } catch {
      // ignored on purpose
    }
  }

  function clearRetry(): void {
    if (retryTimer !== undefined) clearTimeout(retryTimer);
    retryTimer = undefined;
  }

  function scheduleRetry(): void {
    clearRetry();
    // Offline: the `online` event brings the next run.
    if (!started || !isOnline()) return;
    retryTimer = setTimeout(
      () => {
        retryTimer = undefined;
        void run({ force: true });
      },
      retryDelay(failures, minRetryMs, maxRetryMs),
    );
  }

  async function execute(force: boolean): Promise<RunOutcome<T>> {
    if (!isOnline()) {
      tell(options.onOffline);
      return { state: 'offline' };
    }
    tell(options.onBegin);
    try {
      const exclusive = () => work({ force });
      const value = locks ? await locks.request(lockName, exclusive) : await exclusive();
      failures = 0;
      clearRetry();
      tell(options.onSuccess, value);
      return { state: 'done', value };
    } catch (error) {
      failures += 1;
      scheduleRetry();
      tell(options.onFailure, error);
      return { state: 'failed', error };
    }
  }

  function run({ force = false }: { force?: boolean } = {}): Promise<RunOutcome<T>> {
    if (!inFlight) {
      inFlight = execute(force).finally(() => {
        inFlight = null;
      });
    }
    return inFlight;
  }

  const onOnline = () => void run({ force: true });
  const onVisibility = () => {
    if (isVisible() && isDue()) void run();
  };

  return {
    run,
    start() {
      if (started) return;
      started = true;
      if (typeof window !== 'undefined') window.addEventListener('online', onOnline);
      if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisibility);
      intervalTimer = setInterval(() => {
        if (isVisible()) void run();
      }, intervalMs);
      void run();
    },
    stop() {
      started = false;
      clearRetry();
      if (intervalTimer !== undefined) clearInterval(intervalTimer);
      intervalTimer = undefined;
      if (typeof window !== 'undefined') window.removeEventListener('online', onOnline);
      if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisibility);
    },
  };
}
