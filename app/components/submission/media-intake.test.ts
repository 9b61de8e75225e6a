import { describe, expect, it } from 'vitest';
import { type IntakeTools, MEDIA_FILE_MAX_BYTES, mediaKindOf, takeMedia } from './media-intake.ts';
import { CANVAS_PIXELS_MAX, PHOTO_LONG_SIDE_MAX, reencodedName, reencodeSize } from './reencode-photo.ts';

let counter = 0;
const tools = (overrides: Partial<IntakeTools> = {}): IntakeTools => ({
  reencode: async () => ({ bytes: new ArrayBuffer(10), type: 'image/jpeg' }),
  videoDuration: async () => 30,
  newId: () => `id-${++counter}`,
  ...overrides,
});
const file = (name: string, type: string, size = 16) => new File([new Uint8Array(size)], name, { type });

describe('which files the picker takes', () => {
  it('takes images and videos whose type and name agree', () => {
    expect(mediaKindOf({ name: 'a.JPG', type: 'image/jpeg' })).toBe('photo');
    expect(mediaKindOf({ name: 'a.webp', type: 'image/webp' })).toBe('photo');
    expect(mediaKindOf({ name: 'b.mov', type: 'video/quicktime' })).toBe('video');
    expect(mediaKindOf({ name: 'b.avi', type: 'video/x-msvideo' })).toBe('video');
    expect(mediaKindOf({ name: 'c.pdf', type: 'application/pdf' })).toBeNull();
    expect(mediaKindOf({ name: 'c.heic', type: 'image/heic' })).toBeNull();
    expect(mediaKindOf({ name: 'c.jpg', type: 'application/octet-stream' })).toBeNull();
  });

  it('more files than slots left: none taken ("Too many files")', async () => {
    const files = Array.from({ length: 3 }, (_, i) => file(`${i}.jpg`, 'image/jpeg'));
    expect(await takeMedia(files, 2, tools())).toEqual({ kind: 'tooMany' });
  });

  it('only files of other types: "Invalid file type"', async () => {
    expect(await takeMedia([file('a.pdf', 'application/pdf')], 10, tools())).toEqual({ kind: 'invalidType' });
  });

  it('a mix: the others skipped and counted, photos re-encoded and renamed, videos kept as they are', async () => {
    const result = await takeMedia([file('a.png', 'image/png'), file('x.txt', 'text/plain'), file('v.mp4', 'video/mp4', 20)], 10, tools());
    expect(result.kind).toBe('accepted');
    if (result.kind !== 'accepted') return;
    expect(result.skipped).toBe(1);
    expect(result.media.map((item) => [item.name, item.type, item.kind, item.bytes.byteLength])).toEqual([
      ['a.jpg', 'image/jpeg', 'photo', 10],
      ['v.mp4', 'video/mp4', 'video', 20],
    ]);
  });

  it('refuses a video over 10 MB or of 2 minutes, a photo over 10 MB after re-encoding, and one that does not decode', async () => {
    const result = await takeMedia(
      [
        file('big.mp4', 'video/mp4', MEDIA_FILE_MAX_BYTES + 1),
        file('long.mp4', 'video/mp4'),
        file('short.webm', 'video/webm'),
        file('huge.jpg', 'image/jpeg'),
        file('broken.jpg', 'image/jpeg'),
      ],
      10,
      tools({
        videoDuration: async (blob) => ((blob as File).name === 'long.mp4' ? 120 : 119.9),
        reencode: async (blob) => {
          if ((blob as File).name === 'broken.jpg') throw new Error('decode');
          return { bytes: new ArrayBuffer(MEDIA_FILE_MAX_BYTES + 1), type: 'image/jpeg' };
        },
      }),
    );
    if (result.kind !== 'accepted') throw new Error(result.kind);
    expect(result.media.map((item) => item.name)).toEqual(['short.webm']);
    expect(result.problems).toEqual([
      { reason: 'tooLarge', name: 'big.mp4' },
      { reason: 'tooLong', name: 'long.mp4' },
      { reason: 'tooLarge', name: 'huge.jpg' },
      { reason: 'unreadable', name: 'broken.jpg' },
    ]);
  });
});

describe('the re-encoded size', () => {
  it('keeps small photos, and brings the long side down to 2560 px', () => {
    expect(reencodeSize(1200, 800)).toEqual({ width: 1200, height: 800 });
    expect(reencodeSize(6000, 4000)).toEqual({ width: PHOTO_LONG_SIDE_MAX, height: 1706 });
    expect(reencodeSize(3000, 4000)).toEqual({ width: 1920, height: PHOTO_LONG_SIDE_MAX });
  });

  it('stays under the 16.7 M pixel canvas limit even for extreme shapes', () => {
    for (const [w, h] of [
      [2560, 100_000],
      [50_000, 50_000],
      [4097, 4097],
    ] as const) {
      const size = reencodeSize(w, h);
      expect(size.width * size.height).toBeLessThanOrEqual(CANVAS_PIXELS_MAX);
      expect(Math.max(size.width, size.height)).toBeLessThanOrEqual(PHOTO_LONG_SIDE_MAX);
    }
  });

  it('names the new file .jpg', () => {
    expect(reencodedName('IMG_0001.PNG')).toBe('IMG_0001.jpg');
    expect(reencodedName('selfie')).toBe('selfie.jpg');
  });
});
