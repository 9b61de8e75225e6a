// Lighthouse on the mobile profile (Lighthouse 12's default: simulated slow 4G, a mid-range phone
// at 4× CPU slowdown) for home, browse, a profile, the cart, checkout and the submission form,
// against the real production server. Lighthouse runs from the npm registry with Debian's
// Chromium. Prints performance, accessibility, best practices, TBT, LCP, CLS and FCP for each run,
// their medians per page, and each median against the targets (performance ≥ 95, accessibility
// and best practices 100, TBT ≤ 150 ms, LCP ≤ 1.8 s, CLS ≤ 0.05) with PASS/FAIL, and the audits
// that cost accessibility or best-practice points; the exit code is 1 when a target is missed.
// Run: npm run build && node --import tsx bench/lighthouse.bench.ts
// (BENCH_RUNS=5 by default; BENCH_PAGES=/en,/en/browse to choose pages; BENCH_PORT; BENCH_BASE_URL to
// measure a server that is already running)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { publicPages } from './support/pages.ts';
import { hostLoad, median, startBenchServer } from './support/server.ts';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const runs = Number(process.env.BENCH_RUNS ?? 5);
const server = await startBenchServer(Number(process.env.BENCH_PORT ?? 4392));
const tmp = mkdtempSync(path.join(os.tmpdir(), 'contacto-lighthouse-'));

interface Report {
  categories: Record<
    'performance' | 'accessibility' | 'best-practices',
    { score: number; auditRefs: Array<{ id: string; weight: number }> }
  >;
  audits: Record<string, { numericValue?: number; displayValue?: string; score: number | null; title: string }>;
}

/** What each run prints, and the target its median must meet. */
const METRICS = [
  { key: 'performance', label: 'performance', unit: '', target: 95, better: 'higher' },
  { key: 'accessibility', label: 'accessibility', unit: '', target: 100, better: 'higher' },
  { key: 'best-practices', label: 'best practices', unit: '', target: 100, better: 'higher' },
  { key: 'total-blocking-time', label: 'TBT', unit: ' ms', target: 150, better: 'lower' },
  { key: 'largest-contentful-paint', label: 'LCP', unit: ' ms', target: 1_800, better: 'lower' },
  { key: 'cumulative-layout-shift', label: 'CLS', unit: '', target: 0.05, better: 'lower' },
  { key: 'first-contentful-paint', label: 'FCP', unit: ' ms', target: null, better: 'lower' },
] as const;
type MetricKey = (typeof METRICS)[number]['key'];
const JUDGED_ON_CHECKOUT = { accessibility: true, 'best-practices': true };

/** One Lighthouse run; a run Lighthouse itself gives up on (a protocol timeout on a loaded
 * machine) is tried again, at most twice, and said so. */
function lighthouse(url: string, out: string): Report {
  for (let attempt = 1; ; attempt++) {
    try {
      return lighthouseOnce(url, out);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(`  (Lighthouse failed on ${url}, attempt ${attempt}; trying again)`);
    }
  }
}

function lighthouseOnce(url: string, out: string): Report {
  execFileSync(
    'npx',
    [
      '-y',
      LIGHTHOUSE,
      url,
      '--quiet',
      '--only-categories=performance,accessibility,best-practices',
      '--output=json',
      `--output-path=${out}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return JSON.parse(readFileSync(out, 'utf8')) as Report;
}

function figures(report: Report): Record<MetricKey, number> {
  const audit = (key: string) => report.audits[key]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    'best-practices': Math.round(report.categories['best-practices'].score * 100),
    'total-blocking-time': Math.round(audit('total-blocking-time')),
    'largest-contentful-paint': Math.round(audit('largest-contentful-paint')),
    'cumulative-layout-shift': Number(audit('cumulative-layout-shift').toFixed(3)),
    'first-contentful-paint': Math.round(audit('first-contentful-paint')),
  };
}

/** The weighted audits of a category that did not pass, by title. */
function lostPoints(report: Report, category: 'accessibility' | 'best-practices'): string[] {
  return report.categories[category].auditRefs
    .filter((ref) => ref.weight > 0 && report.audits[ref.id]?.score !== null && (report.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => `${category}: ${report.audits[ref.id]?.title ?? ref.id}`);
}

const line = (values: Record<MetricKey, number>) => METRICS.map((m) => `${m.label} ${values[m.key]}${m.unit}`).join('  ');

let failed = false;
try {
  const pages = await publicPages(server.url, { informationPage: false, checkout: true });
  const summary: string[] = [];
  const loadBefore = hostLoad();
  for (const pagePath of pages) {
    const perRun: Array<Record<MetricKey, number>> = [];
    for (let i = 0; i < runs; i++) {
      const report = lighthouse(`${server.url}${pagePath}`, path.join(tmp, `run-${i}.json`));
      const values = figures(report);
      perRun.push(values);
      console.log(`${pagePath} run ${i + 1}: ${line(values)}`);
      for (const lost of [...lostPoints(report, 'accessibility'), ...lostPoints(report, 'best-practices')]) console.log(`    ${lost}`);
    }
    const medians = Object.fromEntries(METRICS.map((m) => [m.key, median(perRun.map((values) => values[m.key]))])) as Record<
      MetricKey,
      number
    >;
    // Checkout with Lighthouse's empty cart sends the visitor on to browse: its speed figures are
    // that redirect's, so only its accessibility and best practices are judged.
    const judged = METRICS.filter((m) => m.target !== null && (!pagePath.endsWith('/checkout') || m.key in JUDGED_ON_CHECKOUT));
    const verdicts = judged.map((m) => {
      const value = medians[m.key];
      const ok = m.better === 'higher' ? value >= (m.target as number) : value <= (m.target as number);
      failed ||= !ok;
      return `${m.label} ${ok ? 'PASS' : 'FAIL'} (${value}${m.unit} ${m.better === 'higher' ? '≥' : '≤'} ${m.target}${m.unit})`;
    });
    summary.push(`${pagePath}: median of ${runs}: ${line(medians)}\n    ${verdicts.join('  ')}`);
  }
  console.log(
    `\nLighthouse ${LIGHTHOUSE.split('@')[1]} mobile (targets: performance ≥ 95, accessibility 100, best practices 100, TBT ≤ 150 ms, LCP ≤ 1.8 s, CLS ≤ 0.05)\n${summary.join('\n')}\n${loadBefore} before, ${hostLoad()} after`,
  );
} finally {
  rmSync(tmp, { recursive: true, force: true });
  await server.stop();
}
process.exitCode = failed ? 1 : 0;
