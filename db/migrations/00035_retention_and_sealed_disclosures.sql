-- The buyer's disclosure form sealed at rest, and what the retention jobs need (docs/decisions/067).
--
-- orders.buyer_disclosure_sealed: the form (criminal history, protection orders, marriages,
-- children, places lived) sealed with a key derived from the server secret, prefixed with the
-- id of that key (api/consent/buyer-disclosure.ts). SQL cannot seal, so the plaintext column
-- buyer_disclosure stays for the forms written before this migration: the server seals them at
-- start-up and the disclosure job seals any it still finds, then empties the column. Nothing
-- reads it any more.
-- orders.buyer_disclosure_erased_at: when the job erased the form (30 days after the last
-- decision on the purchase), so her page can say so instead of "no form was asked".
-- orders.buyer_first_name: the first name the form gave, which she sees on her requests and in
-- block labels. It is no more sensitive than customer_name, outlives the form, and SQL can read it.
ALTER TABLE orders
  ADD COLUMN buyer_first_name text CHECK (length(buyer_first_name) BETWEEN 1 AND 100),
  ADD COLUMN buyer_disclosure_sealed text CHECK (buyer_disclosure_sealed ~ '^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$'),
  ADD COLUMN buyer_disclosure_erased_at timestamptz,
  ADD CONSTRAINT orders_disclosure_sealed_or_erased
    CHECK (buyer_disclosure_sealed IS NULL OR buyer_disclosure_erased_at IS NULL);

UPDATE orders SET buyer_first_name = left(nullif(btrim(buyer_disclosure ->> 'firstName'), ''), 100)
WHERE buyer_disclosure IS NOT NULL AND jsonb_typeof(buyer_disclosure) = 'object';

COMMENT ON COLUMN orders.buyer_disclosure IS
  'Before 00035 only: the disclosure in clear. Sealed into buyer_disclosure_sealed at start-up and by the disclosure job, then NULL.';

-- The disclosure job's three look-ups: forms still in clear, sealed forms (to seal again under a
-- new key, or to erase).
CREATE INDEX orders_plain_disclosure_idx ON orders (id) WHERE buyer_disclosure IS NOT NULL;
CREATE INDEX orders_sealed_disclosure_idx ON orders (id) WHERE buyer_disclosure_sealed IS NOT NULL;

-- The retention jobs' clocks (api/retention/): accounts by their last sign-in, closed reports by
-- when they were closed, deleted profiles by when they were deleted.
CREATE INDEX users_last_seen_idx ON users ((coalesce(last_login, registration_date)));
CREATE INDEX reports_closed_idx ON reports (resolved_at) WHERE status IN ('resolved', 'dismissed');
CREATE INDEX profiles_deleted_at_idx ON profiles (deleted_at) WHERE deleted_at IS NOT NULL;
