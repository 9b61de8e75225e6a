// Opens and closes the login dialog from anywhere (header, mobile menu, the favourite toggle).
// The reason says which introduction the dialog shows ("favorites" or "general").
// Whoever opens it may pass callbacks: `onSuccess` runs after a successful log-in or sign-up (the
// dialog calls loginSucceeded), `onDismiss` when it is closed without one — the favourite toggle
// uses them to re-run or drop the add/remove it remembered.
import { useSyncExternalStore } from 'react';

export type LoginReason = 'general' | 'favorites';

export interface LoginDialogCallbacks {
  onSuccess?: () => void;
  onDismiss?: () => void;
}

interface LoginDialogState {
  open: boolean;
  reason: LoginReason;
  /** True once it has been opened (its code is loaded from then on). */
  everOpened: boolean;
}

const CLOSED: LoginDialogState = { open: false, reason: 'general', everOpened: false };
let state = CLOSED;
let callbacks: LoginDialogCallbacks = {};
const listeners = new Set<() => void>();

function set(next: LoginDialogState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Opens the dialog. Opening it again replaces the callbacks; the earlier opener is dismissed. */
export function openLoginDialog(reason: LoginReason = 'general', next: LoginDialogCallbacks = {}): void {
  const previous = callbacks;
  callbacks = next;
  if (state.open) previous.onDismiss?.();
  set({ open: true, reason, everOpened: true });
}

/** Closed by the visitor (Escape, the close button, the backdrop): the opener's pending work is dropped. */
export function closeLoginDialog(): void {
  if (!state.open) return;
  const { onDismiss } = callbacks;
  callbacks = {};
  set({ ...state, open: false });
  onDismiss?.();
}

/** The dialog logged the visitor in or signed them up: it closes and the opener's work runs. */
export function loginSucceeded(): void {
  const { onSuccess } = callbacks;
  callbacks = {};
  set({ ...state, open: false });
  onSuccess?.();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const get = () => state;
// A server-drawn page is hydrated with the dialog closed, as the server drew it.
const getServer = () => CLOSED;

export function useLoginDialog(): LoginDialogState {
  return useSyncExternalStore(subscribe, get, getServer);
}
