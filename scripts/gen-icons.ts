// Generates the PWA icons from the brand mark (public/favicon.svg) with sharp:
// public/icons/icon-192.png, icon-512.png, maskable-512.png (mark inside the 80 % safe zone on
// the brand colour), apple-touch-icon.png (180, opaque) and favicon-32.png. The output folder
// is gitignored; the build runs this first. Run: npx tsx scripts/gen-icons.ts
import { mkdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = fileURLToPath(new URL('..', import.meta.url));
const source = `${root}public/favicon.svg`;
const defaultOutDir = `${root}public/icons`;
const BRAND = '#be123c';

async function render(svg: Buffer, size: number): Promise<Buffer> {
  return sharp(svg, { density: Math.ceil((72 * size) / 64) * 2 })
    .resize(size, size)
    .png()
    .toBuffer();
}

/** The mark scaled to `scale` of the canvas, centred on an opaque brand-coloured square. */
async function onBackground(svg: Buffer, size: number, scale: number, target: string): Promise<void> {
  const inner = Math.round(size * scale);
  const mark = await render(svg, inner);
  const offset = Math.round((size - inner) / 2);
  await sharp({ create: { width: size, height: size, channels: 4, background: BRAND } })
    .composite([{ input: mark, left: offset, top: offset }])
    .flatten({ background: BRAND })
    .png()
    .toFile(target);
}

export async function generateIcons(outDir = defaultOutDir): Promise<string[]> {
  const svg = await readFile(source);
  await mkdir(outDir, { recursive: true });
  const written: string[] = [];
  for (const [size, file] of [
    [192, 'icon-192.png'],
    [512, 'icon-512.png'],
    [32, 'favicon-32.png'],
  ] as const) {
    await sharp(await render(svg, size)).toFile(`${outDir}/${file}`);
    written.push(file);
  }
  await onBackground(svg, 512, 0.8, `${outDir}/maskable-512.png`);
  written.push('maskable-512.png');
  await onBackground(svg, 180, 0.86, `${outDir}/apple-touch-icon.png`);
  written.push('apple-touch-icon.png');
  return written;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const written = await generateIcons();
  console.log(`icons: ${written.join(', ')} → public/icons/`);
}
