// What an information page shows while its text loads (a skeleton, only when loading is slow)
// and when the text cannot be loaded (offline before the service worker cached it, or a
// deployment replaced the chunk): a message and a retry that reruns the loader.
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '#app/components/layout/loading-panel.tsx';

export function InfoPagePending() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8" role="status" aria-live="polite" data-testid="info-page-pending">
      <span className="sr-only">{t('info.loading')}</span>
      <div aria-hidden="true" className="animate-pulse motion-reduce:animate-none">
        <div className="h-9 w-2/3 max-w-md rounded-lg bg-stone-200" />
        <div className="mt-6 h-4 w-full max-w-2xl rounded bg-stone-200" />
        <div className="mt-3 h-4 w-5/6 max-w-xl rounded bg-stone-200" />
        <div className="mt-12 h-6 w-1/3 rounded bg-stone-200" />
        <div className="mt-4 h-4 w-full max-w-3xl rounded bg-stone-100" />
        <div className="mt-3 h-4 w-full max-w-3xl rounded bg-stone-100" />
        <div className="mt-3 h-4 w-2/3 max-w-2xl rounded bg-stone-100" />
      </div>
    </div>
  );
}

export function InfoPageError({ reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const retry = () => {
    reset();
    void router.invalidate();
  };
  return (
    <ErrorPanel
      title={t('info.loadError')}
      text={t('info.loadErrorHint')}
      retryLabel={t('info.retry')}
      onRetry={retry}
      testId="info-page-error"
    />
  );
}
