// The server render of the storefront's public pages (home, browse, a profile, the information
// pages): the same router and components as the browser, rendered to the HTML of #root with the
// page's data (app/ssr/ssr-data.ts). Built by Vite as its own bundle (scripts/build.ts →
// dist/server/) and loaded by the API server (api/seo/seo-shell.ts); the only server code that
// imports from app/ (decision 037). The admin area and account pages are never rendered here.
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { setServerMediaBase } from '#app/components/media/public-media-base.ts';
import { initI18nCore } from '#app/i18n/i18n.ts';
import type { Language } from '#app/i18n/language.ts';
import { createAppRouter } from '#app/router.tsx';
import { type SsrData, setSsrData } from '#app/ssr/ssr-data.ts';

export interface RenderRequest {
  /** The path and query of the page, e.g. /en/browse or /es/maria-r. */
  url: string;
  lang: Language;
  data: SsrData;
  /** The origin public media are drawn from (a CDN); none: the API's /uploads. */
  mediaBase?: string;
}

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** False when the router did not settle on a page (a redirect, a failed loader). */
  ok: boolean;
}

// i18next and the page data are one per process: renders take turns, each one short (the
// database reads happen before, outside the queue).
let queue: Promise<unknown> = Promise.resolve();

function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const next = queue.then(work, work);
  queue = next.catch(() => undefined);
  return next;
}

export function renderPage({ url, lang, data, mediaBase = '' }: RenderRequest): Promise<RenderedPage> {
  return inTurn(async () => {
    await initI18nCore(lang);
    setSsrData(data);
    setServerMediaBase(mediaBase);
    try {
      const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [url] }), scrollRestoration: false });
      await router.load();
      const ok = router.state.matches.every((match) => match.status === 'success');
      const html = renderToString(
        <StrictMode>
          <RouterProvider router={router} />
        </StrictMode>,
      );
      return { html, ok };
    } finally {
      setSsrData({});
    }
  });
}
