// The favourite heart of the profile card and the profile page (storefront §2, §4 "Favorite
// toggle"). Its behaviour (favorite-toggle-live.tsx) needs Dexie and xstate, which must not hold up
// a page's first screen: until the page has loaded, the same heart stands in, empty and not yet
// clickable (the device's favourites are not read before then either). The server draws the
// stand-in too, so a hydrated page first matches it.
import { type ComponentType, useEffect, useState } from 'react';
import { HeartIcon } from '#app/components/icons/icons.tsx';
import { IconButton } from '#app/components/tooltip/icon-button.tsx';
import { afterLoad } from '#app/pwa/after-load.ts';
import { loadChunk } from '#app/pwa/load-chunk.ts';

export interface FavoriteToggleProps {
  profileId: number;
  /** The label, in the page's language, for adding her and for removing her. */
  labels: { add: string; remove: string };
  className: string;
  iconClassName?: string;
}

/** The behaviour's module, once (every card shares it); asked again if the connection dropped. */
let live: Promise<ComponentType<FavoriteToggleProps>> | null = null;
const loadLive = () => {
  live ??= afterLoad()
    .then(() => loadChunk(() => import('./favorite-toggle-live.tsx')))
    .then((module) => module.default);
  // Given up (a chunk a new version removed): the next heart to mount asks again.
  live.catch(() => {
    live = null;
  });
  return live;
};

export function FavoriteToggle(props: FavoriteToggleProps) {
  // The live heart replaces the stand-in once its module is here. Not a lazy component in a
  // Suspense boundary: switching to one that suspends would hide the stand-in and show a second
  // one as the fallback, two hearts in the card until the module arrives.
  const [Live, setLive] = useState<ComponentType<FavoriteToggleProps> | null>(null);
  useEffect(() => {
    let mounted = true;
    loadLive().then(
      (component) => {
        if (mounted) setLive(() => component);
      },
      () => undefined, // the stand-in stays
    );
    return () => {
      mounted = false;
    };
  }, []);
  if (Live) return <Live {...props} />;
  return (
    <IconButton disabled aria-pressed={false} label={props.labels.add} data-testid="favorite-button" className={props.className}>
      <HeartIcon className={props.iconClassName} />
    </IconButton>
  );
}
