// The first script of every page (docs/decisions/059-the-app-loads-at-once-and-nothing-is-lost.md).
// It brings the stylesheet and loads the app (React, the router, the messages: app/main.tsx):
// - a page the browser draws itself (the service worker's shell, account pages, the back office):
//   at once;
// - a page the server drew (#ssr-data), or one it gave a first paint and the list of its scripts
//   (#app-scripts): right after its load event, so the app's scripts do not share the connection
//   with what the page shows first; sooner if the visitor presses or types before then. Meanwhile
//   what she does on the page is kept for the app (app/first-touch.ts).
// Nothing here reads the browser's storage: the app does, once it runs.
import './styles.css';
import { APP_SCRIPTS_ID } from '#contract/page-data.ts';
import { keepFirstTouches } from './first-touch.ts';
import { SSR_DATA_ID } from './ssr/ssr-data.ts';

const start = () => import('./main.tsx');

/** Fetches the scripts the page names (#app-scripts, written by the server) together, as module
 * preloads inserted at once: one change to <head> instead of one a script. */
function preloadPageScripts(): void {
  let files: unknown;
  try {
    files = JSON.parse(document.getElementById(APP_SCRIPTS_ID)?.textContent ?? '[]');
  } catch {
    return;
  }
  if (!Array.isArray(files)) return;
  const links = document.createDocumentFragment();
  for (const file of files) {
    if (typeof file !== 'string') continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = `/${file}`;
    links.append(link);
  }
  document.head.append(links);
}

if (!document.getElementById(SSR_DATA_ID) && !document.getElementById(APP_SCRIPTS_ID)) {
  void start();
} else {
  keepFirstTouches(document);
  let started = false;
  const EARLY = ['pointerdown', 'keydown'] as const;
  const go = () => {
    if (started) return;
    started = true;
    for (const type of EARLY) window.removeEventListener(type, go, true);
    preloadPageScripts();
    void start();
  };
  for (const type of EARLY) window.addEventListener(type, go, { capture: true, passive: true });
  if (document.readyState === 'complete') go();
  else window.addEventListener('load', go, { once: true });
}
