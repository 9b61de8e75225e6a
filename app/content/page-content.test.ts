// The information pages' texts: every page exists in all six languages with the same structure
// as English (same sections, ids, lists and list lengths), no empty text, no untranslated copy
// of an English sentence, only links that point somewhere real, and the product's facts (prices,
// review and reply times, the three verification steps) stated in every language.
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '#app/i18n/language.ts';
import { linksOf, parseLinkTarget } from './content-links.ts';
import { INFO_PAGES, type InfoPageName, loadPageContent } from './load-page-content.ts';

type Json = string | readonly Json[] | { readonly [key: string]: Json };

/** The structure of a content tree: texts become "text", ids keep their value. */
function shape(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return key === 'id' ? `id:${value}` : 'text';
  if (Array.isArray(value)) return value.map((item) => shape(item));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, shape(v, k)]),
    );
  }
  return typeof value;
}

/** Every text of a content tree with its path, ids excluded. */
function texts(value: Json, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return path.endsWith('.id') ? [] : [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => texts(item as Json, `${path}[${i}]`));
  return Object.entries(value).flatMap(([k, v]) => texts(v as Json, `${path}.${k}`));
}

function ids(value: Json): string[] {
  if (typeof value === 'string') return [];
  if (Array.isArray(value)) return value.flatMap((item) => ids(item as Json));
  return Object.entries(value).flatMap(([k, v]) => (k === 'id' && typeof v === 'string' ? [v] : ids(v as Json)));
}

const load = (page: InfoPageName, lang: (typeof SUPPORTED_LANGUAGES)[number]) =>
  loadPageContent(page, lang) as Promise<unknown> as Promise<Json>;

describe('the information pages', () => {
  for (const page of INFO_PAGES) {
    describe(page, () => {
      it('has unique section and question ids', async () => {
        const all = ids(await load(page, 'en'));
        expect(all.length).toBeGreaterThan(0);
        expect(new Set(all).size).toBe(all.length);
      });

      for (const lang of SUPPORTED_LANGUAGES) {
        it(`exists in ${lang} with the structure of English, no empty text and valid links`, async () => {
          const english = await load(page, 'en');
          const content = await load(page, lang);
          expect(shape(content)).toEqual(shape(english));
          for (const [path, text] of texts(content)) {
            expect(text.trim(), `${page}/${lang}${path}`).not.toBe('');
            for (const link of linksOf(text)) {
              expect(parseLinkTarget(link.target), `${page}/${lang}${path}: ${link.target}`).not.toBeNull();
            }
          }
        });
      }

      for (const lang of SUPPORTED_LANGUAGES.filter((l) => l !== 'en')) {
        it(`is translated into ${lang}, not copied from English`, async () => {
          const english = new Map(texts(await load(page, 'en')));
          const copies = texts(await load(page, lang)).filter(([path, text]) => english.get(path) === text);
          expect(copies.map(([path]) => path)).toEqual([]);
        });
      }
    });
  }

  describe("states the product's facts in every language", () => {
    const flat = async (page: InfoPageName, lang: (typeof SUPPORTED_LANGUAGES)[number]) =>
      texts(await load(page, lang))
        .map(([, text]) => text)
        .join('\n');

    for (const lang of SUPPORTED_LANGUAGES) {
      it(`in ${lang}`, async () => {
        const help = await flat('help', lang);
        for (const fact of ['$2', '$1.00', '$0.00', 'USD', '24–48', '24']) expect(help, `help: ${fact}`).toContain(fact);
        const terms = await flat('terms', lang);
        for (const fact of ['$2', '$1.00', '$0.00', 'USD', 'IMBRA', 'Stripe', '18']) expect(terms, `terms: ${fact}`).toContain(fact);
        const privacy = await flat('privacy', lang);
        for (const fact of ['Stripe', 'cart-storage', 'language_choice', 'language_suggestion_dismissed']) {
          expect(privacy, `privacy: ${fact}`).toContain(fact);
        }
        const cookies = await flat('cookies', lang);
        for (const key of ['language', 'language_choice', 'language_suggestion_dismissed', 'cart-storage']) {
          expect(cookies, `cookies: ${key}`).toContain(`${key}:`);
        }
        const disclaimer = await flat('disclaimer', lang);
        for (const figure of ['500+', '50+', '25+']) expect(disclaimer, `disclaimer: ${figure}`).toContain(figure);
      });
    }

    it('the About page has the three verification steps in order and the Help page the four categories', async () => {
      const about = ids(await load('about', 'en'));
      expect(about.filter((id) => id.startsWith('step-'))).toEqual(['step-submission', 'step-verification', 'step-approval']);
      const help = (await loadPageContent('help', 'en')).categories.map((category) => category.id);
      expect(help).toEqual(['getting-started', 'payments-billing', 'safety-security', 'profile-management']);
    });
  });
});
