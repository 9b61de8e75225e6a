// A video's duration as its container header declares it, read from the bytes in the request, so
// a video over the limit gets its 400 at once instead of after the video job. Only the headers
// that are cheap and safe to read without a demuxer: an MP4/MOV movie header (`moov/mvhd`) and an
// AVI main header (`avih`). WebM, or a header we cannot find, gives null: the video job measures
// every video again with ffprobe anyway, and a header can lie, so this is never the only check.

/** Seconds declared by the container, or null when it is not one we read or says nothing. */
export function declaredVideoSeconds(data: Buffer): number | null {
  if (data.toString('latin1', 4, 8) === 'ftyp') return isoMediaSeconds(data);
  if (data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'AVI ') return aviSeconds(data);
  return null;
}

interface Box {
  type: string;
  start: number; // of the body
  end: number;
}

/** The boxes between `from` and `to` (ISO/IEC 14496-12 §4.2: 32-bit size, or 1 then a 64-bit one, or 0 for "to the end"). */
function* boxes(data: Buffer, from: number, to: number): Generator<Box> {
  let at = from;
  while (at + 8 <= to) {
    let size = data.readUInt32BE(at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > to) return;
      size = Number(data.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) {
      size = to - at;
    }
    if (size < header || at + size > to) return;
    yield { type: data.toString('latin1', at + 4, at + 8), start: at + header, end: at + size };
    at += size;
  }
}

function isoMediaSeconds(data: Buffer): number | null {
  for (const moov of boxes(data, 0, data.length)) {
    if (moov.type !== 'moov') continue;
    for (const mvhd of boxes(data, moov.start, moov.end)) {
      if (mvhd.type !== 'mvhd') continue;
      if (mvhd.start + 4 > mvhd.end) return null;
      const version = data.readUInt8(mvhd.start);
      const body = mvhd.start + 4; // after version and flags
      if (version === 1 && body + 28 <= mvhd.end) {
        const timescale = data.readUInt32BE(body + 16);
        return timescale ? Number(data.readBigUInt64BE(body + 20)) / timescale : null;
      }
      if (version === 0 && body + 16 <= mvhd.end) {
        const timescale = data.readUInt32BE(body + 8);
        return timescale ? data.readUInt32BE(body + 12) / timescale : null;
      }
      return null;
    }
  }
  return null;
}

function aviSeconds(data: Buffer): number | null {
  // The main header is the first chunk of the first list ("hdrl"), near the start of the file.
  const at = data.subarray(0, 4096).indexOf('avih', 0, 'latin1');
  if (at < 0 || at + 8 + 20 > data.length) return null;
  const microSecondsPerFrame = data.readUInt32LE(at + 8);
  const totalFrames = data.readUInt32LE(at + 8 + 16);
  return microSecondsPerFrame && totalFrames ? (microSecondsPerFrame * totalFrames) / 1e6 : null;
}
