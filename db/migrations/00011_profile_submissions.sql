-- Profile submissions (issue 11, backoffice §7 POST /api/profiles, DESIGN §8a).
--
-- A submission may carry an Idempotency-Key (a UUID the device makes once per queued
-- submission). The key is the primary key here, so a retried or duplicated submit — concurrent
-- ones included — can never create a second profile: the second insert waits for the first and
-- fails on the key, its transaction (and its profile) rolls back, and the service answers the
-- first one's profile. request_hash tells a true retry from a different submission reusing a key.
--
-- owner_token_sealed: the owner token, encrypted with a key derived from the server secret
-- (api/crypto.ts seal), kept only so a retry whose first answer was lost still hands her the
-- owner link; the hourly cleanup forgets it after a day (only its SHA-256 stays, on the profile).
CREATE TABLE profile_submissions (
  idempotency_key uuid PRIMARY KEY,
  profile_id integer NOT NULL UNIQUE REFERENCES profiles (id) ON DELETE CASCADE,
  request_hash text NOT NULL CHECK (request_hash ~ '^[0-9a-f]{64}$'),
  owner_token_sealed text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX profile_submissions_created_at_idx ON profile_submissions (created_at)
  WHERE owner_token_sealed IS NOT NULL;
