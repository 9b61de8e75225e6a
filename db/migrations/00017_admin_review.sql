-- A moderator's answer (issue 12, backoffice §4; decision 026).
--
-- review_reason, reviewed_at, reviewed_by: why a new submission was sent back for changes or
-- declined (review_decision of 00013), or why her edit of a live profile was sent back (then
-- review_decision is 'needs_changes' while the live version stays public); when and by whom. She
-- reads the reason on her owner page and in the mail. Cleared with review_decision when her
-- profile or her edit is approved, or when she sends a new version.
--
-- owner_language: the language she filled the form in (the submission's `language`), so the
-- mails a moderator's answer sends her are in it. Rows from before default to English.
ALTER TABLE profiles
  ADD COLUMN review_reason text CHECK (length(review_reason) BETWEEN 1 AND 1000),
  ADD COLUMN reviewed_at timestamptz,
  ADD COLUMN reviewed_by integer REFERENCES admin_users (id) ON DELETE SET NULL,
  ADD COLUMN owner_language text NOT NULL DEFAULT 'en'
    CHECK (owner_language IN ('en', 'es', 'it', 'de', 'nl', 'pt'));
