// POST /api/sync/push: the push loop sends outbox entries in the order they were written; the
// server applies each at most once (it remembers the ids) and says what became of every one, so
// the client can drop applied, duplicate and rejected entries and keep only what it did not hear
// back about. A rejected entry will never apply (e.g. an add for a profile no longer public).
import { z } from 'zod/mini';
import { OutboxEntrySchema } from './outbox.schema.ts';

/** Entries in one push at most (the loop sends the oldest ones first). */
export const MAX_PUSH_ENTRIES = 100;

export const SyncPushRequestSchema = z.object({
  entries: z.array(OutboxEntrySchema).check(z.minLength(1), z.maxLength(MAX_PUSH_ENTRIES)),
});
export type SyncPushRequest = z.infer<typeof SyncPushRequestSchema>;

export const SYNC_REJECT_REASONS = ['profileNotPublic', 'otherUser'] as const;
export type SyncRejectReason = (typeof SYNC_REJECT_REASONS)[number];

export const SyncPushResultSchema = z.object({
  /** Applied by this push. */
  applied: z.array(z.uuid()),
  /** Applied earlier (a retry or a duplicate delivery): nothing changed now. */
  duplicate: z.array(z.uuid()),
  /** Never to be applied; drop them (and undo their local change on the next pull). */
  rejected: z.array(z.object({ id: z.uuid(), reason: z.enum(SYNC_REJECT_REASONS) })),
});
export type SyncPushResult = z.infer<typeof SyncPushResultSchema>;
