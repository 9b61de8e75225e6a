// The re-encoding itself, on whichever thread runs it (reencode-photo.ts picks the worker when
// the browser has one with OffscreenCanvas): decoded upright
// (createImageBitmap with the EXIF orientation applied), scaled so the long side is at most
// 2560 px and the canvas stays under iOS's 16.7 M pixel limit, drawn to a canvas and exported as
// a new JPEG. Only pixels cross the canvas, so no EXIF, GPS, XMP or maker data survives.
// Transparent areas become white: one output type keeps the queue and the server simple, and a
// portrait photo has no use for transparency (GIF animation keeps its first frame).

export const PHOTO_LONG_SIDE_MAX = 2560;
/** iOS Safari refuses canvases above 4096 × 4096 pixels. */
export const CANVAS_PIXELS_MAX = 16_777_216;
export const REENCODE_TYPE = 'image/jpeg';
const JPEG_QUALITY = 0.9;

export interface ReencodedPhoto {
  bytes: ArrayBuffer;
  type: typeof REENCODE_TYPE;
  width: number;
  height: number;
}

/** The drawn size: the long side at most 2560 px and the pixel count under the canvas limit. */
export function reencodeSize(width: number, height: number): { width: number; height: number } {
  let scale = Math.min(1, PHOTO_LONG_SIDE_MAX / Math.max(width, height));
  if (width * height * scale * scale > CANVAS_PIXELS_MAX) scale = Math.sqrt(CANVAS_PIXELS_MAX / (width * height));
  return { width: Math.max(1, Math.floor(width * scale)), height: Math.max(1, Math.floor(height * scale)) };
}

/** "IMG_0001.HEIC.png" → "IMG_0001.HEIC.jpg": the name she sees, with the new type's extension. */
export function reencodedName(name: string): string {
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name || 'photo'}.jpg`;
}

type Canvas2D = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

function makeCanvas(width: number, height: number): { context: Canvas2D; toBlob: () => Promise<Blob>; release: () => void } {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    return {
      context,
      toBlob: () => canvas.convertToBlob({ type: REENCODE_TYPE, quality: JPEG_QUALITY }),
      release: () => {
        canvas.width = 0;
        canvas.height = 0;
      },
    };
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  return {
    context,
    toBlob: () =>
      new Promise((resolve, reject) =>
        canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be encoded'))), REENCODE_TYPE, JPEG_QUALITY),
      ),
    // Safari keeps a canvas's memory until its size is zero.
    release: () => {
      canvas.width = 0;
      canvas.height = 0;
    },
  };
}

/** Decodes and re-encodes one photo on this thread; rejects when the browser cannot decode it. */
export async function reencodeOnThisThread(file: Blob): Promise<ReencodedPhoto> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const size = reencodeSize(bitmap.width, bitmap.height);
    const canvas = makeCanvas(size.width, size.height);
    try {
      canvas.context.fillStyle = '#ffffff';
      canvas.context.fillRect(0, 0, size.width, size.height);
      canvas.context.imageSmoothingQuality = 'high';
      canvas.context.drawImage(bitmap, 0, 0, size.width, size.height);
      const blob = await canvas.toBlob();
      return { bytes: await blob.arrayBuffer(), type: REENCODE_TYPE, ...size };
    } finally {
      canvas.release();
    }
  } finally {
    bitmap.close();
  }
}
