// Random offline faults, the quick run: FAULT_SEQUENCES (default 50) short seeded
// sequences of cart and favourite toggles, a submission now and then, offline and online,
// reloads, killed and reopened tabs and faulty API answers (e2e/support/fault-harness.ts), each
// ending with the device, the server and the model compared. The seed is fixed, so a run is
// repeatable; FAULT_SEED starts elsewhere. A failure names its seed and how to replay it.
// New service-worker releases are among the actions: a release changes the served dist/sw.js
// (decisions 046–048) and the original is put back at the end. With more than one Playwright
// worker (a local run) another file's pages would be offered the release too, so the quick run
// then leaves releases out.
// It changes only what it makes: its own buyer's cart and favourites, pending profiles and, for
// the length of the run, sw.js.

import path from 'node:path';
import { expect, test } from './fixtures.ts';
import { ACTION_KINDS, failureReport, runSequences } from './support/fault-harness.ts';
import { resetRateLimits, withE2eDatabase } from './support/forms.ts';
import { workerReleases } from './support/worker-release.ts';

const baseSeed = Number(process.env.FAULT_SEED ?? 16_001);
const count = Number(process.env.FAULT_SEQUENCES ?? 50);

test(`${count} random sequences of actions and faults leave the device and the server as the model says`, async ({ browser, baseURL }) => {
  test.setTimeout(60_000 + count * 20_000);
  const alone = test.info().config.workers === 1;
  const releases = workerReleases(path.resolve('dist'));
  const server = {
    baseUrl: baseURL as string,
    resetLimits: async () => {
      await resetRateLimits(['register', 'upload-tus', 'profile-submissions']);
    },
    profilesNamed: async (firstName: string) => {
      const rows = await withE2eDatabase((sql) => sql`SELECT count(*)::int AS n FROM profiles WHERE first_name = ${firstName}`);
      if (rows === null) throw new Error('the e2e database is not reachable');
      return Number(rows[0]?.n);
    },
    releaseNewWorker: alone ? releases.release : undefined,
  };
  const started = Date.now();
  const results = await runSequences(browser, server, {
    baseSeed,
    count,
    minLength: 6,
    maxLength: 10,
    kinds: alone ? ACTION_KINDS : ACTION_KINDS.filter((kind) => kind !== 'update'),
    onResult: (result) => {
      if (process.env.FAULT_VERBOSE) console.log(`seed ${result.seed}: ${result.ms} ms\n${result.actions.join('\n')}`);
      if (result.problems.length > 0) console.log(failureReport(result, false));
    },
  }).finally(() => releases.restore());
  const failed = results.filter((result) => result.problems.length > 0);
  console.log(
    `${results.length} sequences from seed ${baseSeed}, ${failed.length} failed, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  expect(
    failed.map((result) => failureReport(result, false)),
    'every sequence ends as the model says',
  ).toEqual([]);
});
