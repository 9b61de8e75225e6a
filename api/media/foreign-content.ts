// Polyglots: a file that is a valid image or video and at the same time something else a browser,
// an unzipper or a PDF reader would open (a GIFAR, a JPEG with a ZIP or an HTML page appended, a
// PDF header in a comment). The re-encode of an image drops such bytes anyway and pending files
// are never served; refusing them as well means a file that tries to be two things never reaches
// our storage, not even as a video kept as sent until its job rewrites it.
//
// Two cheap, low-false-positive checks over the bytes:
//   - a ZIP end-of-central-directory record whose comment ends exactly at the end of the file
//     (what every unzipper, Java's jar loader and Office look for);
//   - markup or script openers (`<script`, `<html`, `<iframe`, `<!doctype` followed by a space or
//     `>`, `<?php` followed by a space) anywhere, or a PDF header within the first KiB.
// The openers are long enough that random compressed data matches one by chance about once in
// 150,000 files of 10 MB. Other trailing data (a phone's "motion photo" video after a JPEG) is
// not refused: the re-encode drops it.

const EOCD = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const EOCD_SIZE = 22;
const MAX_ZIP_COMMENT = 0xffff;
const MARKUP = /<(?:script|iframe|html|!doctype)[\s>]|<\?php\s/i;
const PDF_HEADER = Buffer.from('%PDF-');

/** True when the bytes end in a ZIP directory (the file is also a ZIP, JAR or Office document). */
function endsInZip(data: Buffer): boolean {
  const from = Math.max(0, data.length - EOCD_SIZE - MAX_ZIP_COMMENT);
  for (let at = data.lastIndexOf(EOCD); at >= from; at = at > 0 ? data.lastIndexOf(EOCD, at - 1) : -1) {
    if (at + EOCD_SIZE <= data.length && at + EOCD_SIZE + data.readUInt16LE(at + 20) === data.length) return true;
  }
  return false;
}

/** What else the file is besides its own type, or null when nothing was found. */
export function foreignContent(data: Buffer): 'zip' | 'markup' | 'pdf' | null {
  if (endsInZip(data)) return 'zip';
  if (data.subarray(0, 1024).includes(PDF_HEADER)) return 'pdf';
  if (MARKUP.test(data.toString('latin1'))) return 'markup';
  return null;
}
