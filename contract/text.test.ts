import { describe, expect, it } from 'vitest';
import { CreateCheckoutSessionRequestSchema, PaymentSuccessRequestSchema } from '#contract/checkout.schema.ts';
import { ContactMessageSchema } from '#contract/contact.schema.ts';
import { ProfileListQuerySchema } from '#contract/profile.schema.ts';
import { ReportSchema } from '#contract/report.schema.ts';
import { NUL_MESSAGE, text } from '#contract/text.ts';

const NUL = '\u0000';

type Parseable = { safeParse(input: unknown): { success: boolean; error?: { issues: { path: PropertyKey[] }[] } } };

describe('the shared text rule', () => {
  it('refuses a NUL anywhere in the string', () => {
    expect(text().safeParse('fine').success).toBe(true);
    for (const value of [NUL, `a${NUL}`, `${NUL}a`, `a${NUL}b`]) {
      const result = text().safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(NUL_MESSAGE);
    }
  });

  it.each([
    [
      'checkout',
      CreateCheckoutSessionRequestSchema,
      { profileIds: [1], customerEmail: 'a@example.com', customerName: `J${NUL}` },
      'customerName',
    ],
    ['checkout email', CreateCheckoutSessionRequestSchema, { profileIds: [1], customerEmail: `a${NUL}@example.com` }, 'customerEmail'],
    ['payment result', PaymentSuccessRequestSchema, { sessionId: `cs_${NUL}` }, null],
    [
      'contact',
      ContactMessageSchema,
      { fullName: 'Ana', email: 'a@example.com', subject: 'general', message: `hello ${NUL} world` },
      'message',
    ],
    ['report', ReportSchema, { type: 'fake', description: `x${NUL}`, anonymous: true }, 'description'],
    ['profile list', ProfileListQuerySchema, { search: `mar${NUL}ia` }, 'search'],
  ])('is used by the %s schema', (_name, schema, input, field) => {
    const result = (schema as Parseable).safeParse(input);
    expect(result.success).toBe(false);
    if (field) expect(result.error?.issues.some((issue) => issue.path[0] === field)).toBe(true);
  });
});
