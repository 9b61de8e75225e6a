// What the server read from the database for the page it rendered (home's featured profiles,
// browse's first cards, one profile), embedded in the page as JSON (api/seo/seo-shell.ts) so the browser's first render
// (hydration) draws exactly what the server drew. Pages use it only until their replica query
// answers (the replica takes over). Public fields only (PublicProfile).
import type { PageData } from '#contract/page-data.ts';

export type SsrData = PageData;

/** The id of the <script type="application/json"> element that carries the data. */
export const SSR_DATA_ID = 'ssr-data';

let current: SsrData = {};

/** Sets the data of the page being rendered (the server) or hydrated (the browser). */
export function setSsrData(data: SsrData): void {
  current = data;
}

export function ssrData(): SsrData {
  return current;
}

/** The data the server embedded in this page; null when the page is the plain shell (the
 * service worker's copy, or a server without the render bundle). */
export function readEmbeddedSsrData(): SsrData | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(SSR_DATA_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as SsrData;
  } catch {
    return null;
  }
}
