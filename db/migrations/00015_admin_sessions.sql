-- Admin sessions (issue 12, DESIGN §10): the same design as site users' (00009), stricter.
--
-- admin_sessions.id stores the SHA-256 of the random id sealed in the admin cookie, so a leaked
-- table holds no usable session. expires_at is the idle limit: it slides with use (30 minutes
-- after the last request, api/admin/admin-session.ts) and never passes absolute_expires_at, the
-- cap set at login (12 hours). type is the admin's role when the session began; a change of role
-- or a deactivation ends the admin's sessions, so the two never disagree for long.
ALTER TABLE admin_sessions ADD COLUMN absolute_expires_at timestamptz NOT NULL DEFAULT now() + interval '12 hours';
UPDATE admin_sessions SET absolute_expires_at = greatest(expires_at, absolute_expires_at);
ALTER TABLE admin_sessions ADD CONSTRAINT admin_sessions_expiry_within_cap CHECK (expires_at <= absolute_expires_at);
