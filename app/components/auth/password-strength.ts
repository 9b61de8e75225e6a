// The sign-up form's password hint: the rule itself is 8 characters (the shared contract) and not
// a common breached password (the server's check), so strength beyond that is advice, never a
// rule. Length counts most; mixing kinds of characters helps; a password made of one repeated
// character is weak at any length.
export type PasswordStrength = 'weak' | 'fair' | 'strong';

export function passwordStrength(password: string): PasswordStrength {
  if (password.length < 8 || new Set(password).size < 4) return 'weak';
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/].filter((re) => re.test(password)).length;
  const score = (password.length >= 12 ? 2 : 1) + (kinds >= 3 ? 2 : kinds === 2 ? 1 : 0);
  return score >= 3 ? 'strong' : score === 2 ? 'fair' : 'weak';
}
