// Work that must not compete with the first render (the Dexie replica, the catalogue sync, the
// service worker): waits for the page's load event and for the app's first render (hydrated, or
// drawn by the browser: the area layout's first commit calls `markRendered`), then for an idle
// moment (at most ~1 s). Both matter since the app became a dynamic import of the boot (decision
// 049): on a page the browser draws, the load event now comes before the app has rendered, and
// this work's downloads would share the connection with the page's own scripts. Should the
// render never be reported, the work starts 10 s after the load event anyway.
// Resolves at once outside a browser document (unit tests).

const RENDER_WAIT_MS = 10_000;

let ready: Promise<void> | null = null;
let rendered: () => void = () => undefined;
const renderedOnce = new Promise<void>((resolve) => {
  rendered = resolve;
});

/** Called once the app's first render is committed. */
export function markRendered(): void {
  rendered();
}

/** Runs `run` once the main thread is idle (at most ~1 s later). */
export function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => run(), { timeout: 1000 });
  else setTimeout(run, 50);
}

/** Resolves once the page has loaded, the app has rendered and the main thread is idle; the same promise for everyone. */
export function afterLoad(): Promise<void> {
  if (typeof window === 'undefined' || typeof document === 'undefined') return Promise.resolve();
  ready ??= new Promise<void>((resolve) => {
    const loaded = () => {
      Promise.race([renderedOnce, new Promise((wait) => setTimeout(wait, RENDER_WAIT_MS))]).then(() => whenIdle(resolve));
    };
    if (document.readyState === 'complete') loaded();
    else window.addEventListener('load', loaded, { once: true });
  });
  return ready;
}
