-- The owner link (issue 11, DESIGN §8a): what she can do to her own profile without an account.
--
-- paused_at: she paused her listing; a paused profile is not public (the public predicate of
-- 00008 gains "AND paused_at IS NULL") and comes back when she resumes. Added while it hides no
-- row (a new nullable column), so the expression change needs no refresh of the copies; from
-- here on every pause and resume is an ordinary UPDATE that the 00008 triggers follow (change
-- feed tombstone or upsert, JSON and search copies, totals, public media).
--
-- pending_edit: her edit of a profile that is (or was) live, waiting for review:
-- { values, consentIpHash } — the validated submission values (api/contract/owner.schema.ts
-- ProfileEdit) and the keyed hash of the address she consented from — with the time she sent it. The live version stays as it is until an admin applies the edit (the service's
-- applySubmissionValues, the same update an edit of a still-pending profile makes at once).
--
-- review_decision: a moderator's answer that is not "approved": she has to change something, or
-- the profile was declined. NULL while waiting for review, and once approved (is_approved).
ALTER TABLE profiles
  ADD COLUMN paused_at timestamptz,
  ADD COLUMN pending_edit jsonb,
  ADD COLUMN pending_edit_at timestamptz,
  ADD COLUMN review_decision text CHECK (review_decision IN ('needs_changes', 'declined')),
  ADD CONSTRAINT profiles_pending_edit_at CHECK ((pending_edit IS NULL) = (pending_edit_at IS NULL));

ALTER TABLE profiles ALTER COLUMN is_public SET EXPRESSION AS (
  status = 'ACTIVE' AND is_approved AND consent_withdrawn_at IS NULL AND deleted_at IS NULL AND paused_at IS NULL
);

-- "Send me a new link": the profiles whose contact email this is (case-insensitive).
CREATE INDEX profiles_email_lower_idx ON profiles (lower(email)) WHERE deleted_at IS NULL AND email IS NOT NULL;
