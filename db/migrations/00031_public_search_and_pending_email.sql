-- The public search matches only what the public sees of a profile (docs/decisions/063): her
-- first name, the initial of her last name (every public answer shows it as one letter, see
-- profile_card_json) and her about text. Before, search_text held the whole last name, so a
-- search could confirm it letter by letter although no answer ever showed it.
--
-- SET EXPRESSION rewrites every row and rebuilds the trigram index over the column; it fires no
-- row triggers, so the narrow search copy (00004) is rebuilt here from the new values, and a
-- reset row in public_search_count_changes makes every cached searched total count again (old
-- and new both null; see api/profiles/profile-count-cache.ts).
ALTER TABLE profiles ALTER COLUMN search_text SET EXPRESSION AS (
  search_normalize(first_name || ' ' || coalesce(left(btrim(last_name), 1), '') || ' ' || coalesce(about_me, ''))
);

UPDATE public_profile_search s SET search_text = p.search_text
FROM profiles p
WHERE p.id = s.id AND s.search_text IS DISTINCT FROM p.search_text;

INSERT INTO public_search_count_changes DEFAULT VALUES;

ANALYZE public_profile_search;

-- ---------------------------------------------------------------------------------------------
-- A change of address waits for the new address's owner (docs/decisions/063): the address asked
-- for is kept here with the hash of the link mailed to it, and becomes the account's address only
-- when that link is followed. The answer to the request is the same whether or not another
-- account holds the address (then its owner is told instead), so it reveals no account.
ALTER TABLE users
  ADD COLUMN pending_email text
    CHECK (pending_email ~ '^[^@\s]+@[^@\s]+$' AND length(pending_email) <= 254),
  ADD COLUMN pending_email_token_hash text,
  ADD COLUMN pending_email_expires timestamptz,
  ADD CONSTRAINT users_pending_email_token_check
    CHECK ((pending_email_token_hash IS NULL) = (pending_email_expires IS NULL)),
  ADD CONSTRAINT users_pending_email_token_needs_address
    CHECK (pending_email_token_hash IS NULL OR pending_email IS NOT NULL);
CREATE UNIQUE INDEX users_pending_email_token_key ON users (pending_email_token_hash)
  WHERE pending_email_token_hash IS NOT NULL;

-- A sign-up reveals no account either: the answer is the same whether or not the address has one
-- (then its owner is told instead), so a new account cannot sign in, nor be signed in, until the
-- link mailed to its address is followed (or a reset link, which proves the same). Accounts made
-- before keep signing in as they did.
ALTER TABLE users ADD COLUMN awaiting_confirmation boolean NOT NULL DEFAULT false;
