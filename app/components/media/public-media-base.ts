// The public media origin the server names in the page (<meta name="media-base">, set when public
// media are published for a CDN). Read after hydration only, so the server's drawing and the
// browser's first render agree; until then, and without it, media come from the API's /uploads.
import { useSyncExternalStore } from 'react';

const noChange = () => () => undefined;
const fromPage = () => document.querySelector('meta[name="media-base"]')?.getAttribute('content') ?? '';
const onServer = () => '';

export function usePublicMediaBase(): string {
  return useSyncExternalStore(noChange, fromPage, onServer);
}
