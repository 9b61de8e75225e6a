// A new version waits for the visitor: when a changed service worker has installed, the app
// offers "Update available"; Later leaves the old version in charge, Reload activates the new
// worker and reloads the page. Runs against its own copy of dist/ so it can release a new
// worker without touching the shared server.
import type { Page } from '@playwright/test';
import { expect, expectShell, messages, test, waitForServiceWorker } from './fixtures.ts';
import { type Deployment, deployCopyOfDist } from './support/deployment.ts';

const m = messages.en.pwa;
let deployment: Deployment;

test.beforeEach(async ({ page }) => {
  deployment = await deployCopyOfDist();
  await page.goto(`${deployment.url}/en/`);
  await expectShell(page, 'en');
  await waitForServiceWorker(page);
  await deployment.releaseNewWorker();
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });
});

test.afterEach(async () => {
  await deployment.close();
});

const hasWaitingWorker = (page: Page) => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));

test('Later hides the prompt and keeps the new version waiting', async ({ page }) => {
  const prompt = page.getByRole('region', { name: m.updateTitle });
  await expect(prompt).toBeVisible({ timeout: 20_000 });
  await expect(prompt).toContainText(m.updateText);
  expect(await hasWaitingWorker(page)).toBe(true);

  await prompt.getByRole('button', { name: m.later }).click();
  await expect(prompt).toHaveCount(0);
  expect(await hasWaitingWorker(page)).toBe(true);
});

test('Reload activates the waiting version and reloads the page', async ({ page }) => {
  const prompt = page.getByRole('region', { name: m.updateTitle });
  await expect(prompt).toBeVisible({ timeout: 20_000 });
  await page.evaluate(() => {
    (window as unknown as { beforeUpdate: boolean }).beforeUpdate = true;
  });

  const reloaded = page.waitForEvent('load', { timeout: 20_000 });
  await prompt.getByRole('button', { name: m.reload }).click();
  await reloaded;
  expect(await page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate ?? false)).toBe(false);
  await expectShell(page, 'en');
  await expect(page.getByRole('region', { name: m.updateTitle })).toHaveCount(0);
  expect(await hasWaitingWorker(page)).toBe(false);
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
});
