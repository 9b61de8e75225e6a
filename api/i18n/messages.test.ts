// Server-side message files (email, checkout errors): the same keys and placeholders in all six
// languages, and real translations.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '#contract/languages.ts';
import { interpolate, type Messages, translator } from './messages.ts';

const DIRS = ['mail/messages', 'checkout/messages', 'auth/messages', 'orders/messages'].map((d) => path.join(import.meta.dirname, '..', d));

function flatten(tree: Messages, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[name] = value;
    else Object.assign(out, flatten(value, name));
  }
  return out;
}

/** Words that are the same in English and a language ("no" in Spanish and Italian, "Details" in Dutch). */
const SAME_AS_ENGLISH: Record<string, string[]> = {
  es: ['approvalRequest.no'],
  it: ['approvalRequest.no'],
  nl: ['approvalRequest.details'],
};

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe.each(DIRS)('messages in %s', (dir) => {
  const read = (lang: string) => flatten(JSON.parse(readFileSync(path.join(dir, `${lang}.json`), 'utf8')));
  const en = read('en');

  it.each(SUPPORTED_LANGUAGES.filter((l) => l !== 'en'))('%s has every English key with the same placeholders, translated', (lang) => {
    const messages = read(lang);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
    const untranslated: string[] = [];
    for (const [key, text] of Object.entries(en)) {
      expect(placeholders(messages[key]!), `${lang} ${key}`).toEqual(placeholders(text));
      if (messages[key] === text && !key.includes('.channels.') && !SAME_AS_ENGLISH[lang]?.includes(key)) untranslated.push(key);
    }
    expect(untranslated, `${lang}: untranslated messages`).toEqual([]);
  });
});

describe('translator', () => {
  it('fills placeholders and falls back to English for an unknown language', () => {
    expect(interpolate('#{{number}} of {{ total }}', { number: 5, total: '$1.00' })).toBe('#5 of $1.00');
    const t = translator(DIRS[1]!, 'xx');
    expect(t('errors.dailyLimit', { max: 20 })).toBe('You can buy at most 20 contacts per day. Please try again tomorrow.');
    expect(translator(DIRS[1]!, 'de')('errors.dailyLimit', { max: 3 })).toContain('3 Kontakte');
  });
});
