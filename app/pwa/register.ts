// Registers the service worker with workbox-window (production only) and publishes whether an
// update is waiting; the app decides when to activate it (the worker never skips waiting alone).
// workbox-window is loaded after the page has loaded (it registers after `load` anyway). No React
// here: a server-drawn page registers before its app has loaded (app/pwa/background.ts); pages
// read the state through use-pwa-state.ts.
import type { Workbox } from 'workbox-window';
import { browserOnline } from '#sync/scheduler.ts';
import { loadChunk } from './load-chunk.ts';

export interface PwaState {
  /** A new version is installed and waiting for the visitor's go-ahead. */
  updateWaiting: boolean;
}

const NO_UPDATE: PwaState = { updateWaiting: false };
let state = NO_UPDATE;
let registration: ServiceWorkerRegistration | undefined;
const listeners = new Set<() => void>();

function setState(next: PwaState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Resolves at once when the browser is online, else when it is back online. */
function online(): Promise<void> {
  if (browserOnline()) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

/** Registers when `ready` resolves and the browser is online (a registration made offline fails,
 * and nothing tries again before the next page); called once per page (app/pwa/background.ts). */
export function registerServiceWorker(ready: Promise<void>): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  ready
    .then(online)
    .then(() => loadChunk(() => import('workbox-window')))
    .then(({ Workbox: WorkboxWindow }) => register(new WorkboxWindow('/sw.js', { scope: '/' })))
    .catch((error: unknown) => {
      console.warn('Service worker registration failed', error);
    });
}

/** The uploaded photos (and their variants) this page has loaded so far. */
function loadedPhotos(): string[] {
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => {
      const url = new URL(name, location.href);
      return url.origin === location.origin && url.pathname.startsWith('/uploads/images/');
    });
  return [...new Set(urls)];
}

function register(wb: Workbox): void {
  // On the first visit the photos load before the worker controls the page, so its media cache
  // never sees them, and over HTTP they are cached for minutes only (they must stop showing
  // once her profile is withdrawn). Hand them to the worker (workbox-routing's CACHE_URLS runs
  // them through the media route), so a profile seen once still shows her photos offline.
  wb.addEventListener('controlling', (event) => {
    if (event.isUpdate) return;
    const urlsToCache = loadedPhotos();
    if (urlsToCache.length > 0) void wb.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache } }).catch(() => undefined);
  });
  wb.register().then(
    (registered) => {
      registration = registered;
      // A new version waits: one already waiting when the page loaded, and every one that
      // finishes installing while it is open (workbox-window's own `waiting` event follows only
      // the first two updates a page sees, and a page may stay open for days).
      if (!registered) return;
      // (the first version's install, before any page is in control, is not an update)
      const offer = () => {
        if (navigator.serviceWorker.controller) setState({ updateWaiting: true });
      };
      if (registered.waiting) offer();
      eachInstalled(registered, offer);
    },
    (error: unknown) => {
      console.warn('Service worker registration failed', error);
    },
  );
}

/**
 * Calls `callback` with each version of this registration that finishes installing, from now on
 * (it then waits: a page is in control). The worker itself is passed: the browser may tell the
 * page of its new state before it updates `registration.waiting`.
 */
function eachInstalled(registered: ServiceWorkerRegistration, callback: (worker: ServiceWorker) => void): void {
  const watch = (worker: ServiceWorker | null) =>
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') callback(worker);
    });
  watch(registered.installing);
  registered.addEventListener('updatefound', () => watch(registered.installing));
}

/**
 * Reloads once the new controller has finished activating: a page loaded while it is still
 * activating could start without a controller (seen in the fault bench), and so without the
 * offline shell until the next page.
 */
function reloadOnceActivated(): void {
  const controller = navigator.serviceWorker.controller;
  const settled = () => !controller || controller.state === 'activated' || controller.state === 'redundant';
  if (settled()) window.location.reload();
  else
    controller?.addEventListener('statechange', () => {
      if (settled()) window.location.reload();
    });
}

const NUDGE_EVERY_MS = 1000;
const NUDGE_ATTEMPTS = 60;
/** In scope, never seen by the worker (app/sw.ts) and answered with 204: the frame stays empty. */
const NUDGE_URL = '/api/worker-nudge';

/**
 * Until `done`, navigates a hidden frame in scope every second. Chromium activates a version
 * told to skip waiting by stopping the old one once it is idle; a request from any open tab in
 * that moment starts the old one again, and nothing retries for minutes. A navigation in scope
 * makes the browser try again (decision 047).
 */
function nudgeActivation(): { done(): void } {
  let frame: HTMLIFrameElement | undefined;
  let attempts = 0;
  const timer = window.setInterval(() => {
    frame?.remove();
    if (++attempts > NUDGE_ATTEMPTS) {
      window.clearInterval(timer);
      return;
    }
    frame = document.createElement('iframe');
    frame.hidden = true;
    frame.tabIndex = -1;
    frame.setAttribute('aria-hidden', 'true');
    frame.src = NUDGE_URL;
    document.body.append(frame);
  }, NUDGE_EVERY_MS);
  return {
    done() {
      window.clearInterval(timer);
      frame?.remove();
    },
  };
}

/**
 * Activates the waiting worker and reloads once a new one controls the page. A newer version
 * that finishes installing meanwhile takes the place of the one just told (which then never
 * activates), so it is told in turn.
 */
export function applyUpdate(): void {
  const registered = registration;
  if (!registered) return;
  // Another tab may have activated it already: this page then only needs the reload.
  if (!registered.waiting && !registered.installing) {
    window.location.reload();
    return;
  }
  const nudge = nudgeActivation();
  navigator.serviceWorker.addEventListener(
    'controllerchange',
    () => {
      nudge.done();
      reloadOnceActivated();
    },
    { once: true },
  );
  const activate = (worker: ServiceWorker | null) => worker?.postMessage({ type: 'SKIP_WAITING' });
  activate(registered.waiting);
  eachInstalled(registered, activate);
}

export function postponeUpdate(): void {
  setState({ updateWaiting: false });
}

export function subscribePwaState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getPwaState = (): PwaState => state;
/** What a server-drawn page is hydrated with (no update offered); it then shows the worker's state. */
export const getServerPwaState = (): PwaState => NO_UPDATE;
