// The locale files under Node (locales.test.ts, e2e), typed with the English shell's and
// account's shapes. The reading itself is server code and lives in api/i18n/locale-files.ts.
import { type MessageTree, readMessages as readTree } from '#api/i18n/locale-files.ts';
import type { Language } from './language.ts';
import type account from './locales/account/en.json';
import type en from './locales/shell/en.json';

export { localeAreas, type MessageTree, readArea, readSameAsEnglish } from '#api/i18n/locale-files.ts';

/** Every area of a language merged into one tree (cached). */
export function readMessages(lang: Language): typeof en & typeof account & MessageTree {
  return readTree(lang) as typeof en & typeof account & MessageTree;
}
