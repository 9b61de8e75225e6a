// The lightbox machine driven as an actor, with the fullscreen actors swapped by .provide(),
// plus a graph walk proving that no sequence of zoom events leaves 0.5–3 or the 0.25 grid.
import { getShortestPaths } from '@xstate/graph';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { clampZoom, type LightboxEvent, lightboxImageUrl, lightboxMachine, ZOOM_MAX, ZOOM_MIN } from './lightbox.machine.ts';

const IMAGES = [
  '/uploads/images/11111111-1111-4111-8111-111111111111.webp',
  '/uploads/images/22222222-2222-4222-8222-222222222222.webp',
  'https://cdn.example.com/remote.jpg',
];

interface FullscreenStub {
  enter: () => Promise<void>;
  exit: () => Promise<void>;
}

function start(stub?: Partial<FullscreenStub>) {
  const enter = vi.fn(stub?.enter ?? (async () => undefined));
  const exit = vi.fn(stub?.exit ?? (async () => undefined));
  const machine = lightboxMachine.provide({
    actors: {
      enterFullscreen: fromPromise(async () => {
        await enter();
      }),
      exitFullscreen: fromPromise(async () => {
        await exit();
      }),
    },
  });
  const actor = createActor(machine).start();
  return { actor, enter, exit };
}

