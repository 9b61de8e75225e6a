// "Update available" prompt: shown when a new service worker waits; Reload activates it,
// Later hides the prompt until the next visit.
import { useTranslation } from 'react-i18next';
import { applyUpdate, postponeUpdate } from '#app/pwa/register.ts';
import { usePwaState } from '#app/pwa/use-pwa-state.ts';

export function UpdatePrompt() {
  const { t } = useTranslation();
  const { updateWaiting } = usePwaState();
  if (!updateWaiting) return null;
  return (
    <section
      aria-labelledby="update-title"
      className="fixed bottom-4 left-4 z-[90] w-[calc(100%-2rem)] max-w-sm rounded-xl border border-stone-200 bg-white p-4 shadow-lg"
    >
      <h2 id="update-title" className="text-sm font-semibold text-stone-900">
        {t('pwa.updateTitle')}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t('pwa.updateText')}</p>
      <div className="mt-3 flex gap-2">
        <button type="button" onClick={applyUpdate} className="btn-primary px-3 py-1.5 text-sm">
          {t('pwa.reload')}
        </button>
        <button type="button" onClick={postponeUpdate} className="btn-secondary px-3 py-1.5 text-sm">
          {t('pwa.later')}
        </button>
      </div>
    </section>
  );
}
