// Where a profile row's actions lead (backoffice §2): View opens her public page in the admin's
// language (the storefront's /{lang}/profile/{id}) in a new tab; Edit goes to the edit page.
import type { Language } from '#api/contract/languages.ts';

export const fullName = (p: { firstName: string; lastName: string | null }): string => [p.firstName, p.lastName].filter(Boolean).join(' ');

export const publicProfileHref = (id: number, lang: Language): string => `/${lang}/profile/${id}`;

// A plain address: the edit page is its own route (edit-profile.$id), typed once it exists.
export const editProfileHref = (id: number): string => `/admin/edit-profile/${id}`;
