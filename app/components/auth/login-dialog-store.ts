// Opens and closes the login dialog from anywhere (header, mobile menu, later the favourites
// flow). The reason says which introduction the dialog shows (spec §2: "favorites" or "general").
import { useSyncExternalStore } from 'react';

export type LoginReason = 'general' | 'favorites';

interface LoginDialogState {
  open: boolean;
  reason: LoginReason;
  /** True once it has been opened (its code is loaded from then on). */
  everOpened: boolean;
}

let state: LoginDialogState = { open: false, reason: 'general', everOpened: false };
const listeners = new Set<() => void>();

function set(next: LoginDialogState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function openLoginDialog(reason: LoginReason = 'general'): void {
  set({ open: true, reason, everOpened: true });
}

export function closeLoginDialog(): void {
  set({ ...state, open: false });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const get = () => state;

export function useLoginDialog(): LoginDialogState {
  return useSyncExternalStore(subscribe, get, get);
}
