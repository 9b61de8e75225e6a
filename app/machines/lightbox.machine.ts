// The profile detail's image lightbox: opens at a picture,
// steps through the pictures, zooms from 0.5 to 3 in steps of 0.25, shows the optimized (w1280)
// or the original image, and enters/leaves fullscreen. Escape closes it, or first leaves
// fullscreen. Fullscreen calls are fromPromise actors so tests swap them with .provide();
// their failures are only logged (the lightbox keeps working windowed).
import { assign, fromPromise, setup } from 'xstate';
import { imageVariantUrl } from '#contract/media.ts';

export const ZOOM_MIN = 0.5;
export const ZOOM_MAX = 3;
export const ZOOM_STEP = 0.25;
export const ZOOM_DEFAULT = 1;

export type LightboxQuality = 'optimized' | 'original';

export interface LightboxContext {
  /** Picture URLs (already resolved by the media rules). */
  images: string[];
  index: number;
  zoom: number;
  quality: LightboxQuality;
}

export type LightboxEvent =
  | { type: 'OPEN'; images: string[]; index: number }
  | { type: 'CLOSE' }
  | { type: 'ESCAPE' }
  | { type: 'NEXT' }
  | { type: 'PREVIOUS' }
  | { type: 'GO_TO'; index: number }
  | { type: 'ZOOM_IN' }
  | { type: 'ZOOM_OUT' }
  | { type: 'ZOOM_RESET' }
  | { type: 'TOGGLE_QUALITY' }
  | { type: 'TOGGLE_FULLSCREEN' }
  /** The browser left fullscreen by itself (its own Escape handling, F11, …). */
  | { type: 'FULLSCREEN_EXITED' };

/** Clamps a zoom level into [ZOOM_MIN, ZOOM_MAX] on the 0.25 grid. */
export function clampZoom(zoom: number): number {
  const snapped = Math.round(zoom / ZOOM_STEP) * ZOOM_STEP;
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, snapped));
}

function wrap(index: number, count: number): number {
  if (count === 0) return 0;
  return ((index % count) + count) % count;
}

/** The URL the lightbox shows for its current picture and quality. */
export function lightboxImageUrl(context: LightboxContext): string | null {
  const url = context.images[context.index];
  if (!url) return null;
  return context.quality === 'optimized' ? imageVariantUrl(url, 1280) : url;
}

export const lightboxMachine = setup({
  types: {
    context: {} as LightboxContext,
    events: {} as LightboxEvent,
  },
  actors: {
    enterFullscreen: fromPromise(async () => {
      await document.documentElement.requestFullscreen();
    }),
    exitFullscreen: fromPromise(async () => {
      if (document.fullscreenElement) await document.exitFullscreen();
    }),
  },
  guards: {
    canZoomIn: ({ context }) => context.zoom < ZOOM_MAX,
    canZoomOut: ({ context }) => context.zoom > ZOOM_MIN,
    hasSeveral: ({ context }) => context.images.length > 1,
  },
  actions: {
    // Fullscreen errors are only logged.
    logFullscreenError: ({ event }) => {
      console.warn('lightbox: fullscreen request failed', (event as { error?: unknown }).error);
    },
  },
}).createMachine({
  id: 'lightbox',
  initial: 'closed',
  context: { images: [], index: 0, zoom: ZOOM_DEFAULT, quality: 'optimized' },
  states: {
    closed: {
      on: {
        OPEN: {
          guard: ({ event }) => event.images.length > 0,
          target: 'open',
          actions: assign(({ event }) => ({
            images: event.images,
            index: Math.min(Math.max(0, Math.trunc(event.index)), event.images.length - 1),
            zoom: ZOOM_DEFAULT,
            quality: 'optimized' as const,
          })),
        },
      },
    },
    open: {
      initial: 'windowed',
      on: {
        NEXT: {
          guard: 'hasSeveral',
          actions: assign(({ context }) => ({ index: wrap(context.index + 1, context.images.length), zoom: ZOOM_DEFAULT })),
        },
        PREVIOUS: {
          guard: 'hasSeveral',
          actions: assign(({ context }) => ({ index: wrap(context.index - 1, context.images.length), zoom: ZOOM_DEFAULT })),
        },
        GO_TO: {
          guard: ({ context, event }) => Number.isInteger(event.index) && event.index >= 0 && event.index < context.images.length,
          actions: assign(({ event }) => ({ index: event.index, zoom: ZOOM_DEFAULT })),
        },
        ZOOM_IN: { guard: 'canZoomIn', actions: assign({ zoom: ({ context }) => clampZoom(context.zoom + ZOOM_STEP) }) },
        ZOOM_OUT: { guard: 'canZoomOut', actions: assign({ zoom: ({ context }) => clampZoom(context.zoom - ZOOM_STEP) }) },
        ZOOM_RESET: { actions: assign({ zoom: ZOOM_DEFAULT }) },
        TOGGLE_QUALITY: {
          actions: assign({ quality: ({ context }) => (context.quality === 'optimized' ? 'original' : 'optimized') }),
        },
      },
      states: {
        windowed: {
          on: {
            TOGGLE_FULLSCREEN: 'enteringFullscreen',
            ESCAPE: '#lightbox.closed',
            CLOSE: '#lightbox.closed',
          },
        },
        enteringFullscreen: {
          invoke: {
            src: 'enterFullscreen',
            onDone: 'fullscreen',
            onError: { target: 'windowed', actions: 'logFullscreenError' },
          },
          on: {
            ESCAPE: '#lightbox.closing',
            CLOSE: '#lightbox.closing',
          },
        },
        fullscreen: {
          on: {
            TOGGLE_FULLSCREEN: 'exitingFullscreen',
            ESCAPE: 'exitingFullscreen',
            FULLSCREEN_EXITED: 'windowed',
            CLOSE: '#lightbox.closing',
          },
        },
        exitingFullscreen: {
          invoke: {
            src: 'exitFullscreen',
            onDone: 'windowed',
            onError: { target: 'windowed', actions: 'logFullscreenError' },
          },
          on: {
            FULLSCREEN_EXITED: 'windowed',
            CLOSE: '#lightbox.closing',
          },
        },
      },
    },
    // Closing from fullscreen leaves fullscreen first, so the page is not left stuck in it.
    closing: {
      invoke: {
        src: 'exitFullscreen',
        onDone: 'closed',
        onError: { target: 'closed', actions: 'logFullscreenError' },
      },
    },
  },
});
