-- Site-user sessions end after 7 days without use (docs/decisions/065); they used to slide for 30.
-- The API checks the rule against last_activity itself; this brings the stored expiry of the
-- sessions already here in line with it, so the hourly cleanup deletes the idle ones.
UPDATE user_sessions SET expires_at = last_activity + interval '7 days'
WHERE expires_at > last_activity + interval '7 days';
