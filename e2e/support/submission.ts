// Helpers for the submission form's e2e tests: typed messages, generated media (a JPEG with a
// planted EXIF/GPS tag, a plain PNG, short and too-long WebM videos made by the npm-shipped
// ffmpeg) and a look into the draft the form keeps in IndexedDB.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import type { Page } from '@playwright/test';
import type submissionEnglish from '../../app/i18n/locales/submission/en.json';
import { jpegWithGps, METADATA_MARKER, plainPng } from '../../tests/factories/evidence.factory.ts';
import { type Lang, messages } from '../fixtures.ts';
import { withE2eDatabase } from './forms.ts';

export { METADATA_MARKER };

export function submissionMessages(lang: Lang): (typeof submissionEnglish)['submission'] {
  return (messages[lang] as unknown as typeof submissionEnglish).submission;
}

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export async function gpsJpeg(name = 'beach.jpg'): Promise<UploadFile> {
  return { name, mimeType: 'image/jpeg', buffer: await jpegWithGps() };
}

export async function png(name = 'portrait.png'): Promise<UploadFile> {
  return { name, mimeType: 'image/png', buffer: await plainPng(48, 64) };
}

/** A tiny black WebM of the given length. */
export function webm(seconds: number, name = `clip-${seconds}s.webm`): UploadFile {
  const dir = mkdtempSync(path.join(tmpdir(), 'contacto-video-'));
  const file = path.join(dir, 'clip.webm');
  execFileSync(ffmpeg.path, [
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    `color=c=black:s=16x16:d=${seconds}:r=1`,
    '-c:v',
    'libvpx',
    '-b:v',
    '10k',
    file,
  ]);
  return { name, mimeType: 'video/webm', buffer: readFileSync(file) };
}

export interface DraftFile {
  name: string;
  type: string;
  kind: string;
  bytes: number[];
}

type Row = Record<string, unknown>;

/** Every row of some of the device's Dexie tables (db 'contacto'), ArrayBuffers as byte arrays. */
function readTables(page: Page, names: string[]): Promise<Record<string, Row[]>> {
  return page.evaluate(
    (tables) =>
      new Promise<Record<string, Row[]>>((resolve, reject) => {
        const plain = (value: unknown): unknown => {
          if (value instanceof ArrayBuffer) return [...new Uint8Array(value)];
          if (Array.isArray(value)) return value.map(plain);
          if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
          return value;
        };
        const open = indexedDB.open('contacto');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction(tables);
          const requests = tables.map((table) => tx.objectStore(table).getAll());
          tx.onerror = () => reject(tx.error);
          tx.oncomplete = () => {
            open.result.close();
            resolve(Object.fromEntries(tables.map((table, i) => [table, (requests[i]?.result ?? []).map(plain) as Row[]])));
          };
        };
      }),
    names,
  );
}

const draftFile = (file: Row): DraftFile => ({
  name: String(file.name),
  type: String(file.type),
  kind: String(file.kind),
  bytes: file.bytes as number[],
});

/** The values of the form's draft as stored in IndexedDB (table submissionDraft), or null while
 * the device holds none (or no database yet: reading would create an empty one). */
export async function draftValues(page: Page): Promise<Row | null> {
  const exists = await page.evaluate(async () => (await indexedDB.databases()).some((database) => database.name === 'contacto'));
  if (!exists) return null;
  const { submissionDraft = [] } = await readTables(page, ['submissionDraft']);
  const values = submissionDraft.find((row) => row.key === 'submission')?.values;
  return values && typeof values === 'object' ? (values as Row) : null;
}

/** The files of the form's draft as stored in IndexedDB (table submissionDraft). */
export async function draftFiles(page: Page): Promise<DraftFile[]> {
  const { submissionDraft = [] } = await readTables(page, ['submissionDraft']);
  return submissionDraft
    .filter((row) => String(row.key).startsWith('submission:media:'))
    .flatMap((row) => (row.media as Row[]).slice(0, 1).map(draftFile));
}

/** The JPEG segments before the image data: [marker, payload] (APP1 "Exif" holds EXIF and GPS). */
export function jpegSegments(bytes: Uint8Array): { marker: number; payload: Buffer }[] {
  const segments: { marker: number; payload: Buffer }[] = [];
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) throw new Error('not a JPEG');
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xda) break;
    const length = ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0);
    segments.push({ marker, payload: Buffer.from(bytes.subarray(at + 4, at + 2 + length)) });
    at += 2 + length;
  }
  return segments;
}

export interface QueuedOnDevice {
  state: string;
  language: string;
  mainPhotoIndex: number;
  values: Record<string, unknown>;
  files: DraftFile[];
}

/** The submissions queued on the device (Dexie tables submissions and submissionFiles). */
export async function queuedSubmissions(page: Page): Promise<QueuedOnDevice[]> {
  const { submissions = [], submissionFiles = [] } = await readTables(page, ['submissions', 'submissionFiles']);
  return submissions.map((row) => ({
    state: String(row.state),
    language: String(row.language),
    mainPhotoIndex: Number(row.mainPhotoIndex),
    values: row.values as Record<string, unknown>,
    files: submissionFiles
      .filter((file) => file.submissionId === row.id)
      .sort((a, b) => Number(a.index) - Number(b.index))
      .map(draftFile),
  }));
}

export interface SubmittedProfile {
  id: number;
  status: string;
  isApproved: boolean;
  age: number;
  photos: string[];
  videos: string[];
}

/** Every profile submitted under this first name (a test's own, unique per run), from the e2e database. */
export async function profilesNamed(firstName: string): Promise<SubmittedProfile[]> {
  const rows = await withE2eDatabase(
    (sql) => sql<SubmittedProfile[]>`
      SELECT id, status, is_approved AS "isApproved", age, photos, videos FROM profiles WHERE first_name = ${firstName}`,
  );
  if (rows === null) throw new Error('the e2e database is not reachable');
  return rows;
}
