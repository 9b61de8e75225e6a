// "Skip to main content": the first focusable element; the browser moves focus to <main>
// (tabIndex -1) when following the fragment.
import { useTranslation } from 'react-i18next';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="sr-only z-[100] rounded-lg bg-white px-4 py-2 font-medium text-rose-800 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {t('common.skipToContent')}
    </a>
  );
}
