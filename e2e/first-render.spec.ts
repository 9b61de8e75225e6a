// The handover from the server's drawing to the app on a first visit: what the page shows once it
// has loaded (the server's HTML, before the app has run) is what it shows once the app has taken
// it over — the same cards in the same places, the same texts, no layout shift — on a phone, a
// tablet and a laptop, for browse, home, a profile and the information, contact, report, takedown
// and submission pages; and browse's drawing is already right for the width: 20 cards to a page
// from 1024 px wide, else 12. Reads the catalogue only.
import type { Page } from '@playwright/test';
import { expect, gotoUntouched, test } from './fixtures.ts';
import { expectedRows, expectPage, type FeedCard, fetchCatalog, openBrowse, pageText, replicaPulled } from './support/browse-home.ts';
import { holdApp } from './support/hold-app.ts';
import { hydrated } from './support/hydrated.ts';
import { profileWithoutVideo } from './support/profile-detail.ts';

/** What the visitor sees of the page: only what is rendered (checkVisibility), in page
 * coordinates, so a scroll does not count as a change. */
interface Seen {
  /** The visible profile cards, in order, with their boxes. */
  cards: Array<{ id: string; x: number; y: number; width: number; height: number }>;
  /** The visible text of browse's "Page X of Y" (empty on home). */
  pageOf: string[];
  /** All the visible text of the page's main area (what CSS shows). */
  text: string;
  /** The page's height: anything that grows or shrinks below the fold changes it. */
  height: number;
}

interface Watched {
  /** The sum of every layout shift's score, with or without recent input. */
  shift: number;
  shifted: string[];
  /**
   * The cards and page count shown after each change of the document since follow(): each of the
   * app's commits, however soon the next one replaced it. Boxes and texts are compared once the
   * page is at rest only: in between, a card just put in the document has no size of its own yet
   * (content-visibility: auto, decided in the next frame before it is painted).
   */
  seen: Array<Pick<Seen, 'pageOf'> & { ids: string[] }>;
}

declare global {
  interface Window {
    firstRender: Watched & { see: () => Seen; follow: () => void };
  }
}

/** In every page, before its own scripts: a layout-shift observer, and what the visitor sees. */
function watchFirstRender(): void {
  // The text of the nodes CSS shows (display, visibility), whether or not the browser has laid
  // them out yet (content-visibility: auto skips what is far from the screen, innerText with it).
  const visibleText = (root: Element | null) => {
    const words: string[] = [];
    if (!root) return '';
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text && node.parentElement?.checkVisibility({ visibilityProperty: true })) words.push(text);
    }
    return words.join(' ');
  };
  const see = (): Seen => {
    const shown = (element: Element) => element.checkVisibility();
    const box = (element: Element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x: x + window.scrollX, y: y + window.scrollY, width, height };
    };
    return {
      cards: [...document.querySelectorAll<HTMLElement>('main [data-testid="profile-card"]')]
        .filter(shown)
        .map((card) => ({ id: card.dataset.profileId ?? '', ...box(card) })),
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered text, without what CSS hides, is what is asked
      pageOf: [...document.querySelectorAll<HTMLElement>('[data-testid="browse-page"]')].filter(shown).map((p) => p.innerText),
      text: visibleText(document.querySelector('main')),
      height: document.documentElement.scrollHeight,
    };
  };
  const watched: Window['firstRender'] = {
    see,
    shift: 0,
    shifted: [],
    seen: [],
    follow: () =>
      new MutationObserver(() => {
        const { cards, pageOf } = see();
        watched.seen.push({ ids: cards.map((card) => card.id), pageOf });
      }).observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      }),
  };
  window.firstRender = watched;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; sources?: Array<{ node?: Node }> }>) {
      watched.shift += entry.value;
      for (const source of entry.sources ?? []) {
        const node = source.node;
        watched.shifted.push(node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node?.nodeName));
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** What the page shows once two frames have been painted with no change of the document between
 * them: an element just put in (a lazy part of the app replacing what was drawn) has no size of its
 * own until its first frame (content-visibility: auto), so it is read after that frame. */
function painted(page: Page): Promise<Seen> {
  return page.evaluate(
    () =>
      new Promise<Seen>((resolve) => {
        const settle = () => {
          const changes = window.firstRender.seen.length;
          requestAnimationFrame(() =>
            requestAnimationFrame(() => (window.firstRender.seen.length === changes ? resolve(window.firstRender.see()) : settle())),
          );
        };
        settle();
      }),
  );
}

/**
 * Opens `path` as a first visit and returns what it shows as the server drew it and once the app
 * has taken it over. The drawn page is read when its load event has fired and its first frames
 * are painted (the cards below the fold take their real size in the first frame: a reading in the
 * load event itself finds a layout nobody sees), with the app's script held back meanwhile so it
 * cannot have taken over yet, however the boot starts it. The catalogue feed is never answered.
 */
async function handover(page: Page, path: string): Promise<{ drawn: Seen; app: Seen; watched: Watched }> {
  // The replica's first answer comes later and may bring newer cards: held back, so what is
  // compared is the handover alone.
  await page.route('**/api/sync/catalog**', () => undefined);
  const release = await holdApp(page);
  await page.addInitScript(watchFirstRender);
  await gotoUntouched(page, path);
  const drawn = await painted(page);
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated), 'read before the app took over').toBeUndefined();
  await page.evaluate(() => window.firstRender.follow());
  release();
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  // after the render that follows hydration (what only the browser knows, such as the width)
  const app = await painted(page);
  const watched = await page.evaluate(() => ({
    shift: window.firstRender.shift,
    shifted: window.firstRender.shifted,
    seen: window.firstRender.seen,
  }));
  return { drawn, app, watched };
}

