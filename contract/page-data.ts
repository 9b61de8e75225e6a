// The data a server-rendered page carries for its first render (decision 037): what the server
// read through the public catalogue services, embedded in the page as JSON so the browser's
// hydration draws the same. Public fields only: PublicProfile never holds a contact value.
import type { PublicProfile } from '#contract/profile.schema.ts';

export interface PageData {
  /** Home's featured profiles, as GET /api/profiles/featured answers them. */
  featured?: PublicProfile[];
  /** Browse without filters: the newest cards (enough for the widest first page) and the total. */
  browse?: { items: PublicProfile[]; total: number };
  /** One profile page: `${lang}/${param}` of the address it was read for. */
  profile?: { key: string; profile: PublicProfile };
  /** When the server drew the page (ms since 1970): what depends on the time (the footer's
   * year) is hydrated from it, then follows the device's clock. */
  drawnAt?: number;
}

/** How many cards browse's data carries: the widest first page. */
export const BROWSE_FIRST_CARDS = 20;

/** The page's scripts (app's and its routes'), as a JSON list of files under the site's root, on a
 * page whose app loads after its load event: the boot fetches them together then (app/boot.ts). */
export const APP_SCRIPTS_ID = 'app-scripts';
