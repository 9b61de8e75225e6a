// Suggestion banner: when the browser's language is a supported non-English language other than
// the page's, offer to switch, written in that language. Dismissing it is remembered.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '#app/components/icons/icons.tsx';
import { IconButton } from '#app/components/tooltip/icon-button.tsx';
import { loadMessages, useCurrentLanguage } from '#app/i18n/i18n.ts';
import { LANGUAGES, type Language, suggestedLanguage } from '#app/i18n/language.ts';
import { chooseLanguage, dismissSuggestion, readBrowserLanguages, readStoredLanguage } from '#app/i18n/language-preferences.ts';
import { FlagIcon } from './flag-icon.tsx';

/**
 * Says on <html data-language-suggestion> what the banner decided ('none', or the language it
 * shows), so a test can wait for the decision before checking that no banner appeared.
 */
function markDecided(suggestion: Language | 'none'): void {
  document.documentElement.dataset.languageSuggestion = suggestion;
}

export function LanguageBanner() {
  const pageLanguage = useCurrentLanguage();
  const [suggestion, setSuggestion] = useState<Language | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const lang = suggestedLanguage({
      stored: readStoredLanguage(),
      pageLanguage,
      browserLanguages: readBrowserLanguages(),
    });
    setSuggestion(lang);
    setReady(false);
    if (!lang) {
      markDecided('none');
      return;
    }
    let cancelled = false;
    loadMessages(lang, { forms: false })
      .catch(() => undefined)
      .then(() => {
        if (cancelled) return;
        setReady(true);
        markDecided(lang);
      });
    return () => {
      cancelled = true;
    };
  }, [pageLanguage]);

  if (!suggestion || !ready) return null;
  return (
    <SuggestionBar
      lang={suggestion}
      onDismiss={() => {
        dismissSuggestion();
        setSuggestion(null);
      }}
    />
  );
}

function SuggestionBar({ lang, onDismiss }: { lang: Language; onDismiss: () => void }) {
  const { t } = useTranslation(undefined, { lng: lang });
  const info = LANGUAGES[lang];
  return (
    <section
      lang={lang}
      aria-label={t('language.region')}
      data-testid="language-banner"
      className="border-b border-rose-200 bg-rose-50 text-rose-950"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 text-sm sm:px-6 lg:px-8">
        <FlagIcon country={info.country} />
        <p className="flex-1">{t('language.bannerText', { language: info.nativeName })}</p>
        <button type="button" onClick={() => chooseLanguage(lang)} className="btn-primary px-3 py-1.5 text-sm">
          {t('language.switchTo', { language: info.nativeName })}
        </button>
        <IconButton onClick={onDismiss} label={t('language.dismiss')} className="rounded-md p-1.5 text-rose-900 hover:bg-rose-100">
          <CloseIcon className="size-5" />
        </IconButton>
      </div>
    </section>
  );
}
