-- The catalogue's lease (docs/decisions/058). A replica under load may answer from its cache
-- without reading the change feed's position first (decisions 039, 042) while it holds a lease:
-- until the lease's end, by the database's clock, no change to the public catalogue commits.
-- Every such change writes catalog_changes (the triggers on profiles), so the wait is here, in
-- the database, and no writer can skip it: at commit, a transaction that wrote the feed takes
-- the lease's lock (no replica can renew meanwhile) and waits until the last lease granted has
-- run out. A writer waits only while replicas hold a lease, and at most its length; a replica
-- takes one only once its readings of the feed follow one another (catalog-cache.ts).
--
-- The end is kept where reading and renewing it needs no transaction id: in an unlogged sequence
-- (milliseconds since 1970), behind an advisory lock (the two-key form, 'Ctlg' and 1, apart from
-- pg-boss's one-key locks). A renewal that took a transaction id would hold back the horizon of
-- every snapshot taken meanwhile, and with it the change feed. Unlogged, the end starts again at
-- 0 after a crash or on a promoted standby: by then every lease has run out, the server having
-- taken far longer than one lease to come back.
CREATE UNLOGGED SEQUENCE catalog_lease_end MINVALUE 0 START 0;

CREATE FUNCTION catalog_lease_wait() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  lease_end timestamptz;
BEGIN
  -- once per row written; after the first the lock is this transaction's and the lease is over
  PERFORM pg_advisory_xact_lock(1131703399, 1);
  SELECT to_timestamp(last_value / 1000.0) INTO lease_end FROM catalog_lease_end;
  WHILE clock_timestamp() < lease_end LOOP
    PERFORM pg_sleep(extract(epoch FROM lease_end - clock_timestamp()));
  END LOOP;
  RETURN NULL;
END
$$;

-- Deferred: the lock is the last one the writer takes (at commit, after its own rows), so waiting
-- for it cannot close a cycle of locks with another writer.
CREATE CONSTRAINT TRIGGER catalog_changes_wait_for_leases
  AFTER INSERT ON catalog_changes
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION catalog_lease_wait();

-- A replica's renewal and feed reading in one call (api/catalog/catalog.queries.ts renewLease).
-- The lease is extended only when no writer holds the lock (one that does is waiting to commit;
-- the caller then reads without a lease) nor another replica renewing at that instant. The
-- position is read after the lock is taken, in a snapshot of its own (a VOLATILE function takes
-- one per statement): a change that committed before is counted, one that commits after waits
-- for the new end.
CREATE FUNCTION catalog_lease_renew(lease_ms int, from_horizon xid8)
RETURNS TABLE (leased boolean, horizon xid8, since_count int, not_final_count int)
LANGUAGE plpgsql VOLATILE
AS $$
DECLARE
  got boolean := pg_try_advisory_xact_lock(1131703399, 1);
BEGIN
  IF got THEN
    PERFORM setval('catalog_lease_end', greatest(
      (SELECT last_value FROM catalog_lease_end),
      (extract(epoch FROM clock_timestamp()) * 1000)::bigint + lease_ms));
  END IF;
  RETURN QUERY SELECT got, p.horizon, p.since_count, p.not_final_count FROM catalog_feed_position(from_horizon) AS p;
END
$$;
