-- The test-mode provider models Stripe's idempotent capture (decision 033): the key of the
-- capture or cancel that ended an authorisation, so the same call again is answered like the
-- first and a different one is refused, as Stripe does.
ALTER TABLE test_payment_sessions
  ADD COLUMN intent_idempotency_key text CHECK (length(intent_idempotency_key) BETWEEN 1 AND 255);
