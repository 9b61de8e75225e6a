// A tiny toast store: at most one toast at a time, a newer one replaces the
// older; components subscribe with useToasts(), anything may call toast().
import { useSyncExternalStore } from 'react';

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; Infinity keeps it open. */
  duration?: number;
}

export interface Toast extends Required<Omit<ToastInput, 'description'>> {
  id: string;
  description?: string;
}

type Listener = () => void;

let toasts: readonly Toast[] = [];
let counter = 0;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Shows a toast; returns its id and a function that dismisses it. */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter += 1;
  const id = `toast-${counter}`;
  const item: Toast = {
    id,
    title: input.title,
    variant: input.variant ?? 'default',
    duration: input.duration ?? TOAST_DURATION_MS,
    ...(input.description === undefined ? {} : { description: input.description }),
  };
  toasts = [item, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return { id, dismiss: () => dismissToast(id) };
}

/** Dismisses one toast, or all of them without an id. */
export function dismissToast(id?: string): void {
  const next = id === undefined ? [] : toasts.filter((t) => t.id !== id);
  if (next.length === toasts.length) return;
  toasts = next;
  emit();
}

export function getToasts(): readonly Toast[] {
  return toasts;
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// A server-drawn page has no toast; one shown before its hydration (main.tsx: "language
// changed") appears right after it.
const NO_TOASTS: readonly Toast[] = [];
const getServerToasts = () => NO_TOASTS;

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribeToToasts, getToasts, getServerToasts);
}
