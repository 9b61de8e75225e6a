import { describe, expect, it } from 'vitest';
import { ContactMessageSchema } from '#contract/contact.schema.ts';
import { ReportSchema } from '#contract/report.schema.ts';
import { fieldErrorsToFormik, zodFormikValidate } from './zod-formik.ts';

const t = (key: string) => `T(${key})`;

describe('zodFormikValidate', () => {
  it('turns the contact schema issues into translated formik errors', () => {
    const validate = zodFormikValidate(ContactMessageSchema, t);
    expect(validate({ fullName: 'A', email: 'x', subject: '', message: 'short' })).toEqual({
      fullName: 'T(forms.validation.fullNameMin)',
      email: 'T(forms.validation.emailInvalid)',
      subject: 'T(forms.validation.subjectRequired)',
      message: 'T(forms.validation.messageMin)',
    });
    expect(validate({ fullName: 'Ana', email: 'ana@example.com', subject: 'other', message: 'A long enough message' })).toEqual({});
  });

  it('adapts form values first, and reads a zod default message as "check this field"', () => {
    const validate = zodFormikValidate(ReportSchema, t, (values: { anonymous: string }) => ({
      ...values,
      anonymous: values.anonymous === 'yes',
    }));
    expect(validate({ anonymous: 'yes', type: 'fake', description: 'd', language: 'xx' } as never)).toEqual({
      language: 'T(forms.validation.invalid)',
    });
    expect(validate({ anonymous: 'no', type: 'fake', description: 'd' } as never)).toEqual({ email: 'T(forms.validation.emailRequired)' });
  });
});

describe('fieldErrorsToFormik', () => {
  it('keeps the first message of each field, nested paths included', () => {
    expect(
      fieldErrorsToFormik({ email: ['forms.validation.emailInvalid', 'x'], 'a.b': ['forms.validation.invalid'], empty: [] }, t),
    ).toEqual({
      email: 'T(forms.validation.emailInvalid)',
      a: { b: 'T(forms.validation.invalid)' },
    });
  });
});
