// The language picker in its three forms: a dropdown (Headless UI Listbox: flag, native and
// English name, current one marked), a full "Choose Language" list, and a compact row of flags.
// Choosing stores the choice and reloads the page in that language (language-preferences.ts).
// The dropdown's Headless UI code loads on first use (language-dropdown.tsx), so a first
// visit does not download it; until then an identical button stands in.
import { lazy, Suspense, useId, useState } from 'react';
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

export interface PickerProps {
  current: Language;
  onSelect: (lang: Language) => void;
  className: string;
}

const loadDropdown = () => import('./language-dropdown.tsx');
const LanguageDropdown = lazy(loadDropdown);

/** The dropdown: a plain button until first hovered, focused or pressed, then the Listbox. */
function DropdownPicker(props: PickerProps) {
  const [wanted, setWanted] = useState<'idle' | 'loaded' | 'open'>('idle');
  const stub = <DropdownButton {...props} onActivate={() => setWanted('open')} onPrefetch={() => void loadDropdown()} />;
  if (wanted === 'idle') return stub;
  return (
    <Suspense fallback={stub}>
      <LanguageDropdown {...props} openOnMount={wanted === 'open'} />
    </Suspense>
  );
}

/** The closed dropdown's face, shared by the stand-in and the Listbox button. */
export function DropdownFace({ current }: { current: Language }) {
  const info = LANGUAGES[current];
  return (
    <>
      <FlagIcon country={info.country} />
      <span className="hidden xl:inline">{info.nativeName}</span>
      <span className="uppercase xl:hidden">{info.code}</span>
      <ChevronDownIcon className="size-4 text-stone-500" />
    </>
  );
}

export const dropdownButtonClass =
  'flex items-center gap-2 rounded-lg px-2 py-2 text-sm font-medium text-stone-700 hover:bg-rose-50 hover:text-rose-800';

function DropdownButton({ current, className, onActivate, onPrefetch }: PickerProps & { onActivate: () => void; onPrefetch: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-haspopup="listbox"
      aria-expanded="false"
      aria-label={t('language.select', { language: LANGUAGES[current].nativeName })}
      data-testid="language-picker"
      onPointerEnter={onPrefetch}
      onFocus={onPrefetch}
      onClick={onActivate}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          onActivate();
        }
      }}
      className={`${dropdownButtonClass} ${className}`}
    >
      <DropdownFace current={current} />
    </button>
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
export function LanguageName({ code }: { code: Language }) {
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
