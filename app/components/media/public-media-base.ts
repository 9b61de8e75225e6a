// The public media origin the server names in the page (<meta name="media-base">, set when public
// media are published for a CDN); without it, media come from the API's /uploads. The server's
// drawing uses the same origin (setServerMediaBase, per render), and the browser's hydration reads
// it from the page, so both agree and a drawn picture is fetched once, from the CDN.
import { useState, useSyncExternalStore } from 'react';
import { publicMediaUrl } from '#contract/media.ts';

const noChange = () => () => undefined;
const fromPage = () => document.querySelector('meta[name="media-base"]')?.getAttribute('content') ?? '';
let serverBase = '';
const onServer = () => serverBase;

/** The origin the server render draws public media from (app/entry-server.tsx, before each render). */
export function setServerMediaBase(base: string): void {
  serverBase = base;
}

export function usePublicMediaBase(): string {
  return useSyncExternalStore(noChange, fromPage, typeof document === 'undefined' ? onServer : fromPage);
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
