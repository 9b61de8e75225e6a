// Optimized WebP variants of uploaded images: resized to one of IMAGE_WIDTHS (never
// enlarged), turned upright from the EXIF orientation, and re-encoded without any metadata, so
// no EXIF/GPS/XMP/ICC data leaves the server through a variant.
import sharp from 'sharp';
import { IMAGE_WIDTHS, type ImageWidth } from '#contract/media.ts';
import { derivedKey, isMediaName, type MediaStorage } from '../storage/storage.ts';
import type { DerivedCache } from './derived-cache.ts';

export const VARIANT_QUALITY = 75;
const IMAGE_NAME = /\.(jpe?g|png|gif|webp)$/;

export function parseVariantWidth(segment: string): ImageWidth | null {
  const match = /^w(\d{1,5})$/.exec(segment);
  const width = match ? Number(match[1]) : Number.NaN;
  return (IMAGE_WIDTHS as readonly number[]).includes(width) ? (width as ImageWidth) : null;
}

export function isImageName(name: string): boolean {
  return isMediaName(name) && IMAGE_NAME.test(name);
}

/** Decodes any image sharp reads (first frame of an animation) and writes the variant. */
export async function renderVariant(original: Buffer, width: number): Promise<Buffer> {
  return sharp(original, { failOn: 'error' })
    .autoOrient()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: VARIANT_QUALITY })
    .toBuffer();
}

export class NotAnImageError extends Error {
  override name = 'NotAnImageError';
}

/**
 * The variant of a stored image, made on first request; null when there is no such image.
 * An original that sharp cannot decode raises NotAnImageError.
 */
async function imageVariant(storage: MediaStorage, cache: DerivedCache, width: ImageWidth, name: string): Promise<Buffer | null> {
  if (!isImageName(name)) return null;
  return cache.get(derivedKey(`w${width}`, name), 'image/webp', async () => {
    const original = await storage.get('images', name);
    if (!original) return null;
    try {
      return await renderVariant(original, width);
    } catch (error) {
      throw new NotAnImageError(`images/${name} is not a readable image: ${(error as Error).message}`);
    }
  });
}

export function createImageVariantService({ storage, cache }: { storage: MediaStorage; cache: DerivedCache }) {
  return {
    /** The variant of stored image `name` at `width` (made on first request), as imageVariant says. */
    variant: (width: ImageWidth, name: string): Promise<Buffer | null> => imageVariant(storage, cache, width, name),
  };
}

export type ImageVariantService = ReturnType<typeof createImageVariantService>;