function expectSame(drawn: Seen, app: Seen, watched: Watched): void {
  const ids = drawn.cards.map((card) => card.id);
  watched.seen.forEach((seen, index) => {
    expect(seen.ids, `the same cards after ${index + 1} changes of the page`).toEqual(ids);
    expect(seen.pageOf, `the same page count after ${index + 1} changes of the page`).toEqual(drawn.pageOf);
  });
  expect(app.cards, 'the same cards, in the same places').toEqual(drawn.cards);
  expect(app.pageOf, 'the same page count').toEqual(drawn.pageOf);
  expect(app.text, 'the same text').toBe(drawn.text);
  expect(app.height, 'the same page height').toBe(drawn.height);
  expect(watched.shift, `no layout shift (${watched.shifted.join(', ')})`).toBe(0);
}

/** The other pages the server draws whole (the cart's content is on the device: it shows once the
 * app has read it). */
const OTHER_DRAWN_PAGES = ['a profile', '/es/about', '/es/contact', '/es/report', '/es/takedown', '/es/submit-profile'];

let catalog: FeedCard[] = [];

test.beforeAll(async ({ request }) => {
  catalog = await fetchCatalog(request);
  expect(catalog.length, 'the demo catalogue spans several pages at either size').toBeGreaterThan(40);
});

// Once a service worker controls the page it answers navigations with its shell; a first visit
// gets each page from the server.
test.use({ serviceWorkers: 'block' });

const screens = [
  { name: 'a phone', viewport: { width: 390, height: 844 }, pageSize: 12 },
  { name: 'a tablet', viewport: { width: 820, height: 1180 }, pageSize: 12 },
  { name: 'a laptop', viewport: { width: 1280, height: 800 }, pageSize: 20 },
];

