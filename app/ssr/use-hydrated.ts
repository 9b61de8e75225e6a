// Whether the page is past its hydration (decision 037). While React hydrates a server-drawn
// page it must draw exactly what the server drew, so what only the browser knows (the address's
// hash, the clock, the visitor's locale) waits for this to turn true; on a page the browser
// rendered itself (the service worker's shell, a client-side navigation) it is true at once.
import { useEffect, useLayoutEffect, useSyncExternalStore } from 'react';
import { giveFirstTouches } from '#app/first-touch.ts';
import { markRendered } from '#app/pwa/after-load.ts';
import { ssrData } from './ssr-data.ts';

const never = () => () => undefined;
const inBrowser = () => true;
const onServer = () => false;

export function useHydrated(): boolean {
  return useSyncExternalStore(never, inBrowser, onServer);
}

const deviceYear = () => new Date().getFullYear();
// The same instant on both sides (the page's data), read in UTC on both.
const drawnYear = () => new Date(ssrData().drawnAt ?? Date.now()).getUTCFullYear();

/** The current year: while hydrating, the year the server drew the page in; then the device's. */
export function useCurrentYear(): number {
  return useSyncExternalStore(never, deviceYear, drawnYear);
}

/** Marks <html data-hydrated> once the area's layout (the storefront's, the back office's) has
 * committed its first render, hydrated or rendered by the browser: from then on the page answers
 * its controls (the e2e fixtures wait for it). What the visitor did on a drawn page before is
 * given to the app right after that first commit (app/first-touch.ts). */
export function useMarkHydrated(): void {
  useLayoutEffect(() => {
    giveFirstTouches();
  }, []);
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    markRendered();
  }, []);
}
