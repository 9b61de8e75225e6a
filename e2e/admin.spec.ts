// The back office's place in the app (backoffice §2): /admin has its own layout (no storefront
// chrome), speaks the visitor's language, and its code and texts are admin-only chunks that the
// service worker never precaches and the storefront's messages never carry.
import { expect, LANGS, messages, test } from './fixtures.ts';

/** The back office's texts (the fixtures type the storefront's only). */
const adminText = (lang: (typeof LANGS)[number]) => messages[lang].admin as { signInTitle: string; signInText: string };
const BROWSER_LOCALE = { en: 'en-US', es: 'es-ES', it: 'it-IT', de: 'de-DE', nl: 'nl-NL', pt: 'pt-PT' } as const;

for (const lang of LANGS) {
  test(`/admin says in ${lang} that the back office needs sign-in, in its own layout`, async ({ browser }) => {
    const context = await browser.newContext({ locale: BROWSER_LOCALE[lang] });
    const page = await context.newPage();
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByTestId('admin-layout')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(adminText(lang).signInTitle);
    await expect(page.getByTestId('admin-sign-in-needed')).toContainText(adminText(lang).signInText);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByTestId('site-footer')).toHaveCount(0);
    await expect(page.getByTestId('language-banner')).toHaveCount(0);
    await context.close();
  });
}

test('an unknown back-office path shows Page Not Found in the back office layout', async ({ page }) => {
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByTestId('admin-layout')).toBeVisible();
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByTestId('site-footer')).toHaveCount(0);
});

test('the back office loads admin-only chunks that the service worker does not precache', async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.push(pathname);
  });
  await page.goto('/admin');
  await expect(page.getByTestId('admin-sign-in-needed')).toBeVisible();
  const adminChunks = scripts.filter((path) => path.startsWith('/assets/admin-'));
  expect(adminChunks.some((path) => path.startsWith('/assets/admin-messages-en-'))).toBe(true);
  expect(adminChunks.length).toBeGreaterThan(1);

  const serviceWorker = await (await request.get('/sw.js')).text();
  const precached = [...serviceWorker.matchAll(/assets\/[\w.-]+\.js/g)].map(([path]) => `/${path}`);
  expect(precached.length).toBeGreaterThan(10);
  expect(precached.filter((path) => path.startsWith('/assets/admin-'))).toEqual([]);
  for (const chunk of adminChunks) expect(precached).not.toContain(chunk);

  // The storefront's English messages are precached, and carry no back-office text.
  const storefrontMessages = precached.find((path) => path.startsWith('/assets/messages-en-'));
  expect(storefrontMessages).toBeDefined();
  const chunk = await (await request.get(storefrontMessages as string)).text();
  expect(chunk).toContain(JSON.stringify(messages.en.notFound.title).slice(1, -1));
  expect(chunk).not.toContain(adminText('en').signInTitle);
});
