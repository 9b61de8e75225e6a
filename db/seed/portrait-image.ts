// Generated pictures for the demo catalogue: 3:4 WebP images drawn from SVG (gradients, soft
// shapes, a sea line and the profile's initials). Never photos of people. Letters are drawn as
// strokes so rendering needs no installed fonts.
import sharp from 'sharp';
import { int, pick, type Random } from './prng.ts';

export const PORTRAIT_WIDTH = 600;
export const PORTRAIT_HEIGHT = 800;

type Point = readonly [number, number];
type Glyph = readonly (readonly Point[])[];

// Capital letters on a 4 x 6 grid: polylines of "x,y" points, separated by "|".
const GLYPH_SOURCE: Record<string, string> = {
  A: '0,6 2,0 4,6|0.8,3.8 3.2,3.8',
  B: '0,6 0,0 3,0 4,1 4,2 3,3 0,3|3,3 4,4 4,5 3,6 0,6',
  C: '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5',
  D: '0,0 0,6 3,6 4,5 4,1 3,0 0,0',
  E: '4,0 0,0 0,6 4,6|0,3 3,3',
  F: '4,0 0,0 0,6|0,3 3,3',
  G: '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,3 2,3',
  H: '0,0 0,6|4,0 4,6|0,3 4,3',
  I: '1,0 3,0|2,0 2,6|1,6 3,6',
  J: '4,0 4,5 3,6 1,6 0,5',
  K: '0,0 0,6|4,0 0,3.5|1.4,2.4 4,6',
  L: '0,0 0,6 4,6',
  M: '0,6 0,0 2,3 4,0 4,6',
  N: '0,6 0,0 4,6 4,0',
  O: '1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0',
  P: '0,6 0,0 3,0 4,1 4,2 3,3 0,3',
  Q: '1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0|2.5,4.5 4,6',
  R: '0,6 0,0 3,0 4,1 4,2 3,3 0,3|2,3 4,6',
  S: '4,1 3,0 1,0 0,1 0,2 1,3 3,3 4,4 4,5 3,6 1,6 0,5',
  T: '0,0 4,0|2,0 2,6',
  U: '0,0 0,5 1,6 3,6 4,5 4,0',
  V: '0,0 2,6 4,0',
  W: '0,0 1,6 2,3 3,6 4,0',
  X: '0,0 4,6|4,0 0,6',
  Y: '0,0 2,3 4,0|2,3 2,6',
  Z: '0,0 4,0 0,6 4,6',
};

const GLYPHS: Record<string, Glyph> = Object.fromEntries(
  Object.entries(GLYPH_SOURCE).map(([letter, source]) => [
    letter,
    source.split('|').map((line) => line.split(' ').map((point) => point.split(',').map(Number) as unknown as Point)),
  ]),
);

/** "María", "De la Cruz" -> "MD"; letters outside A-Z are dropped. */
export function initials(firstName: string, lastName: string | null): string {
  const first = (s: string | null) =>
    (s ?? '')
      .normalize('NFD')
      .replace(/[^A-Za-z]/g, '')
      .charAt(0)
      .toUpperCase();
  return `${first(firstName)}${first(lastName)}`;
}

/** SVG path data for a word in the stroke font, `unit` pixels per grid step. */
function strokeText(text: string, x: number, y: number, unit: number): string {
  const parts: string[] = [];
  let cursor = x;
  for (const char of text) {
    const glyph = GLYPHS[char];
    if (glyph) {
      for (const line of glyph) {
        parts.push(
          line.map(([gx, gy], i) => `${i === 0 ? 'M' : 'L'}${(cursor + gx * unit).toFixed(1)} ${(y + gy * unit).toFixed(1)}`).join(''),
        );
      }
    }
    cursor += 5.6 * unit;
  }
  return parts.join('');
}

function textWidth(text: string, unit: number): number {
  return text.length === 0 ? 0 : (text.length * 5.6 - 1.6) * unit;
}

const PALETTES: readonly (readonly [string, string, string])[] = [
  ['#ff7e5f', '#feb47b', '#2a9d8f'],
  ['#6a11cb', '#2575fc', '#ffd166'],
  ['#f7797d', '#fbd786', '#118ab2'],
  ['#00b4db', '#0083b0', '#ffb703'],
  ['#ee9ca7', '#ffdde1', '#8d5a97'],
  ['#11998e', '#38ef7d', '#f4a261'],
  ['#fc5c7d', '#6a82fb', '#ffe66d'],
  ['#f953c6', '#b91d73', '#f9c74f'],
  ['#ff9966', '#ff5e62', '#264653'],
  ['#43cea2', '#185a9d', '#ffadad'],
];

export interface PortraitSpec {
  initials: string;
  /** 0-based index of the picture within the profile, varies the composition. */
  index: number;
}

/** The SVG source of one picture (deterministic for a given generator state). */
export function portraitSvg(random: Random, spec: PortraitSpec): string {
  const W = PORTRAIT_WIDTH;
  const H = PORTRAIT_HEIGHT;
  const [c1, c2, accent] = pick(random, PALETTES);
  const angle = int(random, 0, 359);
  const blobs = Array.from({ length: int(random, 4, 8) }, () => {
    const r = int(random, 40, 190);
    return `<circle cx="${int(random, -60, W + 60)}" cy="${int(random, -60, H + 60)}" r="${r}" fill="#fff" opacity="${(0.06 + random() * 0.18).toFixed(2)}"/>`;
  }).join('');
  const sunX = int(random, 90, W - 90);
  const sunY = int(random, 90, 260);
  const seaY = int(random, 560, 660);
  const wave = (dy: number, amplitude: number) =>
    `M0 ${seaY + dy} Q ${W * 0.25} ${seaY + dy - amplitude} ${W * 0.5} ${seaY + dy} T ${W} ${seaY + dy} V ${H} H 0 Z`;

  const unit = spec.initials.length > 1 ? 22 : 30;
  const tw = textWidth(spec.initials, unit);
  const cx = W / 2;
  const cy = 380 + (spec.index % 3) * 20;
  const badge = 150;
  const demoUnit = 5;

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
<linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient>
<radialGradient id="sun"><stop offset="0" stop-color="#fff" stop-opacity="0.9"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
${blobs}
<circle cx="${sunX}" cy="${sunY}" r="110" fill="url(#sun)"/>
<path d="${wave(0, 40)}" fill="${accent}" opacity="0.55"/>
<path d="${wave(50, -30)}" fill="${accent}" opacity="0.8"/>
<circle cx="${cx}" cy="${cy}" r="${badge}" fill="#fff" opacity="0.28"/>
<circle cx="${cx}" cy="${cy}" r="${badge - 14}" fill="none" stroke="#fff" stroke-width="4" opacity="0.7"/>
<path d="${strokeText(spec.initials, cx - tw / 2, cy - 3 * unit, unit)}" fill="none" stroke="#fff" stroke-width="${(unit * 0.6).toFixed(1)}" stroke-linecap="round" stroke-linejoin="round"/>
<path d="${strokeText('DEMO', 24, 24, demoUnit)}" fill="none" stroke="#fff" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round" opacity="0.85"/>
</svg>`;
}

/** One picture as WebP; sharp writes no metadata (EXIF, XMP) unless asked to. */
export async function renderPortrait(random: Random, spec: PortraitSpec): Promise<Buffer> {
  const svg = portraitSvg(random, spec);
  return sharp(Buffer.from(svg)).webp({ quality: 78, effort: 2 }).toBuffer();
}
