-- Where the catalogue change feed stands (api/catalog/catalog.queries.ts feedPosition), read by
-- every replica before it answers from its cache (decisions 039, 042), so under load once per
-- round trip to the database. As a plain statement PostgreSQL planned it again at every
-- execution: the generic plan's estimate for `txid >= $1` (a third of the table) is worse than
-- a custom plan's, though both scan the same few recent rows of the index on txid. Planning was
-- more than half of its cost. Here its plan is made once per connection and kept (decision 054).
CREATE FUNCTION catalog_feed_position(from_horizon xid8)
RETURNS TABLE (horizon xid8, since_count int, not_final_count int)
LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan
AS $$
BEGIN
  RETURN QUERY
    SELECT h.xmin,
      count(c.seq) FILTER (WHERE c.txid >= from_horizon)::int,
      count(c.seq) FILTER (WHERE c.txid >= h.xmin)::int
    FROM (SELECT pg_snapshot_xmin(pg_current_snapshot()) AS xmin) AS h
    LEFT JOIN catalog_changes c ON c.txid >= least(from_horizon, h.xmin)
    GROUP BY h.xmin;
END
$$;
