// The image lightbox, loaded lazily: a Headless UI dialog (focus trapped,
// labelled) driven by the lightbox machine. Buttons and keys: arrows step, + and − zoom, 0 resets,
// Escape closes or first leaves fullscreen; the quality button switches between the optimized
// w1280 variant and the original file.
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useMachine } from '@xstate/react';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '#app/components/icons/icons.tsx';
import { PLACEHOLDER_PHOTO } from '#app/components/media/responsive-image.tsx';
import { IconButton } from '#app/components/tooltip/icon-button.tsx';
import { type LightboxEvent, lightboxImageUrl, lightboxMachine, ZOOM_MAX, ZOOM_MIN } from '#app/machines/lightbox.machine.ts';
import { ChevronLeftIcon, ChevronRightIcon, ExpandIcon, ResetIcon, ShrinkIcon, ZoomInIcon, ZoomOutIcon } from './profile-icons.tsx';

export interface ImageLightboxProps {
  images: string[];
  startIndex: number;
  name: string;
  onClose: () => void;
}

const KEY_EVENTS: Readonly<Record<string, LightboxEvent>> = {
  ArrowLeft: { type: 'PREVIOUS' },
  ArrowRight: { type: 'NEXT' },
  '+': { type: 'ZOOM_IN' },
  '=': { type: 'ZOOM_IN' },
  '-': { type: 'ZOOM_OUT' },
  _: { type: 'ZOOM_OUT' },
  '0': { type: 'ZOOM_RESET' },
};

/** How far a finger moves sideways before the lightbox steps to the next or previous photo. */
const SWIPE_PX = 50;

const toolButton =
  'flex size-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20 disabled:cursor-not-allowed disabled:opacity-40';

