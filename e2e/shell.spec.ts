// The shell in each of the six languages: <html lang>, translated title, header and footer,
// language-prefixed links; and every storefront route renders its translated page.
import type takedownEnglish from '../app/i18n/locales/takedown/en.json';
import { expect, expectShell, LANGS, messages, test } from './fixtures.ts';

for (const lang of LANGS) {
  test.describe(`the shell in ${lang}`, () => {
    test(`shows the header, home and footer in ${lang}`, async ({ page }) => {
      const m = messages[lang];
      await page.goto(`/${lang}/`);
      await expectShell(page, lang);
      await expect(page).toHaveTitle(`${m.home.title} · Contacto`);

      const nav = page.getByRole('navigation', { name: m.nav.main });
      for (const label of [m.nav.home, m.nav.browse, m.nav.howItWorks, m.nav.about, m.nav.contact, m.nav.favorites]) {
        await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
      }
      await expect(nav.getByRole('link', { name: m.nav.browse, exact: true })).toHaveAttribute('href', `/${lang}/browse`);
      await expect(nav.getByRole('link', { name: m.nav.howItWorks, exact: true })).toHaveAttribute('href', `/${lang}#how-it-works`);
      await expect(page.getByRole('button', { name: m.nav.login })).toBeVisible();
      // The cart's label follows the language's plural rules (0 is "one" in Portuguese).
      const cartLabel = new Intl.PluralRules(lang).select(0) === 'one' ? m.nav.cartLabel_one : m.nav.cartLabel_other;
      await expect(page.getByRole('link', { name: cartLabel.replace('{{count}}', '0') })).toBeVisible();
      await expect(page.getByTestId('cart-count')).toHaveText('0');

      await expect(page.getByRole('heading', { level: 1, name: m.home.heroTitle })).toBeVisible();
      await expect(page.getByTestId('hero-browse')).toHaveText(m.home.browseCta);

      const footer = page.getByTestId('site-footer');
      for (const heading of [m.footer.quickLinks, m.footer.support, m.footer.legal]) {
        await expect(footer.getByRole('heading', { name: heading })).toBeVisible();
      }
      for (const [label, href] of [
        [m.footer.browse, `/${lang}/browse`],
        [m.footer.submitProfile, `/${lang}/submit-profile`],
        [m.footer.faq, `/${lang}/help#faq`],
        [m.footer.safety, `/${lang}/safety`],
        [m.footer.report, `/${lang}/report`],
        [(m as unknown as typeof takedownEnglish).takedown.footerLink, `/${lang}/takedown`],
        [m.footer.privacy, `/${lang}/privacy`],
        [m.footer.disclaimer, `/${lang}/disclaimer`],
      ] as const) {
        await expect(footer.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
      }
      await expect(footer.getByRole('link', { name: m.footer.contactSupport })).toBeVisible();
      await expect(footer).toContainText(m.footer.copyright.replace('{{year}}', String(new Date().getFullYear())));
      await expect(footer.getByRole('heading', { name: m.language.choose })).toBeVisible();

      if (lang !== 'en') {
        // Proof that the page is translated, not English with a different lang attribute.
        await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(messages.en.home.heroTitle);
        await expect(footer).not.toContainText(messages.en.footer.quickLinks);
      }
    });
  });
}

// Pages whose first heading is the page's title (cart, checkout and payment result show their
// state instead: an empty cart, a redirect, a payment error; favorites sends a guest home, and
// favorites-page.spec.ts checks its title for a user).
const pages = [
  ['submit-profile', 'submitProfile'],
  ['about', 'about'],
  ['contact', 'contact'],
  ['help', 'help'],
  ['safety', 'safety'],
  ['report', 'report'],
  ['privacy', 'privacy'],
  ['terms', 'terms'],
  ['cookies', 'cookies'],
  ['disclaimer', 'disclaimer'],
] as const;

test('every storefront route renders its translated page inside the shell', async ({ page }) => {
  const m = messages.de;
  for (const [path, key] of pages) {
    await page.goto(`/de/${path}`);
    await expectShell(page, 'de');
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(m.pages[key]);
    await expect(page, path).toHaveTitle(`${m.pages[key]} · Contacto`);
  }
});

test('client-side navigation keeps the language and the shell', async ({ page }) => {
  const m = messages.it;
  await page.goto('/it/');
  await expectShell(page, 'it');
  await page.getByTestId('hero-browse').click();
  await expect(page).toHaveURL(/\/it\/browse$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.pages.browse);
  await page.getByTestId('site-footer').getByRole('link', { name: m.footer.faq }).click();
  await expect(page).toHaveURL(/\/it\/help#faq$/);
  await expect(page.getByRole('heading', { name: m.footer.faq })).toBeInViewport();
  await page.getByRole('navigation', { name: m.nav.main }).getByRole('link', { name: m.nav.howItWorks }).click();
  await expect(page).toHaveURL(/\/it#how-it-works$/);
  await expect(page.getByRole('heading', { level: 2, name: m.home.howItWorksTitle })).toBeInViewport();
});

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/en/');
  await expectShell(page, 'en');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: messages.en.common.skipToContent });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
});

test('a guest asks who is signed in without a failed request', async ({ page }) => {
  // a browser logs every 4xx as an error in its console (and Lighthouse counts it)
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  const probe = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/session');
  await page.goto('/es/');
  expect(await (await probe).json()).toEqual({ user: null });
  await expect(page.getByRole('button', { name: messages.es.nav.login })).toBeVisible();
  expect(failed).toEqual([]);
});
