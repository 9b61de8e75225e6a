// Completeness of the locale files, area by area: the same keys in every language, no empty
// strings, the same interpolation placeholders, real translations rather than English copies,
// and no top-level key claimed by two areas.
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from './language.ts';
import { localeAreas, type MessageTree, readArea, readSameAsEnglish } from './locale-files.ts';

function flatten(tree: MessageTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('the locale files', () => {
  const areas = localeAreas();

  it('give every top-level key to one area only', () => {
    const owners = new Map<string, string>();
    for (const area of areas) {
      for (const key of Object.keys(readArea(area, 'en'))) {
        expect(owners.get(key), `"${key}" is in ${owners.get(key)} and ${area}`).toBeUndefined();
        owners.set(key, area);
      }
    }
  });

  for (const area of areas) {
    describe(area, () => {
      const english = flatten(readArea(area, 'en'));
      const sameAsEnglish = readSameAsEnglish(area);

      for (const lang of SUPPORTED_LANGUAGES) {
        describe(lang, () => {
          const table = flatten(readArea(area, lang));

          it('has exactly the keys of English', () => {
            expect([...table.keys()].sort()).toEqual([...english.keys()].sort());
          });

          it('has no empty text and the same placeholders as English', () => {
            for (const [key, text] of table) {
              expect(text.trim(), key).not.toBe('');
              expect(placeholders(text), key).toEqual(placeholders(english.get(key) ?? ''));
            }
          });

          if (lang !== 'en') {
            it('is translated, not copied from English', () => {
              const allowed = new Set(sameAsEnglish[lang] ?? []);
              const copies = [...table].filter(([key, text]) => text === english.get(key) && !allowed.has(key));
              expect(copies.map(([key]) => key)).toEqual([]);
            });
          }
        });
      }
    });
  }
});
