// Files derived from an image (WebP variants, share images) are made once and kept in the media
// store. Concurrent first requests in one process share one rendering; across replicas each may
// render, and the store's atomic writes (temp file + rename, or one S3 PUT) keep the cache whole.
import { cacheRequests } from '../observability/metrics.ts';
import type { DerivedKey, MediaStorage } from '../storage/storage.ts';

export interface DerivedCache {
  /** The stored file, or the one `render` makes (then stored); null when render gives null. */
  get(key: DerivedKey, contentType: string, render: () => Promise<Buffer | null>): Promise<Buffer | null>;
}

export function createDerivedCache(storage: MediaStorage): DerivedCache {
  const inFlight = new Map<DerivedKey, Promise<Buffer | null>>();
  return {
    get(key, contentType, render) {
      const pending = inFlight.get(key);
      if (pending) {
        cacheRequests.inc({ cache: 'derived_media', result: 'shared' });
        return pending;
      }
      const work = (async () => {
        const stored = await storage.getDerived(key);
        cacheRequests.inc({ cache: 'derived_media', result: stored ? 'hit' : 'miss' });
        if (stored) return stored;
        const rendered = await render();
        if (rendered) await storage.putDerived(key, rendered, contentType);
        return rendered;
      })().finally(() => inFlight.delete(key));
      inFlight.set(key, work);
      return work;
    },
  };
}
