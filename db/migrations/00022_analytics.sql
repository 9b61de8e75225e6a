-- Analytics and exports (issue 13 items 5 and 6, decision 032).
--
-- 1. When a moderator first answered a submission, and when it was first approved. reviewed_at
--    (00017) is the LATEST answer (an edit's review overwrites it), so it cannot say how long a
--    new submission waited, nor on which day a profile was approved. Two columns keep the first
--    times; a trigger sets them on every path that approves or answers (the approve and review
--    calls, an admin's PATCH of is_approved), so no caller can forget. Rows inserted already
--    approved (the demo seed, imports) were never reviewed here: both stay NULL. Nothing is
--    backfilled: the audit trail of the back office is days old, and a guess (reviewed_at) would
--    be wrong for every profile whose edit was reviewed since.
ALTER TABLE profiles
  ADD COLUMN first_decided_at timestamptz,
  ADD COLUMN approved_at timestamptz;

CREATE FUNCTION profiles_review_times() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.is_approved AND NOT OLD.is_approved THEN
    NEW.approved_at := coalesce(NEW.approved_at, now());
    NEW.first_decided_at := coalesce(NEW.first_decided_at, now());
  ELSIF NEW.review_decision IS NOT NULL AND NEW.review_decision IS DISTINCT FROM OLD.review_decision THEN
    NEW.first_decided_at := coalesce(NEW.first_decided_at, now());
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER profiles_review_times BEFORE UPDATE OF is_approved, review_decision ON profiles
  FOR EACH ROW EXECUTE FUNCTION profiles_review_times();

-- 2. Indexes so each analytics query reads only its range (bench/analytics.bench.ts).
-- Paid orders by the day they were paid (fulfil() sets completed_at for both paid states).
CREATE INDEX orders_paid_at_idx ON orders (completed_at) INCLUDE (id, total_amount, currency)
  WHERE status IN ('completed', 'awaiting_approval');
-- Refunds that went through, by the day they did.
CREATE INDEX order_refunds_succeeded_at_idx ON order_refunds (completed_at) INCLUDE (order_id, amount_cents, currency)
  WHERE status = 'succeeded';
-- The refunds of one order (the orders export; the back office's order page).
CREATE INDEX IF NOT EXISTS order_refunds_order_id_idx ON order_refunds (order_id);
-- First answers and approvals by day.
CREATE INDEX profiles_first_decided_at_idx ON profiles (first_decided_at) INCLUDE (created_at)
  WHERE first_decided_at IS NOT NULL;
CREATE INDEX profiles_approved_at_idx ON profiles (approved_at) WHERE approved_at IS NOT NULL;
-- 3. The catalogue's size over time, from the change feed (catalog_changes, 00001, never pruned):
--    each row now says whether it moved a profile into the public view (+1: an 'upsert' after a
--    'delete' or as her first row), out of it (-1: a 'delete' after an 'upsert') or neither (0: an
--    edit of a public profile, a second tombstone). Decided when the row is written, from the
--    profile's previous row (one index probe; the writer holds the profile's row lock, so rows of
--    one profile are written one after the other); existing rows are worked out once here. The
--    size at the end of a day is then today's public count less the moves after that day, read
--    from a small partial index of the moves alone.
ALTER TABLE catalog_changes ADD COLUMN public_delta smallint NOT NULL DEFAULT 0 CHECK (public_delta BETWEEN -1 AND 1);

UPDATE catalog_changes c SET public_delta = m.delta
  FROM (SELECT seq,
               CASE WHEN kind = 'upsert' AND coalesce(lag(kind) OVER w, 'delete') = 'delete' THEN 1
                    WHEN kind = 'delete' AND lag(kind) OVER w = 'upsert' THEN -1
                    ELSE 0 END AS delta
          FROM catalog_changes WINDOW w AS (PARTITION BY profile_id ORDER BY seq)) m
 WHERE m.seq = c.seq AND m.delta <> 0;

CREATE FUNCTION catalog_changes_public_delta() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  previous text;
BEGIN
  SELECT kind INTO previous FROM catalog_changes WHERE profile_id = NEW.profile_id ORDER BY seq DESC LIMIT 1;
  NEW.public_delta := CASE WHEN NEW.kind = 'upsert' AND coalesce(previous, 'delete') = 'delete' THEN 1
                           WHEN NEW.kind = 'delete' AND previous = 'upsert' THEN -1
                           ELSE 0 END;
  RETURN NEW;
END
$$;

CREATE TRIGGER catalog_changes_public_delta BEFORE INSERT ON catalog_changes
  FOR EACH ROW EXECUTE FUNCTION catalog_changes_public_delta();

CREATE INDEX catalog_changes_public_moves_idx ON catalog_changes (changed_at) INCLUDE (public_delta)
  WHERE public_delta <> 0;

-- 4. Sales per profile by the day they were paid. Reaching each item through its paid order
--    costs one index probe per order of the range (about 150 ms for 90 days of a 100k-order shop
--    on a busy machine); instead each item carries its order's payment time while the order is
--    paid (completed or awaiting approval) in USD, kept by two triggers: an item takes it from
--    its order when written, and an order passes a change of status, payment time or currency
--    on to its items. The sales of a range are then one range of a small partial index.
ALTER TABLE order_items ADD COLUMN paid_at timestamptz;

UPDATE order_items i SET paid_at = o.completed_at
  FROM orders o
 WHERE o.id = i.order_id AND o.status IN ('completed', 'awaiting_approval') AND o.currency = 'USD';

CREATE FUNCTION order_paid_at(status text, currency text, completed_at timestamptz) RETURNS timestamptz
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN status IN ('completed', 'awaiting_approval') AND currency = 'USD' THEN completed_at END
$$;

CREATE FUNCTION order_items_paid_at() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  SELECT order_paid_at(o.status, o.currency, o.completed_at) INTO NEW.paid_at FROM orders o WHERE o.id = NEW.order_id;
  RETURN NEW;
END
$$;

CREATE TRIGGER order_items_paid_at BEFORE INSERT OR UPDATE OF order_id ON order_items
  FOR EACH ROW EXECUTE FUNCTION order_items_paid_at();

CREATE FUNCTION orders_items_paid_at() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  paid constant timestamptz := order_paid_at(NEW.status, NEW.currency, NEW.completed_at);
BEGIN
  UPDATE order_items SET paid_at = paid WHERE order_id = NEW.id AND paid_at IS DISTINCT FROM paid;
  RETURN NULL;
END
$$;

CREATE TRIGGER orders_items_paid_at AFTER UPDATE OF status, currency, completed_at ON orders
  FOR EACH ROW
  WHEN (order_paid_at(OLD.status, OLD.currency, OLD.completed_at) IS DISTINCT FROM order_paid_at(NEW.status, NEW.currency, NEW.completed_at))
  EXECUTE FUNCTION orders_items_paid_at();

CREATE INDEX order_items_paid_sales_idx ON order_items (paid_at) INCLUDE (profile_id, price)
  WHERE paid_at IS NOT NULL AND release_status <> 'declined' AND profile_id IS NOT NULL;
