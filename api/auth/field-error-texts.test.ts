// The field errors of the account calls are message keys the app translates: each one the auth
// contract or service can answer exists in the app's form texts, in every language.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type MessageTree, readArea } from '#api/i18n/locale-files.ts';
import { SUPPORTED_LANGUAGES } from '#contract/languages.ts';

const SOURCES = ['../../contract/auth.schema.ts', './auth.service.ts'].map((file) => path.join(import.meta.dirname, file));
const keys = [...new Set(SOURCES.flatMap((file) => readFileSync(file, 'utf8').match(/forms\.validation\.[A-Za-z]+/g) ?? []))];

const lookUp = (tree: MessageTree, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as MessageTree)[part] : undefined), tree);

describe('the account calls’ field errors', () => {
  it('are found in the sources (so the check below checks something)', () => {
    expect(keys).toEqual(expect.arrayContaining(['forms.validation.passwordMin', 'forms.validation.currentPasswordWrong']));
  });

  it.each(SUPPORTED_LANGUAGES)('each have a text in %s', (lang) => {
    const forms = readArea('forms', lang);
    expect(keys.filter((key) => typeof lookUp(forms, key) !== 'string')).toEqual([]);
  });
});
