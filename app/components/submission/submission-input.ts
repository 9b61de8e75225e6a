// What the submission form hands to the device's queue (app/local/submission-queue.ts): the
// values she typed and the media she picked, already re-encoded on the device. The media are
// sent later by the queue (resumable uploads), which then fills photos, videos and primaryPhoto
// with the pending URLs the server answered.
import type { Language } from '#contract/languages.ts';
import type { SubmissionInput } from '#contract/submission.schema.ts';

export interface QueuedMediaInput {
  /** The file's bytes (photos re-encoded, metadata gone); stored as bytes, never as a Blob. */
  bytes: ArrayBuffer;
  /** Its MIME type, e.g. image/jpeg or video/mp4. */
  type: string;
  /** The name shown to her (the original file name). */
  name: string;
  kind: 'photo' | 'video';
}

export interface QueuedSubmissionInput {
  values: Omit<SubmissionInput, 'photos' | 'videos' | 'primaryPhoto'>;
  media: QueuedMediaInput[];
  /** Index in `media` of the main photo (a photo). */
  mainPhotoIndex: number;
  /** The language she filled the form in (mails to her use it). */
  language: Language;
}
