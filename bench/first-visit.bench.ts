// A first visit of the browse page on a cheap phone's connection: bytes and
// seconds until the cards the server drew are on screen (the first screen, without the app), then
// until the first 20 cards are (the app's, loaded right after the load event; the visitor presses
// Tab as soon as the drawn ones show, which starts it at once if the page has not loaded yet),
// and every byte downloaded
// within 30 s (the replica's pull keeps going after the first screen: this shows where it stops).
// Debian's Chromium, a fresh context each run (nothing cached, service worker blocked so every
// request goes through the page and its throttle), CDP Network.emulateNetworkConditions at
// 1.6 Mbps down / 750 kbps up / 150 ms RTT. The catalogue is N public profiles (+5% hidden) written by
// insertBenchProfiles into a throwaway PostgreSQL; the production server (dist/) runs on it.
// Photos of these profiles are names without files (404s), so the bytes are the app, the API
// and the feed, not pictures.
// Run: npm run build && node --import tsx bench/first-visit.bench.ts
// Env: BENCH_SIZES=1000,10000,100000  BENCH_RUNS=5  BENCH_WINDOW_S=30  BENCH_PORT=4393  CHROMIUM_PATH
import type { CDPSession } from '@playwright/test';
import { createSql } from '#db/connection.ts';
import { insertBenchProfiles } from './catalog-api.data.ts';
import { launchBenchBrowser } from './support/browser.ts';
import { benchDatabase } from './support/database.ts';
import { median, startBenchServer } from './support/server.ts';

const SIZES = (process.env.BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const WINDOW_MS = Number(process.env.BENCH_WINDOW_S ?? 30) * 1000;
const FIRST_CARDS = 20;
const CARD_SELECTOR = '[data-testid="browse-grid"] > li';

interface Run {
  /** The cards the server drew: on screen without the app (decision 050). */
  drawnCards: number;
  drawnMs: number;
  drawnBytes: number;
  firstCardsMs: number;
  firstCardsBytes: number;
  windowBytes: number;
  replicaRows: number;
}

/** Bytes on the wire per request: what has arrived so far, or the total once finished. */
function byteCounter(cdp: CDPSession): () => number {
  const received = new Map<string, number>();
  const finished = new Map<string, number>();
  cdp.on('Network.dataReceived', (event) => {
    received.set(event.requestId, (received.get(event.requestId) ?? 0) + event.encodedDataLength);
  });
  cdp.on('Network.loadingFinished', (event) => {
    finished.set(event.requestId, event.encodedDataLength);
  });
  return () => {
    let total = 0;
    for (const [id, bytes] of received) total += Math.max(bytes, finished.get(id) ?? 0);
    for (const [id, bytes] of finished) if (!received.has(id)) total += bytes;
    return total;
  };
}

async function firstVisit(browser: import('@playwright/test').Browser, url: string): Promise<Run> {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1_000_000) / 8,
      uploadThroughput: (750 * 1_000) / 8,
    });
    const bytes = byteCounter(cdp);
    const started = Date.now();
    await page.goto(`${url}/en/browse`, { waitUntil: 'commit' });
    // The server draws the first screen; the app shows more once it has loaded. She reaches for
    // the page as soon as the drawn cards are there: a Tab.
    const cards = (count: number) =>
      page.waitForFunction(
        ([selector, least]) => document.querySelectorAll(selector as string).length >= (least as number),
        [CARD_SELECTOR, count] as const,
        { timeout: 120_000, polling: 50 },
      );
    await cards(1);
    await page.waitForLoadState('domcontentloaded');
    const drawnMs = Date.now() - started;
    const drawnBytes = bytes();
    const drawnCards = await page.locator(CARD_SELECTOR).count();
    await page.keyboard.press('Tab');
    await cards(FIRST_CARDS);
    const firstCardsMs = Date.now() - started;
    const firstCardsBytes = bytes();
    await page.waitForTimeout(Math.max(0, WINDOW_MS - (Date.now() - started)));
    const windowBytes = bytes();
    const replicaRows = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const open = indexedDB.open('contacto');
          open.onerror = () => resolve(-1);
          open.onsuccess = () => {
            const count = open.result.transaction('profiles').objectStore('profiles').count();
            count.onsuccess = () => resolve(count.result);
            count.onerror = () => resolve(-1);
          };
        }),
    );
    return { drawnCards, drawnMs, drawnBytes, firstCardsMs, firstCardsBytes, windowBytes, replicaRows };
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const browser = await launchBenchBrowser();
try {
  for (const size of SIZES) {
    const database = await benchDatabase('contacto_first_visit');
    try {
      const insertStarted = Date.now();
      // one statement writes them all: no statement timeout for it
      const writer = createSql(database.url, 1, { statementMs: 0 });
      await insertBenchProfiles(writer, size).finally(() => writer.end());
      console.log(`${size} public profiles written in ${((Date.now() - insertStarted) / 1000).toFixed(1)} s`);
      const server = await startBenchServer(Number(process.env.BENCH_PORT ?? 4393), {
        DATABASE_URL: database.url,
        SEED_DEMO_DATA: 'false',
        DATA_DIR: '.data/bench-first-visit',
      });
      try {
        const runs: Run[] = [];
        for (let run = 0; run < RUNS; run++) {
          const result = await firstVisit(browser, server.url);
          runs.push(result);
          console.log(
            `  run ${run + 1}: ${result.drawnCards} drawn cards ${(result.drawnMs / 1000).toFixed(2)} s, ${kb(result.drawnBytes)}; first ${FIRST_CARDS} cards ${(result.firstCardsMs / 1000).toFixed(2)} s, ${kb(result.firstCardsBytes)}; ` +
              `${WINDOW_MS / 1000} s: ${kb(result.windowBytes)}, replica ${result.replicaRows} rows`,
          );
        }
        console.log(
          `${size} profiles, median of ${RUNS}: ${median(runs.map((r) => r.drawnCards))} drawn cards ${(median(runs.map((r) => r.drawnMs)) / 1000).toFixed(2)} s ` +
            `and ${kb(median(runs.map((r) => r.drawnBytes)))}; first ${FIRST_CARDS} cards ${(median(runs.map((r) => r.firstCardsMs)) / 1000).toFixed(2)} s ` +
            `and ${kb(median(runs.map((r) => r.firstCardsBytes)))}; within ${WINDOW_MS / 1000} s ${kb(median(runs.map((r) => r.windowBytes)))} ` +
            `(replica ${median(runs.map((r) => r.replicaRows))} rows)`,
        );
      } finally {
        await server.stop();
      }
    } finally {
      await database.close();
    }
  }
} finally {
  await browser.close();
}
