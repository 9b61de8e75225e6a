-- Public profile search and sorts (storefront §2 Browse, §7 GET /api/profiles).
--
-- Search is case- and accent-insensitive over first name, last name and about_me ("maria" finds
-- "María"). The text is normalised once, when a row is written, into a stored generated column,
-- and a trigram GIN index over the public rows answers LIKE '%term%' on it.
--
-- The catalogue change trigger (00001) compares to_jsonb(NEW) with to_jsonb(OLD) minus private
-- columns; search_text is derived from public columns only, so it changes exactly when one of
-- them changes and never causes an upsert of its own.

CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

-- unaccent() is STABLE (its dictionary could be changed); indexes and generated columns need an
-- IMMUTABLE function. We pin the dictionary by name: if it ever changes, rebuild search_text.
CREATE FUNCTION immutable_unaccent(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
BEGIN ATOMIC
  SELECT public.unaccent('public.unaccent'::regdictionary, value);
END;

-- Unaccent first, then lower-case: the cluster runs in the C locale, where lower() only folds
-- ASCII letters ("Í" stays "Í", but unaccent turns it into "I" first). Queries normalise the
-- search term with the same function.
CREATE FUNCTION search_normalize(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
BEGIN ATOMIC
  SELECT lower(immutable_unaccent(value));
END;

ALTER TABLE profiles ADD COLUMN search_text text GENERATED ALWAYS AS (
  search_normalize(first_name || ' ' || coalesce(last_name, '') || ' ' || coalesce(about_me, ''))
) STORED;

-- Public predicate repeated verbatim (see 00001) so the planner matches these partial indexes.
CREATE INDEX profiles_public_search_idx ON profiles USING gin (search_text gin_trgm_ops)
  WHERE status = 'ACTIVE' AND is_approved AND consent_withdrawn_at IS NULL AND deleted_at IS NULL;

-- Sorts by age: youngest first and oldest first, newest profile first among equal ages.
CREATE INDEX profiles_public_youngest_idx ON profiles (age, created_at DESC, id DESC)
  WHERE status = 'ACTIVE' AND is_approved AND consent_withdrawn_at IS NULL AND deleted_at IS NULL;
CREATE INDEX profiles_public_oldest_age_idx ON profiles (age DESC, created_at DESC, id DESC)
  WHERE status = 'ACTIVE' AND is_approved AND consent_withdrawn_at IS NULL AND deleted_at IS NULL;

-- The same sorts within one city (the browse page's location filter); newest/oldest within a
-- city use profiles_public_location_idx of 00001.
CREATE INDEX profiles_public_location_youngest_idx ON profiles (lower(location), age, created_at DESC, id DESC)
  WHERE status = 'ACTIVE' AND is_approved AND consent_withdrawn_at IS NULL AND deleted_at IS NULL;
CREATE INDEX profiles_public_location_oldest_age_idx ON profiles (lower(location), age DESC, created_at DESC, id DESC)
  WHERE status = 'ACTIVE' AND is_approved AND consent_withdrawn_at IS NULL AND deleted_at IS NULL;

-- Statistics on lower(location): without them the planner guesses 0.5% of rows per city (it is
-- ~14%) and picks plans that walk a whole city.
CREATE STATISTICS profiles_location_lower_stats ON (lower(location)) FROM profiles;

-- Profile pages by slug in each language are served by the UNIQUE constraints of 00001.

-- ---------------------------------------------------------------------------------------------
-- Public totals by city and age, kept by a trigger in the writing transaction, so the
-- X-Total-Count of an unsearched list is a sum over at most a few hundred rows instead of a scan
-- of every public profile. Searched lists count their matches (profile-count-cache.ts).
CREATE TABLE public_profile_counts (
  location_key text NOT NULL,        -- lower(location)
  age integer NOT NULL,
  n integer NOT NULL CHECK (n >= 0),
  PRIMARY KEY (location_key, age)
);

CREATE FUNCTION profiles_public_counts() RETURNS trigger
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

CREATE TRIGGER profiles_public_counts_insert_delete AFTER INSERT OR DELETE ON profiles
  FOR EACH ROW EXECUTE FUNCTION profiles_public_counts();
CREATE TRIGGER profiles_public_counts_update
  AFTER UPDATE OF status, is_approved, consent_withdrawn_at, deleted_at, location, age ON profiles
  FOR EACH ROW EXECUTE FUNCTION profiles_public_counts();

INSERT INTO public_profile_counts (location_key, age, n)
SELECT lower(location), age, count(*)
FROM profiles
WHERE status = 'ACTIVE' AND is_approved AND consent_withdrawn_at IS NULL AND deleted_at IS NULL
GROUP BY 1, 2;
