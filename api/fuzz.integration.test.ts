// Every declared route, fuzzed: for each caller (guest, site user, admin, superadmin,
// and her owner link on her routes) fast-check generates path params, query strings, bodies and
// headers (tests/fuzz-inputs.ts), and every answer is below 500, carries no stack trace or SQL
// text, and a refused request (4xx) leaves every table's row count as it was. Routes come from
// Express's own router stack, so a new route is fuzzed without editing this file; none is
// skipped (her owner link goes only to her routes, the only ones that read it). Deterministic:
// a fixed seed; FUZZ_SEED / FUZZ_RUNS (and FUZZ_ROUTE for one route) replay what a failure names;
// FUZZ_DEBUG=1 prints every request and answer. Many more runs: bench/fuzz.bench.ts.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeclaredRoute } from '#api/openapi/declared-routes.ts';
import { createTestDatabase, type TestDatabase } from '#tests/db.ts';
import {
  callersOf,
  createWorld,
  type FuzzWorld,
  failureReport,
  fuzzRoutes,
  fuzzSettings,
  instrumentContract,
  startFuzzTarget,
} from '#tests/fuzz-inputs.ts';

// Six runs for each route and caller keep the file well under a minute on a busy machine.
const SETTINGS = fuzzSettings({ seed: 20261125, runs: 6 });

let db: TestDatabase;
let target: Awaited<ReturnType<typeof startFuzzTarget>>;
let dataDir: string;
let routes: DeclaredRoute[];
let world: FuzzWorld;
let instrumented = 0;

beforeAll(async () => {
  instrumented = await instrumentContract();
  db = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'fuzz-'));
  target = await startFuzzTarget(db.sql, dataDir);
  routes = target.routes;
  world = await createWorld(db.sql, target.url);
});

afterAll(async () => {
  await target?.close();
  await db?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('fuzzed inputs on every declared route', () => {
  it('finds the routes and the contract schemas to aim at', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(instrumented).toBeGreaterThan(30);
  });

  it('as a guest, a site user, an admin, a superadmin and her owner link: never a 5xx, a stack trace or SQL text, and nothing written by a refused request', async () => {
    const result = await fuzzRoutes(world, routes, SETTINGS);
    if (result.failures.length) {
      throw new Error(
        `${failureReport(result, SETTINGS)}\n\nReplay: FUZZ_SEED=${SETTINGS.seed} FUZZ_RUNS=${SETTINGS.runs} npx vitest run --project integration api/fuzz.integration.test.ts`,
      );
    }
    // Every route ran as each of its callers, and many got through the door (a fuzz refused everywhere reaches nothing).
    if (!SETTINGS.only) {
      expect(result.properties).toBe(routes.reduce((n, route) => n + callersOf(route).length, 0));
      expect(result.requests).toBeGreaterThanOrEqual(result.properties * SETTINGS.runs);
      expect(result.accepted.size).toBeGreaterThan(20);
    }
  }, 600_000);
});
