// Benchmark of browse's local search (not part of npm test):
//   node --import tsx bench/local-search.bench.ts
// Bundles the real code (app/local/catalog-query.ts, toLocalProfile of app/local/catalog.ts and
// the Dexie database of app/local/db.ts) with esbuild, loads it into Debian's Chromium, builds
// 10,000 synthetic replica rows from the demo vocabulary, and times search + filter + sort + page
// for a varied set of queries (median and p95 over BENCH_RUNS runs each, default 300; target
// < 50 ms), then writing and reading the 10,000 rows through Dexie/IndexedDB. Runs once at full
// speed and once with the CPU throttled 4x (about a mid-range phone, as Lighthouse's mobile run).
// Options (env): BENCH_ROWS, BENCH_RUNS, CHROMIUM_PATH.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { build } from 'esbuild';
import type { CatalogCard } from '#contract/profile.schema.ts';
import { buildAbout } from '#db/seed/factories/profile.factory.ts';
import { chance, int, mulberry32, pick, type Random, sample } from '#db/seed/prng.ts';
import { CITIES, FIRST_NAMES, INTERESTS, LAST_NAMES, OCCUPATIONS, PERSONALITY_TAGS, STOREFRONT_CITIES } from '#db/seed/vocabulary.ts';
import type { BenchQuery, Figures, Measure } from './local-search.harness.ts';
import { launchBenchBrowser } from './support/browser.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const TARGET_MS = 50;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The harness: the app's own modules, exposed to the page. */
async function bundle(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(root, 'bench/local-search.harness.ts')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

/** 10,000 cards like the feed's: demo names, cities (70% of them browse's five), descriptions. */
function syntheticCards(count: number, random: Random): CatalogCard[] {
  const now = Date.UTC(2026, 0, 1);
  return Array.from({ length: count }, (_, i) => {
    const id = i + 1;
    const firstName = pick(random, FIRST_NAMES);
    const age = Math.min(45, 18 + Math.floor(random() * random() * 28) + int(random, 0, 6));
    const location = chance(random, 0.7) ? pick(random, STOREFRONT_CITIES) : pick(random, CITIES);
    const photos = Array.from({ length: int(random, 3, 8) }, (_, n) => `/uploads/images/${id}-${n}.webp`);
    const slug = `${firstName.toLowerCase()}-${id}`;
    return {
      id,
      firstName,
      lastName: `${pick(random, LAST_NAMES).charAt(0)}.`,
      age,
      location,
      aboutMe: buildAbout(random, { firstName, age, location, interests: sample(random, INTERESTS, 4) }),
      price: '2.00',
      primaryPhoto: photos[0] ?? null,
      photos,
      videos: chance(random, 0.1) ? [`/uploads/videos/${id}.mp4`] : [],
      occupation: pick(random, OCCUPATIONS),
      personalityTags: sample(random, PERSONALITY_TAGS, 3),
      contactMethods: {
        whatsapp: true,
        instagram: chance(random, 0.5),
        email: true,
        telegram: false,
        facebook: false,
        tiktok: false,
        phone: false,
      },
      verified: true,
      isFeatured: chance(random, 0.05),
      createdAt: new Date(now - Math.round(random() * random() * 365 * 86_400_000)).toISOString(),
      slugEn: slug,
      slugEs: slug,
      slugIt: slug,
      slugDe: slug,
      slugNl: slug,
      slugPt: slug,
      releasePolicy: 'instant' as const,
    };
  });
}

const QUERIES: BenchQuery[] = [
  { name: 'everything, newest, page 1', query: { pageSize: 20 } },
  { name: 'everything, oldest, page 17', query: { sort: 'oldest', page: 17, pageSize: 20 } },
  { name: 'everything, youngest first, 12/page', query: { sort: 'youngest', pageSize: 12 } },
  { name: 'search "maria" (accent-free)', query: { search: 'maria', pageSize: 20 } },
  { name: 'search "MARÍA" (accent, caps)', query: { search: 'MARÍA', pageSize: 20 } },
  { name: 'search "a" (matches ~all)', query: { search: 'a', pageSize: 20 } },
  { name: 'search "dancing" (description)', query: { search: 'dancing', sort: 'oldest-age', pageSize: 20 } },
  { name: 'search 3 words', query: { search: 'family honesty santiago', pageSize: 20 } },
  { name: 'search, no match', query: { search: 'zzqx', pageSize: 20 } },
  { name: 'city Santiago', query: { location: 'Santiago', pageSize: 20 } },
  { name: 'age 36+, oldest first', query: { age: '36+', sort: 'oldest-age', pageSize: 20 } },
  {
    name: 'city + age + search + sort, page 2',
    query: { search: 'ya', location: 'Punta Cana', age: '18-25', sort: 'youngest', page: 2, pageSize: 12 },
  },
  { name: 'last page (clamped)', query: { page: 9999, pageSize: 20 } },
];

// Keystrokes of someone typing a name: each one is a full query.
for (const prefix of ['m', 'ma', 'mar', 'mari', 'maria'])
  QUERIES.push({ name: `typing "${prefix}"`, query: { search: prefix, pageSize: 20 } });

async function measure(page: Page, cards: CatalogCard[], runs: number): Promise<Figures> {
  // The timing runs inside the page (bench/local-search.harness.ts); only data crosses over.
  return page.evaluate(([c, q, r]) => (globalThis as unknown as { bench: { measure: Measure } }).bench.measure(c, q, r), [
    cards,
    QUERIES,
    runs,
  ] as const);
}

function print(label: string, figures: Figures): void {
  const ms = (value: number) => `${value.toFixed(2).padStart(7)} ms`;
  console.log(`\n${label}`);
  console.log(`${'query'.padEnd(40)} ${'found'.padStart(6)} ${'median'.padStart(10)} ${'p95'.padStart(10)} ${'max'.padStart(10)}`);
  for (const q of figures.queries) {
    console.log(`${q.name.padEnd(40)} ${String(q.total).padStart(6)} ${ms(q.median)} ${ms(q.p95)} ${ms(q.max)}`);
  }
  console.log('first query after a replica change (sorts the new rows once):');
  for (const q of figures.cold) {
    console.log(`${q.name.padEnd(40)} ${String(q.total).padStart(6)} ${ms(q.median)} ${ms(q.p95)} ${ms(q.max)}`);
  }
  const { overall, idb } = figures;
  const verdict = overall.p95 < TARGET_MS ? 'within' : 'OVER';
  console.log(
    `all queries (${overall.samples} runs): median ${overall.median.toFixed(2)} ms, p95 ${overall.p95.toFixed(2)} ms, max ${overall.max.toFixed(2)} ms — ${verdict} the ${TARGET_MS} ms target`,
  );
  console.log(
    `IndexedDB (Dexie), ${idb.rows} rows: bulkPut ${idb.write.toFixed(0)} ms; toArray median ${idb.readMedian.toFixed(0)} ms, p95 ${idb.readP95.toFixed(0)} ms (${idb.reads} reads); open + first read ${idb.readCold.toFixed(0)} ms`,
  );
}

async function main(): Promise<void> {
  const code = await bundle();
  const cards = syntheticCards(ROWS, mulberry32(20260101));
  const browser = await launchBenchBrowser(['--disable-background-networking', '--disable-component-update', '--no-first-run']);
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    // A real origin (IndexedDB needs one), answered from here: no server involved.
    await page.route('http://bench.localhost/**', (route) =>
      route.request().url().endsWith('/harness.js')
        ? route.fulfill({ contentType: 'text/javascript', body: code })
        : route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>bench</title><script src="/harness.js"></script>' }),
    );
    await page.goto('http://bench.localhost/');
    await page.waitForFunction(() => 'bench' in globalThis);
    console.log(`local search benchmark: ${ROWS} rows, ${RUNS} runs per query, Chromium ${browser.version()}`);

    print('full speed', await measure(page, cards, RUNS));

    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    print('CPU throttled 4x (mid-range phone)', await measure(page, cards, Math.max(200, Math.floor(RUNS * 0.7))));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  } finally {
    await browser.close();
  }
}

await main();
