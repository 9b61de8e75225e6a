// Media files an upload might receive, built in memory from their container headers: ISO media
// (MP4 by brand "isom", QuickTime "qt  ", audio "M4A "), AVI and WebM heads with a payload,
// movie headers that declare a duration, and a PNG that declares a huge canvas (a pixel flood).
import { crc32, deflateSync } from 'node:zlib';

export function box(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}

/** The head of an ISO media file of a major brand ("isom": MP4, "qt  ": QuickTime) and some payload. */
export const isoMedia = (brand: string) =>
  Buffer.concat([box('ftyp', Buffer.from(`${brand}\0\0\0\0${brand}isom`, 'latin1')), box('mdat', Buffer.alloc(4096, 7))]);
/** A movie header (mvhd, version 0 or 1) that declares `seconds`. */
export function mvhd(seconds: number, version: 0 | 1 = 0): Buffer {
  const body = Buffer.alloc(version === 1 ? 112 : 100);
  body.writeUInt8(version, 0);
  if (version === 1) {
    body.writeUInt32BE(600, 20);
    body.writeBigUInt64BE(BigInt(Math.round(seconds * 600)), 24);
  } else {
    body.writeUInt32BE(600, 12);
    body.writeUInt32BE(Math.round(seconds * 600), 16);
  }
  return box('mvhd', body);
}

/** An MP4 whose movie header declares `seconds`, after its media data as phones write it. */
export function mp4Lasting(seconds: number, version: 0 | 1 = 0): Buffer {
  return Buffer.concat([isoMedia('isom'), box('moov', mvhd(seconds, version))]);
}

/** An AVI whose main header declares 25 frames a second for `seconds`. */
export function aviLasting(seconds: number): Buffer {
  const avih = Buffer.alloc(56);
  avih.writeUInt32LE(40_000, 0); // µs per frame
  avih.writeUInt32LE(seconds * 25, 16); // total frames
  const chunk = Buffer.concat([Buffer.from('avih'), Buffer.from([56, 0, 0, 0]), avih]);
  return Buffer.concat([
    Buffer.from('RIFF'),
    Buffer.alloc(4),
    Buffer.from('AVI LIST'),
    Buffer.alloc(4),
    Buffer.from('hdrl'),
    chunk,
    Buffer.alloc(4096, 7),
  ]);
}
export const avi = () => aviLasting(30);
export const webm = () =>
  Buffer.concat([Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d4287810442858102', 'hex'), Buffer.alloc(4096, 7)]);

export function pngChunk(type: string, body: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), body]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A PNG of a few hundred bytes that declares a canvas of width × height (a "pixel flood"). */
export function pixelFlood(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
