// What a visitor downloads: loads pages of the built PWA in Debian's Chromium against the real
// server and sums the JavaScript responses (raw and gzip) — the budget is 150 KB gzip for
// home, admin code excluded. Run: npm run build && node --import tsx bench/home-bundle.bench.ts
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startBenchServer } from './support/server.ts';

const BUDGET_KB = 150;
const pages = (process.env.BENCH_PAGES ?? '/en,/en/browse').split(',');

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
    const scripts = new Map<string, { raw: number; gzip: number }>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => null);
      if (!body) return;
      scripts.set(new URL(response.url()).pathname, { raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
    });
    await page.goto(`${server.url}${pagePath}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    const admin = [...scripts.keys()].filter((name) => /admin/i.test(name));
    const raw = [...scripts.values()].reduce((sum, s) => sum + s.raw, 0);
    const gzip = [...scripts.values()].reduce((sum, s) => sum + s.gzip, 0);
    console.log(`\n${pagePath}: ${scripts.size} scripts, ${(raw / 1024).toFixed(1)} KB raw, ${(gzip / 1024).toFixed(1)} KB gzip`);
    for (const [name, size] of [...scripts].sort((a, b) => b[1].gzip - a[1].gzip)) {
      console.log(`  ${(size.gzip / 1024).toFixed(1).padStart(6)} KB  ${name}`);
    }
    if (admin.length) console.log(`  ✗ admin code downloaded: ${admin.join(', ')}`);
    if (pagePath === pages[0]) {
      const ok = gzip / 1024 <= BUDGET_KB && admin.length === 0;
      failed ||= !ok;
      console.log(`  ${ok ? '✓' : '✗'} budget ${BUDGET_KB} KB gzip for ${pagePath}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
process.exitCode = failed ? 1 : 0;
