-- One owner for the public predicate (issue 9).
--
-- A profile is public while it is ACTIVE, approved, her consent is not withdrawn and she is not
-- deleted. Until now that sentence was written out in every trigger (00001, 00002, 00004, 00005,
-- 00006), every partial index and several queries. From here it lives in one place: the stored
-- generated column profiles.is_public. The triggers read OLD.is_public / NEW.is_public (they all
-- run AFTER the row is written, when the column is computed), the partial indexes are WHERE
-- is_public, and the TypeScript queries use publicProfile() of api/profiles/public-profile.ts,
-- which says `p.is_public`.
--
-- A new condition (e.g. "not paused") is one statement in its migration:
--   ALTER TABLE profiles ALTER COLUMN is_public SET EXPRESSION AS (... AND paused_at IS NULL);
-- PostgreSQL recomputes the column and rebuilds the indexes over it. That rewrite fires no row
-- trigger, so a condition that already hides some rows must also refresh the copies (or be added
-- while it hides none, as a new nullable column does).
--
-- The column is derived, never written, so to_jsonb(NEW) of the change feed trigger only differs
-- in it when publicity itself changes, which writes a change anyway.

ALTER TABLE profiles ADD COLUMN is_public boolean NOT NULL GENERATED ALWAYS AS (
  status = 'ACTIVE' AND is_approved AND consent_withdrawn_at IS NULL AND deleted_at IS NULL
) STORED;

-- ---------------------------------------------------------------------------------------------
-- the partial indexes of 00001 and 00002, now over the column (same names, same keys)

DROP INDEX profiles_public_newest_idx, profiles_public_featured_idx, profiles_public_location_idx,
  profiles_public_age_idx, profiles_public_search_idx, profiles_public_youngest_idx,
  profiles_public_oldest_age_idx, profiles_public_location_youngest_idx,
  profiles_public_location_oldest_age_idx;

CREATE INDEX profiles_public_newest_idx ON profiles (created_at DESC, id DESC) WHERE is_public;
CREATE INDEX profiles_public_featured_idx ON profiles (created_at DESC, id DESC) WHERE is_featured AND is_public;
CREATE INDEX profiles_public_location_idx ON profiles (lower(location), created_at DESC) WHERE is_public;
CREATE INDEX profiles_public_age_idx ON profiles (age, id) WHERE is_public;
CREATE INDEX profiles_public_search_idx ON profiles USING gin (search_text gin_trgm_ops) WHERE is_public;
CREATE INDEX profiles_public_youngest_idx ON profiles (age, created_at DESC, id DESC) WHERE is_public;
CREATE INDEX profiles_public_oldest_age_idx ON profiles (age DESC, created_at DESC, id DESC) WHERE is_public;
CREATE INDEX profiles_public_location_youngest_idx ON profiles (lower(location), age, created_at DESC, id DESC)
  WHERE is_public;
CREATE INDEX profiles_public_location_oldest_age_idx ON profiles (lower(location), age DESC, created_at DESC, id DESC)
  WHERE is_public;

-- ---------------------------------------------------------------------------------------------
-- the triggers, rewritten to read the column (their behaviour is unchanged)

-- 00001: the catalogue change feed
CREATE OR REPLACE FUNCTION profiles_catalog_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  -- columns that never reach the public view; a change limited to them writes no 'upsert'.
  -- contact_methods is compared through contact_channels() instead: the channels are public,
  -- the values are not.
  private_columns constant text[] := ARRAY[
    'updated_at', 'contact_methods', 'email', 'combined_agreement', 'contact_sharing_consent',
    'consent_given_at', 'consent_text_version', 'consent_ip_hash', 'owner_token_hash'];
  was_public boolean := TG_OP IN ('UPDATE', 'DELETE') AND OLD.is_public;
  is_public boolean := TG_OP IN ('INSERT', 'UPDATE') AND NEW.is_public;
BEGIN
  IF is_public THEN
    IF NOT was_public
       OR NEW.id <> OLD.id
       OR (to_jsonb(NEW) - private_columns) IS DISTINCT FROM (to_jsonb(OLD) - private_columns)
       OR contact_channels(NEW.contact_methods) IS DISTINCT FROM contact_channels(OLD.contact_methods)
    THEN
      INSERT INTO catalog_changes (profile_id, kind) VALUES (NEW.id, 'upsert');
    END IF;
    IF TG_OP = 'UPDATE' AND NEW.id <> OLD.id AND was_public THEN
      INSERT INTO catalog_changes (profile_id, kind) VALUES (OLD.id, 'delete');
    END IF;
  ELSIF was_public THEN
    INSERT INTO catalog_changes (profile_id, kind) VALUES (OLD.id, 'delete');
  END IF;
  RETURN NULL;
END
$$;

-- 00002: the public totals by city and age. The update trigger names the generated column: a
-- column trigger also fires for a generated column whose inputs the UPDATE sets.
CREATE OR REPLACE FUNCTION profiles_public_counts() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  was_public boolean := TG_OP IN ('UPDATE', 'DELETE') AND OLD.is_public;
  is_public boolean := TG_OP IN ('INSERT', 'UPDATE') AND NEW.is_public;
BEGIN
  IF was_public AND is_public AND lower(OLD.location) = lower(NEW.location) AND OLD.age = NEW.age THEN
    RETURN NULL;
  END IF;
  IF was_public THEN
    UPDATE public_profile_counts SET n = n - 1 WHERE location_key = lower(OLD.location) AND age = OLD.age;
  END IF;
  IF is_public THEN
    INSERT INTO public_profile_counts (location_key, age, n) VALUES (lower(NEW.location), NEW.age, 1)
    ON CONFLICT (location_key, age) DO UPDATE SET n = public_profile_counts.n + 1;
  END IF;
  RETURN NULL;
