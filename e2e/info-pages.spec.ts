// The information and legal pages: each renders its translated
// title and its own text in several languages, the legal pages have a last-updated date and a
// table of contents, the Safety page shows 911 (and 112 in German) with a Report button, the Help
// FAQ opens with the keyboard, axe finds nothing serious, and phones get no sideways scroll.
import type { InfoPageName } from '../app/content/load-page-content.ts';
import { expect, expectShell, type Lang, messages, test } from './fixtures.ts';
import { seriousViolations } from './support/axe.ts';
import { hasNoHorizontalOverflow, helpContent, info, pageContent } from './support/info-pages.ts';

const PAGES: ReadonlyArray<{ page: InfoPageName; other: Lang[] }> = [
  { page: 'about', other: ['es', 'de'] },
  { page: 'help', other: ['it'] },
  { page: 'safety', other: ['nl'] },
  { page: 'privacy', other: ['pt', 'de'] },
  { page: 'terms', other: ['es'] },
  { page: 'cookies', other: ['it'] },
  { page: 'disclaimer', other: ['nl'] },
];
const LEGAL = new Set<InfoPageName>(['privacy', 'terms', 'cookies', 'disclaimer']);

for (const { page: name, other } of PAGES) {
  for (const lang of ['en', ...other] as Lang[]) {
    test(`${name} in ${lang} shows its title and its own text`, async ({ page }) => {
      const title = messages[lang].pages[name];
      await page.goto(`/${lang}/${name}`);
      await expectShell(page, lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page).toHaveTitle(`${title} · Contacto`);

      if (name === 'help') {
        const help = await helpContent(lang);
        await expect(page.getByText(help.intro)).toBeVisible();
        for (const category of help.categories) {
          await expect(page.getByRole('heading', { level: 3, name: category.title })).toBeVisible();
        }
      } else {
        const content = await pageContent(name, lang);
        const first = content.sections[0];
        await expect(page.getByRole('heading', { level: 2, name: first?.heading, exact: true })).toBeVisible();
        await expect(page.getByRole('heading', { level: 2 }).filter({ hasText: content.sections.at(-1)?.heading })).toBeVisible();
      }

      if (LEGAL.has(name)) {
        await expect(page.getByTestId('last-updated')).toContainText(info[lang].lastUpdated);
        await expect(page.getByTestId('last-updated').locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
        const toc = page.getByRole('navigation', { name: info[lang].onThisPage });
        const content = await pageContent(name as Exclude<InfoPageName, 'help'>, lang);
        await expect(toc.getByRole('link')).toHaveCount(content.sections.length);
      } else {
        await expect(page.getByTestId('last-updated')).toHaveCount(0);
      }
    });
  }
}

test('the About page states the figures, the three verification steps and links to browse and submit', async ({ page }) => {
  const m = messages.de;
  const i = info.de;
  await page.goto('/de/about');
  await expectShell(page, 'de');
  const stats = page.getByTestId('about-stats');
  for (const figure of ['500+', '50+', '25+']) await expect(stats).toContainText(figure);
  await expect(stats).toContainText(i.about.ratingValue);
  const about = await pageContent('about', 'de');
  const steps = about.sections.find((section) => section.id === 'verification')?.steps ?? [];
  expect(steps).toHaveLength(3);
  for (const step of steps) await expect(page.getByRole('heading', { level: 3, name: step.title })).toBeVisible();
  await expect(page.getByTestId('about-browse')).toHaveAttribute('href', '/de/browse');
  await expect(page.getByTestId('about-submit')).toHaveAttribute('href', '/de/submit-profile');

  // A link inside the text keeps the language.
  await page.getByRole('link', { name: 'Sicherheitstipps', exact: true }).first().click();
  await expect(page).toHaveURL(/\/de\/safety$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.pages.safety);
});

test('the Safety page shows 112 and 911 in German, with the report button and a link to contact', async ({ page }) => {
  const m = messages.de;
  const i = info.de;
  await page.goto('/de/safety');
  await expectShell(page, 'de');
  const numbers = page.getByTestId('emergency-number');
  await expect(numbers).toHaveText(['112', '911']);
  await expect(
    page.getByRole('link', { name: `${i.safety.callNumber.replace('{{number}}', '112')}: ${i.safety.number112}` }),
  ).toHaveAttribute('href', 'tel:112');
  const report = page.getByTestId('safety-report');
  await expect(report).toHaveText(m.pages.report);
  await expect(report).toHaveAttribute('href', '/de/report');
  await expect(page.getByRole('link', { name: i.safety.contactLink })).toHaveAttribute('href', '/de/contact');
  await report.click();
  await expect(page).toHaveURL(/\/de\/report$/);
});

test('the Safety page shows 911 (and not 112) in English', async ({ page }) => {
  await page.goto('/en/safety');
  await expectShell(page, 'en');
  await expect(page.getByTestId('emergency-number')).toHaveText(['911']);
  await expect(page.getByTestId('emergency-numbers')).toContainText(info.en.safety.number911);
  await expect(page.getByTestId('emergency-numbers')).not.toContainText('112');
  await expect(page.getByTestId('safety-report')).toHaveAttribute('href', '/en/report');
});

test('the Help page links to contact, safety and report and its FAQ opens with the keyboard', async ({ page }) => {
  const i = info.en;
  const help = await helpContent('en');
  await page.goto('/en/help');
  await expectShell(page, 'en');
  for (const [label, href] of [
    [i.help.contactTitle, '/en/contact'],
    [i.help.safetyTitle, '/en/safety'],
    [i.help.reportTitle, '/en/report'],
  ] as const) {
    await expect(page.getByRole('link', { name: new RegExp(`^${label}`) })).toHaveAttribute('href', href);
  }
  await expect(page.getByTestId('help-categories').getByRole('link')).toHaveCount(4);

  const first = help.categories[0]?.questions[0];
  const second = help.categories[0]?.questions[1];
  if (!first || !second) throw new Error('the FAQ is empty');
  const button = page.getByRole('button', { name: first.question });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  const answer = first.answer[0] as string;
  await expect(page.getByText(answer)).toHaveCount(0);

  // Focus the first question, then open and close with Enter and Space and move with Tab.
  await page.getByRole('heading', { level: 2, name: i.help.faqTitle }).scrollIntoViewIfNeeded();
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(answer)).toBeVisible();
  await page.keyboard.press('Tab');
  const secondButton = page.getByRole('button', { name: second.question });
  await expect(secondButton).toBeFocused();
  await page.keyboard.press(' ');
  await expect(secondButton).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Shift+Tab');
  await expect(button).toBeFocused();
  await page.keyboard.press(' ');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText(answer)).toHaveCount(0);
});

