-- Deleting a profile erases her (docs/decisions/064-deleting-a-profile-erases-her.md).
--
-- erase_profile(id, via) is the one place that knows what a deletion removes. Her owner link, an
-- admin and a takedown call it in the transaction that deletes her, so her data goes with the
-- deletion or not at all. It keeps her profile row as a tombstone (the id the change feed, the
-- sales and the audit point at, and her consent's text version and times), blanks everything
-- else in it, deletes the rows that exist only for her, blanks her personal fields in the rows
-- kept for the law and accounting (sales, reports, messages to support, the audit trail, the
-- searched-total log), and lists every stored file of hers in profile_erasures. The
-- media purge job (api/media/media-purge.service.ts) removes those files, with what was derived
-- from them, and stamps the row; the deletion enqueues that job in its transaction, and the
-- job's schedule retries until the store has answered.
--
-- Profiles deleted before this migration only lost their public view: they are erased here.

-- A deleted profile keeps no description of her: these may be empty once she is deleted.
ALTER TABLE profiles
  ALTER COLUMN age DROP NOT NULL,
  ALTER COLUMN gender DROP NOT NULL,
  ALTER COLUMN location DROP NOT NULL,
  DROP CONSTRAINT profiles_first_name_check,
  ADD CONSTRAINT profiles_first_name_check
    CHECK ((deleted_at IS NOT NULL AND first_name = '') OR length(btrim(first_name)) BETWEEN 1 AND 100),
  ADD CONSTRAINT profiles_described_until_deleted
    CHECK (deleted_at IS NOT NULL OR (age IS NOT NULL AND gender IS NOT NULL AND location IS NOT NULL));

-- A report, and an admin's note on it, about a deleted profile keeps its facts, not its words
-- (they quote her). A new report or note still needs words: the API's schemas ask for them.
ALTER TABLE reports
  DROP CONSTRAINT reports_description_check,
  ADD CONSTRAINT reports_description_check
    CHECK (description = '' OR (length(btrim(description)) >= 1 AND length(description) <= 10000));
ALTER TABLE report_notes
  DROP CONSTRAINT report_notes_body_check,
  ADD CONSTRAINT report_notes_body_check CHECK (body = '' OR (length(btrim(body)) >= 1 AND length(body) <= 5000));

-- A message to support that she wrote keeps its subject and times; one that quotes her address or
-- a contact value of hers keeps the rest of its words (all of them go when too few are left). Only
-- an erased field may be empty; the rules for a new message stay as they were.
ALTER TABLE contact_messages
  DROP CONSTRAINT contact_messages_full_name_check,
  ADD CONSTRAINT contact_messages_full_name_check
    CHECK (full_name = '' OR length(btrim(full_name)) BETWEEN 2 AND 200),
  DROP CONSTRAINT contact_messages_email_check,
  ADD CONSTRAINT contact_messages_email_check CHECK (email = '' OR email ~ '^[^@\s]+@[^@\s]+$'),
  DROP CONSTRAINT contact_messages_message_check,
  ADD CONSTRAINT contact_messages_message_check
    CHECK (message = '' OR (length(btrim(message)) >= 10 AND length(message) <= 10000));
ALTER TABLE contact_message_replies
  DROP CONSTRAINT contact_message_replies_body_check,
  ADD CONSTRAINT contact_message_replies_body_check
    CHECK (body = '' OR (length(btrim(body)) >= 1 AND length(body) <= 5000));

-- `value` with every occurrence of each of `secrets` (any case) replaced by an ellipsis.
CREATE FUNCTION redact_values(value text, secrets text[]) RETURNS text
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  secret text;
BEGIN
  FOREACH secret IN ARRAY secrets LOOP
    value := regexp_replace(value, regexp_replace(secret, '([.^$*+?()\[\]{}|\\-])', '\\\1', 'g'), '…', 'gi');
  END LOOP;
  RETURN value;
END
$$;

-- One row per erased profile: how she was deleted, the store keys of her files ('images/<name>',
-- 'videos/<name>', 'pending/<name>', 'evidence/<name>'; an image's derived files go with it), and
-- when the purge had removed them all. The names are random uuids that say nothing once the
-- files are gone; they let the erasure report (npm run privacy:check) prove that they are.
CREATE TABLE profile_erasures (
  profile_id integer PRIMARY KEY,      -- profiles.id (no FK: the tombstone is never removed)
  via text NOT NULL CHECK (via IN ('owner', 'admin', 'takedown', 'migration')),
  erased_at timestamptz NOT NULL DEFAULT now(),
  media text[] NOT NULL DEFAULT '{}',
  storage_cleared_at timestamptz
);
-- the purge's queue of work
CREATE INDEX profile_erasures_uncleared_idx ON profile_erasures (erased_at) WHERE storage_cleared_at IS NULL;

-- The store keys a list of media values names (uploaded_media of 00006: bare names and /uploads/ paths).
CREATE FUNCTION media_keys(items text[]) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT m.kind || '/' || m.name), '{}') FROM uploaded_media(items) AS m
$$;

