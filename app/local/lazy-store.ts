// A tiny external store for useSyncExternalStore that starts its source on the first subscriber
// and keeps it, so a page pays for Dexie only once something on it reads the data. Its server
// snapshot is the initial value: a server-drawn page is hydrated from what the server drew
// (nothing read on the device yet), then shows the device's data.

export interface LazyStore<T> {
  subscribe: (listener: () => void) => () => void;
  get: () => T;
  /** The initial value, for hydration (useSyncExternalStore's getServerSnapshot). */
  getServer: () => T;
}

export function lazyStore<T>(initial: T, start: (set: (value: T) => void) => void): LazyStore<T> {
  let value = initial;
  let started = false;
  const listeners = new Set<() => void>();
  const set = (next: T) => {
    value = next;
    for (const listener of listeners) listener();
  };
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      if (!started) {
        started = true;
        start(set);
      }
      return () => listeners.delete(listener);
    },
    get: () => value,
    getServer: () => initial,
  };
}
