// Playwright e2e config: Debian's Chromium against the real server (api/main.ts) serving
// the built PWA from dist/. `npm run build` runs before this (scripts/test.ts); set E2E_BASE_URL
// to test an already running server instead of starting one.
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
const externalBaseUrl = process.env.E2E_BASE_URL;
const baseURL = externalBaseUrl ?? `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // No retries: a test that passes only on a second try is a flaky test to fix, not to hide.
  retries: 0,
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
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: externalBaseUrl
    ? undefined
    : {
        command: 'node --import tsx api/main.ts',
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
