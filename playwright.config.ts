// Playwright e2e config: Debian's Chromium against the real server (api/main.ts) serving
// the built PWA from dist/. `npm run build` runs before this (scripts/test.ts); set E2E_BASE_URL
// to test an already running server instead of starting one.
import { defineConfig, devices } from '@playwright/test';
import { testChromiumPath } from './scripts/chromium-path.ts';

const port = Number(process.env.E2E_PORT ?? 4173);

// Two files run at a time against one server and database (each file on one worker). The specs
// below read the public catalogue as a whole (browse counts and pages, home's featured grid, the
// sitemap, profiles picked from the feed) or change nothing in it; every other spec — the owner
// link, the back office (admin-*) and any new one — may approve, pause, withdraw, edit or feature
// profiles, so it runs in a second project once the first is done. A run of named spec files
// (`playwright test e2e/x.spec.ts`) skips that ordering and runs just those files.
const storefrontSpecs = [
  'a11y',
  'account-purchases',
  'account',
  'browse',
  'checkout',
  'favorites-page',
  'favorites-sync',
  'fault-sequences',
  'first-render',
  'first-touch',
  'forms',
  'home',
  'info-pages',
  'language',
  'mobile-menu',
  'not-found',
  'offline-browse',
  'offline',
  'profile-detail',
  'seo',
  'shell',
  'ssr',
  'submission-flow',
  'submission-queue',
  'submit-profile',
  'test-checkout',
  'toast',
  'tooltip',
  'update-prompt',
  'rolling-deploy',
].map((name) => `**/${name}.spec.ts`);
const namedFiles = process.argv.some((arg) => /\.spec\.ts(:\d+){0,2}$/.test(arg));
const externalBaseUrl = process.env.E2E_BASE_URL;
const baseURL = externalBaseUrl ?? `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  // after webServer is up: raises the daily purchase cap for the suite's one test card
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // No retries: a test that passes only on a second try is a flaky test to fix, not to hide.
  retries: 0,
  // One worker in CI: on a busy 2-core machine a second browser gained little (19.7 min for 157
  // tests against 21.5 min for 168 on one) and let update-prompt's redeploy of dist/ break
  // another file's service-worker registration (decision 028).
  workers: process.env.CI ? 1 : 2,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: testChromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'storefront', testMatch: storefrontSpecs, use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'catalogue-changes',
      testIgnore: storefrontSpecs,
      dependencies: namedFiles ? [] : ['storefront'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: externalBaseUrl
    ? undefined
    : {
        command: 'node api/main.ts',
        url: `http://127.0.0.1:${port}/api/health`,
        timeout: 180_000,
        reuseExistingServer: !process.env.CI,
        // SIGTERM lets the server stop its embedded PostgreSQL; a SIGKILL would leave it running.
        gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
        stdout: 'pipe',
        stderr: 'pipe',
        env: {
          PORT: String(port),
          DATA_DIR: '.data/e2e',
          NODE_ENV: 'test',
          LOG_LEVEL: 'error',
        },
      },
});
