-- Site-user sessions, email verification and password reset (issue 10).
--
-- A session cookie holds only a random id sealed with iron-session; the row here is the truth.
-- user_sessions.id stores the SHA-256 of that id (api/crypto.ts hashToken), so a leaked table
-- holds no usable session. expires_at slides with use (never past absolute_expires_at, the cap
-- set at login); last_activity is touched at most once a minute. The API always writes the cap
-- (api/auth/session.ts SESSION_ABSOLUTE_SECONDS); the default only serves rows written by hand.
--
-- users.language is the language a user's mails are written in (set at sign-up, updated at
-- login). The verification token gets the expiry the reset token already had.

ALTER TABLE user_sessions ADD COLUMN absolute_expires_at timestamptz NOT NULL DEFAULT now() + interval '90 days';
UPDATE user_sessions SET absolute_expires_at = greatest(expires_at, absolute_expires_at);
ALTER TABLE user_sessions ADD CONSTRAINT user_sessions_expiry_within_cap CHECK (expires_at <= absolute_expires_at);

ALTER TABLE users ADD COLUMN language text NOT NULL DEFAULT 'en'
  CHECK (language IN ('en', 'es', 'it', 'de', 'nl', 'pt'));
ALTER TABLE users ADD COLUMN email_verification_expires timestamptz;
UPDATE users SET email_verification_token_hash = NULL WHERE email_verification_token_hash IS NOT NULL;
ALTER TABLE users ADD CONSTRAINT users_email_verification_expiry
  CHECK ((email_verification_token_hash IS NULL) = (email_verification_expires IS NULL));
