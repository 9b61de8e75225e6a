// How the build names its chunks, so a file name says what a chunk is for: a language's
// storefront messages (messages-<lang>), the back office's (admin-messages-<lang>), and every
// chunk made only of back-office code (admin-*). The service worker's precache leaves admin-*
// out (vite.config.ts), so visitors of the storefront never download the back office.
import { FORM_MESSAGE_AREAS } from '../app/i18n/message-parts.ts';

/**
 * Back-office modules: the /admin route tree, its components, its calls (app/api/admin*.ts) and its
 * texts (areas admin and admin-*), its API contract (contract/admin-*.schema.ts: no storefront
 * module imports it; the admin routes' validateSearch leaves it to their pages) and the chart
 * library only the back office's analytics load (uplot), and TanStack Query, which only the back
 * office uses.
 */
const ADMIN_MODULE =
  /\/app\/(routes\/admin(\.tsx|\/)|components\/admin\/|api\/admin(-[a-z-]+)?\.ts$|i18n\/locales\/admin(-[a-z-]+)?\/)|\/contract\/admin-[a-z-]+\.schema\.ts$|\/node_modules\/(uplot|@tanstack\/(query-core|react-query))\//;
const LOCALE_FILE = /\/app\/i18n\/locales\/([^/]+)\/([a-z]{2})\.json$/;

export function isAdminModule(id: string): boolean {
  return ADMIN_MODULE.test(id);
}

/**
 * The chunk a locale file joins, one request instead of one per area: per language, the
 * storefront's areas every page reads (messages-<lang>), those only its form pages read
 * (messages-forms-<lang>, loaded with such a page or after the load event), and the back office's.
 */
export function messagesChunkName(id: string): string | null {
  const match = LOCALE_FILE.exec(id);
  if (!match) return null;
  const [, area = '', lang] = match;
  if (area === 'admin' || area.startsWith('admin-')) return `admin-messages-${lang}`;
  return FORM_MESSAGE_AREAS.includes(area) ? `messages-forms-${lang}` : `messages-${lang}`;
}

/** A chunk's file name: admin-only chunks start with `admin-`. */
export function chunkFileName(chunk: { name: string; moduleIds: readonly string[] }): string {
  const adminOnly = chunk.moduleIds.length > 0 && chunk.moduleIds.every(isAdminModule);
  // "admins" (the /admin/admins route) starts with "admin" but not with "admin-": it gets the prefix too.
  const named = chunk.name === 'admin' || chunk.name.startsWith('admin-');
  if (adminOnly) return named ? 'assets/[name]-[hash].js' : 'assets/admin-[name]-[hash].js';
  // A shared chunk may be named after an admin module it holds (the bundler picks the name): it
  // must not look like back-office code, or the precache would leave out what the storefront needs.
  return named ? 'assets/shared-[name]-[hash].js' : 'assets/[name]-[hash].js';
}

/** Precache patterns that leave the back office out. */
export const ADMIN_PRECACHE_IGNORES = ['**/admin-*'];
