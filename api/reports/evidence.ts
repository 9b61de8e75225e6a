// Report evidence: an image (cleaned of its metadata, api/media/clean-image.ts), a PDF or a Word
// document, told apart by its bytes (api/media/upload-type.ts). Documents are kept as sent and stay
// private (MediaStorage kind "evidence", never served under /uploads).
import { ValidationError } from '../errors.ts';
import { cleanImage } from '../media/clean-image.ts';
import { isImage, type SniffedUpload, sniffUpload, type UploadExtension } from '../media/upload-type.ts';

export type EvidenceExtension = UploadExtension;
export type DetectedEvidence = SniffedUpload;

const EVIDENCE_TYPES: readonly EvidenceExtension[] = ['jpg', 'png', 'gif', 'webp', 'pdf', 'doc', 'docx'];

export function evidenceTypeError(): ValidationError {
  return new ValidationError('Evidence must be an image (JPEG, PNG, GIF or WebP), a PDF or a Word document', {
    evidence: ['forms.validation.evidenceType'],
  });
}

/** What the bytes are, or a 400 when they are not an accepted evidence type or the name claims another. */
export async function detectEvidence(data: Buffer, originalName = ''): Promise<DetectedEvidence> {
  const detected = await sniffUpload(data, originalName, EVIDENCE_TYPES);
  if (!detected) throw evidenceTypeError();
  return detected;
}

/** The bytes to store: images re-encoded in their own format without metadata, documents as they are. */
export async function cleanEvidence(evidence: DetectedEvidence): Promise<DetectedEvidence> {
  if (!isImage(evidence.ext)) return evidence;
  try {
    return { ...evidence, data: await cleanImage(evidence.data, evidence.ext) };
  } catch {
    throw new ValidationError('The evidence image could not be read', { evidence: ['forms.validation.evidenceUnreadable'] });
  }
}
