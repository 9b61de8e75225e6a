// A file as POST /api/upload or the tus endpoint leaves it: its bytes in pending storage and its
// row in pending_uploads (an image processed, a video waiting for its job). Answers the pending
// URL a submission or an owner's edit names.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { insertPendingUploads } from '#api/media/uploads.queries.ts';
import type { MediaStorage } from '#api/storage/storage.ts';
import { pendingUploadUrl } from '#contract/upload.schema.ts';
import type { Queryable } from '#db/connection.ts';
import { sha256 } from '#lib/crypto.ts';

let jpeg: Promise<Buffer> | undefined;
const smallJpeg = () => {
  jpeg ??= sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } })
    .jpeg()
    .toBuffer();
  return jpeg;
};

export async function insertPendingUpload(
  sql: Queryable,
  storage: MediaStorage,
  kind: 'image' | 'video' = 'image',
  { processed = kind === 'image' }: { processed?: boolean } = {},
): Promise<string> {
  const name = `${randomUUID()}.${kind === 'image' ? 'jpg' : 'mp4'}`;
  const data = kind === 'image' ? await smallJpeg() : Buffer.from(`video ${name}`);
  const mimetype = kind === 'image' ? 'image/jpeg' : 'video/mp4';
  await storage.put('pending', name, data, mimetype);
  await insertPendingUploads(sql, [
    { name, kind, mimetype, bytes: data.length, sha256: sha256(data), processed, clientKeyHash: 'k'.repeat(32) },
  ]);
  return pendingUploadUrl(name);
}
