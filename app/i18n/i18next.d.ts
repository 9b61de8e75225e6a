// Types i18next's t() against the English messages, so a missing or misspelt key fails the
// typecheck.
import 'i18next';
import type en from './locales/en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
