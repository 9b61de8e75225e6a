// The outbox: changes made on the device that the push loop still has to send.
// Each entry is one kind of change with its payload, a client-generated id (the server's
// idempotency key, so a replay after a lost answer changes nothing twice), when it was made and
// how many pushes have failed. The browser writes entries (app/local/outbox.ts) and the push loop
// and the server handlers read them with these schemas.
//
// A new kind: its change schema below and one line in each union. Uploads (queued submissions)
// will be kinds whose payload names blobs kept beside the entry, not the blobs themselves.
import { z } from 'zod/mini';

const IdSchema = z.int().check(z.positive());
/** Epoch milliseconds. */
const TimeSchema = z.int().check(z.nonnegative());

export const FavoriteAddChangeSchema = z.object({
  kind: z.literal('favorite.add'),
  payload: z.object({ userId: IdSchema, profileId: IdSchema, addedAt: TimeSchema }),
});

export const FavoriteRemoveChangeSchema = z.object({
  kind: z.literal('favorite.remove'),
  payload: z.object({ userId: IdSchema, profileId: IdSchema }),
});

/** What a writer hands to the outbox: a kind and its payload. */
export const OutboxChangeSchema = z.discriminatedUnion('kind', [FavoriteAddChangeSchema, FavoriteRemoveChangeSchema]);
export type OutboxChange = z.infer<typeof OutboxChangeSchema>;
export type OutboxKind = OutboxChange['kind'];

const entryFields = {
  id: z.uuid(),
  createdAt: TimeSchema,
  /** Failed pushes so far (the push loop backs off and may give up on an entry). */
  attempts: z.int().check(z.nonnegative()),
};

/** A stored outbox entry: the change plus its id, time and failed attempts. */
export const OutboxEntrySchema = z.discriminatedUnion('kind', [
  z.extend(FavoriteAddChangeSchema, entryFields),
  z.extend(FavoriteRemoveChangeSchema, entryFields),
]);
export type OutboxEntry = z.infer<typeof OutboxEntrySchema>;
