// Starts the catalogue pull loop (once per page load) and publishes its status for the pages'
// loading states. The loop, its Dexie writes and the search index run in the catalogue worker
// (app/workers/catalog.worker.ts, decision 040), not on the page's main thread.
import { catalogConnection } from '#app/workers/catalog-client.ts';
import { setPullStatus, setRetryHandler } from './pull-status.ts';

let started = false;

export function startCatalogSync(): void {
  if (started) return;
  started = true;
  const catalog = catalogConnection();
  catalog.onStatus(setPullStatus);
  setRetryHandler(() => catalog.send({ type: 'retry' }));
  catalog.send({ type: 'start' });
}
