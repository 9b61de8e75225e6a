// Public copies of public media for a CDN (decision 080). With MEDIA_PUBLIC_URL, the app loads
// public photos (and their WebP variants) and videos from the bucket's `public/` prefix, which
// anyone may read; everything else (pending uploads, evidence, media of profiles that are not
// public) stays private and goes through the API's checks.
// The queue (migration 00042) holds every file that entered or left the public view; each is
// looked at again as things stand now: shown by a public profile → published (the original, and
// for an image its variants, made here when missing), else → its public copies are removed. A
// withdrawal or an erasure thus takes her files off the CDN's origin at the next run (every
// minute), and CDNs stop answering once their 5-minute copy expires (PUBLISHED_CACHE_CONTROL).
// Runs take the queue under one transaction-level lock, so a publish and a removal of the same
// file never overlap: a change that commits while a run works queues the file again.

import type { Logger } from 'pino';
import { IMAGE_WIDTHS } from '#contract/media.ts';
import type { Sql } from '#db/connection.ts';
import { isMediaName, type MediaPublisher, type MediaStorage, type PublicMediaKind, publicPathsOf } from '../storage/storage.ts';
import { createDerivedCache } from './derived-cache.ts';
import { createImageVariantService, NotAnImageError } from './image-variants.service.ts';
import { deletePublishEntries, takePublishBatch } from './media-publish.queries.ts';

const BATCH = 100;
const RUN_BUDGET_MS = 50_000;

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  avi: 'video/x-msvideo',
  webm: 'video/webm',
};

export interface PublishResult {
  published: number;
  unpublished: number;
}

export function createMediaPublishService({ sql, storage, log }: { sql: Sql; storage: MediaStorage; log: Pick<Logger, 'info' | 'warn'> }) {
  const variants = createImageVariantService({ storage, cache: createDerivedCache(storage) });

  async function publish(publisher: MediaPublisher, kind: PublicMediaKind, name: string): Promise<boolean> {
    const original = await storage.get(kind, name);
    if (!original) return false;
    await publisher.publish(
      `${kind}/${name}`,
      original,
      CONTENT_TYPES[name.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream',
    );
    if (kind !== 'images') return true;
    for (const width of IMAGE_WIDTHS) {
      try {
        const variant = await variants.variant(width, name);
        if (variant) await publisher.publish(`images/w${width}/${name}`, variant, 'image/webp');
      } catch (error) {
        if (!(error instanceof NotAnImageError)) throw error;
        log.warn({ err: error }, 'media publish: original is not an image');
        return true;
      }
    }
    return true;
  }

  async function unpublish(publisher: MediaPublisher, kind: PublicMediaKind, name: string): Promise<void> {
    for (const publicPath of publicPathsOf(kind, name)) await publisher.unpublish(publicPath);
  }

  return {
    /** One run: every queued file published or removed as it stands now. */
    async run(): Promise<PublishResult> {
      const result: PublishResult = { published: 0, unpublished: 0 };
      const stopAt = Date.now() + RUN_BUDGET_MS;
      while (Date.now() < stopAt) {
        const taken = await sql.begin(async (tx) => {
          const rows = await takePublishBatch(tx, BATCH);
          const publisher = storage.publisher;
          if (publisher) {
            const seen = new Set<string>();
            for (const row of rows) {
              const key = `${row.kind}/${row.name}`;
              if (seen.has(key) || !isMediaName(row.name)) continue;
              seen.add(key);
              if (row.isPublic) {
                if (await publish(publisher, row.kind, row.name)) result.published++;
              } else {
                await unpublish(publisher, row.kind, row.name);
                result.unpublished++;
              }
            }
          }
          await deletePublishEntries(
            tx,
            rows.map((row) => row.id),
          );
          return rows.length;
        });
        if (taken < BATCH) break;
      }
      if (result.published + result.unpublished > 0) log.info(result, 'media published');
      return result;
    },
  };
}
