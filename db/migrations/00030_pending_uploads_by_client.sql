-- The upload quotas (docs/decisions/062-uploads-are-admitted-before-their-bytes.md) read, before
-- every upload is admitted, what one client has uploaded and no submission has claimed: the sum
-- of its bytes and its videos still waiting for the video job. This index answers that from the
-- client's own unclaimed rows, however many other clients have pending uploads.
CREATE INDEX pending_uploads_client_unclaimed_idx ON pending_uploads (client_key_hash) WHERE claimed_at IS NULL;
