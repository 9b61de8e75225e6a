import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '#contract/languages.ts';
import { siteTexts } from './messages.ts';

describe('the texts the server writes into pages', () => {
  it.each(SUPPORTED_LANGUAGES)('exist in %s: every SEO title and description and the first paint', (lang) => {
    const texts = siteTexts(lang);
    expect(texts.siteName).toBe('Contacto');
    for (const page of Object.values(texts.seo.pages)) expect(page.title && page.description).toBeTruthy();
    expect(texts.firstPaint.home.heroTitle).toBeTruthy();
    expect(texts.firstPaint.browseTitle).toBeTruthy();
  });
});
