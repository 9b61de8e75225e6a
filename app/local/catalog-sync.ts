// Starts the catalogue pull loop in the browser (once per page load) over the Dexie replica
// and publishes its status for the pages' loading states.
import { createCatalogPuller } from '#sync/catalog-pull.ts';
import { applyCatalogPage, readCatalogSyncState } from './catalog.ts';
import { setPullStatus, setRetryHandler } from './replica-status.ts';

let started = false;

export function startCatalogSync(): void {
  if (started) return;
  started = true;
  const puller = createCatalogPuller({
    store: {
      read: () => readCatalogSyncState(),
      apply: (page, { startsSnapshot }) => applyCatalogPage(page, { startsSnapshot }),
    },
    onStatus: setPullStatus,
  });
  setRetryHandler(() => void puller.pull({ force: true }));
  puller.start();
}
