-- Catalogue read performance (docs/decisions/004, "Read performance").
--
-- 1. public_profile_json: the contract's JSON of every PUBLIC profile (the CatalogCard, and the
--    rest of the PublicProfile), written by a trigger in the same transaction as the profile, so
--    a read fetches finished text by primary key and Node sends it through: no ~30 columns a row
--    to parse and serialise again, and no JSON to build per read (building it costs ~100 µs a
--    card, mostly the media URLs). A row exists exactly while the profile is public.
-- 2. public_profile_search: a narrow copy of the PUBLIC profiles only (id, search text, city,
--    age, created_at), kept by the same trigger, with the trigram index and the sort indexes, so
--    a searched list rechecks ~250-byte rows instead of ~1.9 KB ones.
-- 3. public_search_count_changes: one row per change of a public row's search text, city or age
--    (or of whether it is public), with the values before and after, written by the same trigger.
--    A searched total counted in snapshot S is brought up to date exactly by summing the rows
--    that S did not see (profile-count-cache.ts) instead of counting again. Rows older than a
--    day are removed by the hourly cleanup job; the cache never uses a total that old.

-- ---------------------------------------------------------------------------------------------
-- JSON of the public views

-- api/contract/media.ts mediaUrl(): URLs and /uploads/ paths are kept; a stored name goes to
-- /uploads/videos/ when its extension (what follows the last dot, or the whole name without one,
-- like JS split('.').pop()) is a video extension, else to /uploads/images/.
CREATE FUNCTION media_url(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN lower(left(value, 7)) = 'http://' OR lower(left(value, 8)) = 'https://' OR left(value, 9) = '/uploads/' THEN value
    WHEN lower(split_part(value, '.', -1)) IN ('mp4', 'mov', 'avi', 'webm') THEN '/uploads/videos/' || value
    ELSE '/uploads/images/' || value
  END
$$;

-- The active items of a media list as a JSON array of URLs, in stored order.
CREATE FUNCTION public_media_json(items text[], inactive text[]) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_to_json(ARRAY(
    SELECT media_url(u.item) FROM unnest(items) WITH ORDINALITY AS u(item, n)
    WHERE array_position(inactive, u.item) IS NULL
    ORDER BY u.n
  ))::text, '[]')
$$;

