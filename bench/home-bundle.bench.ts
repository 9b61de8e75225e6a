// What a visitor downloads: loads each public page of the built PWA in Debian's Chromium against
// the real server and sums the JavaScript responses (raw and gzip -9). Two figures per page:
// - critical: scripts requested before the page's load event (by the page's Resource Timing);
// - total: every script requested within 10 s of the navigation, the background work included
//   (the catalogue sync and the Dexie replica start after `load`).
// Budgets: critical ≤ 150 KB gzip on EVERY public page (home, browse, a profile, the cart, the
// submission form, an information page), and no back-office code for a visitor, ever: the run
// FAILS if a page requests an admin chunk or if the service
// worker's precache manifest (dist/sw.js) lists one. Admin chunks are the build's admin-* files
// (scripts/chunks.ts); any script whose name says "admin" counts.
// The total within 10 s is reported, not held to a budget: the app loads right after the load
// event on every page (docs/decisions/059), so it holds the app, Dexie and the replica's worker.
// Run: npm run build && node --import tsx bench/home-bundle.bench.ts
// (BENCH_PAGES=/en,/en/browse,…; BENCH_BASE_URL to measure a server that is already running)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { launchBenchBrowser } from './support/browser.ts';
import { publicPages } from './support/pages.ts';
import { startBenchServer } from './support/server.ts';

const CRITICAL_BUDGET_KB = 150;
const WINDOW_MS = 10_000;
const ADMIN = /admin/i;

interface Script {
  raw: number;
  gzip: number;
  critical: boolean;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

/** The URLs of dist/sw.js's precache manifest (workbox's injected list of { url, revision }). */
function precachedUrls(): string[] {
  const sw = readFileSync(path.resolve(import.meta.dirname, '../dist/sw.js'), 'utf8');
  return [...sw.matchAll(/["']?url["']?\s*:\s*["']([^"']+)["']/g)].map((match) => match[1] as string);
}

const server = await startBenchServer(4391);
let browser: Browser | undefined;
const results: string[] = [];
let failed = false;
try {
  browser = await launchBenchBrowser();
  const pages = await publicPages(server.url);

  for (const pagePath of pages) {
    // A fresh context each time: nothing cached, no service worker yet (a first visit).
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const scripts = new Map<string, Script>();
    const bodies: Promise<void>[] = [];
    const started = Date.now();
    const requested = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') requested.add(new URL(request.url()).pathname);
    });
    page.on('response', (response) => {
      const request = response.request();
      if (request.resourceType() !== 'script' || Date.now() - started > WINDOW_MS) return;
      bodies.push(
        response.body().then(
          (body) => {
            scripts.set(new URL(response.url()).pathname, {
              raw: body.length,
              gzip: gzipSync(body, { level: 9 }).length,
              critical: false,
            });
          },
          () => undefined,
        ),
      );
    });
    await page.goto(`${server.url}${pagePath}`, { waitUntil: 'load' });
    const loadMs = Date.now() - started;
    await page.waitForTimeout(Math.max(0, WINDOW_MS - (Date.now() - started)));
    await Promise.all(bodies);
    // Before the load event: the scripts whose fetch started before it, by the page's own clock
    // (Resource Timing). Playwright's load event can reach the bench after the requests the
    // page's load handlers start (decision 049 starts the app there).
    const beforeLoad = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const loadStart = navigation?.loadEventStart || Number.POSITIVE_INFINITY;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < loadStart)
        .map((entry) => new URL(entry.name).pathname);
    });
    for (const name of beforeLoad) {
      const script = scripts.get(name);
      if (script) script.critical = true;
    }

    const all = [...scripts.values()];
    const critical = all.filter((s) => s.critical);
    const sum = (list: Script[], key: 'raw' | 'gzip') => list.reduce((total, s) => total + s[key], 0);
    const admin = [...requested].filter((name) => ADMIN.test(path.basename(name)));
    console.log(`\n${pagePath} (load event after ${loadMs} ms)`);
    console.log(
      `  critical (before load): ${critical.length} scripts, ${kb(sum(critical, 'raw'))} KB raw, ${kb(sum(critical, 'gzip'))} KB gzip`,
    );
    console.log(
      `  total (within ${WINDOW_MS / 1000} s):   ${all.length} scripts, ${kb(sum(all, 'raw'))} KB raw, ${kb(sum(all, 'gzip'))} KB gzip`,
    );
    for (const [name, size] of [...scripts].sort((a, b) => b[1].gzip - a[1].gzip)) {
      console.log(`  ${kb(size.gzip).padStart(6)} KB  ${size.critical ? 'critical  ' : 'after load'}  ${name}`);
    }
    const criticalKb = sum(critical, 'gzip') / 1024;
    const criticalOk = criticalKb <= CRITICAL_BUDGET_KB;
    const adminOk = admin.length === 0;
    failed ||= !criticalOk || !adminOk;
    results.push(
      `${verdict(criticalOk)}  ${pagePath}: ${criticalKb.toFixed(1)} KB gzip before load (budget ${CRITICAL_BUDGET_KB} KB)`,
      `${verdict(adminOk)}  ${pagePath}: ${adminOk ? 'no admin chunk requested' : `admin code requested: ${admin.join(', ')}`}`,
    );
    results.push(`      ${pagePath}: ${(sum(all, 'gzip') / 1024).toFixed(1)} KB gzip within ${WINDOW_MS / 1000} s`);
    await context.close();
  }

  const precachedAdmin = precachedUrls().filter((url) => ADMIN.test(path.basename(url)));
  failed ||= precachedAdmin.length > 0;
  results.push(
    `${verdict(precachedAdmin.length === 0)}  service worker precache: ${
      precachedAdmin.length === 0 ? 'no admin chunk' : `admin chunks precached: ${precachedAdmin.join(', ')}`
    }`,
  );
} finally {
  // the server too when the browser never started
  await browser?.close();
  await server.stop();
}
console.log(`\n${results.join('\n')}`);
process.exitCode = failed ? 1 : 0;
