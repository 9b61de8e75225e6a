-- The sync engine's idempotency record (issue 10, DESIGN §7).
--
-- Every outbox entry the server has applied for a user is remembered by its client-generated id,
-- so a push that is retried, duplicated or replayed after the answer was lost changes nothing a
-- second time. Entries rejected (e.g. an add for a profile no longer public) are not kept. The
-- hourly cleanup job drops ids older than 30 days: a device does not keep an entry that long.

CREATE TABLE applied_sync_entries (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  entry_id uuid NOT NULL,
  kind text NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, entry_id)
);
CREATE INDEX applied_sync_entries_applied_at_idx ON applied_sync_entries (applied_at);
