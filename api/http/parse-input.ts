// The one parse of an API input (a route's params, query, body or header) against its zod schema
// (zod or zod/mini): the parsed value, or a thrown 400. By default the 400 is a ValidationError
// with the schema's field errors, under `message` ('Invalid input' unless said); a route whose
// refusal is worded otherwise passes the error to throw instead. A route that takes a missing
// body as an empty one says so at the call (`req.body ?? {}`): Express leaves req.body undefined
// when no parser read one.
import type { core } from 'zod';
import { ValidationError } from '../errors.ts';

interface Schema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: core.$ZodError };
}

/** How a failed parse is answered: a ValidationError with this message, or the error made here. */
export type ParseFailure = string | ((error: core.$ZodError) => Error);

export function parseInput<T>(schema: Schema<T>, input: unknown, failure?: ParseFailure): T {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw typeof failure === 'function' ? failure(parsed.error) : ValidationError.fromZod(parsed.error, failure);
}
