// The work a page does in the background: the service worker (the offline shell, every later visit)
// and the catalogue replica (its pull, its Dexie writes and its search index run in the catalogue
// worker, decision 040). The app starts it after its first render, once per page. Plain stores,
// no React, so it would run without the app too.
import { loadChunk } from './load-chunk.ts';
import { registerServiceWorker } from './register.ts';

let started = false;

/** Starts both once `ready` resolves. */
export function startBackground(ready: Promise<void>): void {
  if (started) return;
  started = true;
  registerServiceWorker(ready);
  ready
    .then(() => loadChunk(() => import('#app/local/catalog-sync.ts')))
    .then(
      ({ startCatalogSync }) => startCatalogSync(),
      () => undefined,
    );
}
