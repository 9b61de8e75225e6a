-- The back office's profile list (issue 12, decision 025): search over first name, last name,
-- location and email on the server, across every profile that is not deleted, case- and
-- accent-insensitive (search_normalize of 00002), and the queue of owners' edits waiting for
-- review. api/admin/profiles/profiles-list.queries.ts writes these expressions verbatim so the
-- planner matches the indexes.

CREATE INDEX profiles_admin_search_idx ON profiles USING gin (
  search_normalize(first_name || ' ' || coalesce(last_name, '') || ' ' || location || ' ' || coalesce(email, ''))
  gin_trgm_ops
) WHERE deleted_at IS NULL;

CREATE INDEX profiles_pending_edit_idx ON profiles (pending_edit_at, id)
  WHERE deleted_at IS NULL AND pending_edit IS NOT NULL;
