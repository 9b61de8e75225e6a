// Work that must not compete with the first render (the Dexie replica, the catalogue sync, the
// service worker): waits for the page's load event, then for an idle moment (at most ~1 s).
// Resolves at once outside a browser document (unit tests).

let ready: Promise<void> | null = null;

/** Resolves once the page has loaded and the main thread is idle; the same promise for everyone. */
export function afterLoad(): Promise<void> {
  if (typeof window === 'undefined' || typeof document === 'undefined') return Promise.resolve();
  ready ??= new Promise<void>((resolve) => {
    const idle = () => {
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: 1000 });
      else setTimeout(resolve, 50);
    };
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
  return ready;
}
