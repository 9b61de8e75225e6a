// A part of the app that loads after the first screen (a lazy chunk: the favourite heart's
// behaviour, the catalogue sync, the cart's live count) on a phone whose connection drops. When
// its fetch fails, it is asked again once the browser is back online, or, while the browser
// believes it is online, after a back-off; so a connection lost at the wrong moment does not leave
// a heart that never becomes clickable, or a replica that never syncs, until the next reload.
// Browsers do not keep a failed module fetch (the HTML module map drops it), so asking again
// fetches again. After a few failures while online (a chunk a new version removed) it gives up
// and rejects; the update prompt is the way on from there.
import { browserOnline, retryDelay } from '#sync/scheduler.ts';

export interface LoadChunkOptions {
  /** Failures while online before giving up. */
  attempts?: number;
  minRetryMs?: number;
  maxRetryMs?: number;
  isOnline?: () => boolean;
  /** Calls back once when the browser comes back online; returns a way to stop listening. */
  whenOnline?: (callback: () => void) => () => void;
}

function browserWhenOnline(callback: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  window.addEventListener('online', callback, { once: true });
  return () => window.removeEventListener('online', callback);
}

/** `load()`, asked again after a failure until it succeeds or fails `attempts` times while online. */
export function loadChunk<T>(load: () => Promise<T>, options: LoadChunkOptions = {}): Promise<T> {
  const { attempts = 5, minRetryMs = 1_000, maxRetryMs = 30_000, isOnline = browserOnline, whenOnline = browserWhenOnline } = options;
  return new Promise<T>((resolve, reject) => {
    let failures = 0;
    const attempt = () => {
      load().then(resolve, (error: unknown) => {
        if (!isOnline()) {
          // Offline: the next try is when the connection is back; it does not count.
          whenOnline(attempt);
          return;
        }
        failures += 1;
        if (failures >= attempts) {
          reject(error);
          return;
        }
        // Online as far as the browser knows (a lost answer, a flaky link): try again after a
        // back-off, or as soon as the browser reports coming back online, whichever is first.
        let done = false;
        const again = () => {
          if (done) return;
          done = true;
          clearTimeout(timer);
          stopListening();
          attempt();
        };
        const timer = setTimeout(again, retryDelay(failures, minRetryMs, maxRetryMs));
        const stopListening = whenOnline(again);
      });
    };
    attempt();
  });
}
