// An image with its optimized WebP variants (srcset), lazy below the fold, and the placeholder
// picture when the photo is missing or fails to load ("Photo Preview" or
// "Photo").
import { type ImgHTMLAttributes, useState } from 'react';
import { imageSources, publicMediaUrl } from '#contract/media.ts';
import { usePublicMediaBase } from './public-media-base.ts';

export const PLACEHOLDER_PHOTO = '/placeholder-photo.svg';

interface ResponsiveImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'alt'> {
  /** The image URL (already resolved by the media rules), or null/'' when there is none. */
  src: string | null | undefined;
  alt: string;
  /** The sizes attribute: how wide the image is drawn, e.g. "(min-width: 1024px) 25vw, 50vw". */
  sizes: string;
  /** Accessible name of the placeholder shown instead ("Photo" or "Photo Preview"). */
  placeholderLabel: string;
  /** Load at once and with high priority (the largest picture above the fold). */
  priority?: boolean;
}

export function ResponsiveImage({ src, alt, sizes, placeholderLabel, priority = false, ...rest }: ResponsiveImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  // from the CDN when there is one; a copy it does not have yet (published within the minute)
  // falls back to the API once
  const [cdnFailed, setCdnFailed] = useState<string | null>(null);
  const base = usePublicMediaBase();
  const fromCdn = Boolean(src && base && cdnFailed !== src && publicMediaUrl(src, base) !== src);
  if (!src || failedSrc === src) {
    return <img {...rest} src={PLACEHOLDER_PHOTO} alt={placeholderLabel} data-placeholder="" />;
  }
  const sources = imageSources(src, fromCdn ? base : null);
  return (
    <img
      {...rest}
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sizes}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
      onError={() => (fromCdn ? setCdnFailed(src) : setFailedSrc(src))}
    />
  );
}
