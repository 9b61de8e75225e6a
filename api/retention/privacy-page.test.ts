// The privacy page states, in every language, the periods the retention jobs apply: each item of
// its "how long we keep data" list names the period of the job that keeps its promise, so a change
// of one without the other fails here.
import { describe, expect, it } from 'vitest';
import { loadPageContent } from '#app/content/load-page-content.ts';
import { SUPPORTED_LANGUAGES } from '#app/i18n/language.ts';
import { DISCLOSURE_KEPT_DAYS } from '#contract/approval-request.schema.ts';
import { SESSION_ABSOLUTE_SECONDS, SESSION_IDLE_SECONDS } from '../auth/session.ts';
import { WEBHOOK_PAYLOAD_DAYS } from '../jobs/cleanup.job.ts';
import { CONSENT_RECORD_YEARS } from './consent-retention.job.ts';
import { IDLE_ACCOUNT_YEARS } from './idle-accounts.job.ts';
import { RECORDS_YEARS } from './records-retention.job.ts';
import { SUPPORT_YEARS } from './support-retention.job.ts';

/** The retention list, item by item: the numbers each must state. */
const PROMISES: { kind: string; numbers: number[] }[] = [
  { kind: 'orders', numbers: [RECORDS_YEARS] },
  { kind: 'payment messages', numbers: [WEBHOOK_PAYLOAD_DAYS] },
  { kind: 'disclosure forms', numbers: [DISCLOSURE_KEPT_DAYS] },
  { kind: 'accounts', numbers: [IDLE_ACCOUNT_YEARS] },
  { kind: 'sessions', numbers: [SESSION_IDLE_SECONDS / 86_400, SESSION_ABSOLUTE_SECONDS / 86_400] },
  { kind: 'profiles', numbers: [] },
  { kind: 'consent records', numbers: [CONSENT_RECORD_YEARS] },
  { kind: 'messages and reports', numbers: [SUPPORT_YEARS] },
  { kind: 'audit trail', numbers: [RECORDS_YEARS] },
];

describe('the privacy page', () => {
  for (const lang of SUPPORTED_LANGUAGES) {
    it(`in ${lang} states each period the retention jobs apply`, async () => {
      const page = await loadPageContent('privacy', lang);
      const retention = page.sections.find((section) => section.id === 'retention');
      const list = retention?.blocks.find((block) => Array.isArray(block)) as readonly string[] | undefined;
      expect(list?.length).toBeGreaterThanOrEqual(PROMISES.length);
      PROMISES.forEach(({ kind, numbers }, i) => {
        for (const n of numbers) expect(list?.[i], `${lang}: ${kind}`).toMatch(new RegExp(`(^|\\D)${n}(\\D|$)`));
      });
    });

    it(`in ${lang} says what deleting a profile erases at once and what stays`, async () => {
      const page = await loadPageContent('privacy', lang);
      const withdrawal = page.sections.find((section) => section.id === 'withdrawal');
      // the two lists: what goes at once, what stays (blanked)
      expect(withdrawal?.blocks.filter((block) => Array.isArray(block))).toHaveLength(2);
    });
  }
});
