// Pages of the catalogue change feed (sync/catalog.schema.ts CatalogPage) for replica tests: each
// page gets a fresh cursor; by default the last one (hasMore false).
import type { CatalogCard } from '#contract/profile.schema.ts';
import type { CatalogPage } from '#sync/catalog.schema.ts';

let seq = 0;
export const upsertChange = (profile: CatalogCard) => ({ kind: 'upsert' as const, profile });
export const tombstoneChange = (id: number) => ({ kind: 'delete' as const, id });
export const catalogPage = (changes: CatalogPage['changes'], extra: Partial<CatalogPage> = {}): CatalogPage => ({
  changes,
  cursor: `c${++seq}`,
  hasMore: false,
  ...extra,
});
