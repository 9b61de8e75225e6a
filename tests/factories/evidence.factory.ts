// Files a visitor might attach to a report, built in memory: images carrying EXIF/GPS metadata
// (to prove it is stripped), a PDF, a legacy Word file (a Compound File with a WordDocument
// stream), a .docx (a ZIP with its content types), and things that must be refused.
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

const SECRET = 'SECRET-METADATA-42';

/** A marker written into the images' metadata; it must not survive the upload. */
export const METADATA_MARKER = SECRET;

function picture(width = 64, height = 48) {
  return sharp({ create: { width, height, channels: 3, background: { r: 190, g: 40, b: 60 } } });
}

const exif = {
  IFD0: { Copyright: SECRET, ImageDescription: SECRET, Artist: SECRET },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '18/1 28/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '69/1 55/1 0/1' },
};

export async function jpegWithGps(): Promise<Buffer> {
  return picture().jpeg().withExif(exif).toBuffer();
}

export async function pngWithMetadata(): Promise<Buffer> {
  return picture().png().withExif(exif).toBuffer();
}

export async function plainPng(width = 32, height = 24): Promise<Buffer> {
  return picture(width, height).png().toBuffer();
}

export function pdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  );
}

/** The head of a Compound File Binary file with one directory entry named `stream`. */
export function compoundFile(stream = 'WordDocument'): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
  const entry = Buffer.alloc(128);
  Buffer.from(stream, 'utf16le').copy(entry);
  return Buffer.concat([header, entry, Buffer.alloc(384)]);
}

/** A ZIP with uncompressed entries (enough for file-type's Office Open XML check). */
export function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(text);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export function docx(): Buffer {
  return zip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    'word/document.xml':
      '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Evidence</w:t></w:r></w:p></w:body></w:document>',
  });
}

/** The start of a Windows executable. */
export function exe(): Buffer {
  const head = Buffer.alloc(256);
  head.write('MZ', 0, 'latin1');
  head.writeUInt32LE(0x80, 0x3c);
  head.write('PE\0\0', 0x80, 'latin1');
  return head;
}

export function text(): Buffer {
  return Buffer.from('This is just some text pretending to be a PDF.\n');
}
