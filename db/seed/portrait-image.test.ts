// Generated demo pictures: initials from names, a real 600x800 WebP with no metadata.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { initials, portraitSvg, renderPortrait } from './portrait-image.ts';
import { mulberry32 } from './prng.ts';

describe('initials', () => {
  it('takes the first letters without accents, also of compound last names', () => {
    expect(initials('María', 'De la Cruz')).toBe('MD');
    expect(initials('Ámbar', null)).toBe('A');
    expect(initials('Yokasta', 'Núñez')).toBe('YN');
  });
});

describe('portrait', () => {
  it('is the same SVG for the same seed and draws the initials as strokes, not text', () => {
    const svg = portraitSvg(mulberry32(5), { initials: 'YN', index: 0 });
    expect(portraitSvg(mulberry32(5), { initials: 'YN', index: 0 })).toBe(svg);
    expect(svg).not.toContain('<text');
    expect(svg).not.toContain('<image');
  });

  it('renders a 3:4 WebP without EXIF, XMP or ICC data', async () => {
    const data = await renderPortrait(mulberry32(6), { initials: 'MR', index: 2 });
    expect(data.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(data.subarray(8, 12).toString('ascii')).toBe('WEBP');
    const meta = await sharp(data).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 600, height: 800 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
  });
});
