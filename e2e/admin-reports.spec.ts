// The reports queue in Chromium: a report filed through the public form with an
// email, about a profile made here, found in /admin/reports as New, then worked on a 390 px phone
// to Resolved (review, an internal note, the reported profile paused after a confirmation) and the
// outcome emailed to the reporter (the mail leaves through the job queue into the server's
// outbox); axe on the list and on the report. Every row this file makes has its own suffix; other
// files may run at the same time.
import { randomBytes } from 'node:crypto';
import { insertProfile } from '#db/seed/factories/profile.factory.ts';
import { mulberry32 } from '../db/seed/prng.ts';
import { expect, messages, test } from './fixtures.ts';
import { signInAdmin } from './support/admin.ts';
import { seriousViolations } from './support/axe.ts';
import { field, formsMessages, resetFormRateLimits, withE2eDatabase } from './support/forms.ts';
import { waitForMailTo } from './support/outbox.ts';

type SupportTexts = typeof import('../app/i18n/locales/admin-support/en.json');
const r = (messages.en as unknown as SupportTexts).adminReports;
const form = formsMessages('en');

test('a report from the public form is worked to resolved and the reporter gets the outcome by email', async ({ page }) => {
  test.setTimeout(180_000);
  const tag = randomBytes(4).toString('hex');
  // a live profile of its own (unique slugs: the factory's sequence restarts with every run)
  const slugs = Object.fromEntries(
    ['slugEn', 'slugEs', 'slugDe', 'slugIt', 'slugNl', 'slugPt'].map((key) => [key, `reportee-${key.slice(4).toLowerCase()}-${tag}`]),
  );
  const random = mulberry32(Number.parseInt(tag, 16));
  const profile = await withE2eDatabase((sql) => insertProfile(sql, { firstName: 'Reportee', lastName: `Queue${tag}`, ...slugs }, random));
  test.skip(profile === null, "needs the e2e server's own database");
  if (!profile) return;
  await resetFormRateLimits();
  const email = `reporter-${tag}@example.org`;

  await page.goto('/en/report');
  await field(page, form.report.type).selectOption({ label: form.report.types.fake });
  await field(page, form.report.profileId).fill(String(profile.id));
  await field(page, form.report.description).fill(`These photos are not hers (${tag}).`);
  await field(page, form.report.email).fill(email);
  const filed = page.waitForResponse('**/api/reports');
  await page.getByRole('button', { name: form.report.submit }).click();
  const response = await filed;
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: number };

  await signInAdmin(page);
  await page.goto('/admin/reports?status=open&type=fake');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reports');
  const row = page.getByTestId('report-row').filter({ has: page.getByRole('link', { name: `Report #${id}`, exact: true }) });
  await expect(row).toContainText(r.status.open);
  await expect(row).toContainText(email);
  await expect(row.getByRole('link', { name: `Reportee Queue${tag}` })).toHaveAttribute('href', `/admin/edit-profile/${profile.id}`);
  expect(await seriousViolations(page)).toEqual([]);

  // on a 390 px phone the queue is one card a report, and the report is worked there
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.getByTestId('report-card').filter({ has: page.getByRole('link', { name: `Report #${id}`, exact: true }) });
  await expect(card).toContainText(email);
  await expect(page.getByTestId('reports-table')).toBeHidden();
  await card.getByRole('link', { name: `Report #${id}`, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Report #${id}`);
  await expect(page.getByTestId('report-reporter')).toHaveText(email);
  await expect(page.getByTestId('report-description')).toContainText(tag);
  await expect(page.getByTestId('report-notify')).toContainText(r.notify.blocked.notClosed);

  const status = page.getByTestId('report-summary').getByTestId('report-status');
  await page.getByRole('button', { name: r.move.startReview }).click();
  await expect(status).toHaveText(r.status.in_review);
  await page.getByLabel(r.notes.label).fill(`Stock photo, found online (${tag}).`);
  await page.getByRole('button', { name: r.notes.add }).click();
  await expect(page.getByTestId('report-note')).toContainText(`Stock photo, found online (${tag}).`);

  await page.getByRole('button', { name: r.pause.button }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(r.pause.confirmTitle.replace('{{name}}', `Reportee Queue${tag}`));
  await confirm.getByRole('button', { name: r.pause.confirm }).click();
  await expect(page.getByTestId('report-pause')).toContainText(r.pause.already.replace('{{name}}', `Reportee Queue${tag}`));
  await expect(page.getByTestId('report-profile')).toContainText(r.profileState.paused);
  expect((await page.request.get(`/api/profiles/${profile.id}`)).status()).toBe(404);

  await page.getByRole('button', { name: r.move.resolve }).click();
  await expect(status).toHaveText(r.status.resolved);
  const outcome = page.getByLabel(r.notify.label);
  await expect(outcome).toHaveValue(/We have reviewed the profile you reported/);
  await outcome.fill(`We removed the profile you reported. Reference ${tag}.`);
  await page.getByRole('button', { name: r.notify.send }).click();
  await expect(page.getByTestId('report-message')).toHaveText(r.notify.queued);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);

  const mail = await waitForMailTo(email);
  if (mail !== null) {
    expect(mail.subject).toBe('Your report to Contacto: our answer');
    expect(mail.text).toContain(`We removed the profile you reported. Reference ${tag}.`);
    await page.reload();
    await expect(page.getByTestId('report-notified')).toBeVisible();
  }
});
