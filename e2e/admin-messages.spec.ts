// The message inbox in Chromium: a message sent through the public contact
// form is in /admin/messages, bold and labelled Unread; opening it marks it read; the reply sent
// from its page is kept there and leaves by email ("Re: <subject>") through the job queue into the
// server's outbox; axe on the inbox and on the message. Every row this file makes has its own
// suffix; other files may run at the same time.
import { randomBytes } from 'node:crypto';
import { expect, messages, test } from './fixtures.ts';
import { signInAdmin } from './support/admin.ts';
import { seriousViolations } from './support/axe.ts';
import { field, formsMessages, resetFormRateLimits } from './support/forms.ts';
import { waitForMailTo } from './support/outbox.ts';

type SupportTexts = typeof import('../app/i18n/locales/admin-support/en.json');
const m = (messages.en as unknown as SupportTexts).adminMessages;
const form = formsMessages('en');

test('a contact message is answered from the inbox and the reply is kept and emailed', async ({ page }) => {
  test.setTimeout(150_000);
  const tag = randomBytes(4).toString('hex');
  const name = `Inbox Sender ${tag}`;
  const email = `contact-${tag}@example.org`;
  await resetFormRateLimits();

  await page.goto('/en/contact');
  await field(page, form.contact.fullName).fill(name);
  await field(page, form.contact.email).fill(email);
  await field(page, form.contact.subject).selectOption({ label: form.contact.subjects.partnership });
  await field(page, form.contact.message).fill(`Could we talk about a partnership? (${tag})`);
  const sent = page.waitForResponse('**/api/contact');
  await page.getByRole('button', { name: form.contact.submit }).click();
  expect((await sent).status()).toBe(201);

  await signInAdmin(page);
  await page.goto('/admin/messages?subject=partnership&read=unread');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Messages');
  const row = page.getByTestId('message-row').filter({ hasText: name });
  await expect(row).toHaveAttribute('data-unread', 'true');
  await expect(row.getByTestId('message-unread')).toHaveText(m.unread);
  expect(await seriousViolations(page)).toEqual([]);

  await row.getByRole('link').click();
  await expect(page.getByTestId('message-body')).toContainText(`(${tag})`);
  // opening it marked it read
  await expect(page.getByRole('button', { name: m.markUnread })).toBeVisible();
  await expect(page.getByTestId('message-body').getByTestId('message-unread')).toHaveCount(0);

  const reply = `Thank you, ${name}: our partnerships team will write to you this week.`;
  await page.getByLabel(m.reply.label).fill(reply);
  await page.getByRole('button', { name: m.reply.send }).click();
  await expect(page.getByTestId('message-reply')).toContainText(reply);
  await expect(page.getByTestId('message-status')).toHaveText(m.status.answered);
  await expect(page.getByLabel(m.reply.label)).toHaveValue('');
  expect(await seriousViolations(page)).toEqual([]);

  const mail = await waitForMailTo(email);
  if (mail !== null) {
    expect(mail.subject).toBe('Re: Partnership Inquiry');
    expect(mail.text).toContain(reply);
    expect(mail.text).toContain(`> Could we talk about a partnership? (${tag})`);
    await page.reload();
    await expect(page.getByTestId('message-reply')).toContainText(m.reply.sent);
  }
});
