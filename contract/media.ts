// Media URL rules: a stored media name (36-character id plus extension)
// resolves to /uploads/images/… or /uploads/videos/…; values that already start with http or
// /uploads/ are kept as they are.
export const VIDEO_EXTENSIONS = ['mp4', 'mov', 'avi', 'webm'] as const;

export function mediaUrl(value: string): string {
  if (/^https?:\/\//i.test(value) || value.startsWith('/uploads/')) return value;
  const extension = value.split('.').pop()?.toLowerCase() ?? '';
  const folder = (VIDEO_EXTENSIONS as readonly string[]).includes(extension) ? 'videos' : 'images';
  return `/uploads/${folder}/${value}`;
}

/** Widths of the optimized WebP variants the server derives from an uploaded image. */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

const LOCAL_IMAGE = /^\/uploads\/images\/([^/]+)$/;

/**
 * The optimized WebP variant of a local image: /uploads/images/<name> becomes
 * /uploads/images/w<width>/<name> (always image/webp, metadata stripped, never wider than the
 * original). Remote URLs have no variants; they come back unchanged.
 */
export function imageVariantUrl(url: string, width: ImageWidth): string {
  const match = LOCAL_IMAGE.exec(url);
  return match ? `/uploads/images/w${width}/${match[1]}` : url;
}

/** A srcset over every variant width, or undefined for images without variants. */
export function imageSrcSet(url: string): string | undefined {
  if (!LOCAL_IMAGE.test(url)) return undefined;
  return IMAGE_WIDTHS.map((width) => `${imageVariantUrl(url, width)} ${width}w`).join(', ');
}

/** `sizes` of the profile page's main photo; the server's preload hint uses the same value so
 * the browser fetches the very candidate the <img> will pick. */
export const PROFILE_MAIN_PHOTO_SIZES = '(min-width: 1024px) 45vw, 100vw';

/**
 * A media URL as read from the public media origin (MEDIA_PUBLIC_URL, a CDN in front of the
 * bucket's public copies): /uploads/images/… and /uploads/videos/… become <base>/images/… and
 * <base>/videos/…; anything else, or without a base, stays as it is.
 */
export function publicMediaUrl(url: string, base: string | null | undefined): string {
  if (!base || !/^\/uploads\/(images|videos)\//.test(url)) return url;
  return `${base.replace(/\/+$/, '')}/${url.slice('/uploads/'.length)}`;
}

/**
 * What an <img> of a stored image loads, and what the server's preload hint names so the two
 * match: its 640 px variant and its srcset, each from the public media origin when there is one.
 */
export function imageSources(url: string, base: string | null | undefined): { src: string; srcSet?: string } {
  const at = (candidate: string) => publicMediaUrl(candidate, base);
  const srcSet = imageSrcSet(url)?.split(', ').map(at).join(', ');
  return { src: at(imageVariantUrl(url, 640)), ...(srcSet ? { srcSet } : {}) };
}