END
$$;

DROP TRIGGER profiles_public_counts_update ON profiles;
CREATE TRIGGER profiles_public_counts_update AFTER UPDATE OF is_public, location, age ON profiles
  FOR EACH ROW EXECUTE FUNCTION profiles_public_counts();

-- 00004: the JSON and search copies, and the searched-total change rows
CREATE OR REPLACE FUNCTION profiles_public_copies() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  was_public boolean := TG_OP IN ('UPDATE', 'DELETE') AND OLD.is_public;
  is_public boolean := TG_OP IN ('INSERT', 'UPDATE') AND NEW.is_public;
BEGIN
  -- the JSON: recomputed on every write of a public row, stored only when it differs
  IF was_public AND NOT (is_public AND OLD.id = NEW.id) THEN
    DELETE FROM public_profile_json WHERE id = OLD.id;
  END IF;
  IF is_public THEN
    INSERT INTO public_profile_json AS j (id, card, details)
    VALUES (NEW.id, profile_card_json(NEW), profile_details_json(NEW))
    ON CONFLICT (id) DO UPDATE SET card = EXCLUDED.card, details = EXCLUDED.details
      WHERE (j.card, j.details) IS DISTINCT FROM (EXCLUDED.card, EXCLUDED.details);
  END IF;

  -- the search copy and the count changes
  IF was_public AND is_public AND OLD.id = NEW.id AND OLD.search_text = NEW.search_text
     AND lower(OLD.location) = lower(NEW.location) AND OLD.age = NEW.age AND OLD.created_at = NEW.created_at THEN
    RETURN NULL;
  END IF;

  IF was_public AND NOT (is_public AND OLD.id = NEW.id) THEN
    DELETE FROM public_profile_search WHERE id = OLD.id;
  END IF;
  IF is_public THEN
    INSERT INTO public_profile_search (id, search_text, location_key, age, created_at)
    VALUES (NEW.id, NEW.search_text, lower(NEW.location), NEW.age, NEW.created_at)
    ON CONFLICT (id) DO UPDATE SET search_text = EXCLUDED.search_text, location_key = EXCLUDED.location_key,
      age = EXCLUDED.age, created_at = EXCLUDED.created_at;
  END IF;

  IF was_public <> is_public OR (was_public AND (OLD.search_text <> NEW.search_text
     OR lower(OLD.location) <> lower(NEW.location) OR OLD.age <> NEW.age)) THEN
    INSERT INTO public_search_count_changes
      (old_search_text, old_location_key, old_age, new_search_text, new_location_key, new_age)
    VALUES (
      CASE WHEN was_public THEN OLD.search_text END, CASE WHEN was_public THEN lower(OLD.location) END,
      CASE WHEN was_public THEN OLD.age END,
      CASE WHEN is_public THEN NEW.search_text END, CASE WHEN is_public THEN lower(NEW.location) END,
      CASE WHEN is_public THEN NEW.age END);
  END IF;
  RETURN NULL;
END
$$;

-- 00005: tombstones for a TRUNCATE
CREATE OR REPLACE FUNCTION profiles_truncate_tombstones() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_changes (profile_id, kind)
  SELECT id, 'delete' FROM profiles WHERE is_public ORDER BY id;
  DELETE FROM public_profile_counts;
  RETURN NULL;
END
$$;

-- 00006: the media a public profile shows, and the purge candidates
CREATE OR REPLACE FUNCTION profiles_public_media() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  was_public boolean := TG_OP IN ('UPDATE', 'DELETE') AND OLD.is_public;
  is_public boolean := TG_OP IN ('INSERT', 'UPDATE') AND NEW.is_public;
BEGIN
  -- most writes change neither the media nor whether she is public: nothing to do
  IF TG_OP = 'UPDATE' AND was_public = is_public AND OLD.id = NEW.id
     AND OLD.photos = NEW.photos AND OLD.inactive_photos = NEW.inactive_photos
     AND OLD.videos = NEW.videos AND OLD.inactive_videos = NEW.inactive_videos THEN
    RETURN NULL;
  END IF;

  IF was_public THEN
    DELETE FROM public_media WHERE profile_id = OLD.id;
  END IF;
  IF is_public THEN
    INSERT INTO public_media (kind, name, profile_id)
    SELECT m.kind, m.name, NEW.id FROM uploaded_media(NEW.photos, NEW.inactive_photos) AS m
    UNION
    SELECT m.kind, m.name, NEW.id FROM uploaded_media(NEW.videos, NEW.inactive_videos) AS m
    ON CONFLICT DO NOTHING;
  END IF;

  -- Candidates for the purge: every file the old row referenced that the new row does not show
  -- publicly (it left the public view, was switched off or dropped, or the profile is gone).
  -- A row that was not public made nothing derived, so only the files it dropped count then.
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO media_purge_queue (kind, name)
    SELECT o.kind, o.name FROM uploaded_media(OLD.photos || OLD.videos) AS o
    EXCEPT
    SELECT n.kind, n.name FROM uploaded_media(NEW.photos || NEW.videos) AS n
    WHERE TG_OP = 'UPDATE' AND NOT was_public
    EXCEPT
    SELECT m.kind, m.name FROM public_media AS m WHERE is_public AND m.profile_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;
