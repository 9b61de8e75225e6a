// A profile's slug as the database allows it (migration 00001: lowercase letters and digits in
// words joined by single hyphens): one rule for the app's unprefixed /{slug} rewrite and the
// server's page resolver; and how a profile's six slugs are made (the submission and the seed).
import type { Language } from '#contract/languages.ts';

const PROFILE_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const MAX_PROFILE_SLUG_LENGTH = 200;

/** Whether an address segment can be a profile's slug (or a numeric id, which matches too). */
export function isProfileSlug(value: string): boolean {
  return value.length <= MAX_PROFILE_SLUG_LENGTH && PROFILE_SLUG.test(value);
}

/** The word for "years" in each language's slug: maria-r-24-anos-santiago-17. */
export const SLUG_YEARS_WORD: Record<Language, string> = {
  en: 'years',
  es: 'anos',
  it: 'anni',
  de: 'jahre',
  nl: 'jaar',
  pt: 'anos',
};

/** Lower-case ASCII words joined by hyphens: "María De la Cruz" -> "maria-de-la-cruz". */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export interface ProfileSlugs {
  slugEn: string;
  slugEs: string;
  slugDe: string;
  slugIt: string;
  slugNl: string;
  slugPt: string;
}

/** maria-r-24-santo-domingo-17 (en), maria-r-24-anos-santo-domingo-17 (es) …; `suffix` (the id) makes them unique. */
export function profileSlugs(
  firstName: string,
  lastName: string | null,
  age: number,
  location: string,
  suffix: string | number,
): ProfileSlugs {
  const initial = lastName ? slugify(lastName).charAt(0) : '';
  const name = [slugify(firstName), initial].filter(Boolean).join('-');
  const slug = (lang: Language) =>
    [name, String(age), lang === 'en' ? '' : SLUG_YEARS_WORD[lang], slugify(location), String(suffix)].filter(Boolean).join('-');
  return {
    slugEn: slug('en'),
    slugEs: slug('es'),
    slugDe: slug('de'),
    slugIt: slug('it'),
    slugNl: slug('nl'),
    slugPt: slug('pt'),
  };
}
