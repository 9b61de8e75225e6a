-- Her consent decides (issue 14, DESIGN §8a, decision 033): approve-each-buyer purchases paid by
-- an authorisation that is captured only after her yes, buyer identities for blocks and caps,
-- and the reason an item was not released.

-- How the order's payment is taken. 'automatic': captured at once (every item instant). 'manual':
-- authorised only, because at least one item waits for her answer; payment_state then follows
-- the authorisation: 'authorized' until every item is decided, then 'captured' (what she and
-- the instant items took) or 'cancelled' (nothing taken). NULL while unpaid.
-- card_fingerprint: the provider's fingerprint of the card that paid (Stripe
-- payment_method.card.fingerprint; the test-mode provider models one), a buyer identity a typed
-- email cannot change. authorization_expires_at: when the card network drops the hold (Stripe:
-- 7 days for online card payments); the reconciliation job settles orders before it.
ALTER TABLE orders
  ADD COLUMN capture_method text NOT NULL DEFAULT 'automatic' CHECK (capture_method IN ('automatic', 'manual')),
  ADD COLUMN payment_state text CHECK (payment_state IN ('authorized', 'captured', 'cancelled')),
  ADD COLUMN card_fingerprint text CHECK (length(card_fingerprint) BETWEEN 1 AND 200),
  ADD COLUMN authorization_expires_at timestamptz,
  ADD COLUMN captured_amount numeric(10, 2) CHECK (captured_amount >= 0),
  ADD COLUMN settled_at timestamptz;
CREATE INDEX orders_card_fingerprint_idx ON orders (card_fingerprint, created_at DESC) WHERE card_fingerprint IS NOT NULL;
CREATE INDEX orders_authorized_idx ON orders (authorization_expires_at) WHERE payment_state = 'authorized';

-- Why an item was not released: 'unavailable' (her profile left the public view before
-- payment), 'she_declined', 'expired' (no answer before approval_deadline), 'withdrawn' (she
-- withdrew consent while it waited), 'blocked' (the buyer is on her or the admins' block list),
-- 'over_cap' (the buyer's daily purchase cap was reached by the time the payment arrived).
-- approval_requested_at: when her request was sent (mail, owner page). approval_decided_by:
-- who answered ('owner': her owner page or her emailed link; 'deadline'; 'system').
ALTER TABLE order_items
  ADD COLUMN decline_reason text CHECK (decline_reason IN (
    'unavailable', 'she_declined', 'expired', 'withdrawn', 'blocked', 'over_cap')),
  ADD COLUMN approval_requested_at timestamptz,
  ADD COLUMN approval_decided_by text CHECK (approval_decided_by IN ('owner', 'deadline', 'system'));
ALTER TABLE order_items
  ADD CONSTRAINT order_items_decline_reason_only_declined CHECK (decline_reason IS NULL OR release_status IN ('declined', 'refunded'));
CREATE INDEX order_items_awaiting_profile_idx ON order_items (profile_id) WHERE release_status = 'awaiting_consent';

-- Blocks key on the identities a buyer cannot simply retype (DESIGN §8a): the receipt email's
-- hash, the account, the card fingerprint. A block from one of her requests copies all three of
-- that order; one an admin types holds the email only. A buyer matches a block when ANY of its
-- keys matches. label: what she sees in her list (the buyer's first name and country), never
-- the email. source_order_item_id: the request it was made from.
ALTER TABLE buyer_blocks DROP CONSTRAINT buyer_blocks_profile_buyer_key;
ALTER TABLE buyer_blocks
  ALTER COLUMN buyer_email_hash DROP NOT NULL,
  ADD COLUMN user_id integer REFERENCES users (id) ON DELETE CASCADE,
  ADD COLUMN card_fingerprint text CHECK (length(card_fingerprint) BETWEEN 1 AND 200),
  ADD COLUMN label text CHECK (length(label) <= 200),
  ADD COLUMN source_order_item_id integer REFERENCES order_items (id) ON DELETE SET NULL,
  ADD COLUMN created_by_owner boolean NOT NULL DEFAULT false,
  ADD CONSTRAINT buyer_blocks_some_identity CHECK (
    buyer_email_hash IS NOT NULL OR user_id IS NOT NULL OR card_fingerprint IS NOT NULL),
  ADD CONSTRAINT buyer_blocks_identity_key UNIQUE NULLS NOT DISTINCT (profile_id, buyer_email_hash, user_id, card_fingerprint);
CREATE INDEX buyer_blocks_user_idx ON buyer_blocks (user_id) WHERE user_id IS NOT NULL;
CREATE INDEX buyer_blocks_card_idx ON buyer_blocks (card_fingerprint) WHERE card_fingerprint IS NOT NULL;
CREATE INDEX buyer_blocks_profile_idx ON buyer_blocks (profile_id, created_at DESC);

-- The test-mode provider models Stripe's authorise-then-capture: a manual-capture session, once
-- paid, holds an intent 'requires_capture' until captured (possibly for less) or cancelled.
ALTER TABLE test_payment_sessions
  ADD COLUMN capture_method text NOT NULL DEFAULT 'automatic' CHECK (capture_method IN ('automatic', 'manual')),
  ADD COLUMN intent_status text CHECK (intent_status IN ('requires_capture', 'succeeded', 'canceled')),
  ADD COLUMN amount_captured integer CHECK (amount_captured >= 0),
  ADD COLUMN card_fingerprint text;

-- Card authorisations expire (Stripe: 7 days), so her answer may wait at most 6 days (144 h).
UPDATE admin_settings SET value = '144'
WHERE key = 'approval_deadline_hours' AND jsonb_typeof(value) = 'number' AND value::numeric > 144;
