// Every stored option value (contract/profile-options.ts) has a translated label in every
// language, and the labels name no value the lists do not have.
import { describe, expect, it } from 'vitest';
import { OPTION_GROUPS } from '#contract/profile-options.ts';
import { SUPPORTED_LANGUAGES } from './language.ts';
import { readArea } from './locale-files.ts';

describe('option labels', () => {
  for (const lang of SUPPORTED_LANGUAGES) {
    it(`label every option value in ${lang}`, () => {
      const labels = readArea('options', lang).options as Record<string, Record<string, string>>;
      expect(Object.keys(labels).sort()).toEqual(Object.keys(OPTION_GROUPS).sort());
      for (const [group, values] of Object.entries(OPTION_GROUPS)) {
        expect(Object.keys(labels[group] ?? {}).sort(), group).toEqual([...values].sort());
        for (const value of values) expect(labels[group]?.[value]?.trim(), `${group}.${value}`).toBeTruthy();
      }
    });
  }

  it('keys contain no i18next separator, so a value is one key', () => {
    for (const values of Object.values(OPTION_GROUPS)) for (const value of values) expect(value).not.toMatch(/[.:]/);
  });

  it('are Spanish words on a Spanish page', () => {
    const es = readArea('options', 'es').options as Record<string, Record<string, string>>;
    expect(es.occupation?.['Own my business']).toBe('Tengo mi propio negocio');
    expect(es.education?.['Trade School']).toBe('Formación profesional');
  });
});
