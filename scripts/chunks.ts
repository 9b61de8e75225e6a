// How the build names its chunks, so a file name says what a chunk is for: a language's
// storefront messages (messages-<lang>), the back office's (admin-messages-<lang>), and every
// chunk made only of back-office code (admin-*). The service worker's precache leaves admin-*
// out (vite.config.ts), so visitors of the storefront never download the back office.

/**
 * Back-office modules: the /admin route tree, its components and its texts (areas admin and
 * admin-*), and the chart library only the back office's analytics load (uplot).
 */
const ADMIN_MODULE = /\/app\/(routes\/admin(\.tsx|\/)|components\/admin\/|i18n\/locales\/admin(-[a-z-]+)?\/)|\/node_modules\/uplot\//;
const LOCALE_FILE = /\/app\/i18n\/locales\/([^/]+)\/([a-z]{2})\.json$/;

export function isAdminModule(id: string): boolean {
  return ADMIN_MODULE.test(id);
}

/**
 * The chunk a locale file joins: one per language for the storefront's areas (always loaded
 * together, one request instead of one per area), one per language for the back office's.
 */
export function messagesChunkName(id: string): string | null {
  const match = LOCALE_FILE.exec(id);
  if (!match) return null;
  const [, area, lang] = match;
  return area === 'admin' || area?.startsWith('admin-') ? `admin-messages-${lang}` : `messages-${lang}`;
}

/** A chunk's file name: admin-only chunks start with `admin-`. */
export function chunkFileName(chunk: { name: string; moduleIds: readonly string[] }): string {
  const adminOnly = chunk.moduleIds.length > 0 && chunk.moduleIds.every(isAdminModule);
  return adminOnly && !chunk.name.startsWith('admin') ? 'assets/admin-[name]-[hash].js' : 'assets/[name]-[hash].js';
}

/** Precache patterns that leave the back office out. */
export const ADMIN_PRECACHE_IGNORES = ['**/admin-*'];
