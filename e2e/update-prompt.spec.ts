// A new version waits for the visitor: when a changed service worker has installed, the app
// offers "Update available"; Later leaves the old version in charge, Reload activates the new
// worker and reloads the page. Runs against its own copy of dist/ so it can release a new
// worker without touching the shared server.
import type { Locator, Page } from '@playwright/test';
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

/** The registration's workers and the controller, for a failure message. */
const workerStates = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const state = (worker: ServiceWorker | null | undefined) => worker?.state ?? 'none';
    return `installing ${state(registration?.installing)}, waiting ${state(registration?.waiting)}, active ${state(registration?.active)}, controller ${state(navigator.serviceWorker.controller)}`;
  });

const hasWaitingWorker = (page: Page) => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));

/**
 * Presses Reload and awaits the page load it causes, together: a failure says which of them did
 * not happen, with the worker states at the time of the press.
 */
async function pressReload(page: Page, prompt: Locator): Promise<void> {
  const before = await workerStates(page);
  await Promise.all([
    page.waitForEvent('load', { timeout: 20_000 }).catch((error: Error) => {
      throw new Error(`${error.message}; workers before the press: ${before}`);
    }),
    prompt.getByRole('button', { name: m.reload }).click(),
  ]);
}

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

  await pressReload(page, prompt);
  expect(await page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate ?? false)).toBe(false);
  await expectShell(page, 'en');
  await expect(page.getByRole('region', { name: m.updateTitle })).toHaveCount(0);
  expect(await hasWaitingWorker(page)).toBe(false);
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
});

test('Reload in a second tab, after the first already activated the new version, still reloads', async ({ page, context }) => {
  const second = await context.newPage();
  await second.goto(`${deployment.url}/en/`);
  await expectShell(second, 'en');
  const [firstPrompt, secondPrompt] = [page, second].map((tab) => tab.getByRole('region', { name: m.updateTitle })) as [Locator, Locator];
  await expect(firstPrompt).toBeVisible({ timeout: 20_000 });
  await expect(secondPrompt).toBeVisible({ timeout: 20_000 });

  await pressReload(page, firstPrompt);
  await expect.poll(() => hasWaitingWorker(second)).toBe(false);

  await second.evaluate(() => {
    (window as unknown as { beforeUpdate: boolean }).beforeUpdate = true;
  });
  await pressReload(second, secondPrompt);
  expect(await second.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate ?? false)).toBe(false);
  await expectShell(second, 'en');
  await expect(second.getByRole('region', { name: m.updateTitle })).toHaveCount(0);
});

test('Reload takes effect when another tab loading through the old version starts it again', async ({ page, context }) => {
  // Chromium swaps the old worker out by stopping it; a request from another tab while it stops
  // starts it again and, left alone, the new version waits for minutes. A tab that loads a file
  // through the worker every 50 ms from the press on makes that all but certain (the icon: the
  // build's own files skip the worker). It stops after 3 s: a tab that never pauses is a
  // different case, where no swap can win (decision 047).
  const second = await context.newPage();
  await second.goto(`${deployment.url}/en/`);
  await expectShell(second, 'en');
  const prompt = page.getByRole('region', { name: m.updateTitle });
  await expect(prompt).toBeVisible({ timeout: 20_000 });

  await second.evaluate(() => {
    const end = performance.now() + 3000;
    const timer = setInterval(() => {
      if (performance.now() > end) clearInterval(timer);
      else void fetch('/favicon.svg').catch(() => undefined);
    }, 50);
  });
  await pressReload(page, prompt);
  await expectShell(page, 'en');
  expect(await hasWaitingWorker(page)).toBe(false);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
});

test('a tab left open through several releases offers each one, and Reload takes the newest', async ({ page }) => {
  const prompt = page.getByRole('region', { name: m.updateTitle });
  // The first release was offered (beforeEach); two more arrive while the tab stays open.
  for (let release = 1; release <= 3; release++) {
    await expect(prompt, `release ${release} offered`).toBeVisible({ timeout: 20_000 });
    if (release === 3) break;
    await prompt.getByRole('button', { name: m.later }).click();
    await expect(prompt).toHaveCount(0);
    await deployment.releaseNewWorker();
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
  }
  await pressReload(page, prompt);
  await expectShell(page, 'en');
  expect(await hasWaitingWorker(page)).toBe(false);
  // the worker in control is the newest release: asked again, the server has nothing newer
  const after = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
    return { waiting: Boolean(registration?.waiting), installing: Boolean(registration?.installing) };
  });
  expect(after).toEqual({ waiting: false, installing: false });
});
