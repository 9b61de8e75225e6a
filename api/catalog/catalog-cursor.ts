// The change feed's cursor: opaque to clients (base64url of a small JSON object), checked with zod
// on the way back in, so a tampered or truncated cursor is a 400 and never reaches SQL.
//   snapshot: { xmin0, after }  paging the current catalogue newest first; xmin0 is the oldest
//             transaction still running when the snapshot began (where the feed phase resumes)
//   feed:     { txid, seq }     the last catalog_changes row read
import { z } from 'zod';
import { ValidationError } from '../errors.ts';
import { parseInput } from '../http/parse-input.ts';

const xid8 = z
  .string()
  .regex(/^\d{1,20}$/)
  .refine((value) => /^\d+$/.test(value) && BigInt(value) < 2n ** 64n);
// A timestamptz as PostgreSQL prints it (microseconds and offset kept, so keyset paging is exact).
const timestamp = z.string().regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2}){0,2}|Z)$/);

const CursorSchema = z.discriminatedUnion('phase', [
  z.strictObject({
    phase: z.literal('snapshot'),
    xmin0: xid8,
    after: z.nullable(z.strictObject({ createdAt: timestamp, id: z.int().min(1).max(2_147_483_647) })),
  }),
  z.strictObject({
    phase: z.literal('feed'),
    txid: xid8,
    seq: z
      .string()
      .regex(/^\d{1,19}$/)
      .refine((value) => /^\d+$/.test(value) && BigInt(value) < 2n ** 63n),
  }),
]);
export type CatalogCursor = z.infer<typeof CursorSchema>;

export function encodeCursor(cursor: CatalogCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/** '' starts a new snapshot (undefined); anything unreadable is a 400 with a field error. */
export function decodeCursor(value: string): CatalogCursor | undefined {
  if (value === '') return undefined;
  const invalid = () => new ValidationError('Invalid cursor', { cursor: ['Unreadable cursor: start again with an empty cursor'] });
  if (!/^[A-Za-z0-9_-]+$/.test(value)) throw invalid();
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const cursor = parseInput(CursorSchema, json, invalid);
  // only the exact text we issue: no extra bytes, no re-ordered or re-spaced JSON
  if (encodeCursor(cursor) !== value) throw invalid();
  return cursor;
}
