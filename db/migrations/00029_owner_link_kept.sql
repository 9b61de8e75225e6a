-- Her owner link stays hers: asking for a new link no longer replaces it.
--
-- owner_link_requests: "send me a new link" mails a short-lived, single-use link instead of a new
-- owner link. Only the SHA-256 of its token is stored. When she opens it and confirms, used_at is
-- set (once: the UPDATE that sets it is the only way to redeem) and a new owner link is minted;
-- after expires_at it opens nothing. The language is the one she asked in, for the mails.
--
-- owner_link_uses: when her current owner link was last used, shown on her page. A table of its
-- own, so a visit does not touch profiles (whose updates feed the change feed and updated_at).
-- Minting a new link forgets the row: the new link has not been used yet.
CREATE TABLE owner_link_requests (
  token_hash text PRIMARY KEY,
  profile_id integer NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
  language text NOT NULL CHECK (language IN ('en', 'es', 'it', 'de', 'nl', 'pt')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  CONSTRAINT owner_link_requests_expiry CHECK (expires_at > created_at)
);
CREATE INDEX owner_link_requests_profile_idx ON owner_link_requests (profile_id);
CREATE INDEX owner_link_requests_expires_idx ON owner_link_requests (expires_at);

CREATE TABLE owner_link_uses (
  profile_id integer PRIMARY KEY REFERENCES profiles (id) ON DELETE CASCADE,
  used_at timestamptz NOT NULL
);
