// The edit page's Photos and Media: each photo or video can be switched
// Active/Inactive (inactive ones dimmed and grayscale; saved at once by the page), a photo set as
// primary (saved at once), removed (saved with Save All Changes), and new files uploaded through
// POST /api/upload ('Uploading...', an alert when it fails). New uploads are private until the save
// claims them, so they show as a placeholder.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadMedia } from '#app/api/admin-profiles.ts';
import { isUnsavedUpload } from './edit-profile-values.ts';

export interface MediaGridProps {
  photos: string[];
  videos: string[];
  inactivePhotos: string[];
  inactiveVideos: string[];
  primaryPhoto: string;
  onToggle: (kind: 'photos' | 'videos', url: string) => void;
  onPrimary: (url: string) => void;
  onDelete: (url: string) => void;
  onUploaded: (files: { url: string; mimetype: string }[]) => void;
}

export function MediaGrid(props: MediaGridProps) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const upload = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    setUploading(true);
    try {
      props.onUploaded((await uploadMedia(files)).files);
    } catch {
      window.alert(t('adminEdit.media.uploadFailed'));
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  const empty = props.photos.length + props.videos.length === 0;
  return (
    <div data-testid="admin-media">
      <p className="text-sm text-stone-700">{t('adminEdit.media.guidance')}</p>
      <div className="mt-3">
        <label className={`btn-secondary inline-flex cursor-pointer px-4 py-2 ${uploading ? 'opacity-60' : ''}`}>
          <span>{uploading ? t('adminEdit.media.uploading') : t('adminEdit.media.upload')}</span>
          <input
            ref={input}
            type="file"
            multiple
            accept="image/*,video/*"
            className="sr-only"
            disabled={uploading}
            onChange={(e) => void upload(e.currentTarget.files)}
            data-testid="admin-media-upload"
          />
        </label>
      </div>
      {empty && <p className="mt-3 text-stone-600">{t('adminEdit.media.none')}</p>}
      {props.photos.length > 0 && (
        <MediaList title={t('adminEdit.media.photos')}>
          {props.photos.map((url, i) => (
            <MediaTile
              key={url}
              url={url}
              label={t('adminEdit.media.photoAlt', { n: i + 1 })}
              inactive={props.inactivePhotos.includes(url)}
              primary={props.primaryPhoto === url}
              onToggle={() => props.onToggle('photos', url)}
              onPrimary={() => props.onPrimary(url)}
              onDelete={() => props.onDelete(url)}
            />
          ))}
        </MediaList>
      )}
      {props.videos.length > 0 && (
        <MediaList title={t('adminEdit.media.videos')}>
          {props.videos.map((url, i) => (
            <MediaTile
              key={url}
              url={url}
              video
              label={t('adminEdit.media.videoLabel', { n: i + 1 })}
              inactive={props.inactiveVideos.includes(url)}
              primary={false}
              onToggle={() => props.onToggle('videos', url)}
              onDelete={() => props.onDelete(url)}
            />
          ))}
        </MediaList>
      )}
    </div>
  );
}

function MediaList({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold text-stone-900">{title}</h3>
      <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">{children}</ul>
    </div>
  );
}

interface TileProps {
  url: string;
  label: string;
  video?: boolean;
  inactive: boolean;
  primary: boolean;
  onToggle: () => void;
  onPrimary?: () => void;
  onDelete: () => void;
}

function MediaTile({ url, label, video, inactive, primary, onToggle, onPrimary, onDelete }: TileProps) {
  const { t } = useTranslation();
  const unsaved = isUnsavedUpload(url);
  const dim = inactive ? 'opacity-50 grayscale' : '';
  return (
    <li className="rounded-lg border border-stone-200 bg-white p-2" data-testid="admin-media-item" data-url={url} data-inactive={inactive}>
      <div className={`relative aspect-square overflow-hidden rounded-md bg-stone-100 ${dim}`}>
        {unsaved ? (
          <p className="flex h-full items-center justify-center p-2 text-center text-xs text-stone-700">{t('adminEdit.media.newUpload')}</p>
        ) : video ? (
          // biome-ignore lint/a11y/useMediaCaption: her own clip, shown to the moderator without sound track text
          <video src={url} className="h-full w-full object-cover" preload="metadata" controls aria-label={label} />
        ) : (
          <img src={url} alt={label} className="h-full w-full object-cover" loading="lazy" />
        )}
        {primary && (
          <span className="absolute top-1 left-1 rounded bg-rose-700 px-1.5 py-0.5 text-xs font-semibold text-white">
            {t('adminEdit.media.primary')}
          </span>
        )}
      </div>
      <div className="mt-2 flex flex-wrap gap-1">
        <button
          type="button"
          onClick={onToggle}
          disabled={unsaved}
          aria-pressed={!inactive}
          aria-label={t('adminEdit.media.toggleLabel', { item: label })}
          className={`rounded px-2 py-1 text-xs font-semibold ring-1 ${inactive ? 'bg-stone-100 text-stone-800 ring-stone-300' : 'bg-emerald-50 text-emerald-900 ring-emerald-300'}`}
          data-testid="admin-media-toggle"
        >
          {inactive ? t('adminEdit.media.inactive') : t('adminEdit.media.active')}
        </button>
        {onPrimary && !primary && (
          <button
            type="button"
            onClick={onPrimary}
            className="rounded px-2 py-1 text-xs text-stone-800 ring-1 ring-stone-300"
            data-testid="admin-media-primary"
          >
            {t('adminEdit.media.setPrimary')}
          </button>
        )}
        <button
          type="button"
          onClick={onDelete}
          aria-label={`${t('adminEdit.media.delete')}: ${label}`}
          className="rounded px-2 py-1 text-xs text-rose-800 ring-1 ring-rose-200"
          data-testid="admin-media-delete"
        >
          {t('adminEdit.media.delete')}
        </button>
      </div>
    </li>
  );
}
