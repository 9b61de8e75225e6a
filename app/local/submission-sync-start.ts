// The submission sync (its upload machine, xstate, the tus client and the payload's checks: some
// 40 KB) loads once the device holds a submission: at once when it already does, or as soon as
// one is queued on this page. A visitor who never submits a profile never downloads it
// (decision 049); before, every page loaded it after its load event.
import { liveQuery } from 'dexie';
import { loadChunk } from '#app/pwa/load-chunk.ts';
import { type ContactoDb, db as defaultDb } from './db.ts';

export function startSubmissionSyncWhenNeeded(
  database: ContactoDb = defaultDb,
  load: () => Promise<{ startSubmissionSync: () => void }> = () => import('./submission-sync.ts'),
): void {
  let started = false;
  const watch = liveQuery(() => database.submissions.count()).subscribe({
    next: (count) => {
      if (started || count === 0) return;
      started = true;
      queueMicrotask(() => watch.unsubscribe());
      loadChunk(load).then(
        ({ startSubmissionSync }) => startSubmissionSync(),
        () => undefined,
      );
    },
    error: (error: unknown) => console.warn('submissions: cannot watch the queue', error),
  });
}
