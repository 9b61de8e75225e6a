// One parse for every admin route's params, query and body: a schema failure is a 400 with the
// field errors (never a 500), a missing body parses as {}.
import { ValidationError } from '../errors.ts';

interface ZodLike<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: Parameters<typeof ValidationError.fromZod>[0] };
}

export function parseInput<T>(schema: ZodLike<T>, input: unknown, message?: string): T {
  const parsed = schema.safeParse(input ?? {});
  if (!parsed.success) throw ValidationError.fromZod(parsed.error, message);
  return parsed.data;
}
