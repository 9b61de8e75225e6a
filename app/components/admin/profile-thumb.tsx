// A profile's picture in the back office's lists: the primary photo, else the
// first photo, else her initial. A bare file name is served from the uploads' images path; a
// full URL (http…, or a path of ours) is used as it is. A broken picture falls back to the initial.
import { useState } from 'react';

export function photoUrl(name: string): string {
  return /^(https?:)?\/\//.test(name) || name.startsWith('/') ? name : `/uploads/images/${encodeURIComponent(name)}`;
}

export function ProfileThumb({
  photos,
  primaryPhoto,
  firstName,
  size = 'size-12',
}: {
  photos: readonly string[];
  primaryPhoto: string | null | undefined;
  firstName: string;
  size?: string;
}) {
  const [broken, setBroken] = useState(false);
  const photo = primaryPhoto || photos[0];
  if (photo && !broken) {
    return (
      <img
        src={photoUrl(photo)}
        alt=""
        loading="lazy"
        decoding="async"
        onError={() => setBroken(true)}
        className={`${size} shrink-0 rounded-full bg-stone-200 object-cover`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${size} flex shrink-0 items-center justify-center rounded-full bg-rose-100 font-semibold text-rose-900`}
    >
      {firstName.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