-- CatalogCard (api/contract/profile.schema.ts) as compact JSON, keys in the contract's order:
-- the last name is its initial; the photo is the primary one unless it is inactive, else the
-- first active photo, else null; contactMethods says which channels she offers (shared AND a
-- non-blank value, as contact_channels() of 00001 reads it): booleans only, never a value;
-- createdAt is UTC with milliseconds, like Date#toISOString.
CREATE FUNCTION profile_card_json(p profiles) RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT '{"id":' || p.id
    || ',"firstName":' || to_json(p.first_name)
    || ',"lastName":' || to_json(coalesce(left(btrim(p.last_name), 1), ''))
    || ',"age":' || p.age
    || ',"location":' || to_json(p.location)
    || ',"aboutMe":' || to_json(coalesce(p.about_me, ''))
    || ',"price":' || to_json(p.price::text)
    || ',"primaryPhoto":' || coalesce(to_json(media_url(CASE
         WHEN p.primary_photo <> '' AND array_position(p.inactive_photos, p.primary_photo) IS NULL THEN p.primary_photo
         ELSE (SELECT u.item FROM unnest(p.photos) WITH ORDINALITY AS u(item, n)
               WHERE array_position(p.inactive_photos, u.item) IS NULL ORDER BY u.n LIMIT 1)
       END))::text, 'null')
    || ',"photos":' || public_media_json(p.photos, p.inactive_photos)
    || ',"videos":' || public_media_json(p.videos, p.inactive_videos)
    || ',"occupation":' || coalesce(to_json(p.occupation)::text, 'null')
    || ',"personalityTags":' || array_to_json(p.personality_tags)
    || ',"contactMethods":{"whatsapp":' || coalesce('whatsapp' = ANY (p.shared_channels) AND btrim(p.contact_methods ->> 'whatsapp') <> '', false)
    || ',"instagram":' || coalesce('instagram' = ANY (p.shared_channels) AND btrim(p.contact_methods ->> 'instagram') <> '', false)
    || ',"email":' || coalesce('email' = ANY (p.shared_channels) AND btrim(p.contact_methods ->> 'email') <> '', false)
    || ',"telegram":' || coalesce('telegram' = ANY (p.shared_channels) AND btrim(p.contact_methods ->> 'telegram') <> '', false)
    || ',"facebook":' || coalesce('facebook' = ANY (p.shared_channels) AND btrim(p.contact_methods ->> 'facebook') <> '', false)
    || ',"tiktok":' || coalesce('tiktok' = ANY (p.shared_channels) AND btrim(p.contact_methods ->> 'tiktok') <> '', false)
    || ',"phone":' || coalesce('phone' = ANY (p.shared_channels) AND btrim(p.contact_methods ->> 'phone') <> '', false)
    || '},"verified":' || p.verified
    || ',"isFeatured":' || p.is_featured
    || ',"createdAt":' || to_json(to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
    || ',"slugEn":' || coalesce(to_json(p.slug_en)::text, 'null')
    || ',"slugEs":' || coalesce(to_json(p.slug_es)::text, 'null')
    || ',"slugIt":' || coalesce(to_json(p.slug_it)::text, 'null')
    || ',"slugDe":' || coalesce(to_json(p.slug_de)::text, 'null')
    || ',"slugNl":' || coalesce(to_json(p.slug_nl)::text, 'null')
    || ',"slugPt":' || coalesce(to_json(p.slug_pt)::text, 'null')
    || '}'
$$;

-- The rest of the PublicProfile, as the text that follows the card's fields (',"height":…'):
-- the profile is the card without its closing brace, this, and '}'.
CREATE FUNCTION profile_details_json(p profiles) RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT ',"height":' || coalesce(to_json(p.height)::text, 'null')
    || ',"education":' || coalesce(to_json(p.education)::text, 'null')
    || ',"relationshipStatus":' || coalesce(to_json(p.relationship_status)::text, 'null')
    || ',"languages":' || array_to_json(p.languages)
    || ',"children":' || array_to_json(p.children)
    || ',"smoking":' || coalesce(to_json(p.smoking)::text, 'null')
    || ',"drinking":' || coalesce(to_json(p.drinking)::text, 'null')
    || ',"interests":' || array_to_json(p.interests)
    || ',"lookingFor":' || array_to_json(p.looking_for)
    || ',"bodyType":' || coalesce(to_json(p.body_type)::text, 'null')
    || ',"ethnicity":' || coalesce(to_json(p.ethnicity)::text, 'null')
    || ',"religion":' || coalesce(to_json(p.religion)::text, 'null')
$$;

CREATE TABLE public_profile_json (
  id integer PRIMARY KEY,            -- profiles.id (no FK: kept by the trigger below)
  card text NOT NULL,                -- profile_card_json()
  details text NOT NULL              -- profile_details_json()
);

-- ---------------------------------------------------------------------------------------------
-- The narrow search table of the public profiles

CREATE TABLE public_profile_search (
  id integer PRIMARY KEY,            -- profiles.id (no FK: kept by the trigger below)
  search_text text NOT NULL,         -- profiles.search_text
  location_key text NOT NULL,        -- lower(profiles.location)
  age integer NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE INDEX public_profile_search_trgm_idx ON public_profile_search USING gin (search_text gin_trgm_ops);
CREATE INDEX public_profile_search_newest_idx ON public_profile_search (created_at DESC, id DESC);
CREATE INDEX public_profile_search_youngest_idx ON public_profile_search (age, created_at DESC, id DESC);
CREATE INDEX public_profile_search_oldest_age_idx ON public_profile_search (age DESC, created_at DESC, id DESC);
CREATE INDEX public_profile_search_location_idx ON public_profile_search (location_key, created_at DESC, id DESC);

CREATE TABLE public_search_count_changes (
  seq bigserial PRIMARY KEY,
  txid xid8 NOT NULL DEFAULT pg_current_xact_id(),
  logged_at timestamptz NOT NULL DEFAULT now(),
  -- the row as the public saw it before (all null: it was not public) and after (null: it is not)
  old_search_text text,
  old_location_key text,
  old_age integer,
  new_search_text text,
  new_location_key text,
  new_age integer
);
CREATE INDEX public_search_count_changes_txid_idx ON public_search_count_changes (txid);
CREATE INDEX public_search_count_changes_logged_at_idx ON public_search_count_changes (logged_at);

CREATE FUNCTION profiles_public_copies() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  was_public boolean := false;
  is_public boolean := false;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    was_public := OLD.status = 'ACTIVE' AND OLD.is_approved
      AND OLD.consent_withdrawn_at IS NULL AND OLD.deleted_at IS NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    is_public := NEW.status = 'ACTIVE' AND NEW.is_approved
      AND NEW.consent_withdrawn_at IS NULL AND NEW.deleted_at IS NULL;
  END IF;
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

-- Every column can reach the JSON, so every write fires it (a private edit recomputes the same
-- JSON and writes nothing).
CREATE TRIGGER profiles_public_copies AFTER INSERT OR UPDATE OR DELETE ON profiles
  FOR EACH ROW EXECUTE FUNCTION profiles_public_copies();

-- TRUNCATE fires no row triggers: empty the copy, and log a row that makes every cached total
-- count again (old and new both null never matches; see profile-count-cache.ts).
CREATE FUNCTION profiles_public_copies_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM public_profile_json;
  DELETE FROM public_profile_search;
  INSERT INTO public_search_count_changes DEFAULT VALUES;
  RETURN NULL;
END
$$;
CREATE TRIGGER profiles_public_copies_truncate AFTER TRUNCATE ON profiles
  FOR EACH STATEMENT EXECUTE FUNCTION profiles_public_copies_truncate();

INSERT INTO public_profile_json (id, card, details)
SELECT p.id, profile_card_json(p), profile_details_json(p)
FROM profiles p
WHERE status = 'ACTIVE' AND is_approved AND consent_withdrawn_at IS NULL AND deleted_at IS NULL;

INSERT INTO public_profile_search (id, search_text, location_key, age, created_at)
SELECT id, search_text, lower(location), age, created_at
FROM profiles
WHERE status = 'ACTIVE' AND is_approved AND consent_withdrawn_at IS NULL AND deleted_at IS NULL;

ANALYZE public_profile_json;
ANALYZE public_profile_search;
