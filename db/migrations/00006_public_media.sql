-- Media follow the public view (DESIGN §10; decision 011).
--
-- 1. public_media: every uploaded file (kind + name) that a PUBLIC profile shows, i.e. exactly
--    the /uploads/<kind>/<name> URLs the public JSON of 00004 lists (active photos and videos;
--    the primary photo is one of the photos). Written by a trigger in the same transaction as
--    the profile, like the copies of 00004, so the moment a withdrawal, a deletion, a status
--    change or an un-approval commits, /uploads answers 404 for her files and their variants.
--    The server asks one primary-key probe per request (api/media/media.queries.ts).
--    A name may be shown by several profiles, hence profile_id in the key.
-- 2. media_purge_queue: files that may have left the public view or lost their last reference,
--    written by the same trigger. The media.purge job (api/media/media-purge.job.ts) looks at
--    each again: still public → kept; referenced by some (non-public) profile → its derived
--    files (variants, share image) are removed and the original kept for her and the admins;
--    referenced by no profile at all → the original goes too, with its media_files row.
--    Append-only with a serial key, so a profile write never waits for the job.

-- The (kind, name) of each item served under /uploads that `items` minus `inactive` shows, by
-- the rule of media_url() (00004) and api/contract/media.ts: a bare name (no '/') is an image or
-- a video by its extension, '/uploads/images/<name>' and '/uploads/videos/<name>' are that file,
-- anything else (absolute URLs, other paths) is not ours. Written out rather than through
-- media_url() and a pattern: six times faster, and it runs for every item of every media write
-- (public-media.integration.test.ts holds it to the contract's JavaScript). Not DISTINCT: the
-- callers' UNION, EXCEPT and ON CONFLICT remove duplicates without a sort per call.
CREATE FUNCTION uploaded_media(items text[], inactive text[] DEFAULT '{}')
RETURNS TABLE (kind text, name text)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN left(item, 16) = '/uploads/videos/'
                OR (left(item, 1) <> '/' AND lower(split_part(item, '.', -1)) IN ('mp4', 'mov', 'avi', 'webm'))
              THEN 'videos' ELSE 'images' END,
         CASE WHEN left(item, 1) = '/' THEN substr(item, 17) ELSE item END
  FROM unnest(items) AS item
  WHERE array_position(inactive, item) IS NULL
    AND CASE WHEN left(item, 16) IN ('/uploads/images/', '/uploads/videos/')
             THEN length(item) > 16 AND strpos(substr(item, 17), '/') = 0
             ELSE item <> '' AND strpos(item, '/') = 0 END
$$;

CREATE TABLE public_media (
  kind text NOT NULL CHECK (kind IN ('images', 'videos')),
  name text NOT NULL,
  profile_id integer NOT NULL,       -- profiles.id (no FK: kept by the trigger below)
  PRIMARY KEY (kind, name, profile_id)
);
CREATE INDEX public_media_profile_id_idx ON public_media (profile_id);

CREATE TABLE media_purge_queue (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('images', 'videos')),
  name text NOT NULL,
  queued_at timestamptz NOT NULL DEFAULT now()
);

CREATE FUNCTION profiles_public_media() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  was_public boolean := false;
  is_public boolean := false;
BEGIN
  -- the public predicate (00001, 00004): keep in step when it is centralised
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    was_public := OLD.status = 'ACTIVE' AND OLD.is_approved
      AND OLD.consent_withdrawn_at IS NULL AND OLD.deleted_at IS NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    is_public := NEW.status = 'ACTIVE' AND NEW.is_approved
      AND NEW.consent_withdrawn_at IS NULL AND NEW.deleted_at IS NULL;
  END IF;

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

CREATE TRIGGER profiles_public_media AFTER INSERT OR UPDATE OR DELETE ON profiles
  FOR EACH ROW EXECUTE FUNCTION profiles_public_media();

-- TRUNCATE fires no row triggers: nothing is public any more, and every uploaded file is a
-- candidate (the job keeps whatever a profile inserted later references).
CREATE FUNCTION profiles_public_media_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO media_purge_queue (kind, name)
  SELECT kind, name FROM public_media
  UNION
  SELECT kind, name FROM media_files;
  DELETE FROM public_media;
  RETURN NULL;
END
$$;
CREATE TRIGGER profiles_public_media_truncate AFTER TRUNCATE ON profiles
  FOR EACH STATEMENT EXECUTE FUNCTION profiles_public_media_truncate();

-- Back-fill: the public media of today's public profiles …
INSERT INTO public_media (kind, name, profile_id)
SELECT m.kind, m.name, p.id
FROM profiles AS p
CROSS JOIN LATERAL (
  SELECT * FROM uploaded_media(p.photos, p.inactive_photos)
  UNION
  SELECT * FROM uploaded_media(p.videos, p.inactive_videos)
) AS m
WHERE p.status = 'ACTIVE' AND p.is_approved AND p.consent_withdrawn_at IS NULL AND p.deleted_at IS NULL;

-- … and, for the first purge, everything that left the view before today: every file of a
-- profile that is not public, every switched-off file, and every uploaded file that no profile
-- references any more (hard-deleted profiles). The job re-checks each one, so a file that is
-- also shown by a public profile stays.
INSERT INTO media_purge_queue (kind, name)
SELECT m.kind, m.name FROM profiles AS p CROSS JOIN LATERAL uploaded_media(p.photos || p.videos) AS m
EXCEPT
SELECT kind, name FROM public_media
UNION
SELECT f.kind, f.name FROM media_files AS f
WHERE f.created_at < now() - interval '1 day'   -- an upload on its way to a submission stays
  AND NOT EXISTS (SELECT 1 FROM public_media AS m WHERE m.kind = f.kind AND m.name = f.name);

ANALYZE public_media;
