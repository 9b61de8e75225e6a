// Where a profile opens: /$lang/<her slug in that language>, or
// /$lang/profile/<id> when she has no slug in it.

import type { Language } from '#app/i18n/language.ts';
import type { CatalogCard } from '#contract/profile.schema.ts';

type Slugs = Pick<CatalogCard, 'id' | 'slugEn' | 'slugEs' | 'slugIt' | 'slugDe' | 'slugNl' | 'slugPt'>;

const SLUG_FIELDS = {
  en: 'slugEn',
  es: 'slugEs',
  it: 'slugIt',
  de: 'slugDe',
  nl: 'slugNl',
  pt: 'slugPt',
} as const satisfies Record<Language, keyof Slugs>;

export type ProfileLinkProps =
  | { to: '/$lang/$slug'; params: { lang: Language; slug: string } }
  | { to: '/$lang/profile/$idOrSlug'; params: { lang: Language; idOrSlug: string } };

export function profileLink(lang: Language, profile: Slugs): ProfileLinkProps {
  const slug = profile[SLUG_FIELDS[lang]];
  return slug
    ? { to: '/$lang/$slug', params: { lang, slug } }
    : { to: '/$lang/profile/$idOrSlug', params: { lang, idOrSlug: String(profile.id) } };
}
