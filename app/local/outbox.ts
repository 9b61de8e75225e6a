// Writing a local change together with the outbox entry that will push it: one rw
// transaction, so the device never holds a change the server will not hear of, nor an entry for
// a change that did not happen. The entry is checked against its schema before anything is
// written; its id is made here, so the server can take a replayed push as the same change. Its
// createdAt is later than every entry already waiting (two taps in one millisecond keep their
// order), because the push loop sends entries in createdAt order.
import type { Table } from 'dexie';
import { type OutboxChange, type OutboxEntry, OutboxEntrySchema } from '#sync/outbox.schema.ts';
import { type ContactoDb, db as defaultDb } from './db.ts';

export interface OutboxWriteOptions {
  db?: ContactoDb;
  now?: () => number;
  newId?: () => string;
}

/**
 * Runs `applyLocal` (which writes only to `tables`) and adds the outbox entry for `change` in the
 * same transaction; if either fails, neither is kept. Resolves the stored entry.
 */
export async function writeWithOutbox(
  change: OutboxChange,
  tables: readonly Table[],
  applyLocal: () => Promise<unknown>,
  { db = defaultDb, now = Date.now, newId = () => crypto.randomUUID() }: OutboxWriteOptions = {},
): Promise<OutboxEntry> {
  const entry = OutboxEntrySchema.parse({ ...change, id: newId(), createdAt: now(), attempts: 0 });
  await db.transaction('rw', [db.outbox, ...tables], async () => {
    await applyLocal();
    const last = await db.outbox.orderBy('createdAt').last();
    if (last && last.createdAt >= entry.createdAt) entry.createdAt = last.createdAt + 1;
    await db.outbox.add(entry);
  });
  return entry;
}
