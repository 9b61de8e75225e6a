// "My submissions": the profile submissions queued on this device, read live from
// Dexie (offline too), each with her name, main photo, state, a progress bar per file while it is
// sent, the reason a file was refused or the corrections the server asked for, and — once, right
// after the server created her profile — her private owner link with copy and share buttons. Above
// the list: how many wait to be sent and whether the browser keeps them (persistent storage).
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '#app/i18n/format.ts';
import { db } from '#app/local/db.ts';
import { requestPersistentStorage } from '#app/local/persistent-storage.ts';
import {
  forgetOwnerToken,
  listSubmissions,
  type QueuedFile,
  type QueuedSubmission,
  readSubmissionFiles,
  removeSubmission,
  WAITING_STATES,
} from '#app/local/submission-queue.ts';
import { sendSubmissionsNow } from '#app/local/submission-sync.ts';
import { useOnlineStatus } from '#app/pwa/use-online-status.ts';
import type { Language } from '#contract/languages.ts';

interface Row {
  submission: QueuedSubmission;
  files: QueuedFile[];
}

function useSubmissions(): Row[] | undefined {
  return useLiveQuery(async () => {
    const submissions = await listSubmissions(db);
    return Promise.all(submissions.map(async (submission) => ({ submission, files: await readSubmissionFiles(submission.id, db) })));
  });
}

function usePersistentStorage(): boolean | undefined {
  const [persistent, setPersistent] = useState<boolean>();
  useEffect(() => {
    let live = true;
    void requestPersistentStorage().then((granted) => {
      if (live) setPersistent(granted);
    });
    return () => {
      live = false;
    };
  }, []);
  return persistent;
}

