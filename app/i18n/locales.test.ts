// Completeness of the six locale files: the same keys everywhere, no empty strings, the same
// interpolation placeholders, and real translations rather than English copies.
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from './language.ts';
import de from './locales/de.json' with { type: 'json' };
import en from './locales/en.json' with { type: 'json' };
import es from './locales/es.json' with { type: 'json' };
import it_ from './locales/it.json' with { type: 'json' };
import nl from './locales/nl.json' with { type: 'json' };
import pt from './locales/pt.json' with { type: 'json' };

type Tree = { [key: string]: string | Tree };
const locales: Record<string, Tree> = { en, es, it: it_, de, nl, pt };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

// Words that are the same in a language as in English (brand names, loan words).
const sameAsEnglish: Record<string, ReadonlySet<string>> = {
  es: new Set(['meta.siteName', 'footer.legal']),
  it: new Set(['meta.siteName', 'nav.home', 'nav.menu']),
  de: new Set(['meta.siteName']),
  nl: new Set(['meta.siteName', 'nav.home', 'nav.contact', 'nav.menu', 'pwa.later']),
  pt: new Set(['meta.siteName', 'nav.menu']),
};

describe('the locale files', () => {
  const english = flatten(en);

  it('exist for every supported language', () => {
    expect(Object.keys(locales).sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
  });

  for (const lang of SUPPORTED_LANGUAGES) {
    describe(lang, () => {
      const table = flatten(locales[lang] as Tree);

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
          const allowed = sameAsEnglish[lang] ?? new Set();
          const copies = [...table].filter(([key, text]) => text === english.get(key) && !allowed.has(key));
          expect(copies.map(([key]) => key)).toEqual([]);
        });
      }
    });
  }
});
