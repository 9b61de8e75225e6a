// The duration a video's header declares: MP4/MOV (mvhd v0 and v1, wherever moov sits), AVI, and
// nothing — never an exception — for anything cut short or made up.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { box, mvhd } from '#tests/factories/media-file.factory.ts';
import { declaredVideoSeconds } from './video-duration.ts';

const ftyp = box('ftyp', Buffer.from('isom\0\0\0\0isom', 'latin1'));

describe('declaredVideoSeconds', () => {
  it('reads an MP4 movie header of either version, before or after the media data', () => {
    const mdat = box('mdat', Buffer.alloc(1000, 1));
    expect(declaredVideoSeconds(Buffer.concat([ftyp, box('moov', mvhd(42.5, 0)), mdat]))).toBe(42.5);
    expect(declaredVideoSeconds(Buffer.concat([ftyp, mdat, box('moov', mvhd(150, 1))]))).toBe(150);
  });

  it('reads an AVI main header', () => {
    const avih = Buffer.alloc(56);
    avih.writeUInt32LE(33_333, 0);
    avih.writeUInt32LE(3600, 16);
    const avi = Buffer.concat([Buffer.from('RIFF\0\0\0\0AVI LIST\0\0\0\0hdrlavih'), Buffer.from([56, 0, 0, 0]), avih]);
    expect(declaredVideoSeconds(avi)).toBeCloseTo(120, 0);
  });

  it('says nothing for WebM, other files, and headers without a duration', () => {
    expect(declaredVideoSeconds(Buffer.from('1a45dfa39f4286810142f7810142', 'hex'))).toBeNull();
    expect(declaredVideoSeconds(Buffer.concat([ftyp, box('mdat', Buffer.alloc(10))]))).toBeNull();
    expect(declaredVideoSeconds(Buffer.concat([ftyp, box('moov', box('mvhd', Buffer.alloc(0)))]))).toBeNull();
  });

  it('never throws on a file cut short or filled with noise', () => {
    const whole = Buffer.concat([ftyp, box('moov', mvhd(10, 1)), box('mdat', Buffer.alloc(64))]);
    for (let length = 0; length <= whole.length; length += 1) expect(() => declaredVideoSeconds(whole.subarray(0, length))).not.toThrow();
    for (let i = 0; i < 200; i += 1) {
      const noise = Buffer.concat([Buffer.from('\0\0\0\x18ftyp'), randomBytes(200)]);
      expect(() => declaredVideoSeconds(noise)).not.toThrow();
      const riff = Buffer.concat([Buffer.from('RIFF\0\0\0\0AVI '), randomBytes(100), Buffer.from('avih'), randomBytes(i % 30)]);
      expect(() => declaredVideoSeconds(riff)).not.toThrow();
    }
  });
});
