-- No writer waits for a reader: the catalogue's lease (00028) made every change to the public
-- catalogue wait at commit, up to the length of a lease, while a busy replica answered without
-- reading the feed. Every answer now waits for a reading of the feed's position instead (shared by
-- the requests of one round trip, api/catalog/catalog-cache.ts), so the trigger, its functions and
-- the lease's end go.
DROP TRIGGER IF EXISTS catalog_changes_wait_for_leases ON catalog_changes;
DROP FUNCTION IF EXISTS catalog_lease_wait();
DROP FUNCTION IF EXISTS catalog_lease_renew(int, xid8);
DROP SEQUENCE IF EXISTS catalog_lease_end;
