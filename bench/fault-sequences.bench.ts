// Random offline faults at length: FAULT_SEQUENCES (default 1,000) seeded sequences of
// a buyer's actions mixed with faults — offline and online, reloads, killed and reopened tabs,
// new releases of the service worker (dist/sw.js changed, put back at the end), API answers that fail, come late, are lost after the server acted or reach it twice — run by
// e2e/support/fault-harness.ts in Debian's Chromium against the production server (dist/) on a
// throwaway PostgreSQL with 200 public profiles. After each sequence the device, the server and
// the model must agree: no cart item, favourite or submission lost or applied twice. Prints each
// failure with its seed, its actions and the command that replays it alone; exits 1 on any.
// Run: npm run build && node --import tsx bench/fault-sequences.bench.ts
// Env: FAULT_SEQUENCES=1000  FAULT_SEED=16001  FAULT_MIN=6  FAULT_MAX=14  BENCH_PORT=4394  CHROMIUM_PATH
import path from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { createSql } from '#db/connection.ts';
import { failureReport, runSequences } from '../e2e/support/fault-harness.ts';
import { workerReleases } from '../e2e/support/worker-release.ts';
import { testChromiumPath } from '../scripts/chromium-path.ts';
import { insertBenchProfiles } from './catalog-api.data.ts';
import { benchDatabase } from './support/database.ts';
import { startBenchServer } from './support/server.ts';

const count = Number(process.env.FAULT_SEQUENCES ?? 1000);
const baseSeed = Number(process.env.FAULT_SEED ?? 16_001);
const minLength = Number(process.env.FAULT_MIN ?? 6);
const maxLength = Number(process.env.FAULT_MAX ?? 14);

const database = await benchDatabase('contacto_fault_sequences');
let failures = 0;
try {
  const writer = createSql(database.url, 1, { statementMs: 0 });
  await insertBenchProfiles(writer, 200).finally(() => writer.end());
  const server = await startBenchServer(Number(process.env.BENCH_PORT ?? 4394), {
    DATABASE_URL: database.url,
    SEED_DEMO_DATA: 'false',
    DATA_DIR: '.data/bench-fault-sequences',
  });
  const releases = workerReleases(path.resolve(import.meta.dirname, '..', 'dist'));
  const started = Date.now();
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({
      executablePath: testChromiumPath(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-quic'],
    });
    const results = await runSequences(
      browser,
      {
        baseUrl: server.url,
        resetLimits: async () => {
          await database.sql`DELETE FROM rate_limits WHERE split_part(bucket, ':', 1) IN ('register', 'upload-tus', 'profile-submissions')`;
        },
        profilesNamed: async (firstName) => {
          const [row] = await database.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM profiles WHERE first_name = ${firstName}`;
          return Number(row?.n);
        },
        releaseNewWorker: releases.release,
      },
      {
        baseSeed,
        count,
        minLength,
        maxLength,
        onResult: (result, index) => {
          if (result.problems.length > 0) console.log(failureReport(result, true));
          if ((index + 1) % 50 === 0 || process.env.FAULT_VERBOSE)
            console.log(`  ${index + 1}/${count} sequences, ${((Date.now() - started) / 60_000).toFixed(1)} min`);
        },
      },
    );
    failures = results.filter((result) => result.problems.length > 0).length;
    const actions = results.reduce((sum, result) => sum + result.actions.filter((line) => !line.startsWith('  ')).length, 0);
    console.log(
      `\n${results.length} sequences (${actions} actions) from seed ${baseSeed}: ${failures} failed, ` +
        `${((Date.now() - started) / 1000).toFixed(0)} s (${((Date.now() - started) / results.length / 1000).toFixed(1)} s a sequence)`,
    );
  } finally {
    await releases.restore();
    await browser?.close();
    await server.stop();
  }
} finally {
  await database.close();
}
process.exitCode = failures > 0 ? 1 : 0;