for (const { name, viewport, pageSize } of screens) {
  test.describe(`on ${name} (${viewport.width}×${viewport.height})`, () => {
    test.use({ viewport });

    test(`browse shows ${pageSize} cards as drawn, and the same once the app has taken over`, async ({ page }) => {
      const rows = expectedRows(catalog);
      const { drawn, app, watched } = await handover(page, '/en/browse');
      expectSame(drawn, app, watched);
      expect(drawn.cards.map((card) => Number(card.id))).toEqual(rows.slice(0, pageSize).map((row) => row.id));
      expect(drawn.pageOf).toEqual([pageText('en', 1, Math.ceil(rows.length / pageSize))]);
    });

    test(`browse then pages ${pageSize} cards at a time`, async ({ page }) => {
      const rows = expectedRows(catalog);
      await openBrowse(page, 'en', rows.length);
      await expectPage(page, 'en', rows, 1, pageSize);
      await page.getByRole('button', { name: 'Page 2', exact: true }).click();
      await expect(page).toHaveURL(/\/en\/browse\?page=2$/);
      await expectPage(page, 'en', rows, 2, pageSize);
    });

    test(`a press on Page 2 before the app took over opens the second page of ${pageSize}`, async ({ page }) => {
      const rows = expectedRows(catalog);
      const release = await holdApp(page);
      await gotoUntouched(page, '/en/browse');
      // the buttons of the page size this width shows: those of the other are not there to press
      const second = page.getByRole('button', { name: 'Page 2', exact: true });
      await second.click();
      await expect(second).toHaveAttribute('data-press-pending', '');
      release();
      await expect(page).toHaveURL(/\/en\/browse\?page=2$/);
      await expect.poll(() => replicaPulled(page), { message: 'the catalogue replica is filled', timeout: 45_000 }).toBe(true);
      await expectPage(page, 'en', rows, 2, pageSize);
    });

    test('home looks the same once the app has taken over', async ({ page }) => {
      const { drawn, app, watched } = await handover(page, '/en');
      expect(drawn.cards.length, 'the featured cards are drawn').toBeGreaterThan(0);
      expectSame(drawn, app, watched);
    });

    for (const path of viewport.width === 820 ? [] : OTHER_DRAWN_PAGES) {
      test(`${path} looks the same once the app has taken over`, async ({ page, request }) => {
        const address = path === 'a profile' ? `/es/profile/${(await profileWithoutVideo(request)).id}` : path;
        const { drawn, app, watched } = await handover(page, address);
        expect(drawn.text.length, 'the page is drawn').toBeGreaterThan(0);
        expectSame(drawn, app, watched);
      });
    }
  });
}

test.describe('on a phone, while the replica fills', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const lists = [
    // `list`: the list of cards; `fromReplica`: shown once the cards are the replica's
    { path: '/en/browse', name: 'browse', list: '[data-testid="browse-grid"]', fromReplica: 'section[data-results="app"]' },
    {
      path: '/en',
      name: 'home',
      list: '[data-testid="featured-profiles"] ul',
      fromReplica: '[data-testid="featured-profiles"][data-results="app"]',
    },
  ];
  for (const { path, name, list, fromReplica } of lists) {
    test(`${name} keeps the drawn cards, in the same list, until the replica answers with them: nothing else in between, and a focused heart keeps its focus`, async ({
      page,
    }) => {
      // the feed answers once the app has taken the page over, so the fill is watched from its start
      let letFeedThrough = () => {};
      const feedHeld = new Promise<void>((resolve) => {
        letFeedThrough = resolve;
      });
      await page.route('**/api/sync/catalog**', async (route) => {
        await feedHeld;
        await route.continue();
      });
      await page.addInitScript(watchFirstRender);
      await gotoUntouched(page, path);
      // a keyboard user is on the first card's heart as soon as it shows
      const heart = page.getByTestId('favorite-button').first();
      await heart.focus();
      await hydrated(page);
      const drawn = await painted(page);
      expect(drawn.cards.length, 'cards are drawn').toBeGreaterThan(0);
      if (name === 'browse')
        expect(drawn.cards.map((card) => Number(card.id))).toEqual(
          expectedRows(catalog)
            .slice(0, 12)
            .map((row) => row.id),
        );
      // the list the visitor may already be pointing at: hover and focus stay on it only if it stays
      await page.evaluate((selector) => {
        window.firstRender.follow();
        (window as Window & { drawnList?: Element | null }).drawnList = document.querySelector(selector);
      }, list);
      letFeedThrough();
      await expect(page.locator(fromReplica)).toBeAttached({ timeout: 45_000 });
      await painted(page);
      const watched = await page.evaluate(() => window.firstRender.seen);
      watched.forEach((seen, index) => {
        expect(seen.ids, `the drawn cards after ${index + 1} changes of the page`).toEqual(drawn.cards.map((card) => card.id));
      });
      expect(await page.evaluate(() => (window as Window & { drawnList?: Element | null }).drawnList?.isConnected), 'the same list').toBe(
        true,
      );
      await expect(heart).toBeFocused();
    });
  }
});
