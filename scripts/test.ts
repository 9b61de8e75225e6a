// `npm test`: lint, typecheck, unit and integration tests (vitest, real PostgreSQL), then the PWA build and the
// Playwright suite when a Chromium is found. With CI=true a missing Chromium is a failure.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { testChromiumPath } from './chromium-path.ts';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const ci = process.env.CI === 'true' || process.env.CI === '1';

function run(step: string, command: string, args: string[]) {
  console.log(`\n▶ ${step}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`✗ ${step} failed`);
    process.exit(result.status ?? 1);
  }
}

run('lint (Biome)', bin('biome'), ['check', '.']);
run('typecheck', process.execPath, [path.join(root, 'node_modules/@tanstack/router-cli/bin/tsr.cjs'), 'generate']);
run('typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
run('unit and integration tests', bin('vitest'), ['run']);

const chromium = testChromiumPath();
if (!existsSync(chromium)) {
  if (ci) {
    console.error(`✗ e2e: no Chromium at ${chromium}; CI requires the browser tests (apt-get install -y chromium-headless-shell)`);
    process.exit(1);
  }
  console.log(
    `\n⚠ e2e SKIPPED: no Chromium found at ${chromium} (install Debian's chromium-headless-shell or chromium, or set CHROMIUM_PATH)`,
  );
  process.exit(0);
}
run('build the PWA', process.execPath, [path.join(root, 'scripts/build.ts')]);
run('e2e tests (Playwright, Chromium)', bin('playwright'), ['test']);
