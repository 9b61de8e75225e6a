-- Back-office settings (issue 13 item 4, decision 031): the rows the settings page edits that do
-- not exist yet, with their defaults (spec §9: $2 a contact, $1.00 each from 10; backoffice §1:
-- review within 48 hours). Values are JSON; api/contract/admin-settings.schema.ts holds each
-- key's schema and api/settings/settings.ts reads them (a missing or invalid row reads as its
-- default). Rows an installation already has are left as they are.
INSERT INTO admin_settings (key, value, description) VALUES
  ('default_contact_price_cents', '200',
   'Price in US cents that a newly submitted profile''s contact details are listed at.'),
  ('bulk_unit_price_cents', '100',
   'Price in US cents of each contact in an order of bulk_threshold contacts or more.'),
  ('bulk_threshold', '10',
   'Number of contacts in one order from which every contact costs bulk_unit_price_cents.'),
  ('review_promise_hours', '48',
   'Hours within which a submitted profile is promised a review.'),
  ('max_purchases_per_buyer_per_day', '20',
   'Most contacts one buyer email may buy in 24 hours.'),
  ('approve_each_buyer_countries', '["US"]',
   'ISO 3166-1 alpha-2 buyer countries whose purchases always use the approve_each_buyer release policy with the buyer disclosure form (US: IMBRA requires her consent to each specific buyer).'),
  ('approval_deadline_hours', '72',
   'Hours a listed woman has to answer an approve_each_buyer request before the authorisation is cancelled.'),
  ('mfa_required', 'false',
   'When true, every admin must enrol a TOTP authenticator before using the back office.')
ON CONFLICT (key) DO NOTHING;