export function MySubmissions({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  const rows = useSubmissions();
  const online = useOnlineStatus();
  const persistent = usePersistentStorage();
  if (!rows) return null;
  const waiting = rows.filter((row) => WAITING_STATES.includes(row.submission.state)).length;

  if (rows.length === 0) {
    return (
      <section data-testid="submissions-empty" aria-labelledby="submissions-empty-title" className="mx-auto max-w-lg py-20 text-center">
        <h2 id="submissions-empty-title" className="text-xl font-semibold text-stone-900">
          {t('mySubmissions.emptyTitle')}
        </h2>
        <p className="mt-2 text-stone-700">{t('mySubmissions.emptyText')}</p>
        <Link to="/$lang/submit-profile" params={{ lang }} className="btn-primary mt-6 px-5 py-2.5">
          {t('mySubmissions.submitProfile')}
        </Link>
      </section>
    );
  }

  return (
    <div className="mt-6 grid gap-6">
      <div data-testid="submissions-summary" className="grid gap-1 rounded-lg bg-stone-100 p-4 text-sm text-stone-800">
        <p data-testid="submissions-waiting" className="font-semibold">
          {waiting > 0 ? t('mySubmissions.waiting', { count: waiting }) : t('mySubmissions.nothingWaiting')}
        </p>
        {waiting > 0 && !online && <p role="status">{t('mySubmissions.offline')}</p>}
        {persistent !== undefined && (
          <p data-testid="submissions-storage" data-persistent={persistent}>
            {persistent ? t('mySubmissions.storagePersistent') : t('mySubmissions.storageBestEffort')}
          </p>
        )}
        {waiting > 0 && online && (
          <button type="button" className="btn-secondary mt-2 justify-self-start px-4 py-1.5" onClick={() => void sendSubmissionsNow()}>
            {t('mySubmissions.sendNow')}
          </button>
        )}
      </div>
      <ul className="grid gap-4">
        {rows.map((row) => (
          <li key={row.submission.id}>
            <SubmissionCard row={row} lang={lang} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** An object URL of a stored file's bytes, made once per file (each live read brings new buffers). */
function useObjectUrl(file: QueuedFile | undefined): string | undefined {
  const key = file && file.bytes.byteLength > 0 ? `${file.id}:${file.bytes.byteLength}` : undefined;
  const latest = useRef(file);
  latest.current = file;
  const url = useMemo(() => {
    const current = latest.current;
    return key && current ? URL.createObjectURL(new Blob([current.bytes], { type: current.type })) : undefined;
  }, [key]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

const STATE_STYLE: Record<QueuedSubmission['state'], string> = {
  queued: 'bg-amber-100 text-amber-900',
  uploading: 'bg-sky-100 text-sky-900',
  submitted: 'bg-sky-100 text-sky-900',
  inReview: 'bg-violet-100 text-violet-900',
  live: 'bg-emerald-100 text-emerald-900',
  needsChanges: 'bg-orange-100 text-orange-900',
  declined: 'bg-stone-200 text-stone-900',
  failed: 'bg-red-100 text-red-900',
};

function SubmissionCard({ row, lang }: { row: Row; lang: Language }) {
  const { t } = useTranslation();
  const { submission, files } = row;
  const name = submission.values.firstName;
  const main = files.find((file) => file.index === submission.mainPhotoIndex) ?? files.find((file) => file.kind === 'photo');
  // No thumbnail of a file the server refused (it may be no image at all).
  const objectUrl = useObjectUrl(main && submission.failure?.fileIndex !== main.index ? main : undefined);
  const [broken, setBroken] = useState(false);
  const thumbnail = broken ? undefined : objectUrl;
  const sending = WAITING_STATES.includes(submission.state);
  const failedFile = submission.failure ? files.find((file) => file.index === submission.failure?.fileIndex) : undefined;
  const removable = submission.state === 'failed' || (submission.state === 'needsChanges' && submission.profileId === undefined);
  // The link stays in view after its token left the device (copied or shared), until she leaves.
  const [ownerToken, setOwnerToken] = useState<string>();
  const [linkSaved, setLinkSaved] = useState(false);
  if (submission.ownerToken && ownerToken !== submission.ownerToken) setOwnerToken(submission.ownerToken);

  return (
    <article
      data-testid="submission"
      data-state={submission.state}
      aria-labelledby={`submission-${submission.id}`}
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-start gap-4">
        {thumbnail ? (
          <img
            src={thumbnail}
            alt={t('mySubmissions.photoOf', { name })}
            onError={() => setBroken(true)}
            className="size-20 shrink-0 rounded-lg object-cover"
          />
        ) : (
          <div aria-hidden="true" className="size-20 shrink-0 rounded-lg bg-stone-200" />
        )}
        <div className="min-w-0 flex-1">
          <h2 id={`submission-${submission.id}`} className="truncate text-lg font-semibold text-stone-900">
            {name}
          </h2>
          {submission.edit && (
            <p data-testid="submission-edit" className="text-sm font-medium text-stone-800">
              {t('owner.editing.entry')}
            </p>
          )}
          <p className="text-sm text-stone-600">
            {t('mySubmissions.submittedOn', { date: formatDate(new Date(submission.createdAt).toISOString(), lang, 'longDayTime') })}
          </p>
          <p
            data-testid="submission-state"
            className={`mt-2 inline-block rounded-full px-3 py-0.5 text-sm font-medium ${STATE_STYLE[submission.state]}`}
          >
            {t(`mySubmissions.state.${submission.state}`)}
          </p>
        </div>
      </div>

      {sending && (
        <ul className="mt-4 grid gap-2">
          {files.map((file) => (
            <FileProgress key={file.id} file={file} />
          ))}
        </ul>
      )}

      {submission.state === 'failed' && submission.failure && (
        <p role="alert" data-testid="submission-failure" className="mt-4 text-sm text-red-800">
          {submission.failure.code === 'linkInvalid'
            ? t('owner.editing.linkInvalid')
            : t('mySubmissions.failedFile', {
                name: failedFile?.name ?? String(submission.failure.fileIndex + 1),
                reason: t(`mySubmissions.uploadErrors.${submission.failure.code}`),
              })}
        </p>
      )}

      {submission.state === 'needsChanges' && submission.fieldErrors && (
        <div data-testid="submission-field-errors" className="mt-4 text-sm text-orange-900">
          <p>{t('mySubmissions.needsChangesText')}</p>
          <ul className="mt-1 list-disc pl-5">
            {Object.entries(submission.fieldErrors).flatMap(([field, messages]) =>
              messages.map((message) => (
                <li key={`${field}:${message}`}>{message.includes('.') ? t(message as 'forms.validation.invalid') : message}</li>
              )),
            )}
          </ul>
        </div>
      )}

      {ownerToken && !linkSaved && (
        <OwnerLink submissionId={submission.id} token={ownerToken} lang={lang} onSaved={() => setLinkSaved(true)} />
      )}

      {removable && (
        <button type="button" className="btn-secondary mt-4 px-4 py-1.5" onClick={() => void removeSubmission(submission.id)}>
          {t('mySubmissions.remove')}
        </button>
      )}
    </article>
  );
}

function FileProgress({ file }: { file: QueuedFile }) {
  const { t } = useTranslation();
  const percent = file.pendingUrl ? 100 : file.size > 0 ? Math.min(100, Math.floor((file.sent / file.size) * 100)) : 0;
  const label = t('mySubmissions.fileProgress', { name: file.name, percent });
  return (
    <li className="grid gap-1 text-sm text-stone-700">
      <span className="truncate">{label}</span>
      <div
        role="progressbar"
        aria-label={file.name}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={label}
        className="h-2 overflow-hidden rounded-full bg-stone-200"
      >
        <div className="h-full bg-rose-700 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </li>
  );
}

/**
 * Her owner link, shown once: the token stays on the device until she copies it, shares it or
 * says she saved it; then it leaves the device.
 */
function OwnerLink({ submissionId, token, lang, onSaved }: { submissionId: string; token: string; lang: string; onSaved: () => void }) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const href = `/${lang}/my-profile/${token}`;
  const absolute = typeof window === 'undefined' ? href : new URL(href, window.location.origin).href;
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const seen = () => void forgetOwnerToken(submissionId);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(absolute);
      setNote(t('mySubmissions.copied'));
      seen();
    } catch {
      setNote(t('mySubmissions.copyFailed'));
    }
  };
  const share = async () => {
    try {
      await navigator.share({ title: t('mySubmissions.shareTitle'), url: absolute });
      seen();
    } catch {
      // She closed the share sheet: the link stays until she copies, shares or saves it.
    }
  };

  return (
    <section
      data-testid="owner-link"
      aria-labelledby={`owner-link-${submissionId}`}
      className="mt-4 rounded-lg border border-rose-200 bg-rose-50 p-4"
    >
      <h3 id={`owner-link-${submissionId}`} className="font-semibold text-stone-900">
        {t('mySubmissions.ownerLinkTitle')}
      </h3>
      <p className="mt-1 text-sm text-stone-700">{t('mySubmissions.ownerLinkText')}</p>
      <a href={href} className="mt-2 block break-all text-sm font-medium text-rose-800 underline">
        {absolute}
      </a>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className="btn-primary px-4 py-1.5" onClick={() => void copy()}>
          {t('mySubmissions.copy')}
        </button>
        {canShare && (
          <button type="button" className="btn-secondary px-4 py-1.5" onClick={() => void share()}>
            {t('mySubmissions.share')}
          </button>
        )}
        <button
          type="button"
          className="btn-secondary px-4 py-1.5"
          // The link goes once the token has left the device, so a reload cannot bring it back.
          onClick={() => void forgetOwnerToken(submissionId).then(onSaved)}
        >
          {t('mySubmissions.saved')}
        </button>
      </div>
      <p role="status" className="mt-2 text-sm text-stone-700">
        {note}
      </p>
    </section>
  );
}
