import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '#contract/languages.ts';
import { renderOwnerReviewMail } from './owner-review-mail.ts';

const base = 'https://contacto.example';

describe("the mail of a moderator's answer", () => {
  it.each(SUPPORTED_LANGUAGES)('in %s, carries the reason and sends her to her submissions, for every answer', (language) => {
    for (const kind of ['needs_changes', 'declined', 'edit_sent_back'] as const) {
      const mail = renderOwnerReviewMail({ language, name: 'María', kind, reason: 'Add a <clear> face photo.', base });
      expect(mail.text).toContain('María');
      expect(mail.text).toContain('Add a <clear> face photo.');
      expect(mail.html).not.toContain('<clear>');
      expect(mail.text).toContain(`${base}/${language}/my-submissions`);
      if (language !== 'en')
        expect(mail.subject).not.toBe(renderOwnerReviewMail({ language: 'en', name: 'María', kind, reason: 'x', base }).subject);
    }
  });

  it('says which answer it is', () => {
    const subjects = new Set(
      (['needs_changes', 'declined', 'edit_sent_back'] as const).map(
        (kind) => renderOwnerReviewMail({ language: 'es', name: 'A', kind, reason: 'x', base }).subject,
      ),
    );
    expect(subjects.size).toBe(3);
  });
});
