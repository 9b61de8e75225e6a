// Interaction to Next Paint on browse with a big replica, on a slow phone: Debian's Chromium at
// 4× CPU slowdown (CDP Emulation.setCPUThrottlingRate) and a phone-sized window, 10,000 public
// profiles in the server's database (bench/catalog-api.data.ts, in a fresh embedded PostgreSQL)
// pulled into the browser's replica before measuring. Two interactions, each in a fresh page of
// the same browser profile (the replica stays):
// - typing a search in browse's search box, a key every 150 ms;
// - changing filters: the city, then the age band, by keyboard (arrow keys on the focused select).
// INP the web-vitals way: a PerformanceObserver on 'event' entries (durationThreshold 16) keeps
// the longest duration of an entry that has an interactionId. Median of BENCH_RUNS (default 5)
// per interaction, against the target of ≤ 100 ms; the exit code is 1 when it is missed.
// Run: npm run build && node --import tsx bench/inp.bench.ts   (BENCH_PROFILES=10000, BENCH_PORT=4393)
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { createSql } from '#db/connection.ts';
import { startEmbeddedPostgres } from '#db/embedded.ts';
import { migrate } from '#db/migrate.ts';
import { insertBenchProfiles } from './catalog-api.data.ts';
import { launchBenchBrowser } from './support/browser.ts';
import { median, startBenchServer } from './support/server.ts';

const PROFILES = Number(process.env.BENCH_PROFILES ?? 10_000);
const runs = Number(process.env.BENCH_RUNS ?? 5);
const CPU_SLOWDOWN = 4;
const TARGET_MS = 100;
const SEARCH_TEXT = 'maria lopez';

declare global {
  interface Window {
    __inp: { max: number; count: number };
  }
}

/** Starts collecting interactions' durations from now on (the web-vitals approach). */
async function observeInteractions(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.__inp = { max: 0, count: 0 };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (!entry.interactionId) continue;
        window.__inp.count += 1;
        window.__inp.max = Math.max(window.__inp.max, entry.duration);
      }
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  });
}

/** The longest interaction since observeInteractions, once the last one has been reported. */
async function readInp(page: Page): Promise<{ max: number; count: number }> {
  await page.waitForTimeout(1_500);
  return page.evaluate(() => window.__inp);
}

/** Replica rows in the page's IndexedDB. */
function replicaCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('contacto');
        open.onerror = () => resolve(0);
        open.onsuccess = () => {
          const database = open.result;
          if (!database.objectStoreNames.contains('profiles')) {
            database.close();
            resolve(0);
            return;
          }
          const count = database.transaction('profiles').objectStore('profiles').count();
          count.onsuccess = () => {
            database.close();
            resolve(count.result);
          };
          count.onerror = () => resolve(0);
        };
      }),
  );
}

/** Waits until the replica holds every profile, or stops growing for 20 s (a bounded replica). */
async function waitForReplica(page: Page): Promise<number> {
  let last = -1;
  let stableSince = Date.now();
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    const count = await replicaCount(page);
    if (count >= PROFILES) return count;
    if (count !== last) {
      last = count;
      stableSince = Date.now();
    } else if (count > 0 && Date.now() - stableSince > 20_000) return count;
    if (Date.now() > deadline) throw new Error(`the replica did not fill (${count} rows)`);
    await page.waitForTimeout(1_000);
  }
}

const tmp = await mkdtemp(path.join(os.tmpdir(), 'contacto-inp-db-'));
await chmod(tmp, 0o755); // the cluster runs as the postgres user when we are root
const postgres = await startEmbeddedPostgres({ dataDir: tmp, ephemeral: true });
// Writing the bench's profiles is long by nature (minutes on a loaded machine): no statement limit.
const sql = createSql(postgres.url, 4, { statementMs: 0 });
let failed = false;
try {
  await migrate(sql);
  await insertBenchProfiles(sql, PROFILES);
  await sql.end({ timeout: 5 });
  const server = await startBenchServer(Number(process.env.BENCH_PORT ?? 4393), { DATABASE_URL: postgres.url, SEED_DEMO_DATA: 'false' });
  let browser: Browser | undefined;
  try {
    browser = await launchBenchBrowser();
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    const filling = await context.newPage();
    await filling.goto(`${server.url}/en/browse`);
    const started = Date.now();
    const rows = await waitForReplica(filling);
    console.log(`replica: ${rows} rows after ${((Date.now() - started) / 1000).toFixed(1)} s (unthrottled)`);
    await filling.close();

    const typing: number[] = [];
    const filtering: number[] = [];
    for (let i = 0; i < runs; i++) {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.goto(`${server.url}/en/browse`);
      await page.getByTestId('browse-grid').waitFor({ timeout: 120_000 });
      // Let the page settle (the replica's first read, the sync's start) before interacting.
      await page.waitForTimeout(3_000);

      const search = page.getByRole('searchbox');
      await search.focus();
      await observeInteractions(page);
      await page.keyboard.type(SEARCH_TEXT, { delay: 150 });
      const typed = await readInp(page);
      typing.push(typed.max);

      const selects = page.getByTestId('browse-filters').locator('select');
      await observeInteractions(page);
      for (const [index, presses] of [
        [0, 2],
        [1, 2],
      ] as const) {
        await selects.nth(index).focus();
        for (let p = 0; p < presses; p++) {
          await page.keyboard.press('ArrowDown');
          await page.waitForTimeout(400);
        }
      }
      const filtered = await readInp(page);
      filtering.push(filtered.max);
      console.log(
        `run ${i + 1}: typing INP ${typed.max} ms (${typed.count} event entries)  filters INP ${filtered.max} ms (${filtered.count} event entries)`,
      );
      await page.close();
    }
    const report = (label: string, values: number[]) => {
      const value = median(values);
      const ok = value <= TARGET_MS;
      failed ||= !ok;
      return `${label}: median ${value} ms (runs ${values.join(', ')})  ${ok ? 'PASS' : 'FAIL'} (≤ ${TARGET_MS} ms)`;
    };
    console.log(
      `\nINP at ${CPU_SLOWDOWN}× CPU slowdown, ${rows} profiles in the replica\n${report('typing in browse search', typing)}\n${report('changing a filter', filtering)}`,
    );
  } finally {
    // the server too when the browser never started
    await browser?.close();
    await server.stop();
  }
} finally {
  await sql.end({ timeout: 1 }).catch(() => undefined);
  await postgres.stop();
  await rm(tmp, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
