// The public media origin the server names in the page (<meta name="media-base">, set when public
// media are published for a CDN). Read after hydration only, so the server's drawing and the
// browser's first render agree; until then, and without it, media come from the API's /uploads.
import { useState, useSyncExternalStore } from 'react';
import { publicMediaUrl } from '#contract/media.ts';

const noChange = () => () => undefined;
const fromPage = () => document.querySelector('meta[name="media-base"]')?.getAttribute('content') ?? '';
const onServer = () => '';

export function usePublicMediaBase(): string {
  return useSyncExternalStore(noChange, fromPage, onServer);
}

/**
 * Where a public medium loads from: the CDN's copy when there is one, else the API's. `fallBack`
 * is for the element's error event: it moves to the API's address once (a copy published within
 * the minute may not be there yet) and says whether it did, so a real failure is still one.
 */
export function usePublicMediaSource(src: string): { url: string; fallBack: () => boolean } {
  const base = usePublicMediaBase();
  const [failed, setFailed] = useState<string | null>(null);
  const fromCdn = failed !== src ? publicMediaUrl(src, base) : src;
  return {
    url: fromCdn,
    fallBack: () => {
      if (fromCdn === src) return false;
      setFailed(src);
      return true;
    },
  };
}
