-- The back office's orders (issue 13 item 1, decision 029): refunds by hand with a reason, the
-- 'refunded' state of an order item, and the indexes of the order search.
--
-- An admin refund is an order_refunds row of kind 'admin' carrying the admin, the reason and the
-- client's idempotency key (a retried or double-clicked request finds its row instead of
-- refunding twice). The items it covers point at it (order_items.refund_id): an item is refunded
-- at most once, by construction.

ALTER TABLE order_refunds
  ADD COLUMN reason text CHECK (reason IS NULL OR length(reason) BETWEEN 1 AND 500),
  ADD COLUMN admin_id integer REFERENCES admin_users (id) ON DELETE SET NULL,
  ADD COLUMN idempotency_key uuid UNIQUE,
  -- a refund the back office writes has its key and its reason (rows of kind 'admin' written
  -- before this migration, by hand or by scripts, keep neither)
  ADD CONSTRAINT order_refunds_admin_fields_check
    CHECK (idempotency_key IS NULL OR (kind = 'admin' AND reason IS NOT NULL));
-- an order's refunds (its page, what is left to refund)
CREATE INDEX order_refunds_order_id_idx ON order_refunds (order_id, id);

-- 'refunded': the buyer got the item's price back; its contact details are no longer hers to see
-- (DESIGN §10: only a paid item shows them) and the copy of them is dropped.
ALTER TABLE order_items DROP CONSTRAINT order_items_release_status_check;
ALTER TABLE order_items
  ADD CONSTRAINT order_items_release_status_check
    CHECK (release_status IN ('pending', 'released', 'awaiting_consent', 'declined', 'refunded')),
  ADD COLUMN refund_id integer REFERENCES order_refunds (id),
  ADD COLUMN refunded_at timestamptz,
  ADD CONSTRAINT order_items_refunded_check
    CHECK ((release_status = 'refunded') = (refund_id IS NOT NULL AND refunded_at IS NOT NULL)),
  ADD CONSTRAINT order_items_refunded_no_contact_check
    CHECK (release_status <> 'refunded' OR contact_info IS NULL);
CREATE INDEX order_items_refund_id_idx ON order_items (refund_id) WHERE refund_id IS NOT NULL;

-- The order search (api/admin/orders/orders.queries.ts writes these expressions verbatim):
-- buyer email anywhere in it, the profile's name as sold (the snapshot) and, for orders not paid
-- yet (no snapshot), the profile's current name.
CREATE INDEX orders_customer_email_trgm_idx ON orders USING gin (lower(customer_email) gin_trgm_ops);
CREATE INDEX order_items_snapshot_name_idx ON order_items USING gin (
  search_normalize(coalesce(profile_snapshot ->> 'firstName', '') || ' ' || coalesce(profile_snapshot ->> 'lastName', ''))
  gin_trgm_ops
);
CREATE INDEX profiles_name_search_idx ON profiles USING gin (
  search_normalize(first_name || ' ' || coalesce(last_name, '')) gin_trgm_ops
);
-- the mode filter (test or live), newest first
CREATE INDEX orders_provider_created_at_idx ON orders (provider, created_at DESC, id DESC);
-- the dashboard's queue: money owed back (refund_due) until its refund succeeded
CREATE INDEX orders_refund_due_idx ON orders (created_at) WHERE refund_due > 0;
