// Report evidence: the type comes from the file's own bytes (file-type), never from its name or
// the browser's claim. Images are re-encoded with sharp, which drops every piece of metadata
// (EXIF, GPS, XMP, ICC) after applying the EXIF orientation; PDFs and Word files are kept as sent
// and stay private (MediaStorage kind "evidence", never served under /uploads).
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { ValidationError } from '../errors.ts';

export type EvidenceExtension = 'jpg' | 'png' | 'gif' | 'webp' | 'pdf' | 'doc' | 'docx';

export interface DetectedEvidence {
  ext: EvidenceExtension;
  mimetype: string;
  data: Buffer;
}

const DETECTED: Record<string, { ext: EvidenceExtension; mimetype: string }> = {
  jpg: { ext: 'jpg', mimetype: 'image/jpeg' },
  png: { ext: 'png', mimetype: 'image/png' },
  gif: { ext: 'gif', mimetype: 'image/gif' },
  webp: { ext: 'webp', mimetype: 'image/webp' },
  pdf: { ext: 'pdf', mimetype: 'application/pdf' },
  // file-type names the legacy Office container (Compound File Binary) "cfb"; a Word file is the
  // one whose directory holds a "WordDocument" stream (Excel, PowerPoint and MSI files do not).
  cfb: { ext: 'doc', mimetype: 'application/msword' },
  docx: { ext: 'docx', mimetype: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
};

const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

/** Larger images than this are refused rather than decoded (a "decompression bomb"). */
const MAX_IMAGE_PIXELS = 50_000_000;

export function evidenceTypeError(): ValidationError {
  return new ValidationError('Evidence must be an image (JPEG, PNG, GIF or WebP), a PDF or a Word document', {
    evidence: ['forms.validation.evidenceType'],
  });
}

// The extensions a file of each detected type may carry in its name.
const NAMES: Record<EvidenceExtension, readonly string[]> = {
  jpg: ['jpg', 'jpeg'],
  png: ['png'],
  gif: ['gif'],
  webp: ['webp'],
  pdf: ['pdf'],
  doc: ['doc'],
  docx: ['docx'],
};

/**
 * What the bytes are, or a 400 when they are not an accepted evidence type, or when the file's
 * name claims another type than its bytes prove (a PNG named .pdf is refused too: a file that
 * lies about itself is not evidence we want to open). Cheap: reads the head of the file.
 */
export async function detectEvidence(data: Buffer, originalName = ''): Promise<DetectedEvidence> {
  const type = await fileTypeFromBuffer(data);
  const known = type ? DETECTED[type.ext] : undefined;
  if (!known) throw evidenceTypeError();
  if (known.ext === 'doc' && !data.includes(WORD_STREAM)) throw evidenceTypeError();
  const dot = originalName.lastIndexOf('.');
  const claimed = dot > 0 ? originalName.slice(dot + 1).toLowerCase() : '';
  if (claimed && !NAMES[known.ext].includes(claimed)) throw evidenceTypeError();
  return { ...known, data };
}

export const isImage = (ext: EvidenceExtension) => ext === 'jpg' || ext === 'png' || ext === 'gif' || ext === 'webp';

/** The bytes to store: images re-encoded in their own format without metadata, documents as they are. */
export async function cleanEvidence(evidence: DetectedEvidence): Promise<DetectedEvidence> {
  if (!isImage(evidence.ext)) return evidence;
  try {
    const { pages = 1 } = await sharp(evidence.data, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
    const animated = pages > 1;
    let image = sharp(evidence.data, { animated, limitInputPixels: MAX_IMAGE_PIXELS });
    if (!animated) image = image.rotate(); // apply the EXIF orientation before it is dropped
    switch (evidence.ext) {
      case 'jpg':
        image = image.jpeg({ quality: 90 });
        break;
      case 'png':
        image = image.png();
        break;
      case 'gif':
        image = image.gif();
        break;
      default:
        image = image.webp({ quality: 90 });
    }
    return { ...evidence, data: await image.toBuffer() };
  } catch {
    throw new ValidationError('The evidence image could not be read', { evidence: ['forms.validation.evidenceUnreadable'] });
  }
}
