import { describe, expect, it } from 'vitest';
import { CONTACT_SUBJECTS, ContactMessageSchema } from '#contract/contact.schema.ts';

const GOOD = { fullName: 'Sam Visitor', email: 'sam@example.org', subject: 'general', message: 'Hello there, a question.' };

const errors = (input: unknown) =>
  Object.fromEntries((ContactMessageSchema.safeParse(input).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('ContactMessageSchema', () => {
  it('accepts a good message, trims it and defaults the language to English', () => {
    expect(ContactMessageSchema.parse({ ...GOOD, fullName: '  Sam  ', email: ' sam@example.org ' })).toEqual({
      ...GOOD,
      fullName: 'Sam',
      language: 'en',
    });
  });

  it('knows the eight contact subjects', () => {
    expect(CONTACT_SUBJECTS).toEqual(['general', 'technical', 'billing', 'profile', 'verification', 'report', 'partnership', 'other']);
    for (const subject of CONTACT_SUBJECTS) expect(ContactMessageSchema.safeParse({ ...GOOD, subject }).success).toBe(true);
  });

  it('names every problem with its i18n key', () => {
    expect(errors({ fullName: ' a ', email: 'a@b', subject: '', message: '123456789' })).toEqual({
      fullName: 'forms.validation.fullNameMin',
      email: 'forms.validation.emailInvalid',
      subject: 'forms.validation.subjectRequired',
      message: 'forms.validation.messageMin',
    });
    expect(errors({})).toEqual({
      fullName: 'forms.validation.fullNameMin',
      email: 'forms.validation.emailInvalid',
      subject: 'forms.validation.subjectRequired',
      message: 'forms.validation.messageMin',
    });
  });

  it('has upper bounds', () => {
    expect(errors({ ...GOOD, fullName: 'x'.repeat(201), message: 'y'.repeat(5001), email: `${'e'.repeat(250)}@example.org` })).toEqual({
      fullName: 'forms.validation.fullNameMax',
      message: 'forms.validation.messageMax',
      email: 'forms.validation.emailMax',
    });
    expect(errors({ ...GOOD, fullName: 'x'.repeat(200), message: 'y'.repeat(5000) })).toEqual({});
  });

  it('counts the trimmed text: ten characters of message, two of name', () => {
    expect(errors({ ...GOOD, message: '   123456789   ' })).toEqual({ message: 'forms.validation.messageMin' });
    expect(errors({ ...GOOD, message: '1234567890' })).toEqual({});
    expect(errors({ ...GOOD, fullName: 'Al' })).toEqual({});
  });
});
