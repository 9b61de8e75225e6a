// The language picker in its three forms: a dropdown (Headless UI Listbox: flag, native and
// English name, current one marked), a full "Choose Language" list, and a compact row of flags.
// Choosing stores the choice and reloads the page in that language (language-preferences.ts).
import { Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon, ChevronDownIcon } from '#app/components/icons/icons.tsx';
import { useCurrentLanguage } from '#app/i18n/i18n.ts';
import { LANGUAGES, type Language, SUPPORTED_LANGUAGES } from '#app/i18n/language.ts';
import { chooseLanguage } from '#app/i18n/language-preferences.ts';
import { FlagIcon } from './flag-icon.tsx';

export type LanguagePickerVariant = 'dropdown' | 'full' | 'compact';

export function LanguagePicker({ variant = 'dropdown', className = '' }: { variant?: LanguagePickerVariant; className?: string }) {
  const current = useCurrentLanguage();
  const select = (lang: Language) => {
    if (lang !== current) chooseLanguage(lang);
  };
  if (variant === 'full') return <FullPicker current={current} onSelect={select} className={className} />;
  if (variant === 'compact') return <CompactPicker current={current} onSelect={select} className={className} />;
  return <DropdownPicker current={current} onSelect={select} className={className} />;
}

interface PickerProps {
  current: Language;
  onSelect: (lang: Language) => void;
  className: string;
}

function DropdownPicker({ current, onSelect, className }: PickerProps) {
  const { t } = useTranslation();
  const info = LANGUAGES[current];
  return (
    <Listbox value={current} onChange={onSelect}>
      <ListboxButton
        aria-label={t('language.select', { language: info.nativeName })}
        data-testid="language-picker"
        className={`flex items-center gap-2 rounded-lg px-2 py-2 text-sm font-medium text-stone-700 hover:bg-rose-50 hover:text-rose-800 ${className}`}
      >
        <FlagIcon country={info.country} />
        <span className="hidden xl:inline">{info.nativeName}</span>
        <span className="uppercase xl:hidden">{info.code}</span>
        <ChevronDownIcon className="size-4 text-stone-500" />
      </ListboxButton>
      <ListboxOptions
        anchor={{ to: 'bottom end', gap: 6 }}
        className="z-[60] w-60 rounded-xl border border-stone-200 bg-white p-1 shadow-xl focus:outline-none"
      >
        {SUPPORTED_LANGUAGES.map((code) => {
          return (
            <ListboxOption
              key={code}
              value={code}
              lang={code}
              className="group flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-stone-800 data-focus:bg-rose-50 data-selected:font-semibold"
            >
              <LanguageName code={code} />
              <CheckIcon className="invisible size-4 text-rose-700 group-data-selected:visible" />
            </ListboxOption>
          );
        })}
      </ListboxOptions>
    </Listbox>
  );
}

function FullPicker({ current, onSelect, className }: PickerProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="text-sm font-semibold text-stone-900">
        {t('language.choose')}
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        {SUPPORTED_LANGUAGES.map((code) => {
          const isCurrent = code === current;
          return (
            <li key={code}>
              <button
                type="button"
                lang={code}
                aria-current={isCurrent ? 'true' : undefined}
                onClick={() => onSelect(code)}
                className={`flex w-full items-center gap-3 rounded-lg border px-3 py-2 text-left text-sm ${
                  isCurrent
                    ? 'border-rose-300 bg-rose-50 font-semibold text-rose-900'
                    : 'border-stone-200 bg-white text-stone-800 hover:border-rose-200 hover:bg-rose-50'
                }`}
              >
                <LanguageName code={code} />
                {isCurrent ? (
                  <>
                    <CheckIcon className="size-4 text-rose-700" />
                    <span className="sr-only">{t('language.current')}</span>
                  </>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function CompactPicker({ current, onSelect, className }: PickerProps) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('language.label')} className={`flex flex-wrap gap-1 ${className}`}>
      {SUPPORTED_LANGUAGES.map((code) => {
        const lang = LANGUAGES[code];
        const isCurrent = code === current;
        return (
          <li key={code}>
            <button
              type="button"
              aria-label={`${lang.nativeName} (${lang.englishName})`}
              title={lang.nativeName}
              aria-current={isCurrent ? 'true' : undefined}
              onClick={() => onSelect(code)}
              className={`flex size-10 items-center justify-center rounded-lg border ${
                isCurrent ? 'border-rose-400 bg-rose-50' : 'border-transparent hover:bg-stone-100'
              }`}
            >
              <FlagIcon country={lang.country} />
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** Flag, native name and English name: one language as both pickers list it. */
function LanguageName({ code }: { code: Language }) {
  const lang = LANGUAGES[code];
  return (
    <>
      <FlagIcon country={lang.country} />
      <span className="flex flex-1 flex-col">
        <span>{lang.nativeName}</span>
        <span className="text-xs font-normal text-stone-600" lang="en">
          {lang.englishName}
        </span>
      </span>
    </>
  );
}
