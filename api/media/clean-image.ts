// Uploaded images are re-encoded with sharp before they are stored: that drops every piece of
// metadata (EXIF, GPS, XMP, ICC) after applying the EXIF orientation, and proves the file decodes.
// Animated images keep their frames. Used for every image a visitor uploads.
import sharp, { type Metadata } from 'sharp';
import type { ImageExtension } from './upload-type.ts';

/** Larger images than this are refused rather than decoded (a "decompression bomb"). */
export const MAX_IMAGE_PIXELS = 50_000_000;

/** The image could not be decoded (corrupt, truncated, or larger than MAX_IMAGE_PIXELS). */
export class UnreadableImageError extends Error {
  constructor(options?: ErrorOptions) {
    super('the image could not be read', options);
    this.name = 'UnreadableImageError';
  }
}

/** The image declares more pixels (all its frames together) than MAX_IMAGE_PIXELS: refused before decoding. */
export class ImageTooLargeError extends UnreadableImageError {
  constructor() {
    super();
    this.message = 'the image has too many pixels';
    this.name = 'ImageTooLargeError';
  }
}

/** The image re-encoded in its own format without metadata. */
export async function cleanImage(data: Buffer, ext: ImageExtension): Promise<Buffer> {
  let header: Metadata;
  try {
    // reads the header only; with the limit set, sharp would refuse a flood as unreadable
    header = await sharp(data, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new UnreadableImageError({ cause: error });
  }
  // The header alone tells the size: a small file that declares a huge canvas (a "pixel flood")
  // is refused here, before any pixel is decoded.
  const { pages = 1, width = 0, height = 0, pageHeight } = header;
  if (width * (pageHeight ?? height) * pages > MAX_IMAGE_PIXELS) throw new ImageTooLargeError();
  try {
    const animated = pages > 1;
    let image = sharp(data, { animated, limitInputPixels: MAX_IMAGE_PIXELS });
    if (!animated) image = image.rotate(); // apply the EXIF orientation before it is dropped
    switch (ext) {
      case 'jpg':
        image = image.jpeg({ quality: 90 });
        break;
      case 'png':
        image = image.png();
        break;
      case 'gif':
        image = image.gif();
        break;
      default:
        image = image.webp({ quality: 90 });
    }
    return await image.toBuffer();
  } catch (error) {
    throw new UnreadableImageError({ cause: error });
  }
}
