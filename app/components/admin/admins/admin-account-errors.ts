// What the Admin Management page says when the server refuses: a refusal (409, its message one of
// ADMIN_REFUSALS) in the admin's language, else the server's message, else the fixed default
// ('Failed to create admin account.' …).

import type { Translate } from '#app/components/forms/zod-formik.ts';
import { ADMIN_REFUSALS, type AdminRefusal } from '#contract/admin-account.schema.ts';

const REFUSAL_BY_MESSAGE = new Map(Object.entries(ADMIN_REFUSALS).map(([code, message]) => [message as string, code as AdminRefusal]));

/** The refusal the server's message names, if it is one. */
export function refusalOf(message: string | undefined): AdminRefusal | null {
  return (message && REFUSAL_BY_MESSAGE.get(message)) || null;
}

/** The toast's description: a known refusal translated, else the server's message, else the fallback. */
export function failureText(message: string | undefined, fallback: string, t: Translate): string {
  const refusal = refusalOf(message);
  if (refusal) return t(`adminAdmins.refusals.${refusal}`);
  return message || fallback;
}
