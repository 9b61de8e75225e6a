-- Checkout, payment and fulfilment (storefront §2, §7, §9; DESIGN §8, §8a; decision 005).
--
-- A checkout is an `orders` row with status 'pending' and its `order_items` (release_status
-- 'pending', no contact details yet), written before the payment provider is asked for a
-- session: the price is fixed then. fulfil() later turns it into a completed order, in one
-- transaction, with the contact snapshot and the confirmation email job.

ALTER TABLE orders
  -- when the pending checkout is given up if no payment arrives (the provider's own expiry)
  ADD COLUMN expires_at timestamptz,
  -- what the provider reported as paid, in the order's currency
  ADD COLUMN paid_amount numeric(10, 2) CHECK (paid_amount >= 0),
  -- paid for items that could not be released (she withdrew consent between checkout and
  -- payment); admins refund it
  ADD COLUMN refund_due numeric(10, 2) NOT NULL DEFAULT 0 CHECK (refund_due >= 0),
  -- why an order is 'failed' (provider unreachable at creation, amount mismatch …)
  ADD COLUMN failure_reason text,
  -- set by the confirmation email job once the provider (SMTP or outbox) accepted the email
  ADD COLUMN confirmation_sent_at timestamptz;

-- The reconciliation job's queue: pending checkouts, oldest first.
CREATE INDEX orders_pending_idx ON orders (created_at) WHERE status = 'pending';

-- The release policy an item was sold under, fixed at checkout: it decides how the payment is
-- taken (instant: captured at once; approve_each_buyer: authorised, captured on her yes).
ALTER TABLE order_items
  ADD COLUMN release_policy text NOT NULL DEFAULT 'instant'
    CHECK (release_policy IN ('instant', 'approve_each_buyer'));

-- The built-in test-mode payment provider (no STRIPE_SECRET_KEY): its checkout sessions, shaped
-- like Stripe's so the same fulfilment path runs. Amounts in integer cents.
CREATE TABLE test_payment_sessions (
  id text PRIMARY KEY CHECK (id ~ '^test_cs_[A-Za-z0-9_-]{20,}$'),
  order_id integer REFERENCES orders (id) ON DELETE SET NULL,
  amount_total integer NOT NULL CHECK (amount_total >= 0),
  currency text NOT NULL CHECK (currency ~ '^[a-z]{3}$'),
  customer_email text NOT NULL,
  customer_name text,
  line_items jsonb NOT NULL CHECK (jsonb_typeof(line_items) = 'array'),
  metadata jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(metadata) = 'object'),
  success_url text NOT NULL,
  cancel_url text NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'complete', 'expired')),
  payment_status text NOT NULL DEFAULT 'unpaid' CHECK (payment_status IN ('unpaid', 'paid')),
  payment_intent_id text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  completed_at timestamptz,
  CHECK ((payment_status = 'paid') = (status = 'complete')),
  CHECK ((payment_intent_id IS NOT NULL) = (status = 'complete'))
);
CREATE INDEX test_payment_sessions_order_id_idx ON test_payment_sessions (order_id);
