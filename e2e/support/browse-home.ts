// e2e helpers of the browse and home specs: the public catalogue as the server's change feed
// answers it (the truth the page's local replica must reproduce), a small independent model of
// the browse query to compute what a page should show, and waits for the replica to fill.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type browseEn from '../../app/i18n/locales/browse/en.json';
import type cartEn from '../../app/i18n/locales/cart/en.json';
import type homeEn from '../../app/i18n/locales/home/en.json';
import { expect, type Lang, messages } from '../fixtures.ts';

/** The messages with the browse, home ("landing") and cart areas typed, for these specs. */
export const text = messages as unknown as Record<Lang, (typeof messages)[Lang] & typeof browseEn & typeof homeEn & typeof cartEn>;

export interface FeedCard {
  id: number;
  firstName: string;
  lastName: string;
  age: number;
  location: string;
  aboutMe: string;
  createdAt: string;
  isFeatured: boolean;
  photos: string[];
  videos: string[];
  slugEn: string | null;
  slugEs: string | null;
  slugDe: string | null;
  [key: string]: unknown;
}

/** Every public card, read through the feed from an empty cursor to its end. */
export async function fetchCatalog(request: APIRequestContext): Promise<FeedCard[]> {
  const cards = new Map<number, FeedCard>();
  let cursor = '';
  for (let i = 0; i < 100; i++) {
    const response = await request.get(`/api/sync/catalog?cursor=${encodeURIComponent(cursor)}&limit=1000`);
    expect(response.ok()).toBe(true);
    const page = (await response.json()) as {
      changes: Array<{ kind: 'upsert'; profile: FeedCard } | { kind: 'delete'; id: number }>;
      cursor: string;
      hasMore: boolean;
    };
    for (const change of page.changes) {
      if (change.kind === 'upsert') cards.set(change.profile.id, change.profile);
      else cards.delete(change.id);
    }
    cursor = page.cursor;
    if (!page.hasMore) break;
  }
  return [...cards.values()];
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export interface ModelQuery {
  search?: string;
  location?: string;
  age?: [number, number];
  sort?: 'newest' | 'oldest' | 'youngest' | 'oldest-age';
}

/** What browse should list, written independently of the app's query code. */
export function expectedRows(cards: readonly FeedCard[], query: ModelQuery = {}): FeedCard[] {
  const words = query.search ? fold(query.search).split(/\s+/).filter(Boolean) : [];
  const time = (card: FeedCard) => Date.parse(card.createdAt);
  const newest = (a: FeedCard, b: FeedCard) => time(b) - time(a) || b.id - a.id;
  const sorts = {
    newest,
    oldest: (a: FeedCard, b: FeedCard) => time(a) - time(b) || a.id - b.id,
    youngest: (a: FeedCard, b: FeedCard) => a.age - b.age || newest(a, b),
    'oldest-age': (a: FeedCard, b: FeedCard) => b.age - a.age || newest(a, b),
  };
  return cards
    .filter((card) => {
      const text = fold(`${card.firstName} ${card.lastName} ${card.aboutMe}`);
      if (!words.every((word) => text.includes(word))) return false;
      if (query.location && card.location !== query.location) return false;
      if (query.age && (card.age < query.age[0] || card.age > query.age[1])) return false;
      return true;
    })
    .sort(sorts[query.sort ?? 'newest']);
}

/** "{n} profiles found" in a language (its plural form for n). */
export function countText(lang: Lang, count: number): string {
  const m = text[lang].browse;
  const form = new Intl.PluralRules(lang).select(count) === 'one' ? m.resultsCount_one : m.resultsCount_other;
  return form.replace('{{count}}', String(count));
}

export function pageText(lang: Lang, page: number, pages: number): string {
  return text[lang].browse.pageOf.replace('{{page}}', String(page)).replace('{{pages}}', String(pages));
}

export function cards(page: Page): Locator {
  return page.getByTestId('browse-grid').getByTestId('profile-card');
}

/** The ids of the cards shown, in order. */
export async function shownIds(page: Page): Promise<number[]> {
  return (await cards(page).evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-profile-id'))))) as number[];
}

/** Waits until browse shows the expected count and the given ids, in order. */
export async function expectPage(page: Page, lang: Lang, rows: readonly FeedCard[], pageNumber: number, pageSize: number) {
  const pages = Math.ceil(rows.length / pageSize);
  await expect(page.getByTestId('browse-count')).toHaveText(countText(lang, rows.length));
  if (pages > 0) await expect(page.getByTestId('browse-page')).toHaveText(pageText(lang, pageNumber, pages));
  const ids = rows.slice((pageNumber - 1) * pageSize, pageNumber * pageSize).map((row) => row.id);
  await expect.poll(() => shownIds(page)).toEqual(ids);
}

/**
 * Whether the page's catalogue replica is up to date: its pull loop has read the feed to the end
 * (it then stores catalog.pulledAt, in the transaction of the last page). Read straight from
 * IndexedDB, and only once the app has created the database.
 */
export async function replicaPulled(page: Page): Promise<boolean> {
  return page
    .evaluate(async () => {
      const names = await indexedDB.databases();
      if (!names.some((database) => database.name === 'contacto')) return false;
      return new Promise<boolean>((resolve) => {
        const open = indexedDB.open('contacto');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const database = open.result;
          const done = (value: boolean) => {
            database.close();
            resolve(value);
          };
          if (!database.objectStoreNames.contains('syncState')) return done(false);
          const get = database.transaction('syncState').objectStore('syncState').get('catalog.pulledAt');
          get.onsuccess = () => done(typeof get.result?.value === 'number' && get.result.value > 0);
          get.onerror = () => done(false);
        };
      });
    })
    .catch(() => false); // a navigation replaced the page under the check: ask again
}

/**
 * Opens browse and waits until the replica has filled. The pull starts after the page's load
 * event and, on a busy machine, can finish long after the first render; until then browse shows
 * its loading state (no count, no page number), whatever the address asks for.
 */
export async function openBrowse(page: Page, lang: Lang, total: number, query = ''): Promise<void> {
  await page.goto(`/${lang}/browse${query}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages[lang].pages.browse);
  await expect.poll(() => replicaPulled(page), { message: 'the catalogue replica is filled', timeout: 45_000 }).toBe(true);
  if (!query) await expect(page.getByTestId('browse-count')).toHaveText(countText(lang, total));
}

/**
 * Browse searched for `name` once the replica has been pulled: the count it then shows. The
 * search box sends its text after a pause (decision 044); Enter sends it at once, and the count
 * read is the one that follows the new query, never the one before it.
 */
export async function searchedBrowseCount(page: Page, lang: Lang, name: string): Promise<string> {
  await page.goto(`/${lang}/browse`);
  await expect.poll(() => replicaPulled(page), { timeout: 45_000 }).toBe(true);
  const count = page.getByTestId('browse-count');
  const before = (await count.textContent()) ?? '';
  const box = page.getByRole('searchbox', { name: text[lang].browse.searchLabel });
  await box.fill(name);
  await box.press('Enter');
  await expect(page).toHaveURL(/[?&]search=/);
  await expect(count).not.toHaveText(before);
  return (await count.textContent()) ?? '';
}
