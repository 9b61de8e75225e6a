// The profile's media carousel: the current photo or video large, photo and
// video counts, previous/next buttons, arrow keys, at most 10 thumbnails and a "+N more media"
// badge beyond 8. A photo opens the lightbox, a video the video modal.

import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicMediaSource } from '#app/components/media/public-media-base.ts';
import { ResponsiveImage } from '#app/components/media/responsive-image.tsx';
import { IconButton } from '#app/components/tooltip/icon-button.tsx';
import { PROFILE_MAIN_PHOTO_SIZES } from '#contract/media.ts';
import { CameraIcon, ChevronLeftIcon, ChevronRightIcon, PlayIcon, VideoIcon } from './profile-icons.tsx';
import { MAX_THUMBNAILS, type MediaItem, moreMediaCount } from './profile-view.ts';

interface MediaCarouselProps {
  items: MediaItem[];
  name: string;
  index: number;
  onIndexChange: (index: number) => void;
  onOpenPhoto: (photoIndex: number) => void;
  onOpenVideo: (item: Extract<MediaItem, { kind: 'video' }>) => void;
}

export function MediaCarousel({ items, name, index, onIndexChange, onOpenPhoto, onOpenVideo }: MediaCarouselProps) {
  const { t } = useTranslation();
  const total = items.length;
  const current = items[Math.min(index, Math.max(0, total - 1))];
  const photoCount = items.filter((i) => i.kind === 'photo').length;
  const videoCount = total - photoCount;
  const more = moreMediaCount(total);
  const go = (next: number) => {
    if (total > 0) onIndexChange((next + total) % total);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (total < 2 || event.altKey || event.ctrlKey || event.metaKey) return;
    if ((event.target as HTMLElement).closest('input, textarea, select')) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(index + 1);
    }
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('profile.media.region', { name })}
      onKeyDown={onKeyDown}
      data-testid="media-carousel"
    >
      <div className="relative aspect-[3/4] w-full overflow-hidden rounded-2xl bg-stone-100 shadow-sm">
        {!current ? (
          <ResponsiveImage
            src={null}
            alt=""
            sizes={PROFILE_MAIN_PHOTO_SIZES}
            placeholderLabel={t('profile.media.photoPreview')}
            className="size-full object-cover"
          />
        ) : current.kind === 'photo' ? (
          <button
            type="button"
            onClick={() => onOpenPhoto(current.photoIndex)}
            aria-label={t('profile.media.openPhoto', { number: current.photoIndex + 1 })}
            className="block size-full cursor-zoom-in"
          >
            <ResponsiveImage
              key={current.url}
              src={current.url}
              alt={t('profile.media.photoAlt', { number: current.photoIndex + 1, name })}
              sizes={PROFILE_MAIN_PHOTO_SIZES}
              placeholderLabel={t('profile.media.photoPreview')}
              priority={index === 0}
              className="size-full object-cover"
              data-testid="main-photo"
            />
          </button>
        ) : (
          <button
            type="button"
            onClick={() => onOpenVideo(current)}
            aria-label={t('profile.media.playVideo', { number: current.videoNumber })}
            className="group relative block size-full bg-stone-900"
          >
            <VideoPreview key={current.url} src={current.url} />
            <span className="absolute inset-0 flex items-center justify-center">
              <span className="flex size-16 items-center justify-center rounded-full bg-white/90 text-rose-700 shadow-lg transition group-hover:scale-105">
                <PlayIcon className="ml-1 size-8" />
              </span>
            </span>
          </button>
        )}

        <div className="pointer-events-none absolute top-3 left-3 flex gap-2">
          <span className="flex items-center gap-1 rounded-full bg-stone-900/70 px-2.5 py-1 text-xs font-semibold text-white">
            <CameraIcon className="size-4" />
            <span data-testid="photo-count">{t('profile.photos', { count: photoCount })}</span>
          </span>
          {videoCount > 0 && (
            <span className="flex items-center gap-1 rounded-full bg-stone-900/70 px-2.5 py-1 text-xs font-semibold text-white">
              <VideoIcon className="size-4" />
              <span data-testid="video-count">{t('profile.videos', { count: videoCount })}</span>
            </span>
          )}
        </div>

        {more > 0 && (
          <span
            className="pointer-events-none absolute right-3 bottom-3 rounded-full bg-rose-700 px-3 py-1 text-xs font-semibold text-white shadow"
            data-testid="more-media"
          >
            {t('profile.media.moreMedia', { count: more })}
          </span>
        )}

        {total > 1 && (
          <>
            <IconButton
              onClick={() => go(index - 1)}
              label={t('profile.media.previous')}
              className="absolute top-1/2 left-2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-stone-800 shadow hover:bg-white"
            >
              <ChevronLeftIcon className="size-6" />
            </IconButton>
            <IconButton
              onClick={() => go(index + 1)}
              label={t('profile.media.next')}
              className="absolute top-1/2 right-2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-stone-800 shadow hover:bg-white"
            >
              <ChevronRightIcon className="size-6" />
            </IconButton>
            <p className="sr-only" aria-live="polite" data-testid="media-position">
              {t('profile.media.position', { current: index + 1, total })}
            </p>
          </>
        )}
      </div>

      {total > 1 && (
        <ul aria-label={t('profile.media.thumbnails')} className="mt-3 grid grid-cols-5 gap-2" data-testid="thumbnails">
          {items.slice(0, MAX_THUMBNAILS).map((item, i) => (
            <li key={item.url}>
              <button
                type="button"
                onClick={() => onIndexChange(i)}
                aria-label={
                  item.kind === 'photo'
                    ? t('profile.media.showPhoto', { number: item.photoIndex + 1 })
                    : t('profile.media.showVideo', { number: item.videoNumber })
                }
                aria-current={i === index ? 'true' : undefined}
                className={`relative block aspect-square w-full overflow-hidden rounded-lg bg-stone-200 ring-offset-2 transition ${
                  i === index ? 'ring-2 ring-rose-600' : 'opacity-80 hover:opacity-100'
                }`}
              >
                {item.kind === 'photo' ? (
                  <ResponsiveImage
                    src={item.url}
                    alt=""
                    sizes="96px"
                    placeholderLabel={t('profile.media.photo')}
                    className="size-full object-cover"
                  />
                ) : (
                  <span className="flex size-full items-center justify-center bg-stone-800 text-white">
                    <PlayIcon className="size-6" />
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A video's first frame behind the play button, from the CDN when there is one. */
function VideoPreview({ src }: { src: string }) {
  const source = usePublicMediaSource(src);
  return (
    <video
      src={source.url}
      preload="metadata"
      muted
      playsInline
      tabIndex={-1}
      aria-hidden="true"
      className="size-full object-contain"
      onError={source.fallBack}
    />
  );
}
