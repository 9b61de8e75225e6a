// Lighthouse mobile performance (simulated slow 4G, mid-range phone) for home, browse and a
// profile, against the real production server. Lighthouse runs from the npm registry with
// Debian's Chromium. Prints each run and the median per page; the target is ≥ 90.
// Run: npm run build && node --import tsx bench/lighthouse.bench.ts   (BENCH_RUNS=3 by default)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { median, startBenchServer } from './support/server.ts';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const runs = Number(process.env.BENCH_RUNS ?? 3);
const server = await startBenchServer(4392);
const tmp = mkdtempSync(path.join(os.tmpdir(), 'contacto-lighthouse-'));

interface Report {
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue?: number; displayValue?: string }>;
}

function lighthouse(url: string, out: string): Report {
  execFileSync(
    'npx',
    [
      '-y',
      LIGHTHOUSE,
      url,
      '--quiet',
      '--only-categories=performance',
      '--output=json',
      `--output-path=${out}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return JSON.parse(readFileSync(out, 'utf8')) as Report;
}

try {
  const featured = (await fetch(`${server.url}/api/profiles/featured`).then((res) => res.json())) as Array<{
    slugEn: string | null;
    id: number;
  }>;
  const profile = featured[0];
  const pages = ['/en', '/en/browse', profile ? `/en/${profile.slugEn ?? `profile/${profile.id}`}` : '/en/profile/1'];
  const summary: string[] = [];
  for (const pagePath of pages) {
    const scores: number[] = [];
    for (let i = 0; i < runs; i++) {
      const report = lighthouse(`${server.url}${pagePath}`, path.join(tmp, `run-${i}.json`));
      const score = Math.round(report.categories.performance.score * 100);
      scores.push(score);
      const a = report.audits;
      console.log(
        `${pagePath} run ${i + 1}: ${score}  FCP ${a['first-contentful-paint']?.displayValue}  LCP ${a['largest-contentful-paint']?.displayValue}  TBT ${a['total-blocking-time']?.displayValue}  CLS ${a['cumulative-layout-shift']?.displayValue}`,
      );
    }
    summary.push(`${pagePath}: median ${median(scores)} (runs ${scores.join(', ')})`);
  }
  console.log(`\nLighthouse mobile performance (target ≥ 90)\n${summary.join('\n')}`);
} finally {
  rmSync(tmp, { recursive: true, force: true });
  await server.stop();
}
