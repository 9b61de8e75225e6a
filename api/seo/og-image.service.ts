// Share images (Open Graph, 1200×630) drawn with sharp: the brand background with
// the Contacto mark, and for a profile her primary photo cover-cropped beside it. No text is
// drawn (a server may lack fonts). A profile's image is made once per photo and kept in the
// media store next to the photo's variants, so it goes away with the photo.
import sharp, { type Sharp } from 'sharp';
import type { DerivedCache } from '../media/derived-cache.ts';
import { isImageName } from '../media/image-variants.service.ts';
import { derivedKey, type MediaStorage } from '../storage/storage.ts';
import type { ProfilePhoto } from './seo.queries.ts';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
const QUALITY = 82;
const PHOTO = { width: 440, height: 566, left: 712, top: 32, radius: 28 };

/** The brand mark of public/favicon.svg (64 units), placed at (x, y) with a side of `size`. */
function mark(x: number, y: number, size: number): string {
  return `<g transform="translate(${x} ${y}) scale(${size / 64})">
    <rect width="64" height="64" rx="16" fill="#be123c" stroke="#fff" stroke-opacity="0.35" stroke-width="1.2"/>
    <path d="M44.5 19.5A17 17 0 1 0 44.5 44.5" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round"/>
    <path d="M32 40.5c-.6 0-1.1-.2-1.5-.6l-5.6-5.3a4.6 4.6 0 0 1 6.3-6.7l.8.8.8-.8a4.6 4.6 0 0 1 6.3 6.7l-5.6 5.3c-.4.4-.9.6-1.5.6Z" fill="#fda4af"/>
  </g>`;
}

function background(inner: string): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#e11d48"/><stop offset="0.55" stop-color="#be123c"/><stop offset="1" stop-color="#4c0519"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.2" cy="0.15" r="0.7">
      <stop offset="0" stop-color="#fda4af" stop-opacity="0.45"/><stop offset="1" stop-color="#fda4af" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#bg)"/>
  <rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#glow)"/>
  <path d="M0 520 C 200 470, 400 580, 600 525 S 1000 470, 1200 530 L1200 630 L0 630 Z" fill="#fff" fill-opacity="0.08"/>
  <path d="M0 570 C 250 530, 450 620, 700 575 S 1050 540, 1200 580 L1200 630 L0 630 Z" fill="#fff" fill-opacity="0.08"/>
  ${inner}
</svg>`);
}

function toJpeg(image: Sharp): Promise<Buffer> {
  return image.flatten({ background: '#be123c' }).jpeg({ quality: QUALITY, mozjpeg: true }).toBuffer();
}

/** The site's share image: the mark centred on the brand background. */
export function renderDefaultOgImage(): Promise<Buffer> {
  const size = 300;
  return toJpeg(sharp(background(mark((OG_WIDTH - size) / 2, (OG_HEIGHT - size) / 2 - 20, size))));
}

/** Her photo cover-cropped into a rounded frame on the right, the mark on the left. */
export async function renderProfileOgImage(photo: Buffer): Promise<Buffer> {
  const { width, height, left, top, radius } = PHOTO;
  const roundCorners = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" rx="${radius}" fill="#fff"/></svg>`,
  );
  const framed = await sharp(photo, { failOn: 'error' })
    .autoOrient()
    .resize(width, height, { fit: 'cover', position: sharp.strategy.attention })
    .composite([{ input: roundCorners, blend: 'dest-in' }])
    .png()
    .toBuffer();
  const frame = `<rect x="${left - 6}" y="${top - 6}" width="${width + 12}" height="${height + 12}" rx="${radius + 6}" fill="#fff" fill-opacity="0.9"/>`;
  const markSize = 260;
  return toJpeg(
    sharp(background(`${frame}${mark(200, (OG_HEIGHT - markSize) / 2 - 20, markSize)}`)).composite([{ input: framed, left, top }]),
  );
}

/** The photo a profile shows first: her primary photo unless switched off, else the first shown. */
export function sharedPhoto(profile: ProfilePhoto): string | null {
  const shown = (name: string | null): name is string => !!name && !profile.inactivePhotos.includes(name);
  if (shown(profile.primaryPhoto)) return profile.primaryPhoto;
  return profile.photos.find(shown) ?? null;
}

export interface OgImages {
  defaultImage(): Promise<Buffer>;
  /** The profile's share image; the default one when she has no stored, readable photo. */
  profileImage(profile: ProfilePhoto): Promise<Buffer>;
}

export function createOgImages(storage: MediaStorage, cache: DerivedCache, warn: (error: unknown) => void): OgImages {
  let fallback: Promise<Buffer> | undefined;
  const defaultImage = () => {
    fallback ??= renderDefaultOgImage().catch((error: unknown) => {
      fallback = undefined;
      throw error;
    });
    return fallback;
  };
  return {
    defaultImage,
    async profileImage(profile) {
      const photo = sharedPhoto(profile);
      // legacy absolute URLs are not fetched from the server
      if (!photo || !isImageName(photo)) return defaultImage();
      const image = await cache.get(derivedKey('og', photo), 'image/jpeg', async () => {
        const original = await storage.get('images', photo);
        if (!original) return null;
        try {
          return await renderProfileOgImage(original);
        } catch (error) {
          warn(error);
          return null;
        }
      });
      return image ?? defaultImage();
    },
  };
}
