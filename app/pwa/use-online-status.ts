// navigator.onLine as a React value, following the browser's online and offline events.
import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const getOnline = () => navigator.onLine;
const getServerOnline = () => true;

export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, getOnline, getServerOnline);
}
