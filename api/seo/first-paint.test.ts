import { describe, expect, it } from 'vitest';
import { escapeHtml } from '#api/html.ts';
import { readMessages } from '#api/i18n/locale-files.ts';
import type { Language } from '#contract/languages.ts';
import { firstPaintHtml, injectFirstPaint } from './first-paint.ts';
import { resolvePath } from './seo-pages.ts';

const shell = '<body><div id="root"></div></body>';

/** The first-paint texts, read from the locale files independently of the code under test. */
const texts = (lang: Language) =>
  readMessages(lang) as unknown as {
    home: { heroTitle: string };
    pages: { browse: string; submitProfile: string };
    submission: { intro: string };
    mySubmissions: { follow: string };
  };

describe('the first paint written into #root', () => {
  it('gives home its hero heading in the page language, escaped', () => {
    const html = injectFirstPaint(shell, resolvePath('/es', undefined));
    const es = texts('es');
    expect(html).toContain(`<h1 class="mt-3 text-4xl`);
    expect(html).toContain(escapeHtml(es.home.heroTitle));
    expect(html).not.toContain('<script');
  });

  it('gives browse its title heading', () => {
    expect(firstPaintHtml(resolvePath('/de/browse', undefined))).toContain(`>${texts('de').pages.browse}</h1>`);
  });

  it('gives the submission form its title, its introduction and the link to her submissions', () => {
    const pt = texts('pt');
    const html = firstPaintHtml(resolvePath('/pt/submit-profile', undefined));
    expect(html).toContain(`>${escapeHtml(pt.pages.submitProfile)}</h1>`);
    expect(html).toContain(`<p class="mt-3 text-lg text-stone-700">${escapeHtml(pt.submission.intro)}</p>`);
    expect(html).toContain(
      `<a href="/pt/my-submissions" class="font-medium text-rose-800 underline">${escapeHtml(pt.mySubmissions.follow)}</a>`,
    );
  });

  it('leaves other pages, and shells without an empty #root, alone', () => {
    expect(injectFirstPaint(shell, resolvePath('/en/cart', undefined))).toBe(shell);
    expect(injectFirstPaint(shell, resolvePath('/en/some-profile-slug', undefined))).toBe(shell);
    const filled = '<div id="root"><p>x</p></div>';
    expect(injectFirstPaint(filled, resolvePath('/en', undefined))).toBe(filled);
  });
});
