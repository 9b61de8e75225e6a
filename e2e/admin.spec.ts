// The back office's front door ("Admin login"):
// every admin page sends a visitor without an admin session to /admin/login and back after the
// login; the login speaks the visitor's language and the fixed messages; logout clears what the
// page held even when the call fails; other /admin addresses show Page Not Found; the admin code
// and texts are admin-only chunks the service worker never precaches.
import { DEMO_CREDENTIALS } from '../db/seed/credentials.ts';
import { expect, LANGS, messages, test } from './fixtures.ts';
import { signInAdmin } from './support/admin.ts';
import { seriousViolations } from './support/axe.ts';

interface AdminTexts {
  login: Record<'title' | 'username' | 'password' | 'submit' | 'required' | 'failedCredentials', string>;
  nav: Record<'label' | 'dashboard' | 'profiles' | 'admins', string>;
  logout: string;
  backToSite: string;
}
/** The back office's texts (the fixtures type the storefront's only). */
const adminText = (lang: (typeof LANGS)[number]) => messages[lang].admin as unknown as AdminTexts;
const BROWSER_LOCALE = { en: 'en-US', es: 'es-ES', it: 'it-IT', de: 'de-DE', nl: 'nl-NL', pt: 'pt-PT' } as const;

test('an admin page without a session goes to the login, in the visitor language, in the back office layout', async ({ browser }) => {
  for (const lang of LANGS) {
    const context = await browser.newContext({ locale: BROWSER_LOCALE[lang] });
    const page = await context.newPage();
    await page.goto('/admin/profiles?status=pending');
    await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Fprofiles%3Fstatus%3Dpending/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(adminText(lang).login.title);
    await expect(page.getByLabel(adminText(lang).login.username)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByTestId('admin-layout')).toBeVisible();
    await expect(page.getByTestId('site-footer')).toHaveCount(0);
    await expect(page.getByTestId('language-banner')).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
    await context.close();
  }
});

test('the login: empty fields and bad credentials get the fixed messages; a good login returns to the page that asked', async ({
  page,
}) => {
  const text = adminText('en');
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Fusers/);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: text.login.submit, exact: true }).click();
  await expect(page.getByTestId('admin-login-problem')).toHaveText(text.login.required);

  await page.getByLabel(text.login.username).fill('nobody-at-all');
  await page.getByLabel(text.login.password).fill('wrong-password');
  await page.getByRole('button', { name: text.login.submit, exact: true }).click();
  await expect(page.getByTestId('admin-login-problem')).toHaveText(text.login.failedCredentials);

  await page.getByLabel(text.login.username).fill(DEMO_CREDENTIALS.admin.username);
  await page.getByLabel(text.login.password).fill(DEMO_CREDENTIALS.admin.password);
  await page.getByRole('button', { name: text.login.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByTestId('admin-signed-in')).toContainText(DEMO_CREDENTIALS.admin.username);

  // Signed in, the login page itself goes on to the dashboard.
  await page.goto('/admin/login');
  await expect(page).toHaveURL(/\/admin$/);
});

test('the navigation shows Admins to a superadmin only; logout clears the admin data even when the call fails', async ({ page }) => {
  const text = adminText('en');
  await signInAdmin(page, 'admin');
  await page.goto('/admin');
  const nav = page.getByRole('navigation', { name: adminText('en').nav.label });
  await expect(nav.getByRole('link', { name: text.nav.dashboard })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: text.nav.profiles })).toBeVisible();
  await expect(nav.getByRole('link', { name: text.nav.admins })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // The logout call fails (offline): the page still forgets the admin and shows the login.
  await page.route('**/api/admin/logout', (route) => route.abort());
  await page.getByRole('button', { name: text.logout }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.unroute('**/api/admin/logout');

  await signInAdmin(page, 'superadmin');
  await page.goto('/admin');
  await expect(
    page.getByRole('navigation', { name: adminText('en').nav.label }).getByRole('link', { name: text.nav.admins }),
  ).toBeVisible();
  await page.getByRole('button', { name: text.logout }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  // The session ended on the server: the back office asks for the login again.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login/);
});

test('at 390 px the login and the navigation are usable', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAdmin(page, 'superadmin');
  await page.goto('/admin');
  const nav = page.getByRole('navigation', { name: adminText('en').nav.label });
  await nav.getByRole('link', { name: adminText('en').nav.profiles }).click();
  await expect(page).toHaveURL(/\/admin\/profiles/);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('an unknown back-office path shows Page Not Found in the back office layout', async ({ page }) => {
  await page.goto('/admin/no-such-page');
  await expect(page).toHaveURL(/\/admin\/no-such-page$/);
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
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(adminText('en').login.title);
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
  expect(chunk).not.toContain(adminText('en').login.failedCredentials);
});
