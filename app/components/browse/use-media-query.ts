// A CSS media query as a React value that follows resizes (matchMedia's change event).
import { useCallback, useSyncExternalStore } from 'react';
import { PAGE_SIZE_NARROW, PAGE_SIZE_WIDE, WIDE_MEDIA_QUERY } from '#app/local/catalog-query.ts';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Browse's page size: 20 from 1024 px wide, else 12 (storefront §9). */
export function usePageSize(): number {
  return useMediaQuery(WIDE_MEDIA_QUERY) ? PAGE_SIZE_WIDE : PAGE_SIZE_NARROW;
}
