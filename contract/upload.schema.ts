// POST /api/upload: a multipart form with the repeated field
// "files", at most 10 files of at most 10 MB each, images (JPEG, PNG, GIF, WebP) and videos (MP4,
// MOV, AVI, WebM) proved by their bytes. The answer lists each stored file's url and type, in the
// order sent. The url names a pending file: never served, only named by a submission
// (POST /api/profiles), which the server resolves with pendingUploadName().
import { z } from 'zod/mini';

/** The form field, repeated once per file. */
export const UPLOAD_FIELD = 'files';
/** Files per request, and per submitted profile. */
export const UPLOAD_MAX_FILES = 10;
/** Bytes per file (10MB each). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** The largest multipart body POST /api/upload takes: its files and 1 MB for the form around them. */
export const UPLOAD_REQUEST_MAX_BYTES = UPLOAD_MAX_FILES * UPLOAD_MAX_BYTES + 1024 * 1024;
/** A video's longest duration (videos under 2 minutes). */
export const VIDEO_MAX_SECONDS = 120;

export const UPLOAD_IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const UPLOAD_VIDEO_MIME_TYPES = ['video/mp4', 'video/quicktime', 'video/x-msvideo', 'video/webm'] as const;

const PENDING_PREFIX = '/uploads/pending/';
const PENDING_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|gif|webp|mp4|mov|avi|webm)$/;

/** The url answered for a stored pending file. */
export function pendingUploadUrl(name: string): string {
  return `${PENDING_PREFIX}${name}`;
}

/** The stored name a url (or a bare name) from POST /api/upload stands for, or null when it is none. */
export function pendingUploadName(value: string): string | null {
  const name = value.startsWith(PENDING_PREFIX) ? value.slice(PENDING_PREFIX.length) : value;
  return PENDING_NAME.test(name) ? name : null;
}

export const UploadedFileSchema = z.object({
  url: z.string(),
  mimetype: z.enum([...UPLOAD_IMAGE_MIME_TYPES, ...UPLOAD_VIDEO_MIME_TYPES]),
});
export type UploadedFile = z.infer<typeof UploadedFileSchema>;

export const UploadResponseSchema = z.object({ files: z.array(UploadedFileSchema) });
export type UploadResponse = z.infer<typeof UploadResponseSchema>;

/**
 * The resumable endpoint (tus 1.0, creation + termination + expiration): POST here creates an
 * upload (metadata `filename` and `filetype`, at most UPLOAD_MAX_BYTES), HEAD/PATCH
 * `<endpoint>/<id>` resume it. Once the last byte arrived the file goes through the same pipeline
 * as POST /api/upload; `GET <endpoint>/<id>/result` then answers 200 UploadedFile, 202
 * UploadProcessing while it is not done yet (bytes missing, the pipeline or the video job still
 * running), 4xx UploadRefused when the file was refused (nothing of it is kept), 404 unknown.
 */
export const TUS_ENDPOINT = '/api/uploads/tus';

/** The result url of a resumable upload, from its upload url (the Location tus answered). */
export function tusResultUrl(uploadUrl: string): string {
  return `${uploadUrl.replace(/\/+$/, '')}/result`;
}

export const UploadProcessingSchema = z.object({ status: z.literal('processing') });
export type UploadProcessing = z.infer<typeof UploadProcessingSchema>;

/** What a refused upload answers besides its message: which rule, and which file (by its position and name). */
export const UPLOAD_ERROR_CODES = [
  'noFiles',
  'tooManyFiles',
  'tooLarge',
  'empty',
  'invalidType',
  'polyglot',
  'tooManyPixels',
  'tooLong',
  'unreadable',
] as const;
export type UploadErrorCode = (typeof UPLOAD_ERROR_CODES)[number];

export const UploadRefusedSchema = z.object({ message: z.string(), code: z.enum(UPLOAD_ERROR_CODES) });
export type UploadRefused = z.infer<typeof UploadRefusedSchema>;
