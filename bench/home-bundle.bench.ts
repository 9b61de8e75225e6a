// What a visitor downloads: loads pages of the built PWA in Debian's Chromium against the real
// server and sums the JavaScript responses (raw and gzip -9). Two figures per page:
// - critical: scripts requested before the page's load event (what the first render waits for);
// - total: every script requested within 10 s of the navigation, the background work included
//   (the catalogue sync and the Dexie replica start after `load`).
// The budget is 150 KB gzip for home (what a home visit downloads, i.e. the total), admin code
// excluded. Run: npm run build && node --import tsx bench/home-bundle.bench.ts
// (BENCH_PAGES=/en,/en/browse,…; BENCH_BASE_URL to measure a server that is already running)
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startBenchServer } from './support/server.ts';

const BUDGET_KB = 150;
const WINDOW_MS = 10_000;
const pages = (process.env.BENCH_PAGES ?? '/en,/en/browse').split(',');

interface Script {
  raw: number;
  gzip: number;
  critical: boolean;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const server = await startBenchServer(4391);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
let failed = false;
try {
  for (const pagePath of pages) {
    // A fresh context each time: nothing cached, no service worker yet (a first visit).
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const scripts = new Map<string, Script>();
    const bodies: Promise<void>[] = [];
    let loaded = false;
    const started = Date.now();
    const requestedBeforeLoad = new Set<string>();
    page.on('load', () => {
      loaded = true;
    });
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && !loaded) requestedBeforeLoad.add(request.url());
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
              critical: requestedBeforeLoad.has(response.url()),
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

    const all = [...scripts.values()];
    const critical = all.filter((s) => s.critical);
    const sum = (list: Script[], key: 'raw' | 'gzip') => list.reduce((total, s) => total + s[key], 0);
    const admin = [...scripts.keys()].filter((name) => /admin/i.test(name));
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
    if (admin.length) console.log(`  ✗ admin code downloaded: ${admin.join(', ')}`);
    if (pagePath === pages[0]) {
      const totalKb = sum(all, 'gzip') / 1024;
      const ok = totalKb <= BUDGET_KB && admin.length === 0;
      failed ||= !ok;
      console.log(
        `  ${ok ? '✓' : '✗'} budget ${BUDGET_KB} KB gzip for ${pagePath} (total ${totalKb.toFixed(1)} KB, critical ${kb(sum(critical, 'gzip'))} KB)`,
      );
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
process.exitCode = failed ? 1 : 0;
