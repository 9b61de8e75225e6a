-- Resumable uploads and the video job (issue 11, DESIGN §10; decision 019).
--
-- - tus_id: the upload id of a file that came through the resumable endpoint (/api/uploads/tus,
--   @tus/server's 32 hex characters). GET /api/uploads/tus/<id>/result finds the stored file by
--   it; unique, so a completed upload is recorded once even when two replicas finish it together.
-- - upload_refusals: a resumable upload the pipeline refused (wrong type, polyglot, pixel flood, …).
--   Nothing of the file is kept, only why, so the result can say so; the hourly cleanup forgets
--   them after a day, like unclaimed uploads.
-- - The video job (api/media/video.job.ts) rewrites each unprocessed video without metadata and
--   makes its poster frame: processed = true, mimetype/bytes/sha256 of the rewritten file,
--   poster_name (a JPEG in pending storage, same uuid). Or it refuses it: refused_code
--   ('unreadable' or 'tooLong', from UPLOAD_ERROR_CODES) and refused_message, its file removed;
--   the row stays so her submission's status can say why. A refused upload can never be claimed.
ALTER TABLE pending_uploads
  ADD COLUMN tus_id text UNIQUE CHECK (tus_id ~ '^[0-9a-f]{32}$'),
  ADD COLUMN poster_name text CHECK (poster_name ~ '^[0-9a-f-]{36}\.jpg$'),
  ADD COLUMN refused_code text CHECK (refused_code IN ('unreadable', 'tooLong')),
  ADD COLUMN refused_message text,
  ADD COLUMN processed_at timestamptz,
  ADD CONSTRAINT pending_uploads_refused_has_reason CHECK ((refused_code IS NULL) = (refused_message IS NULL)),
  ADD CONSTRAINT pending_uploads_processed_or_refused CHECK (NOT (processed AND refused_code IS NOT NULL));

-- the video job's queue of work: unprocessed and not refused
DROP INDEX pending_uploads_unprocessed_idx;
CREATE INDEX pending_uploads_unprocessed_idx ON pending_uploads (created_at) WHERE NOT processed AND refused_code IS NULL;

CREATE TABLE upload_refusals (
  tus_id text PRIMARY KEY CHECK (tus_id ~ '^[0-9a-f]{32}$'),
  code text NOT NULL,
  status integer NOT NULL CHECK (status BETWEEN 400 AND 499),
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX upload_refusals_created_at_idx ON upload_refusals (created_at);
