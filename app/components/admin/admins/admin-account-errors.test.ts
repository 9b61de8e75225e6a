import { describe, expect, it } from 'vitest';
import { zodFormikValidate } from '#app/components/forms/zod-formik.ts';
import { CreateAdminSchema } from '#contract/admin-account.schema.ts';
import { failureText } from './admin-account-errors.ts';

const t = (key: string) => `t:${key}`;

describe("Admin Management's messages", () => {
  it('come from the shared schema as keys of the back office, one per field', () => {
    const validate = zodFormikValidate(CreateAdminSchema, t, (values: Record<string, string>) => values);
    expect(validate({ username: 'ab', email: 'nope', password: 'short', role: '' })).toEqual({
      username: 't:adminAdmins.validation.usernameMin',
      email: 't:adminAdmins.validation.emailInvalid',
      password: 't:adminAdmins.validation.passwordMin',
      role: 't:adminAdmins.validation.roleRequired',
    });
    expect(validate({ username: 'abc', email: 'a@b.example', password: '12345678', role: 'admin' })).toEqual({});
  });

  it("say a refusal in the admin's language, another message as the server wrote it, else the default", () => {
    expect(failureText('An admin with this username already exists', 'fallback', t)).toBe('t:adminAdmins.refusals.usernameTaken');
    expect(failureText('Something else', 'fallback', t)).toBe('Something else');
    expect(failureText(undefined, 'fallback', t)).toBe('fallback');
  });
});