-- Erases profile `p_id` (deleted now, if it was not yet); false when there is no such profile.
-- Safe to run again: a second run finds nothing more to blank and adds no file.
CREATE FUNCTION erase_profile(p_id integer, p_via text) RETURNS boolean
LANGUAGE plpgsql AS $$
DECLARE
  p profiles%ROWTYPE;
  edit_uploads text[];
  uploads text[];
  keys text[];
  own_media text[];
  quoted text[];
BEGIN
  SELECT * INTO p FROM profiles WHERE id = p_id FOR UPDATE;
  IF NOT FOUND THEN
    RETURN false;
  END IF;

  -- her files: her photos and videos, the uploads her submission claimed (a video's original and
  -- poster) and those of her edit waiting for review, the evidence of reports about her
  edit_uploads := ARRAY(
    SELECT substr(v, 18)
    FROM jsonb_array_elements_text(
      coalesce(p.pending_edit -> 'values' -> 'photos', '[]') || coalesce(p.pending_edit -> 'values' -> 'videos', '[]')) AS v
    WHERE left(v, 17) = '/uploads/pending/');
  WITH gone AS (
    DELETE FROM pending_uploads WHERE profile_id = p_id OR (claimed_at IS NULL AND name = ANY (edit_uploads))
    RETURNING name, poster_name
  )
  SELECT coalesce(array_agg(k), '{}') INTO uploads
  FROM gone CROSS JOIN LATERAL unnest(ARRAY['pending/' || gone.name, 'pending/' || gone.poster_name]) AS k
  WHERE k IS NOT NULL;
  own_media := media_keys(p.photos || p.videos);
  keys := own_media || uploads
    || ARRAY(SELECT 'evidence/' || evidence_file FROM reports WHERE profile_id = p_id AND evidence_file IS NOT NULL);

  -- the register of her uploaded files, unless another profile shows the same file
  DELETE FROM media_files f
  WHERE f.kind || '/' || f.name = ANY (own_media)
    AND NOT EXISTS (
      SELECT 1 FROM profiles o
      WHERE o.id <> p_id AND (o.photos || o.videos) && ARRAY[f.name, '/uploads/' || f.kind || '/' || f.name]);

  -- rows that exist only for her
  DELETE FROM owner_link_requests WHERE profile_id = p_id;
  DELETE FROM owner_link_uses WHERE profile_id = p_id;
  DELETE FROM profile_submissions WHERE profile_id = p_id;
  DELETE FROM user_favorites WHERE profile_id = p_id;
  DELETE FROM buyer_blocks WHERE profile_id = p_id;

  -- sales keep their price, status and times; what was delivered was the buyer's to keep, our copy goes
  UPDATE order_items SET
    contact_info = CASE WHEN release_status = 'released' THEN '{}'::jsonb END,
    profile_snapshot = '{}'::jsonb,
    approval_token_hash = NULL
  WHERE profile_id = p_id;
  -- the built-in test-mode payment page named her in its line items
  UPDATE test_payment_sessions s SET line_items = (
    SELECT jsonb_agg(CASE WHEN left(li ->> 'name', length(p.first_name)) = p.first_name THEN li || '{"name": ""}' ELSE li END
                     ORDER BY n)
    FROM jsonb_array_elements(s.line_items) WITH ORDINALITY AS e(li, n))
  WHERE p.first_name <> '' AND s.order_id IN (SELECT order_id FROM order_items WHERE profile_id = p_id);

  -- messages to support: hers keep their subject and times; others lose her address and contact values
  IF btrim(coalesce(p.email, '')) <> '' THEN
    UPDATE contact_message_replies SET body = ''
    WHERE body <> '' AND message_id IN (SELECT id FROM contact_messages WHERE lower(email) = lower(btrim(p.email)));
    UPDATE contact_messages SET full_name = '', email = '', message = '' WHERE lower(email) = lower(btrim(p.email));
  END IF;
  quoted := ARRAY(
    SELECT DISTINCT btrim(v) FROM unnest(ARRAY[p.email] || ARRAY(SELECT value FROM jsonb_each_text(p.contact_methods))) AS v
    WHERE length(btrim(v)) >= 5);
  IF cardinality(quoted) > 0 THEN
    UPDATE contact_messages SET
      full_name = CASE WHEN length(btrim(redact_values(full_name, quoted))) >= 2 THEN redact_values(full_name, quoted) ELSE '' END,
      message = CASE WHEN length(btrim(redact_values(message, quoted))) >= 10 THEN redact_values(message, quoted) ELSE '' END
    WHERE EXISTS (SELECT 1 FROM unnest(quoted) AS v
                  WHERE strpos(lower(message), lower(v)) > 0 OR strpos(lower(full_name), lower(v)) > 0);
    UPDATE contact_message_replies SET body = redact_values(body, quoted)
    WHERE EXISTS (SELECT 1 FROM unnest(quoted) AS v WHERE strpos(lower(body), lower(v)) > 0);
  END IF;

  -- reports keep who asked (to answer them), when and what became of it; not what they said of her
  UPDATE report_notes SET body = ''
  WHERE report_id IN (SELECT id FROM reports WHERE profile_id = p_id) AND body <> '';
  UPDATE reports SET profile_ref = NULL, description = '', resolution_note = NULL,
    evidence_file = NULL, evidence_mimetype = NULL, evidence_size = NULL
  WHERE profile_id = p_id;

  -- the audit trail keeps who did what and which fields changed, never her values
  UPDATE admin_activity_log SET details = (details - 'changes' - 'reason')
    || CASE WHEN jsonb_typeof(details -> 'changes') = 'object'
            THEN jsonb_build_object('changes',
                   (SELECT coalesce(jsonb_object_agg(k, '{}'::jsonb), '{}') FROM jsonb_object_keys(details -> 'changes') AS k))
            ELSE '{}' END
  WHERE target_type = 'profile' AND target_id = p_id::text AND (details ? 'changes' OR details ? 'reason');

  -- her row: deleted, blank but for the consent record, the facts of sale and moderation, the times
  UPDATE profiles SET
    deleted_at = coalesce(deleted_at, now()),
    first_name = '', last_name = NULL, age = NULL, gender = NULL, height = NULL, location = NULL, email = NULL,
    slug_en = NULL, slug_es = NULL, slug_de = NULL, slug_it = NULL, slug_nl = NULL, slug_pt = NULL,
    education = NULL, occupation = NULL, occupation_details = NULL, languages = '{}', relationship_status = NULL,
    children = '{}', smoking = NULL, drinking = NULL, body_type = NULL, appearance = NULL, skin_color = NULL,
    hair_color = NULL, eye_color = NULL, ethnicity = NULL, religion = NULL, looking_for = '{}', about_me = NULL,
    interests = '{}', personality_tags = '{}',
    primary_photo = NULL, photos = '{}', videos = '{}', inactive_photos = '{}', inactive_videos = '{}',
    contact_methods = '{}', shared_channels = '{}', consent_ip_hash = NULL, owner_token_hash = NULL,
    pending_edit = NULL, pending_edit_at = NULL, review_reason = NULL
  WHERE id = p_id;

  -- the searched-total log (00004) held her search text: its rows become resets, so every cached
  -- searched total counts again
  IF p.first_name <> '' THEN
    UPDATE public_search_count_changes SET old_search_text = NULL, old_location_key = NULL, old_age = NULL,
      new_search_text = NULL, new_location_key = NULL, new_age = NULL
    WHERE starts_with(old_search_text, search_normalize(p.first_name || ' '))
       OR starts_with(new_search_text, search_normalize(p.first_name || ' '));
  END IF;

  INSERT INTO profile_erasures AS e (profile_id, via, media)
  VALUES (p_id, p_via, ARRAY(SELECT DISTINCT k FROM unnest(keys) AS k ORDER BY k))
  ON CONFLICT (profile_id) DO UPDATE SET
    media = ARRAY(SELECT DISTINCT k FROM unnest(e.media || EXCLUDED.media) AS k ORDER BY k),
    storage_cleared_at = CASE WHEN EXCLUDED.media <@ e.media THEN e.storage_cleared_at END;
  RETURN true;
END
$$;

-- Profiles deleted before: erased now, their files left to the purge.
SELECT erase_profile(id, 'migration') FROM profiles WHERE deleted_at IS NOT NULL ORDER BY id;
