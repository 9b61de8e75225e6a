// Helpers for the contact and report e2e tests: typed messages, form controls by label, a PNG to
// attach, and a reset of the forms' hourly allowance. Every run comes from 127.0.0.1, so without
// the reset a second run within the hour would meet the rate limit (5 an hour) of the first.
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import type formsEnglish from '../../app/i18n/locales/forms/en.json';
import { type Lang, messages } from '../fixtures.ts';
import { withE2eDatabase } from './e2e-database.ts';

/** The forms area's messages in a language (typed from the English file). */
export function formsMessages(lang: Lang): (typeof formsEnglish)['forms'] {
  return (messages[lang] as unknown as typeof formsEnglish).forms;
}

/**
 * A form control by its label's text. The label's text also holds the required asterisk or the
 * "(optional)" note, so the match allows either after the words (getByLabel matches label text).
 */
export function field(page: Page, label: string): Locator {
  const words = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${words}\\s*(\\*|\\(.+\\))?$`));
}

/** A small real PNG to attach as evidence. */
export async function evidencePng(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toBuffer();
}

export { E2E_DATA_DIR, withE2eDatabase } from './e2e-database.ts';

/** Empties the contact and report rate-limit windows (see resetRateLimits). */
export function resetFormRateLimits(): Promise<boolean> {
  return resetRateLimits(['contact', 'reports']);
}

/** Empties the named rate-limit windows of the e2e server's embedded database (see withE2eDatabase). */
export async function resetRateLimits(names: readonly string[]): Promise<boolean> {
  const done = await withE2eDatabase(async (sql) => {
    await sql`DELETE FROM rate_limits WHERE split_part(bucket, ':', 1) IN ${sql(names)}`;
    return true;
  });
  return done ?? false;
}
