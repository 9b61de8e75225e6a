// A rolling deploy: replicas of two releases answer side by side, so a page or a service worker of
// the release being replaced asks for its own built files where the next release is served. They
// come from the archive of release assets, as the server serves them (api/release-assets), and
// the update prompt then offers the next release. Runs against its own copy of dist/; the next
// release is that copy with every built file renamed (no second build).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectShell, messages, test, waitForServiceWorker } from './fixtures.ts';
import { type Deployment, deployCopyOfDist } from './support/deployment.ts';

const m = messages.en.pwa;
let deployment: Deployment;

test.beforeEach(async () => {
  deployment = await deployCopyOfDist();
});

test.afterEach(async () => {
  await deployment.close();
});

/** A back-office chunk of the first release: the worker never precaches it, so the server is asked. */
const adminChunk = readdirSync(path.resolve('dist/assets')).find((name) => /^admin-login-[\w-]+\.js$/.test(name)) ?? 'admin-login chunk';

/** The script the shell starts the page with. */
const shellScript = (page: Page) =>
  page.evaluate(() => new URL((document.querySelector('script[type="module"][src]') as HTMLScriptElement).src).pathname);

/** Asks the worker's registration for a new version, as the app does on its own now and then. */
const checkForUpdate = (page: Page) =>
  page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });

/** The prompt offers the next release; Reload brings the page of that release. */
async function takeTheUpdate(page: Page, renamed: Map<string, string>, firstScript: string): Promise<void> {
  await checkForUpdate(page);
  const prompt = page.getByRole('region', { name: m.updateTitle });
  await expect(prompt).toBeVisible({ timeout: 20_000 });
  await Promise.all([page.waitForEvent('load', { timeout: 20_000 }), prompt.getByRole('button', { name: m.reload }).click()]);
  await expectShell(page, 'en');
  expect(await shellScript(page)).toBe(`/assets/${renamed.get(path.basename(firstScript))}`);
}

test('a page of the previous release still loads its lazy chunks after the deploy, and the prompt then offers the new release', async ({
  page,
}) => {
  await page.goto(`${deployment.url}/en/`);
  await expectShell(page, 'en');
  await waitForServiceWorker(page);
  const firstScript = await shellScript(page);

  const { renamed } = await deployment.releaseNextBuild();
  expect(renamed.get(adminChunk), 'the new release has other file names').not.toBe(adminChunk);

  // what the app's router does for a route of the back office: a dynamic import of its chunk
  const imported = await page.evaluate(
    (url) =>
      import(url).then(
        () => 'loaded',
        (error: unknown) => String(error),
      ),
    `/assets/${adminChunk}`,
  );
  expect(imported).toBe('loaded');
  expect(deployment.archived).toContain(adminChunk);
  await expectShell(page, 'en');

  await takeTheUpdate(page, renamed, firstScript);
});

test('a worker of the previous release installs while the next one is deployed: its precache list comes from the archive', async ({
  page,
}) => {
  // the worker's script comes from the first release; everything after it from the next
  const next = await deployment.releaseNextBuild({ afterWorkerScript: true });
  await page.goto(`${deployment.url}/en/`);
  await expectShell(page, 'en');
  const firstScript = await shellScript(page);
  await next.switched;
  await waitForServiceWorker(page);
  expect(deployment.archived.length, 'files of the first release served after the switch').toBeGreaterThan(20);

  await takeTheUpdate(page, next.renamed, firstScript);
});
