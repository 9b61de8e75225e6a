-- Safety fixes from the security review.
--
-- 1. TRUNCATE profiles fires no row triggers, so the catalogue change feed (catalog_changes,
--    docs/decisions/002, 004) got no tombstones and every offline replica kept every profile for
--    ever, and the kept per-city totals (public_profile_counts, 00002) kept counting them. A
--    BEFORE TRUNCATE statement trigger still sees the rows: it writes a tombstone for every
--    profile that was public and empties the totals. (00004's AFTER TRUNCATE trigger already
--    empties the JSON and search copies and logs the reset that makes every cached searched
--    total count again.)
-- 2. webhook_events.payload holds the provider's whole event, the buyer's email and name among
--    it. Once processed, the cleanup job (api/jobs/cleanup.job.ts) replaces it with {} after a
--    retention period and records when; id, type and the times stay for audit.

CREATE FUNCTION profiles_truncate_tombstones() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_changes (profile_id, kind)
  SELECT id, 'delete' FROM profiles
  WHERE status = 'ACTIVE' AND is_approved AND consent_withdrawn_at IS NULL AND deleted_at IS NULL
  ORDER BY id;
  DELETE FROM public_profile_counts;
  RETURN NULL;
END
$$;

CREATE TRIGGER profiles_truncate_tombstones BEFORE TRUNCATE ON profiles
  FOR EACH STATEMENT EXECUTE FUNCTION profiles_truncate_tombstones();

ALTER TABLE webhook_events ADD COLUMN payload_redacted_at timestamptz;

-- what the hourly redaction looks for: processed events whose payload is still whole
CREATE INDEX webhook_events_unredacted_idx ON webhook_events (processed_at)
  WHERE processed_at IS NOT NULL AND payload_redacted_at IS NULL;
