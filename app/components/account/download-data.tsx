// "Download your data" on the account settings page: fetches the copy of everything the account
// holds and hands it to the browser as one JSON file. The button says when the file is being
// prepared; a status line announces the download, an alert a failure; offline it waits.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchAccountExport, saveAccountExport } from '#app/api/account.ts';
import { isAuthError } from '#app/api/auth-error.ts';
import { setSessionUser } from '#app/components/auth/use-session.ts';

type DownloadState = 'idle' | 'preparing' | 'done' | 'failed';

export function DownloadData({ online }: { online: boolean }) {
  const { t } = useTranslation();
  const [state, setState] = useState<DownloadState>('idle');

  const download = async () => {
    setState('preparing');
    try {
      saveAccountExport(await fetchAccountExport());
      setState('done');
    } catch (error) {
      // Her session ended meanwhile (idle for too long, or signed out elsewhere): she is a guest now.
      if (isAuthError(error)) setSessionUser(null);
      setState('failed');
    }
  };

  return (
    <section aria-labelledby="account-export-title" data-testid="account-export" className="rounded-2xl border border-stone-200 p-5 sm:p-6">
      <h2 id="account-export-title" className="text-xl font-semibold text-stone-900">
        {t('accountSettings.export.title')}
      </h2>
      <p className="mt-2 text-stone-700">{t('accountSettings.export.text')}</p>
      <button
        type="button"
        onClick={() => void download()}
        disabled={!online || state === 'preparing'}
        className="btn-primary mt-4 w-full px-5 py-2.5 sm:w-auto"
      >
        {state === 'preparing' ? t('accountSettings.export.preparing') : t('accountSettings.export.button')}
      </button>
      <p role="status" className="mt-3 text-sm text-stone-700">
        {state === 'done' ? t('accountSettings.export.done') : ''}
      </p>
      {state === 'failed' ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-900">
          {t('accountSettings.export.failed')}
        </p>
      ) : null}
    </section>
  );
}
