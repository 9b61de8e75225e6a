// The state of the catalogue replica for loading states: whether it holds any rows, and how
// the pull loop is doing (syncing, ready, failed, offline). The pull loop (catalog-sync.ts)
// writes the pull status to pull-status.ts; pages read it (usePullStatus) without loading the
// loop itself, and judge it with a read of the replica (replicaState).
import { useSyncExternalStore } from 'react';
import type { PullStatus } from '#sync/catalog-pull.ts';
import { getPullStatus, getServerPullStatus, subscribePullStatus } from './pull-status.ts';

export function usePullStatus(): PullStatus {
  return useSyncExternalStore(subscribePullStatus, getPullStatus, getServerPullStatus);
}

/**
 * - `loading`: the local database has not answered yet (a few milliseconds);
 * - `syncing`: the replica is empty and its first pages are on their way, or written but not yet
 *   read back (show a spinner, or what the server drew);
 * - `ready`: there are rows to show, or the catalogue is truly empty;
 * - `offline` / `error`: the replica is empty and the pull failed (show a retry).
 * A replica that has rows is `ready` whatever the network does: it works offline.
 */
export type ReplicaState = 'loading' | 'syncing' | 'ready' | 'offline' | 'error';

export function replicaState(count: number | undefined, pull: PullStatus): ReplicaState {
  if (count === undefined) return 'loading';
  if (count > 0) return 'ready';
  // The pull has written rows that this read of the replica (an answer asked before they were
  // written) does not show yet: they are on their way, the catalogue is not empty.
  if (pull.state === 'idle' || pull.state === 'syncing' || (pull.state === 'ready' && (pull.rows ?? 0) > 0)) return 'syncing';
  if (pull.state === 'error') return pull.error === 'offline' ? 'offline' : 'error';
  return 'ready';
}
