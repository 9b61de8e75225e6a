// The one rule every text field of a request follows: no NUL character (PostgreSQL cannot store
// it in text, and no form can type it). Every input schema builds its strings with `text()`, so a
// NUL anywhere in a body is a 400 with a field error, never a 500 from the database.
import { z } from 'zod/mini';

export const NUL_MESSAGE = 'forms.validation.invalidCharacters';

const noNul = z.refine<string>((value) => !value.includes('\u0000'), { message: NUL_MESSAGE, abort: true });

/** A string without NUL characters; `message` is the error for a missing or non-string value. */
export function text(message?: string) {
  return z.string(message).check(noNul);
}
