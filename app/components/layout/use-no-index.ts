// Pages that must not appear in search results (cart, checkout, payment result, purchases):
// a <meta name="robots" content="noindex"> while the page is shown, and a `noindex` flag in
// the route's staticData so server-side tags can find the same routes.
import { useEffect } from 'react';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page is private to the visitor and never indexed. */
    noindex?: boolean;
  }
}

export function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    meta.dataset.page = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
