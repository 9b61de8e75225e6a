// What a new password must be, beyond the contract's length (at least 8 characters, checked in
// the browser as on the server): not one of the ~49,000 most common breached passwords, compared
// without regard to case. The list is the one zxcvbn-ts ships (@zxcvbn-ts/language-common,
// already lowercase); it is read on the first check and kept, and only the server checks it, so
// the app's bundle does not carry it. Used wherever a site user or an admin chooses a password.
import { dictionary } from '@zxcvbn-ts/language-common';

let common: Set<string> | undefined;

/** Whether `password` is on the common breached password list (any case). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.toLowerCase());
}
