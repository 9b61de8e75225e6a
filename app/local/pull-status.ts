// How the catalogue pull loop is doing (syncing, ready, failed, offline), kept apart from React:
// the loop (catalog-sync.ts) may start on a server-drawn page before its app has loaded
// (app/pwa/background.ts). Pages read it through replica-status.ts.
import type { PullStatus } from '#sync/catalog-pull.ts';

const IDLE: PullStatus = { state: 'idle' };
let pullStatus = IDLE;
let retryHandler: (() => void) | null = null;
const listeners = new Set<() => void>();

export function setPullStatus(next: PullStatus): void {
  pullStatus = next;
  for (const listener of listeners) listener();
}

/** Registers what "try again" does (the pull loop's forced pull). */
export function setRetryHandler(handler: (() => void) | null): void {
  retryHandler = handler;
}

/** Pulls again now (a "try again" button). */
export function retryCatalogPull(): void {
  retryHandler?.();
}

export function subscribePullStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getPullStatus = (): PullStatus => pullStatus;
/** A server-drawn page is hydrated as the server drew it (no pull), then shows the loop's state. */
export const getServerPullStatus = (): PullStatus => IDLE;
