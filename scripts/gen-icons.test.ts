// The icon generator writes every icon the manifest and index.html name, at the right sizes;
// the maskable and Apple icons are opaque to their corners.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { generateIcons } from './gen-icons.ts';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('generateIcons', () => {
  it('writes the five icons at their sizes', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'icons-'));
    dirs.push(dir);
    const written = await generateIcons(dir);
    expect(written.sort()).toEqual(['apple-touch-icon.png', 'favicon-32.png', 'icon-192.png', 'icon-512.png', 'maskable-512.png'].sort());
    const sizes: Record<string, number> = {
      'icon-192.png': 192,
      'icon-512.png': 512,
      'maskable-512.png': 512,
      'apple-touch-icon.png': 180,
      'favicon-32.png': 32,
    };
    for (const [file, size] of Object.entries(sizes)) {
      const meta = await sharp(path.join(dir, file)).metadata();
      expect([file, meta.format, meta.width, meta.height]).toEqual([file, 'png', size, size]);
    }
    for (const file of ['maskable-512.png', 'apple-touch-icon.png']) {
      const { data, info } = await sharp(path.join(dir, file)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      const alphaAtCorner = data[info.channels - 1];
      expect([file, alphaAtCorner]).toEqual([file, 255]);
    }
  });
});
