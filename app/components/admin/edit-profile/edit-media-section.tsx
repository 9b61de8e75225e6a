// Photos and Media on the edit page. A switch to Inactive is saved at once (only the inactive
// list, after a short wait, so that a quick second switch replaces it), so is the primary photo;
// a deletion and new uploads wait for Save All Changes. A new upload cannot be the saved primary
// or an inactive entry before it is saved itself. A switch still waiting is saved even when the
// page is left meanwhile.
import { useFormikContext } from 'formik';
import { useRef } from 'react';
import type { AdminProfile, AdminProfileUpdate } from '#contract/admin-profile.schema.ts';
import { type EditFormValues, isUnsavedUpload, withoutMedia } from './edit-profile-values.ts';
import { MediaGrid } from './media-grid.tsx';

/** The media toggle's immediate save waits this long. */
export const TOGGLE_SAVE_DELAY_MS = 100;

export function EditMediaSection({ saveNow }: { saveNow: (body: AdminProfileUpdate) => Promise<AdminProfile | null> }) {
  const { values: v, setFieldValue, setValues } = useFormikContext<EditFormValues>();
  const toggleTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const toggle = (kind: 'photos' | 'videos', url: string) => {
    const field = kind === 'photos' ? 'inactivePhotos' : 'inactiveVideos';
    const list = v[field].includes(url) ? v[field].filter((x) => x !== url) : [...v[field], url];
    void setFieldValue(field, list);
    if (toggleTimer.current) clearTimeout(toggleTimer.current);
    toggleTimer.current = setTimeout(() => {
      void saveNow({ [field]: list.filter((x) => !isUnsavedUpload(x)) });
    }, TOGGLE_SAVE_DELAY_MS);
  };
  const makePrimary = (url: string) => {
    void setFieldValue('primaryPhoto', url);
    if (!isUnsavedUpload(url)) void saveNow({ primaryPhoto: url });
  };
  const uploaded = (files: { url: string; mimetype: string }[]) => {
    const images = files.filter((f) => f.mimetype.startsWith('image/')).map((f) => f.url);
    const videos = files.filter((f) => f.mimetype.startsWith('video/')).map((f) => f.url);
    void setValues({
      ...v,
      photos: [...v.photos, ...images],
      videos: [...v.videos, ...videos],
      primaryPhoto: v.primaryPhoto || images[0] || '',
    });
  };

  return (
    <MediaGrid
      photos={v.photos}
      videos={v.videos}
      inactivePhotos={v.inactivePhotos}
      inactiveVideos={v.inactiveVideos}
      primaryPhoto={v.primaryPhoto}
      onToggle={toggle}
      onPrimary={makePrimary}
      onDelete={(url) => void setValues({ ...v, ...withoutMedia(v, url) })}
      onUploaded={uploaded}
    />
  );
}
