// Registers the service worker with workbox-window (production only) and publishes whether an
// update is waiting; the app decides when to activate it (the worker never skips waiting alone).
// workbox-window is loaded after the page has loaded (it registers after `load` anyway).
import { useSyncExternalStore } from 'react';
import type { Workbox } from 'workbox-window';
import { afterLoad } from './after-load.ts';

interface PwaState {
  /** A new version is installed and waiting for the visitor's go-ahead. */
  updateWaiting: boolean;
}

let state: PwaState = { updateWaiting: false };
let workbox: Workbox | null = null;
const listeners = new Set<() => void>();

function setState(next: PwaState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  afterLoad()
    .then(() => import('workbox-window'))
    .then(({ Workbox: WorkboxWindow }) => register(new WorkboxWindow('/sw.js', { scope: '/' })))
    .catch((error: unknown) => {
      console.warn('Service worker registration failed', error);
    });
}

function register(wb: Workbox): void {
  workbox = wb;
  // Both a worker that was already waiting when the page loaded and one that finished
  // installing meanwhile arrive here.
  wb.addEventListener('waiting', () => setState({ updateWaiting: true }));
  wb.register().catch((error: unknown) => {
    console.warn('Service worker registration failed', error);
  });
}

/** Activates the waiting worker and reloads once it controls the page. */
export function applyUpdate(): void {
  const wb = workbox;
  if (!wb) return;
  wb.addEventListener('controlling', () => window.location.reload());
  wb.messageSkipWaiting();
}

export function postponeUpdate(): void {
  setState({ updateWaiting: false });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getState = () => state;

export function usePwaState(): PwaState {
  return useSyncExternalStore(subscribe, getState, getState);
}
