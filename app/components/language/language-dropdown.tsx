// The language dropdown (Headless UI Listbox), loaded on first use by language-picker.tsx.
// When it replaces the stand-in button because the visitor pressed it, it opens at once and
// keeps the focus on its button.
import { Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '#app/components/icons/icons.tsx';
import { LANGUAGES, SUPPORTED_LANGUAGES } from '#app/i18n/language.ts';
import { DropdownFace, dropdownButtonClass, LanguageName, type PickerProps } from './language-picker.tsx';

export default function LanguageDropdown({ current, onSelect, className, openOnMount }: PickerProps & { openOnMount: boolean }) {
  const { t } = useTranslation();
  const info = LANGUAGES[current];
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!openOnMount) return;
    // Headless UI opens on its own key handling; Space opens with the current language active.
    button.current?.focus();
    button.current?.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
  }, [openOnMount]);
  return (
    <Listbox value={current} onChange={onSelect}>
      <ListboxButton
        ref={button}
        aria-label={t('language.select', { language: info.nativeName })}
        data-testid="language-picker"
        className={`${dropdownButtonClass} ${className}`}
      >
        <DropdownFace current={current} />
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
