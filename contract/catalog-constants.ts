// Plain constants of the public profile contract (no zod), so browser code that only needs the
// lists — the browse filters, the sort names, the channel names — does not pull the zod schema
// module onto its start-up path. profile.schema.ts re-exports all of them.

import { SUPPORTED_LANGUAGES } from '#contract/languages.ts';

/** The languages a profile is published in (a slug and a text each): the site's languages. */
export const LANGUAGES = SUPPORTED_LANGUAGES;

/** The channels a buyer may receive (the storefront lists six; phone is kept as a seventh). */
export const CONTACT_CHANNELS = ['whatsapp', 'instagram', 'email', 'telegram', 'facebook', 'tiktok', 'phone'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

export const PERSONALITY_TAGS = ['Family-First', 'Romantic', 'Social', 'Loyal', 'Traditional', 'Marriage-Minded'] as const;

/** The browse page's city filter; "all" means no filter. */
export const BROWSE_LOCATIONS = ['Santo Domingo', 'Santiago', 'Puerto Plata', 'La Romana', 'Punta Cana'] as const;

export const PROFILE_SORTS = ['newest', 'oldest', 'youngest', 'oldest-age'] as const;
export type ProfileSort = (typeof PROFILE_SORTS)[number];

/** The browse page's age bands. */
export const AGE_BANDS = ['18-25', '26-30', '31-35', '36+'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];
export type BrowseLocation = (typeof BROWSE_LOCATIONS)[number];
