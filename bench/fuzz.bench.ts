// The fuzz of every declared route with many more runs than the test's (not part of npm test):
//   node --import tsx bench/fuzz.bench.ts [--runs 200] [--seed 1] [--seconds 600] [--route 'POST /api/contact']
// The same generators and judge as api/fuzz.integration.test.ts (tests/fuzz-inputs.ts), on a
// fresh database (embedded, or BENCH_DATABASE_URL); prints the runs, the answers by status, each
// failure with its seed and replay command, and the duration. Exits 1 when anything failed.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createWorld, failureReport, fuzzRoutes, instrumentContract, startFuzzTarget } from '#tests/fuzz-inputs.ts';
import { benchDatabase } from './support/database.ts';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '200' },
    seed: { type: 'string', default: String(Date.now() % 2 ** 31) },
    seconds: { type: 'string' },
    route: { type: 'string' },
  },
});
const settings = { seed: Number(args.seed), runs: Number(args.runs) };

await instrumentContract();
const db = await benchDatabase('contacto_bench_fuzz');
const dataDir = await mkdtemp(path.join(tmpdir(), 'fuzz-bench-'));
const target = await startFuzzTarget(db.sql, dataDir);
let failed = false;
try {
  const world = await createWorld(db.sql, target.url);
  const started = performance.now();
  let done = 0;
  console.log(`fuzzing ${target.routes.length} routes, ${settings.runs} runs per route and caller, seed ${settings.seed}`);
  const result = await fuzzRoutes(world, target.routes, {
    ...settings,
    only: args.route,
    deadline: args.seconds ? Date.now() + Number(args.seconds) * 1000 : undefined,
    onProperty: (route, caller) => {
      if (++done % 50 === 0) console.log(`  ${done} route × caller properties (${route.method} ${route.path} as ${caller})`);
    },
  });
  const seconds = (performance.now() - started) / 1000;
  const statuses = [...result.byStatus].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
  console.log(
    `${result.properties} properties, ${result.requests} requests in ${seconds.toFixed(1)} s (${(result.requests / seconds).toFixed(0)}/s)`,
  );
  console.log(`answers: ${statuses.join(' ')}`);
  console.log(`routes that accepted at least one request: ${result.accepted.size}`);
  if (result.failures.length) {
    failed = true;
    console.log(failureReport(result, settings));
  } else {
    console.log('no failures');
  }
} finally {
  await target.close();
  await db.close();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
