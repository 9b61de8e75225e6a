-- What the payment says about where the buyer is, and why an item waits for her answer
-- (docs/decisions/068-where-the-card-is-from-and-what-a-payment-id-opens.md).
--
-- orders.card_country: the country that issued the card that paid (Stripe
-- payment_method.card.country); orders.billing_country: the country of the billing address the
-- buyer gave the payment page. Either one in the setting approve_each_buyer_countries, or either
-- one differing from the country he declared at checkout (buyer_country), sends every item of the
-- order through her approval. NULL while unpaid or when the provider does not say.
ALTER TABLE orders
  ADD COLUMN card_country text CHECK (card_country ~ '^[A-Z]{2}$'),
  ADD COLUMN billing_country text CHECK (billing_country ~ '^[A-Z]{2}$');

-- Why an item waits for her (or waited) although it was not sold under her approval at checkout:
-- 'payment_country' (the card or billing country above), 'policy_changed' (she switched to
-- approve_each_buyer between the checkout and the payment). NULL when the checkout already sold
-- it under her approval, and for items that were never asked.
ALTER TABLE order_items
  ADD COLUMN approval_reason text CHECK (approval_reason IN ('payment_country', 'policy_changed'));

-- An item that waited for her after a payment taken at once is refunded when she says no (or the
-- deadline, or her withdrawal, decides it): one such refund per order, for every item declined
-- after her request, written when the last request of the order is decided.
ALTER TABLE order_refunds DROP CONSTRAINT order_refunds_kind_check;
ALTER TABLE order_refunds
  ADD CONSTRAINT order_refunds_kind_check CHECK (kind IN ('declined_items', 'declined_requests', 'amount_mismatch', 'admin'));

-- The test-mode page lets the tester pick the card's country and the billing address's country.
ALTER TABLE test_payment_sessions
  ADD COLUMN card_country text CHECK (card_country ~ '^[A-Z]{2}$'),
  ADD COLUMN billing_country text CHECK (billing_country ~ '^[A-Z]{2}$');
