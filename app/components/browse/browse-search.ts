// The browse page's URL search params (storefront §2 Browse): ?search=&location=&age=&sort=&page=.
// Each one is validated on its own; a bad value falls back to its default (absent) instead of
// failing the page, so an old or hand-edited link still opens.
import { z } from 'zod/mini';
import { BROWSE_LOCATIONS, PROFILE_SORTS } from '#api/contract/profile.schema.ts';
import { AGE_BANDS } from '#app/local/catalog-query.ts';

const optional = <T extends z.core.SomeType>(schema: T) => z.catch(z.optional(schema), undefined);

export const BrowseSearchSchema = z.object({
  // The router parses ?search=123 as a number; the text is still the text.
  search: optional(
    z.pipe(
      z.union([z.string(), z.number()]),
      z.transform((value) => String(value).slice(0, 200) || undefined),
    ),
  ),
  location: optional(z.enum(BROWSE_LOCATIONS)),
  age: optional(z.enum(AGE_BANDS)),
  sort: optional(z.enum(PROFILE_SORTS)),
  page: optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000))),
});

export type BrowseSearch = z.infer<typeof BrowseSearchSchema>;

/**
 * Every key comes back, a bad or missing one as undefined: the router merges a route's search
 * over its parents' unvalidated params, so a dropped key would let the raw value through.
 * Undefined values are left out of the URL; defaults are applied where the query runs.
 */
export function parseBrowseSearch(raw: Record<string, unknown>): BrowseSearch {
  const { search, location, age, sort, page } = BrowseSearchSchema.parse(raw);
  return { search, location, age, sort, page };
}
