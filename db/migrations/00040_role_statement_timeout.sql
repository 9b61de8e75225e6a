-- The application role's sessions in this database cancel a statement after 30 seconds (no request
-- or job query comes near that; one that does is a runaway holding a connection and its locks).
-- A role setting, not a setting sent at connect: PgBouncer in transaction mode refuses or leaks
-- those. A pool connected directly still sends its own limits at connect, which win over this one;
-- long work by nature (migrations, the demo seed) lifts it per transaction with SET LOCAL.
DO $$
BEGIN
  EXECUTE format('ALTER ROLE %I IN DATABASE %I SET statement_timeout = %L', current_user, current_database(), '30s');
END
$$;
