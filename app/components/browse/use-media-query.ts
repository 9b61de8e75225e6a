// A CSS media query as a React value that follows resizes (matchMedia's change event), and
// browse's page size, which follows the width.
import { useCallback, useSyncExternalStore } from 'react';
import { PAGE_SIZE_NARROW, PAGE_SIZE_WIDE, WIDE_MEDIA_QUERY } from '#app/local/catalog-query.ts';

const unknown = () => null;

/** Whether the query matches; null on the server and while hydrating what it drew, which cannot
 * know it (the browser's next render can). */
export function useMediaMatch(query: string): boolean | null {
  const subscribe = useCallback(
    (listener: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    [query],
  );
  return useSyncExternalStore<boolean | null>(subscribe, () => window.matchMedia(query).matches, unknown);
}

/** Whether the query matches; false on the server and while hydrating. */
export function useMediaQuery(query: string): boolean {
  return useMediaMatch(query) ?? false;
}

/** Browse's page size: 20 from 1024 px wide, else 12; null while the width is unknown (the
 * server's render and its hydration), when browse draws both sizes, each shown at its width. */
export function usePageSize(): number | null {
  const wide = useMediaMatch(WIDE_MEDIA_QUERY);
  return wide === null ? null : wide ? PAGE_SIZE_WIDE : PAGE_SIZE_NARROW;
}

/** Tailwind classes that show an element only on screens that get the wide page size, or only on
 * the others: the same query as WIDE_MEDIA_QUERY, in px like it (`lg:` is 64rem, which a larger
 * default font size in the browser moves away from 1024 px). */
export const WIDE_ONLY = { flex: 'hidden min-[1024px]:flex', inline: 'hidden min-[1024px]:inline' } as const;
export const NARROW_ONLY = 'min-[1024px]:hidden';
