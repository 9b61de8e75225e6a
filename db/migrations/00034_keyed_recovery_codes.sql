-- Admin recovery codes are keyed (docs/decisions/066-admin-and-password-hardening.md): each is
-- 26 random characters (130 bits) and is stored as its HMAC-SHA-256 under a key derived from the
-- server secret (api/admin/mfa/recovery-codes.ts), with the id of that key, so a leaked table
-- holds nothing a code can be checked against without the secret.
--
-- The codes stored so far were about 49 bits each and kept as a plain SHA-256; the database
-- cannot key them (it never sees the server secret) and they are weaker than the rule, so they
-- are retired here rather than carried over. Each admin who still had unused ones gets an audit
-- row (no actor: the upgrade did it) and makes a new set from the security page; their
-- authenticator keeps working, and a superadmin can reset an admin who has lost it.
INSERT INTO admin_activity_log (admin_id, action, target_type, target_id, details)
SELECT NULL, 'mfa.recovery_codes_retired', 'admin', admin_id::text, jsonb_build_object('unusedCodes', count(*))
  FROM admin_recovery_codes
 WHERE used_at IS NULL
 GROUP BY admin_id
 ORDER BY admin_id;

DELETE FROM admin_recovery_codes;

ALTER TABLE admin_recovery_codes
  DROP CONSTRAINT admin_recovery_codes_code_hash_check,
  ADD COLUMN key_id text NOT NULL CHECK (key_id ~ '^[A-Za-z0-9_-]{8}$'),
  ADD CONSTRAINT admin_recovery_codes_code_hash_check CHECK (code_hash ~ '^[A-Za-z0-9_-]{43}$');
