// The text rule of local search, in a module of its own (no Dexie) so the browse query and the
// browse page's URL validation do not load the database code.

/** Lower-case and strip accents, so "maria" finds "María" (same rule as the API's search). */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
