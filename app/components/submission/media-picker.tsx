// The submission's media picker: photos and videos together, the n/10
// counter with the slots remaining, the guidelines, thumbnails with remove and the main-photo
// choice (native radios: arrow keys move between photos), a progress bar per file when the queue
// reports one. Photos are re-encoded on the device as they are picked (media-intake.ts).
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy, FieldMessages, useFieldIds } from '#app/components/forms/form-fields.tsx';
import { toast } from '#app/components/toast/toast-store.ts';
import { MEDIA_MAX } from '#contract/submission.schema.ts';
import { type FileProblem, MEDIA_ACCEPT, takeMedia } from './media-intake.ts';
import type { PickedMedia } from './submission-values.ts';

export interface MediaPickerProps {
  media: readonly PickedMedia[];
  /** The chosen main photo's id ('' = the first photo). */
  mainPhotoId: string;
  onAdd: (media: PickedMedia[]) => void;
  onRemove: (id: string) => void;
  onMainPhoto: (id: string) => void;
  /** Upload progress (0..1) by index in `media`, while the queue sends them. */
  progress?: Readonly<Record<number, number>>;
  error?: string;
  disabled?: boolean;
}

export function MediaPicker({ media, mainPhotoId, onAdd, onRemove, onMainPhoto, progress, error, disabled }: MediaPickerProps) {
  const { t } = useTranslation();
  const ids = useFieldIds();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<FileProblem[]>([]);
  const slotsLeft = MEDIA_MAX - media.length;
  const firstPhoto = media.find((item) => item.kind === 'photo');
  const mainId = media.some((item) => item.id === mainPhotoId && item.kind === 'photo') ? mainPhotoId : (firstPhoto?.id ?? '');

  const pick = async (files: File[]) => {
    if (files.length === 0) return;
    setBusy(true);
    try {
      const result = await takeMedia(files, slotsLeft);
      if (result.kind === 'tooMany') {
        toast({ title: t('submission.media.tooManyTitle'), description: t('submission.media.tooManyText'), variant: 'destructive' });
        return;
      }
      if (result.kind === 'invalidType') {
        toast({
          title: t('submission.media.invalidTypeTitle'),
          description: t('submission.media.invalidTypeText'),
          variant: 'destructive',
        });
        return;
      }
      if (result.skipped > 0) {
        toast({ title: t('submission.media.skippedTitle'), description: t('submission.media.skippedText', { count: result.skipped }) });
      }
      setProblems(result.problems);
      if (result.media.length > 0) onAdd(result.media);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  const guidelines = [
    t('submission.media.guidelineCount'),
    t('submission.media.guidelineFace'),
    t('submission.media.guidelineRecent'),
    t('submission.media.guidelineExplicit'),
    t('submission.media.guidelineOnlyYou'),
    t('submission.media.guidelineVideo'),
    t('submission.media.guidelineFiles'),
  ];

  return (
    <div className="grid gap-4" data-testid="media-picker">
      <div className="rounded-lg border border-stone-200 bg-stone-50 p-4 text-sm text-stone-700">
        <p className="font-semibold text-stone-900">{t('submission.media.guidelinesTitle')}</p>
        <ul className="mt-2 list-disc space-y-1 pl-5" data-testid="media-guidelines">
          {guidelines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>

      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {/* The input is visually hidden behind a translated button (a native file input speaks the
            browser's language, not the page's); it keeps the keyboard focus, shown on the button. */}
        <input
          ref={input}
          id={ids.id}
          type="file"
          multiple
          accept={MEDIA_ACCEPT}
          disabled={disabled || busy || slotsLeft === 0}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, true, !!error)}
          onChange={(event) => void pick(Array.from(event.currentTarget.files ?? []))}
          className="peer sr-only"
          data-testid="media-input"
        />
        <label
          htmlFor={ids.id}
          className="btn-secondary inline-flex cursor-pointer items-center gap-2 px-4 py-2.5 peer-focus:ring-2 peer-focus:ring-rose-600 peer-focus:ring-offset-2 peer-disabled:cursor-not-allowed peer-disabled:opacity-50"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
            <path d="M10 3a1 1 0 0 1 1 1v5h5a1 1 0 1 1 0 2h-5v5a1 1 0 1 1-2 0v-5H4a1 1 0 1 1 0-2h5V4a1 1 0 0 1 1-1Z" />
          </svg>
          {t('submission.media.add')}
        </label>
        <p className="text-sm text-stone-700" aria-live="polite" data-testid="media-counter">
          <span className="font-semibold text-stone-900">{t('submission.media.counter', { count: media.length })}</span>
          {' · '}
          {t('submission.media.remaining', { remaining: slotsLeft })}
        </p>
      </div>
      {busy ? (
        <p role="status" className="text-sm text-stone-700">
          {t('submission.media.preparing')}
        </p>
      ) : null}
      <FieldMessages ids={ids} hint={t('submission.media.privacyNote')} error={error} />
      {problems.length > 0 ? (
        <div
          role="alert"
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
          data-testid="media-problems"
        >
          <p className="font-semibold">{t('submission.media.notAddedTitle')}</p>
          <ul className="mt-1 list-disc pl-5">
            {problems.map((problem) => (
              <li key={`${problem.reason}:${problem.name}`}>{t(`submission.media.${problem.reason}`, { name: problem.name })}</li>
            ))}
          </ul>
        </div>
      ) : null}

      {media.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="media-list">
          {media.map((item, index) => (
            <MediaTile
              key={item.id}
              item={item}
              progress={progress?.[index]}
              actions={
                <>
                  {item.kind === 'photo' ? (
                    <MainPhotoRadio item={item} checked={item.id === mainId} onChoose={onMainPhoto} disabled={disabled} />
                  ) : (
                    <span className="text-xs font-medium text-stone-600">{t('submission.media.video')}</span>
                  )}
                  <button
                    type="button"
                    disabled={disabled}
                    onClick={() => {
                      onRemove(item.id);
                      input.current?.focus();
                    }}
                    aria-label={t('submission.media.remove', { name: item.name })}
                    className="rounded p-1 text-stone-700 hover:bg-stone-100 hover:text-red-800"
                  >
                    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
                      <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
                    </svg>
                  </button>
                </>
              }
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function MainPhotoRadio({
  item,
  checked,
  onChoose,
  disabled,
}: {
  item: PickedMedia;
  checked: boolean;
  onChoose: (id: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <span className="flex items-center gap-1.5">
      <input
        id={id}
        type="radio"
        name="mainPhoto"
        value={item.id}
        checked={checked}
        disabled={disabled}
        onChange={() => onChoose(item.id)}
        aria-describedby={`${id}-name`}
        className="size-4 accent-rose-700"
      />
      <label htmlFor={id} className="text-xs font-medium text-stone-800">
        {t('submission.media.mainPhoto')}
      </label>
      <span id={`${id}-name`} className="sr-only">
        {item.name}
      </span>
    </span>
  );
}

/** An object URL for the bytes while the tile is shown, revoked after. */
function useObjectUrl(bytes: ArrayBuffer, type: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const next = URL.createObjectURL(new Blob([bytes], { type }));
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [bytes, type]);
  return url;
}

function MediaTile({ item, progress, actions }: { item: PickedMedia; progress?: number; actions: ReactNode }) {
  const { t } = useTranslation();
  const url = useObjectUrl(item.bytes, item.type);
  return (
    <li className="overflow-hidden rounded-lg border border-stone-200 bg-white" data-testid="media-item" data-kind={item.kind}>
      <div className="aspect-square bg-stone-100">
        {url ? (
          item.kind === 'photo' ? (
            <img src={url} alt={item.name} className="size-full object-cover" />
          ) : (
            <video src={url} muted playsInline preload="metadata" aria-label={item.name} className="size-full object-cover" />
          )
        ) : null}
      </div>
      {progress === undefined ? null : (
        <div
          role="progressbar"
          aria-label={t('submission.media.uploadProgress', { name: item.name })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress * 100)}
          className="h-1.5 bg-stone-200"
        >
          <div className="h-full bg-rose-700 transition-[width]" style={{ width: `${Math.round(progress * 100)}%` }} />
        </div>
      )}
      <div className="flex items-center justify-between gap-2 px-2 py-1.5">{actions}</div>
    </li>
  );
}
