-- Media beyond one machine (decision 080).
--
-- 1. media_publish_queue: every file that entered or left public_media (00006), written by a
--    trigger on public_media itself, so every way a profile becomes public or stops being public
--    (approval, withdrawal, deletion, erasure, an edit) is covered. The media.publish job
--    (api/media/media-publish.service.ts) looks at each again, every minute: still public → its
--    public copy (for a CDN in front of the bucket) is made; not public → the copy is removed.
--    Without a CDN the job only empties the queue. Append-only with a serial key, like
--    media_purge_queue, so a profile write never waits for the job.
-- 2. tus_upload_locks: which process is receiving bytes of a resumable upload (a lease renewed
--    while it does), so two replicas never append to one staged upload at once
--    (api/media/tus-locker.ts). A process that wants the upload asks the holder to let go.

CREATE TABLE media_publish_queue (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('images', 'videos')),
  name text NOT NULL,
  queued_at timestamptz NOT NULL DEFAULT now()
);

CREATE FUNCTION public_media_publish() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO media_publish_queue (kind, name) VALUES (NEW.kind, NEW.name);
  ELSE
    INSERT INTO media_publish_queue (kind, name) VALUES (OLD.kind, OLD.name);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER public_media_publish AFTER INSERT OR DELETE ON public_media
  FOR EACH ROW EXECUTE FUNCTION public_media_publish();

-- what is public today is published by the first run (nothing happens without a CDN)
INSERT INTO media_publish_queue (kind, name)
SELECT DISTINCT kind, name FROM public_media;

CREATE TABLE tus_upload_locks (
  id text PRIMARY KEY,
  holder uuid NOT NULL,
  expires_at timestamptz NOT NULL,
  release_requested boolean NOT NULL DEFAULT false
);
