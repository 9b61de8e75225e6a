// A profile's media as its page shows them: the carousel, and the lightbox or the video modal it
// opens (separate chunks loaded on first use), with focus back on the control that opened them.
// Shared by the public profile page and her owner page.
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import type { CatalogCard } from '#contract/profile.schema.ts';
import { MediaCarousel } from './media-carousel.tsx';
import { type MediaItem, mediaItems } from './profile-view.ts';

const ImageLightbox = lazy(() => import('./image-lightbox.tsx'));
const VideoModal = lazy(() => import('./video-modal.tsx'));

export function ProfileMedia({
  profile,
  name,
}: {
  profile: Pick<CatalogCard, 'primaryPhoto' | 'photos' | 'videos' | 'firstName'>;
  name: string;
}) {
  const items = useMemo(() => mediaItems(profile), [profile]);
  const photos = useMemo(() => items.filter((i) => i.kind === 'photo').map((i) => i.url), [items]);
  const [index, setIndex] = useState(0);
  const [lightboxAt, setLightboxAt] = useState<number | null>(null);
  const [video, setVideo] = useState<Extract<MediaItem, { kind: 'video' }> | null>(null);
  // Focus goes back to the control that opened a dialog (Headless UI's own restore can lose the
  // race with the lazily loaded dialog unmounting).
  const opener = useRef<HTMLElement | null>(null);
  const rememberOpener = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };
  const restoreFocus = useCallback(() => {
    const element = opener.current;
    opener.current = null;
    requestAnimationFrame(() => {
      if (element?.isConnected) element.focus();
    });
  }, []);
  const openLightbox = (photoIndex: number) => {
    rememberOpener();
    setLightboxAt(photoIndex);
  };
  const openVideo = (item: Extract<MediaItem, { kind: 'video' }>) => {
    rememberOpener();
    setVideo(item);
  };
  const closeLightbox = useCallback(() => {
    setLightboxAt(null);
    restoreFocus();
  }, [restoreFocus]);
  const closeVideo = useCallback(() => {
    setVideo(null);
    restoreFocus();
  }, [restoreFocus]);

  return (
    <>
      <MediaCarousel items={items} name={name} index={index} onIndexChange={setIndex} onOpenPhoto={openLightbox} onOpenVideo={openVideo} />
      <Suspense fallback={null}>
        {lightboxAt !== null && <ImageLightbox images={photos} startIndex={lightboxAt} name={name} onClose={closeLightbox} />}
        {video && (
          <VideoModal src={video.url} videoNumber={video.videoNumber} firstName={profile.firstName} name={name} onClose={closeVideo} />
        )}
      </Suspense>
    </>
  );
}
