// The catalogue change feed, shared by the server handler and the client pull
// loop. GET /api/sync/catalog?cursor=&limit= answers one page of changes: upserts carry the
// public card, deletes are tombstones for profiles that left the public view. The cursor is
// opaque to the client: it sends back what it got, and an empty cursor starts from scratch
// (a snapshot of the current catalogue, newest first, then the changes that followed).
// With `bound=N` the snapshot holds only the newest N cards plus the newest BOUND_FEATURED
// featured ones older than those (docs/decisions/038): a phone never downloads a catalogue of
// 100,000; the changes that follow are the same for every client.
import { z } from 'zod/mini';
import { CatalogCardSchema } from '#contract/profile.schema.ts';

/** The largest bound a client may ask for. */
export const MAX_BOUND = 100_000;
export { BOUND_FEATURED } from './catalog-limits.ts';

export const CatalogChangeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('upsert'), profile: CatalogCardSchema }),
  z.object({ kind: z.literal('delete'), id: z.int().check(z.positive()) }),
]);
export type CatalogChange = z.infer<typeof CatalogChangeSchema>;

export const CatalogPageSchema = z.object({
  changes: z.array(CatalogChangeSchema),
  /** Send this back as `cursor` to get the next page. */
  cursor: z.string(),
  /** More pages are ready now; false means the client is up to date (poll again later). */
  hasMore: z.boolean(),
  /** True on the last page of a snapshot: rows the client holds that were not in the
   * snapshot are gone and must be deleted. */
  snapshotComplete: z.optional(z.boolean()),
  /** With snapshotComplete, when the request had a `bound` the catalogue exceeds: older public
   * profiles exist that the snapshot left out (the replica is a bounded window). */
  bounded: z.optional(z.boolean()),
});
export type CatalogPage = z.infer<typeof CatalogPageSchema>;

export const CatalogQuerySchema = z.object({
  cursor: z._default(z.string().check(z.maxLength(500)), ''),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1000)), 200),
  /** A snapshot of the newest `bound` cards only (read on the snapshot's pages, ignored after). */
  bound: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_BOUND))),
});
