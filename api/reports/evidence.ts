// Report evidence and takedown proof: an image (cleaned of its metadata, api/media/clean-image.ts),
// a PDF or (report evidence only) a Word document, told apart by its bytes
// (api/media/upload-type.ts). Documents are kept as sent and stay private (MediaStorage kind
// "evidence", never served under /uploads).
import { ValidationError } from '../errors.ts';
import { cleanImage } from '../media/clean-image.ts';
import { isImage, type SniffedUpload, sniffUpload, type UploadExtension } from '../media/upload-type.ts';

export type EvidenceExtension = UploadExtension;
export type DetectedEvidence = SniffedUpload;

/** Which files a form accepts and how its field's errors are named. */
export interface EvidenceRules {
  types: readonly EvidenceExtension[];
  field: string;
  typeMessage: string;
  unreadableMessage: string;
  /** The 400's English message for a file of another type. */
  typeText: string;
}

/** The report form's evidence: an image, a PDF or a Word document. */
export const REPORT_EVIDENCE: EvidenceRules = {
  types: ['jpg', 'png', 'gif', 'webp', 'pdf', 'doc', 'docx'],
  field: 'evidence',
  typeMessage: 'forms.validation.evidenceType',
  unreadableMessage: 'forms.validation.evidenceUnreadable',
  typeText: 'Evidence must be an image (JPEG, PNG, GIF or WebP), a PDF or a Word document',
};

/** The takedown form's proof: an image or a PDF. */
export const TAKEDOWN_PROOF: EvidenceRules = {
  types: ['jpg', 'png', 'gif', 'webp', 'pdf'],
  field: 'proof',
  typeMessage: 'takedown.validation.proofType',
  unreadableMessage: 'takedown.validation.proofUnreadable',
  typeText: 'Proof must be an image (JPEG, PNG, GIF or WebP) or a PDF',
};

export function evidenceTypeError(rules: EvidenceRules = REPORT_EVIDENCE): ValidationError {
  return new ValidationError(rules.typeText, { [rules.field]: [rules.typeMessage] });
}

/** What the bytes are, or a 400 when they are not an accepted type or the name claims another. */
export async function detectEvidence(data: Buffer, originalName = '', rules: EvidenceRules = REPORT_EVIDENCE): Promise<DetectedEvidence> {
  const detected = await sniffUpload(data, originalName, rules.types);
  if (!detected) throw evidenceTypeError(rules);
  return detected;
}

/** The bytes to store: images re-encoded in their own format without metadata, documents as they are. */
export async function cleanEvidence(evidence: DetectedEvidence, rules: EvidenceRules = REPORT_EVIDENCE): Promise<DetectedEvidence> {
  if (!isImage(evidence.ext)) return evidence;
  try {
    return { ...evidence, data: await cleanImage(evidence.data, evidence.ext) };
  } catch {
    throw new ValidationError(`The ${rules.field} image could not be read`, { [rules.field]: [rules.unreadableMessage] });
  }
}