test('the FAQ states prices and times, and a question link opens its answer', async ({ page }) => {
  await page.goto('/en/help#faq-pricing');
  await expectShell(page, 'en');
  const pricing = page.locator('#faq-pricing');
  await expect(pricing.getByRole('button')).toHaveAttribute('aria-expanded', 'true');
  await expect(pricing).toContainText('$2');
  await expect(pricing).toContainText('$1.00');
  await page.getByRole('button', { name: 'Which currency do you charge in, and are there fees?' }).click();
  await expect(page.locator('#faq-currency')).toContainText('$0.00');
  await expect(page.locator('#faq-currency')).toContainText('USD');
  await page.getByRole('button', { name: 'How long does the review take?' }).click();
  await expect(page.locator('#faq-review-time')).toContainText('24–48 hours');
});

for (const path of ['/en/about', '/en/help', '/en/privacy']) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expectShell(page, 'en');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (path === '/en/help') await page.getByRole('button').filter({ hasText: '?' }).first().click();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('on a 390 px phone every page fits the screen, and the FAQ and safety numbers stay usable', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
  const page = await context.newPage();
  for (const { page: name } of PAGES) {
    await page.goto(`/en/${name}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.en.pages[name]);
    expect(await hasNoHorizontalOverflow(page), name).toBe(true);
  }
  await page.goto('/de/safety');
  await expect(page.getByTestId('emergency-number').first()).toBeInViewport();
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});

test('on a desktop the legal table of contents sits beside the text and its links jump to the section', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en/terms');
  await expectShell(page, 'en');
  const toc = page.getByTestId('table-of-contents');
  const firstSection = page.locator('section#service');
  const tocBox = await toc.boundingBox();
  const textBox = await firstSection.boundingBox();
  expect(tocBox && textBox && tocBox.x + tocBox.width <= textBox.x).toBe(true);
  const terms = await pageContent('terms', 'en');
  const refunds = terms.sections.find((section) => section.id === 'refunds');
  await toc.getByRole('link', { name: refunds?.heading }).click();
  await expect(page).toHaveURL(/#refunds$/);
  await expect(page.getByRole('heading', { level: 2, name: refunds?.heading })).toBeInViewport();
  // The table of contents stays in view while reading.
  await expect(toc).toBeInViewport();
});
