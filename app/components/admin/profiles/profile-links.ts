// Where a profile row's actions lead: View opens her public page in the admin's
// language (the storefront's /{lang}/profile/{id}) in a new tab.
import type { Language } from '#contract/languages.ts';

export const fullName = (p: { firstName: string; lastName: string | null }): string => [p.firstName, p.lastName].filter(Boolean).join(' ');

export const publicProfileHref = (id: number, lang: Language): string => `/${lang}/profile/${id}`;