export default function ImageLightbox({ images, startIndex, name, onClose }: ImageLightboxProps) {
  const { t } = useTranslation();
  const [snapshot, send] = useMachine(lightboxMachine);
  const wasOpen = useRef(false);
  const swipeFrom = useRef<number | null>(null);

  useEffect(() => {
    send({ type: 'OPEN', images, index: startIndex });
  }, [send, images, startIndex]);

  const closed = snapshot.matches('closed');
  if (!closed) wasOpen.current = true;
  useEffect(() => {
    if (wasOpen.current && closed) onClose();
  }, [closed, onClose]);

  // The browser may leave fullscreen by itself (its own Escape, F11).
  useEffect(() => {
    const onChange = () => {
      if (!document.fullscreenElement) send({ type: 'FULLSCREEN_EXITED' });
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [send]);

  const { context } = snapshot;
  const url = lightboxImageUrl(context);
  const original = context.images[context.index] ?? null;
  const total = context.images.length;
  const fullscreen = snapshot.matches({ open: 'fullscreen' });
  const percent = Math.round(context.zoom * 100);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const next = KEY_EVENTS[event.key];
    if (next) {
      event.preventDefault();
      send(next);
    }
  };

  return (
    <Dialog
      open={!closed}
      // Headless UI closes on Escape and on a click outside the panel; the machine decides
      // whether that closes the lightbox or only leaves fullscreen.
      onClose={() => send({ type: 'ESCAPE' })}
      className="fixed inset-0 z-[80]"
    >
      <DialogPanel
        className="flex size-full flex-col bg-stone-950 text-white"
        onKeyDown={onKeyDown}
        data-testid="lightbox"
        data-zoom={context.zoom}
        data-quality={context.quality}
      >
        <div className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 sm:px-4">
          <div className="min-w-0">
            <DialogTitle className="truncate text-base font-semibold">{t('profile.lightbox.title', { name })}</DialogTitle>
            <p className="text-sm text-stone-300" aria-live="polite" data-testid="lightbox-position">
              {t('profile.lightbox.position', { current: context.index + 1, total })}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-1.5">
            <IconButton
              className={toolButton}
              onClick={() => send({ type: 'ZOOM_OUT' })}
              disabled={context.zoom <= ZOOM_MIN}
              label={t('profile.lightbox.zoomOut')}
            >
              <ZoomOutIcon />
            </IconButton>
            <output className="w-14 text-center text-sm tabular-nums" aria-live="polite" data-testid="zoom-level">
              <span className="sr-only">{t('profile.lightbox.zoomLevel', { percent })}</span>
              <span aria-hidden="true">{percent}%</span>
            </output>
            <IconButton
              className={toolButton}
              onClick={() => send({ type: 'ZOOM_IN' })}
              disabled={context.zoom >= ZOOM_MAX}
              label={t('profile.lightbox.zoomIn')}
            >
              <ZoomInIcon />
            </IconButton>
            <IconButton className={toolButton} onClick={() => send({ type: 'ZOOM_RESET' })} label={t('profile.lightbox.resetZoom')}>
              <ResetIcon />
            </IconButton>
            <button
              type="button"
              className="h-10 rounded-full bg-white/10 px-3 text-sm font-semibold hover:bg-white/20"
              onClick={() => send({ type: 'TOGGLE_QUALITY' })}
              aria-label={context.quality === 'optimized' ? t('profile.lightbox.showOriginal') : t('profile.lightbox.showOptimized')}
              data-testid="quality-toggle"
            >
              {context.quality === 'optimized' ? t('profile.lightbox.optimized') : t('profile.lightbox.original')}
            </button>
            <IconButton
              className={toolButton}
              onClick={() => send({ type: 'TOGGLE_FULLSCREEN' })}
              label={fullscreen ? t('profile.lightbox.exitFullscreen') : t('profile.lightbox.fullscreen')}
            >
              {fullscreen ? <ShrinkIcon /> : <ExpandIcon />}
            </IconButton>
            <IconButton className={toolButton} onClick={() => send({ type: 'CLOSE' })} label={t('profile.lightbox.close')}>
              <CloseIcon className="size-5" />
            </IconButton>
          </div>
        </div>

        {/* a swipe only repeats the previous/next buttons */}
        <div
          className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center overflow-hidden"
          onPointerDown={(event) => {
            swipeFrom.current = event.pointerType === 'mouse' ? null : event.clientX;
          }}
          onPointerUp={(event) => {
            const from = swipeFrom.current;
            swipeFrom.current = null;
            if (from === null || context.zoom > 1) return;
            const dx = event.clientX - from;
            if (Math.abs(dx) >= SWIPE_PX) send({ type: dx < 0 ? 'NEXT' : 'PREVIOUS' });
          }}
        >
          {url && (
            <img
              key={url}
              src={url}
              alt={t('profile.media.photoAlt', { number: context.index + 1, name })}
              className="max-h-full max-w-full object-contain transition-transform duration-150"
              style={{ transform: `scale(${context.zoom})` }}
              onError={(event) => {
                // a missing variant falls back to the original, a missing original to the placeholder
                const img = event.currentTarget;
                const path = new URL(img.src, window.location.href).pathname;
                if (original && path !== original && !original.startsWith('http')) img.src = original;
                else if (path !== PLACEHOLDER_PHOTO) img.src = PLACEHOLDER_PHOTO;
              }}
              data-testid="lightbox-image"
            />
          )}
          {total > 1 && (
            <>
              <IconButton
                onClick={() => send({ type: 'PREVIOUS' })}
                label={t('profile.lightbox.previous')}
                className="absolute top-1/2 left-2 flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-white/10 hover:bg-white/25"
              >
                <ChevronLeftIcon className="size-7" />
              </IconButton>
              <IconButton
                onClick={() => send({ type: 'NEXT' })}
                label={t('profile.lightbox.next')}
                className="absolute top-1/2 right-2 flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-white/10 hover:bg-white/25"
              >
                <ChevronRightIcon className="size-7" />
              </IconButton>
            </>
          )}
        </div>
        <p className="hidden px-4 py-2 text-center text-xs text-stone-400 sm:block">{t('profile.lightbox.help')}</p>
      </DialogPanel>
    </Dialog>
  );
}
