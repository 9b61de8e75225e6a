// Where a profile row's actions lead. View always opens the back office's preview
// (/admin/profiles/$id/preview), whatever her state: the storefront's /{lang}/profile/{id} is
// "Profile Not Found" while she is pending, paused, declined or withdrawn, and whether she is
// public can change between the list's answer and the click; the preview of a live profile says
// so and links to her public page (publicProfileHref, in the admin's language, in a new tab).
import type { Language } from '#contract/languages.ts';

export const fullName = (p: { firstName: string; lastName: string | null }): string => [p.firstName, p.lastName].filter(Boolean).join(' ');

export const publicProfileHref = (id: number, lang: Language): string => `/${lang}/profile/${id}`;
