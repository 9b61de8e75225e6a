// What an uploaded file is, from its own bytes (file-type), never from its name or the browser's
// claim. Every upload (report evidence, profile submissions, POST /api/upload) asks here with the types it accepts;
// a file whose name claims another type than its bytes prove is refused too (a file that lies
// about itself is not one we want to open). Cheap: reads the head of the file.
import { fileTypeFromBuffer } from 'file-type';

export type UploadExtension = 'jpg' | 'png' | 'gif' | 'webp' | 'pdf' | 'doc' | 'docx' | 'mp4' | 'mov' | 'avi' | 'webm';
export type ImageExtension = Extract<UploadExtension, 'jpg' | 'png' | 'gif' | 'webp'>;
export type VideoExtension = Extract<UploadExtension, 'mp4' | 'mov' | 'avi' | 'webm'>;

export interface SniffedUpload {
  ext: UploadExtension;
  mimetype: string;
  data: Buffer;
}

const DETECTED: Record<string, { ext: UploadExtension; mimetype: string }> = {
  jpg: { ext: 'jpg', mimetype: 'image/jpeg' },
  png: { ext: 'png', mimetype: 'image/png' },
  gif: { ext: 'gif', mimetype: 'image/gif' },
  webp: { ext: 'webp', mimetype: 'image/webp' },
  pdf: { ext: 'pdf', mimetype: 'application/pdf' },
  // file-type names the legacy Office container (Compound File Binary) "cfb"; a Word file is the
  // one whose directory holds a "WordDocument" stream (Excel, PowerPoint and MSI files do not).
  cfb: { ext: 'doc', mimetype: 'application/msword' },
  docx: { ext: 'docx', mimetype: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  // file-type names an ISO media file by its major brand: "qt  " is a QuickTime movie (iPhones),
  // the others (isom, mp41, mp42, avc1, …) an MP4; M4V, M4A and 3GP brands are not accepted.
  mp4: { ext: 'mp4', mimetype: 'video/mp4' },
  mov: { ext: 'mov', mimetype: 'video/quicktime' },
  avi: { ext: 'avi', mimetype: 'video/x-msvideo' },
  webm: { ext: 'webm', mimetype: 'video/webm' },
};

const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

// The extensions a file of each detected type may carry in its name.
const NAMES: Record<UploadExtension, readonly string[]> = {
  jpg: ['jpg', 'jpeg'],
  png: ['png'],
  gif: ['gif'],
  webp: ['webp'],
  pdf: ['pdf'],
  doc: ['doc'],
  docx: ['docx'],
  mp4: ['mp4'],
  mov: ['mov'],
  avi: ['avi'],
  webm: ['webm'],
};

export const isImage = (ext: UploadExtension): ext is ImageExtension => ext === 'jpg' || ext === 'png' || ext === 'gif' || ext === 'webp';
export const isVideo = (ext: UploadExtension): ext is VideoExtension => ext === 'mp4' || ext === 'mov' || ext === 'avi' || ext === 'webm';

/** What the bytes are when they are one of `accepted` and the name does not claim otherwise; else null. */
export async function sniffUpload(data: Buffer, originalName: string, accepted: readonly UploadExtension[]): Promise<SniffedUpload | null> {
  const type = await fileTypeFromBuffer(data);
  const known = type ? DETECTED[type.ext] : undefined;
  if (!known || !accepted.includes(known.ext)) return null;
  if (known.ext === 'doc' && !data.includes(WORD_STREAM)) return null;
  const dot = originalName.lastIndexOf('.');
  const claimed = dot > 0 ? originalName.slice(dot + 1).toLowerCase() : '';
  if (claimed && !NAMES[known.ext].includes(claimed)) return null;
  return { ...known, data };
}
