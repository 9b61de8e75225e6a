// Browse's filters between a change and the URL (decision 044). A change shows at once — in the
// controls and in the query the catalogue worker answers — and reaches the URL a little later:
// typed text after a pause in typing, a menu's choice right after the next paint, anything still
// waiting at once when asked (Enter, leaving the search box, a page change). The URL change is a
// router navigation that draws the whole route again, so it is kept out of the frame that
// answers a keystroke or a choice, and out of the way of fast typing.
//
// `waiting`: changes not sent yet; `sent`: sent, until the URL changes. A URL change while
// nothing is in flight came from elsewhere (back, forward, "clear filters"): it drops what waits.

/** How long typing must pause before its text goes into the URL. */
export const URL_PAUSE_MS = 1_000;

export type DraftTiming = 'pause' | 'paint' | 'now';

export interface FilterDraft<P extends object> {
  /** What is not in the URL yet (sent and waiting), null when nothing; a new object on every change. */
  get(): P | null;
  subscribe(listener: () => void): () => void;
  /** A change of the filters; `replace`: it replaces the URL's history entry (typing). */
  change(patch: P, options: { timing: DraftTiming; replace?: boolean }): void;
  /** Sends what is waiting now. */
  flush(): void;
  /** Call when the URL's filters changed. */
  urlChanged(): void;
  dispose(): void;
}

export interface FilterDraftOptions<P> {
  /** Puts the patch into the URL (a navigation). */
  commit(patch: P, options: { replace: boolean }): void;
  /** True when the patch changes nothing in the URL as it is (nothing to send). */
  isInUrl?(patch: P): boolean;
  pauseMs?: number;
  /** Runs a callback once the next frame has been painted; returns its cancel. */
  afterPaint?(callback: () => void): () => void;
}

/** After the next paint: a task queued from the frame's animation callback runs once the frame
 * is on screen. A hidden page gets no frames: a timeout stands in. */
export function afterNextPaint(callback: () => void): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    callback();
  };
  const fallback = setTimeout(run, 100);
  const frame = requestAnimationFrame(() => setTimeout(run, 0));
  return () => {
    done = true;
    clearTimeout(fallback);
    cancelAnimationFrame(frame);
  };
}

export function createFilterDraft<P extends object>(options: FilterDraftOptions<P>): FilterDraft<P> {
  const { commit, isInUrl = () => false, pauseMs = URL_PAUSE_MS, afterPaint = afterNextPaint } = options;
  const listeners = new Set<() => void>();
  let waiting: P | null = null;
  let waitingReplace = true;
  let sent: P | null = null;
  let shown: P | null = null;
  let cancel: (() => void) | null = null;

  const update = () => {
    shown = waiting || sent ? ({ ...sent, ...waiting } as P) : null;
    for (const listener of listeners) listener();
  };
  const stop = () => {
    cancel?.();
    cancel = null;
  };
  const flush = () => {
    stop();
    if (!waiting) return;
    const patch = waiting;
    const replace = waitingReplace;
    waiting = null;
    waitingReplace = true;
    if (isInUrl(patch)) {
      update();
      return;
    }
    sent = { ...sent, ...patch } as P;
    update();
    commit(patch, { replace });
  };

  return {
    get: () => shown,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    change(patch, { timing, replace = false }) {
      waiting = { ...waiting, ...patch } as P;
      waitingReplace &&= replace;
      stop();
      update();
      if (timing === 'now') flush();
      else if (timing === 'paint') cancel = afterPaint(flush);
      else {
        const timer = setTimeout(flush, pauseMs);
        cancel = () => clearTimeout(timer);
      }
    },
    flush,
    urlChanged() {
      if (sent) sent = null;
      else if (waiting) {
        stop();
        waiting = null;
        waitingReplace = true;
      } else return;
      update();
    },
    dispose: stop,
  };
}
