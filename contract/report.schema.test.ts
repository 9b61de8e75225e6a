import { describe, expect, it } from 'vitest';
import { EVIDENCE_ACCEPT, EVIDENCE_MAX_BYTES, evidenceFileProblem, REPORT_TYPES, ReportSchema } from '#contract/report.schema.ts';

const GOOD = { type: 'harassment', description: 'Rude messages after the purchase.', email: 'me@example.com', anonymous: false };

const errors = (input: unknown) =>
  Object.fromEntries((ReportSchema.safeParse(input).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('ReportSchema', () => {
  it('knows the eight report types', () => {
    expect(REPORT_TYPES).toEqual(['harassment', 'inappropriate', 'fake', 'scam', 'safety', 'technical', 'payment', 'other']);
    for (const type of REPORT_TYPES) expect(ReportSchema.safeParse({ ...GOOD, type }).success).toBe(true);
  });

  it('accepts a report with an optional profile reference', () => {
    expect(ReportSchema.parse({ ...GOOD, profileId: ' 42 ' })).toEqual({ ...GOOD, profileId: '42', language: 'en' });
    expect(errors({ ...GOOD, profileId: '' })).toEqual({});
  });

  it('requires type, description and (unless anonymous) an email, all reported at once', () => {
    expect(errors({ type: '', description: '  ', anonymous: false })).toEqual({
      type: 'forms.validation.reportTypeRequired',
      description: 'forms.validation.descriptionRequired',
      email: 'forms.validation.emailRequired',
    });
    expect(errors({ ...GOOD, email: '' })).toEqual({ email: 'forms.validation.emailRequired' });
    expect(errors({ ...GOOD, email: 'nope' })).toEqual({ email: 'forms.validation.emailInvalid' });
  });

  it('anonymous: no email needed, and a stale invalid one is ignored', () => {
    expect(errors({ type: 'fake', description: 'Fake photos.', anonymous: true })).toEqual({});
    expect(errors({ type: 'fake', description: 'Fake photos.', anonymous: true, email: 'half@' })).toEqual({});
  });

  it('has upper bounds', () => {
    expect(errors({ ...GOOD, description: 'd'.repeat(5001), profileId: 'p'.repeat(201) })).toEqual({
      description: 'forms.validation.descriptionMax',
      profileId: 'forms.validation.profileRefMax',
    });
  });
});

describe('evidenceFileProblem (the browser check)', () => {
  it('accepts images, PDFs and Word files up to 10 MB', () => {
    for (const [name, type] of [
      ['a.JPG', 'image/jpeg'],
      ['a.jpeg', 'image/jpeg'],
      ['a.png', 'image/png'],
      ['a.gif', 'image/gif'],
      ['a.webp', 'image/webp'],
      ['a.pdf', 'application/pdf'],
      ['a.doc', 'application/msword'],
      ['a.docx', ''],
    ]) {
      expect(evidenceFileProblem({ name: name as string, type: type as string, size: 1000 }), name).toBeNull();
    }
    expect(evidenceFileProblem({ name: 'a.pdf', type: 'application/pdf', size: EVIDENCE_MAX_BYTES })).toBeNull();
  });

  it('refuses other types, mismatched types, empty and too large files', () => {
    expect(evidenceFileProblem({ name: 'setup.exe', type: 'application/x-msdownload', size: 10 })).toBe('forms.validation.evidenceType');
    expect(evidenceFileProblem({ name: 'a.pdf', type: 'text/plain', size: 10 })).toBe('forms.validation.evidenceType');
    expect(evidenceFileProblem({ name: 'noextension', type: '', size: 10 })).toBe('forms.validation.evidenceType');
    expect(evidenceFileProblem({ name: 'a.pdf', type: 'application/pdf', size: EVIDENCE_MAX_BYTES + 1 })).toBe(
      'forms.validation.evidenceSize',
    );
    expect(evidenceFileProblem({ name: 'a.pdf', type: 'application/pdf', size: 0 })).toBe('forms.validation.evidenceEmpty');
  });

  it('gives the file input an accept list of extensions and types', () => {
    expect(EVIDENCE_ACCEPT.split(',')).toEqual(expect.arrayContaining(['.png', '.pdf', '.docx', 'application/msword', 'image/webp']));
  });
});