function openAt(index: number, stub?: Partial<FullscreenStub>) {
  const started = start(stub);
  started.actor.send({ type: 'OPEN', images: IMAGES, index });
  return started;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('lightbox machine', () => {
  it('starts closed and opens at the chosen picture with zoom 1 and the optimized image', () => {
    const { actor } = openAt(1);
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ open: 'windowed' })).toBe(true);
    expect(snapshot.context).toMatchObject({ index: 1, zoom: 1, quality: 'optimized' });
    expect(lightboxImageUrl(snapshot.context)).toBe('/uploads/images/w1280/22222222-2222-4222-8222-222222222222.webp');
  });

  it('does not open without pictures and clamps an index outside the list', () => {
    const { actor } = start();
    actor.send({ type: 'OPEN', images: [], index: 0 });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'OPEN', images: IMAGES, index: 99 });
    expect(actor.getSnapshot().context.index).toBe(2);
  });

  it('steps to the next and previous picture, wrapping at both ends, and resets the zoom', () => {
    const { actor } = openAt(0);
    actor.send({ type: 'ZOOM_IN' });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context).toMatchObject({ index: 1, zoom: 1 });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: 'PREVIOUS' });
    expect(actor.getSnapshot().context.index).toBe(2);
    actor.send({ type: 'GO_TO', index: 1 });
    expect(actor.getSnapshot().context.index).toBe(1);
    actor.send({ type: 'GO_TO', index: 7 });
    expect(actor.getSnapshot().context.index).toBe(1);
  });

  it('zooms in steps of 0.25 up to 3 and down to 0.5, and resets to 1', () => {
    const { actor } = openAt(0);
    const zooms: number[] = [];
    for (let i = 0; i < 12; i++) {
      actor.send({ type: 'ZOOM_IN' });
      zooms.push(actor.getSnapshot().context.zoom);
    }
    expect(zooms.slice(0, 8)).toEqual([1.25, 1.5, 1.75, 2, 2.25, 2.5, 2.75, 3]);
    expect(zooms.slice(8)).toEqual([3, 3, 3, 3]);
    actor.send({ type: 'ZOOM_RESET' });
    expect(actor.getSnapshot().context.zoom).toBe(1);
    actor.send({ type: 'ZOOM_OUT' });
    actor.send({ type: 'ZOOM_OUT' });
    actor.send({ type: 'ZOOM_OUT' });
    expect(actor.getSnapshot().context.zoom).toBe(0.5);
    expect(actor.getSnapshot().can({ type: 'ZOOM_OUT' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'ZOOM_IN' })).toBe(true);
  });

  it('toggles between the optimized variant and the original image', () => {
    const { actor } = openAt(0);
    actor.send({ type: 'TOGGLE_QUALITY' });
    expect(actor.getSnapshot().context.quality).toBe('original');
    expect(lightboxImageUrl(actor.getSnapshot().context)).toBe(IMAGES[0]);
    actor.send({ type: 'TOGGLE_QUALITY' });
    expect(lightboxImageUrl(actor.getSnapshot().context)).toBe('/uploads/images/w1280/11111111-1111-4111-8111-111111111111.webp');
    // remote pictures have no variants: both qualities show the same URL
    actor.send({ type: 'GO_TO', index: 2 });
    expect(lightboxImageUrl(actor.getSnapshot().context)).toBe(IMAGES[2]);
  });

  it('closes on Escape when windowed', () => {
    const { actor, exit } = openAt(0);
    actor.send({ type: 'ESCAPE' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(exit).not.toHaveBeenCalled();
  });

  it('when fullscreen, then Escape leaves fullscreen first and a second Escape closes', async () => {
    const { actor, enter, exit } = openAt(0);
    actor.send({ type: 'TOGGLE_FULLSCREEN' });
    await waitFor(actor, (s) => s.matches({ open: 'fullscreen' }));
    expect(enter).toHaveBeenCalledTimes(1);
    actor.send({ type: 'ESCAPE' });
    await waitFor(actor, (s) => s.matches({ open: 'windowed' }));
    expect(exit).toHaveBeenCalledTimes(1);
    actor.send({ type: 'ESCAPE' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('when the browser leaves fullscreen by itself, then the lightbox is windowed again', async () => {
    const { actor, exit } = openAt(0);
    actor.send({ type: 'TOGGLE_FULLSCREEN' });
    await waitFor(actor, (s) => s.matches({ open: 'fullscreen' }));
    actor.send({ type: 'FULLSCREEN_EXITED' });
    expect(actor.getSnapshot().matches({ open: 'windowed' })).toBe(true);
    expect(exit).not.toHaveBeenCalled();
  });

  it('when closed from fullscreen, then fullscreen is left before it is closed', async () => {
    const { actor, exit } = openAt(0);
    actor.send({ type: 'TOGGLE_FULLSCREEN' });
    await waitFor(actor, (s) => s.matches({ open: 'fullscreen' }));
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('closing');
    await waitFor(actor, (s) => s.matches('closed'));
    expect(exit).toHaveBeenCalledTimes(1);
  });

  it('when fullscreen is refused, then the error is only logged and the lightbox stays usable', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { actor } = openAt(0, { enter: async () => Promise.reject(new TypeError('Permissions check failed')) });
    actor.send({ type: 'TOGGLE_FULLSCREEN' });
    await waitFor(actor, (s) => s.matches({ open: 'windowed' }));
    expect(warn).toHaveBeenCalledWith('lightbox: fullscreen request failed', expect.any(TypeError));
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context.index).toBe(1);
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('when leaving fullscreen fails, then it is logged and the lightbox is windowed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { actor } = openAt(0, { exit: async () => Promise.reject(new Error('not in fullscreen')) });
    actor.send({ type: 'TOGGLE_FULLSCREEN' });
    await waitFor(actor, (s) => s.matches({ open: 'fullscreen' }));
    actor.send({ type: 'TOGGLE_FULLSCREEN' });
    await waitFor(actor, (s) => s.matches({ open: 'windowed' }));
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('clampZoom snaps to the grid and the bounds', () => {
    expect(clampZoom(0.1)).toBe(ZOOM_MIN);
    expect(clampZoom(9)).toBe(ZOOM_MAX);
    expect(clampZoom(1.3)).toBe(1.25);
  });
});

describe('lightbox machine graph', () => {
  it('reaches exactly the eleven zoom levels 0.5, 0.75 … 3 and nothing else', () => {
    const events: LightboxEvent[] = [
      { type: 'OPEN', images: IMAGES, index: 0 },
      { type: 'ZOOM_IN' },
      { type: 'ZOOM_OUT' },
      { type: 'ZOOM_RESET' },
      { type: 'TOGGLE_QUALITY' },
      { type: 'ESCAPE' },
    ];
    const paths = getShortestPaths(lightboxMachine, {
      events,
      // a closed lightbox is one state whatever zoom it was left at
      serializeState: (snapshot) =>
        snapshot.matches('closed')
          ? 'closed'
          : JSON.stringify({ value: snapshot.value, zoom: snapshot.context.zoom, quality: snapshot.context.quality }),
    });
    const open = paths.filter((p) => p.state.matches('open'));
    const zooms = [...new Set(open.map((p) => p.state.context.zoom))].sort((a, b) => a - b);
    expect(zooms).toEqual([0.5, 0.75, 1, 1.25, 1.5, 1.75, 2, 2.25, 2.5, 2.75, 3]);
    // every zoom level with both qualities, plus the closed state
    expect(open).toHaveLength(22);
    expect(paths.filter((p) => p.state.matches('closed'))).toHaveLength(1);
    // the deepest zoom is reached with eight steps in
    const max = open.find((p) => p.state.context.zoom === 3 && p.state.context.quality === 'optimized');
    expect(max?.steps.filter((s) => s.event.type === 'ZOOM_IN')).toHaveLength(8);
  });
});
