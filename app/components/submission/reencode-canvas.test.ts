import { afterEach, describe, expect, it, vi } from 'vitest';
import { CANVAS_PIXELS_MAX, PHOTO_LONG_SIDE_MAX, REENCODE_TYPE, reencodeOnThisThread } from './reencode-canvas.ts';

// The encoder as the worker runs it, with a fake decoder and OffscreenCanvas: the canvas it
// creates and what it draws are clamped, whatever size the photo decodes to.
function fakeCanvasApi(decoded: { width: number; height: number }) {
  const canvases: Array<{ width: number; height: number; drawn: number[]; encoded: unknown }> = [];
  class FakeOffscreenCanvas {
    record: (typeof canvases)[number];
    constructor(width: number, height: number) {
      this.record = { width, height, drawn: [], encoded: null };
      canvases.push(this.record);
    }
    set width(value: number) {
      if (value === 0) this.record.width = 0;
    }
    set height(value: number) {
      if (value === 0) this.record.height = 0;
    }
    getContext() {
      const record = this.record;
      return {
        fillStyle: '',
        imageSmoothingQuality: 'low',
        fillRect: () => undefined,
        drawImage: (_bitmap: unknown, _x: number, _y: number, w: number, h: number) => record.drawn.push(w, h),
      };
    }
    convertToBlob(options: unknown) {
      this.record.encoded = options;
      return Promise.resolve(new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], { type: REENCODE_TYPE }));
    }
  }
  const close = vi.fn();
  vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas);
  vi.stubGlobal('createImageBitmap', async () => ({ ...decoded, close }));
  return { canvases, close };
}

afterEach(() => vi.unstubAllGlobals());

describe('the re-encoding canvas', () => {
  it.each([
    [8000, 6000],
    [4096, 4097],
    [2560, 100_000],
    [50_000, 50_000],
  ])('a %i × %i photo is drawn on a canvas under the size and pixel limits', async (width, height) => {
    const { canvases, close } = fakeCanvasApi({ width, height });
    const photo = await reencodeOnThisThread(new Blob([new Uint8Array(8)]));
    const [canvas] = canvases;
    expect(canvases).toHaveLength(1);
    expect(canvas?.drawn).toEqual([photo.width, photo.height]);
    expect(photo.width * photo.height).toBeLessThanOrEqual(CANVAS_PIXELS_MAX);
    expect(Math.max(photo.width, photo.height)).toBeLessThanOrEqual(PHOTO_LONG_SIDE_MAX);
    expect(canvas?.encoded).toEqual({ type: 'image/jpeg', quality: 0.9 });
    expect(photo.type).toBe('image/jpeg');
    // The canvas and the bitmap are released (Safari keeps a canvas's memory until its size is 0).
    expect([canvas?.width, canvas?.height]).toEqual([0, 0]);
    expect(close).toHaveBeenCalledOnce();
  });

  it('keeps a small photo at its own size', async () => {
    fakeCanvasApi({ width: 1200, height: 800 });
    const photo = await reencodeOnThisThread(new Blob([new Uint8Array(8)]));
    expect([photo.width, photo.height]).toEqual([1200, 800]);
  });
});
