// The service worker's state (app/pwa/register.ts) as a React value: whether an update waits.
import { useSyncExternalStore } from 'react';
import { getPwaState, getServerPwaState, type PwaState, subscribePwaState } from './register.ts';

export function usePwaState(): PwaState {
  return useSyncExternalStore(subscribePwaState, getPwaState, getServerPwaState);
}
