// The state of the catalogue replica for loading states: whether it holds any rows, and how
// the pull loop is doing (syncing, ready, failed, offline). The pull loop (catalog-sync.ts)
// writes the pull status here; pages read it through useReplicaStatus without loading the
// loop itself.
import { useSyncExternalStore } from 'react';
import type { PullStatus } from '#sync/catalog-pull.ts';
import { useCatalogCount } from './catalog.ts';

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

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getPullStatus = () => pullStatus;
// A server-drawn page is hydrated as the server drew it (no pull), then shows the loop's state.
const getServerPullStatus = () => IDLE;

export function usePullStatus(): PullStatus {
  return useSyncExternalStore(subscribe, getPullStatus, getServerPullStatus);
}

/**
 * - `loading`: the local database has not answered yet (a few milliseconds);
 * - `syncing`: the replica is empty and its first pages are on their way (show a spinner);
 * - `ready`: there are rows to show, or the catalogue is truly empty;
 * - `offline` / `error`: the replica is empty and the pull failed (show a retry).
 * A replica that has rows is `ready` whatever the network does: it works offline.
 */
export type ReplicaState = 'loading' | 'syncing' | 'ready' | 'offline' | 'error';

export interface ReplicaStatus {
  state: ReplicaState;
  empty: boolean | undefined;
  retry: () => void;
}

export function replicaState(count: number | undefined, pull: PullStatus): ReplicaState {
  if (count === undefined) return 'loading';
  if (count > 0) return 'ready';
  if (pull.state === 'idle' || pull.state === 'syncing') return 'syncing';
  if (pull.state === 'error') return pull.error === 'offline' ? 'offline' : 'error';
  return 'ready';
}

export function useReplicaStatus(): ReplicaStatus {
  const count = useCatalogCount();
  const pull = usePullStatus();
  return { state: replicaState(count, pull), empty: count === undefined ? undefined : count === 0, retry: retryCatalogPull };
}
