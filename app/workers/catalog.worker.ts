// The catalogue worker (decision 040): the pull, its Dexie writes and the search index, off the
// page's main thread. One dedicated worker per tab; the tabs' workers take turns to pull (the
// pull's Web Lock) and trust a pull another tab just made, so a second tab does not pull again.
import type { CatalogPort } from './catalog-protocol.ts';
import { createCatalogService } from './catalog-service.ts';

createCatalogService().connect(self as unknown as CatalogPort);
