// POST /api/reports over HTTP against a real PostgreSQL and a real disk store: good and bad
// reports, evidence checked by its bytes and stripped of metadata, size and rate limits (the rate
// limit refuses before the body is read), the same-origin rule, and that a failure leaves neither
// a row nor a file behind.

import { mkdtemp, readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EVIDENCE_MAX_BYTES, ReportCreatedSchema } from '#contract/report.schema.ts';
import { insertProfile } from '#db/seed/factories/profile.factory.ts';
import { startApiApp, storageFailingPuts } from '#tests/api-app.ts';
import { createTestDatabase, type TestDatabase } from '#tests/db.ts';
import * as files from '#tests/factories/evidence.factory.ts';
import { fetchFrom } from '#tests/http.ts';
import { createDiskStorage } from '../storage/storage.ts';

let db: TestDatabase;
let server: Awaited<ReturnType<typeof startApiApp>>;
let tmp: string;
let failStore = false;

beforeAll(async () => {
  db = await createTestDatabase();
  tmp = await mkdtemp(path.join(os.tmpdir(), 'contacto-reports-'));
  const storage = storageFailingPuts(createDiskStorage(path.join(tmp, 'uploads')), () => failStore);
  server = await startApiApp(db, storage, { SESSION_SECRET: 'reports-tests-secret-0123456789-abcdefgh' });
});

afterAll(async () => {
  await server?.close();
  await db?.drop();
  await rm(tmp, { recursive: true, force: true });
});

// Every test is the same client (127.0.0.1); each starts with a fresh hourly allowance.
beforeEach(async () => {
  await db.sql`DELETE FROM rate_limits`;
  failStore = false;
});

interface Evidence {
  data: Buffer;
  name: string;
  type?: string;
}

async function postReport(fields: Record<string, string>, evidence?: Evidence, headers: Record<string, string> = {}, from?: string) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (evidence) form.append('evidence', new Blob([new Uint8Array(evidence.data)], { type: evidence.type ?? '' }), evidence.name);
  const init = { method: 'POST', body: form, headers };
  // a connection per request: no idle keep-alive connection for the server to close under it
  const res = await fetchFrom(from ?? '127.0.0.1', `${server.url}/api/reports`, init);
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}

const GOOD = {
  type: 'fake',
  description: 'The photos belong to somebody else.',
  email: 'reporter@example.com',
  anonymous: 'false',
  language: 'en',
};

interface ReportRow {
  id: number;
  type: string;
  profileRef: string | null;
  profileId: number | null;
  description: string;
  anonymous: boolean;
  email: string | null;
  language: string;
  evidenceFile: string | null;
  evidenceMimetype: string | null;
  evidenceSize: number | null;
}

async function report(id: unknown): Promise<ReportRow> {
  const [row] = await db.sql<ReportRow[]>`
    SELECT id, type, profile_ref AS "profileRef", profile_id AS "profileId", description, anonymous, email, language,
           evidence_file AS "evidenceFile", evidence_mimetype AS "evidenceMimetype", evidence_size AS "evidenceSize"
    FROM reports WHERE id = ${Number(id)}`;
  if (!row) throw new Error(`no report ${String(id)}`);
  return row;
}

const reportCount = async () => (await db.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM reports`)[0]?.n ?? 0;
const evidenceFiles = async () => readdir(path.join(tmp, 'uploads', 'evidence')).catch(() => [] as string[]);
const storedEvidence = (name: string) => createDiskStorage(path.join(tmp, 'uploads')).get('evidence', name);

describe('a good report', () => {
  it('is stored with every field and answered 201 {id}', async () => {
    const res = await postReport({ ...GOOD, profileId: '  Maria from Santiago ', language: 'de' });
    ReportCreatedSchema.parse(res.body);
    expect(res.status).toBe(201);
    expect(Object.keys(res.body)).toEqual(['id']);
    expect(await report(res.body.id)).toMatchObject({
      type: 'fake',
      profileRef: 'Maria from Santiago',
      profileId: null,
      description: GOOD.description,
      anonymous: false,
      email: 'reporter@example.com',
      language: 'de',
      evidenceFile: null,
    });
  });

  it('when the profile field is an id, a slug or a profile link, then the profile is linked', async () => {
    const profile = await insertProfile(db.sql);
    const slug = profile.slugEs ?? '';
    expect(slug).not.toBe('');
    for (const ref of [String(profile.id), slug, `https://contacto.example/es/${slug}`]) {
      const res = await postReport({ ...GOOD, profileId: ref });
      expect(res.status, ref).toBe(201);
      expect(await report(res.body.id), ref).toMatchObject({ profileRef: ref, profileId: profile.id });
    }
  });

  it('when the id names no profile, then the text is kept and no profile is linked', async () => {
    const res = await postReport({ ...GOOD, profileId: '987654' });
    expect(await report(res.body.id)).toMatchObject({ profileRef: '987654', profileId: null });
  });

  it('anonymous without an email is accepted, and an email sent anyway is not kept', async () => {
    const bare = await postReport({ type: 'scam', description: 'Asked me for money.', anonymous: 'true' });
    expect(bare.status).toBe(201);
    expect(await report(bare.body.id)).toMatchObject({ anonymous: true, email: null, language: 'en' });
    const withEmail = await postReport({ ...GOOD, anonymous: 'true', email: 'me@example.com' });
    expect(withEmail.status).toBe(201);
    expect(await report(withEmail.body.id)).toMatchObject({ anonymous: true, email: null });
  });
});

describe('a bad report', () => {
  it('without an email and not anonymous is a 400 on the email field', async () => {
    const before = await reportCount();
    const res = await postReport({ type: 'fake', description: 'Something is wrong.', anonymous: 'false' });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ email: ['forms.validation.emailRequired'] });
    const bad = await postReport({ ...GOOD, email: 'not-an-email' });
    expect(bad.body.fieldErrors).toEqual({ email: ['forms.validation.emailInvalid'] });
    expect(await reportCount()).toBe(before);
  });

  it('without type and description gets every field error at once', async () => {
    const res = await postReport({ type: 'spam', description: '   ' });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({
      type: ['forms.validation.reportTypeRequired'],
      description: ['forms.validation.descriptionRequired'],
      email: ['forms.validation.emailRequired'],
    });
  });

  it('with too long texts is a 400', async () => {
    const res = await postReport({ ...GOOD, description: 'x'.repeat(5001), profileId: 'p'.repeat(201) });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({
      description: ['forms.validation.descriptionMax'],
      profileId: ['forms.validation.profileRefMax'],
    });
  });

  it('with two files or a file in another field is a 400', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(GOOD)) form.append(key, value);
    form.append('photo', new Blob([new Uint8Array(files.pdf())]), 'a.pdf');
    const res = await fetch(`${server.url}/api/reports`, { method: 'POST', body: form });
    expect(res.status).toBe(400);
    expect((await res.json()).fieldErrors).toEqual({ evidence: ['forms.validation.evidenceSingle'] });
  });

  it('with a malformed multipart body is a 400, not a 500', async () => {
    const res = await fetch(`${server.url}/api/reports`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=XYZ' },
      body: '--XYZ\r\nContent-Disposition: form-data; name="type"\r\n\r\nfake',
    });
    expect(res.status).toBe(400);
  });
});

describe('evidence', () => {
  it('a JPEG with GPS and EXIF is stored re-encoded, without any of it, and never served', async () => {
    const original = await files.jpegWithGps();
    expect(original.includes(files.METADATA_MARKER)).toBe(true);
    const res = await postReport(GOOD, { data: original, name: 'IMG_0001.JPEG', type: 'image/jpeg' });
    expect(res.status).toBe(201);
    const row = await report(res.body.id);
    expect(row.evidenceFile).toMatch(/^[0-9a-f-]{36}\.jpg$/);
    expect(row.evidenceMimetype).toBe('image/jpeg');
    const stored = await storedEvidence(row.evidenceFile ?? '');
    if (!stored) throw new Error('evidence not stored');
    expect(row.evidenceSize).toBe(stored.length);
    expect(stored.includes(files.METADATA_MARKER)).toBe(false);
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    const served = await fetch(`${server.url}/uploads/evidence/${row.evidenceFile}`);
    expect(served.status).toBe(404);
  });

  it('a PNG with metadata is stored as a clean PNG', async () => {
    const res = await postReport(GOOD, { data: await files.pngWithMetadata(), name: 'screenshot.png', type: 'image/png' });
    expect(res.status).toBe(201);
    const row = await report(res.body.id);
    const stored = await storedEvidence(row.evidenceFile ?? '');
    expect(row).toMatchObject({ evidenceMimetype: 'image/png' });
    expect(stored?.includes(files.METADATA_MARKER)).toBe(false);
    expect((await sharp(stored ?? Buffer.alloc(0)).metadata()).exif).toBeUndefined();
  });

  it.each([
    ['a PDF', files.pdf(), 'chat.pdf', 'application/pdf', /\.pdf$/],
    ['a Word .doc', files.compoundFile('WordDocument'), 'letter.doc', 'application/msword', /\.doc$/],
    ['a Word .docx', files.docx(), 'letter.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', /\.docx$/],
  ])('%s is stored as it was sent', async (_label, data, name, mimetype, stored) => {
    const res = await postReport(GOOD, { data, name });
    expect(res.status).toBe(201);
    const row = await report(res.body.id);
    expect(row.evidenceMimetype).toBe(mimetype);
    expect(row.evidenceFile).toMatch(stored);
    expect(await storedEvidence(row.evidenceFile ?? '')).toEqual(data);
  });

  it.each([
    ['PNG bytes named .pdf', async () => files.plainPng(), 'evidence.pdf', 'application/pdf'],
    ['text named .pdf', async () => files.text(), 'evidence.pdf', 'application/pdf'],
    ['an executable', async () => files.exe(), 'setup.exe', 'application/x-msdownload'],
    ['an executable named .png', async () => files.exe(), 'photo.png', 'image/png'],
    ['an Excel file named .doc', async () => files.compoundFile('Workbook'), 'sheet.doc', 'application/msword'],
    ['an empty file', async () => Buffer.alloc(0), 'empty.pdf', 'application/pdf'],
  ])('%s is refused with a 400 and nothing is kept', async (_label, make, name, type) => {
    const before = { rows: await reportCount(), files: (await evidenceFiles()).length };
    const res = await postReport(GOOD, { data: await make(), name, type });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ evidence: ['forms.validation.evidenceType'] });
    expect(await reportCount()).toBe(before.rows);
    expect((await evidenceFiles()).length).toBe(before.files);
  });

  it('an image whose bytes start right but cannot be decoded is a 400', async () => {
    const png = await files.plainPng();
    const broken = Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 7)]);
    const res = await postReport(GOOD, { data: broken, name: 'broken.png', type: 'image/png' });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ evidence: ['forms.validation.evidenceUnreadable'] });
  });

  it('a file over 10 MB is a 413 with a clear message, and nothing is kept', async () => {
    const before = { rows: await reportCount(), files: (await evidenceFiles()).length };
    const big = Buffer.concat([files.pdf(), Buffer.alloc(EVIDENCE_MAX_BYTES)]);
    const res = await postReport(GOOD, { data: big, name: 'big.pdf', type: 'application/pdf' });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('The evidence file is larger than 10 MB');
    expect(await reportCount()).toBe(before.rows);
    expect((await evidenceFiles()).length).toBe(before.files);
  });
});

describe('nothing half-written', () => {
  it('when the row cannot be written, then the stored evidence is removed', async () => {
    await db.sql.unsafe(`
      CREATE FUNCTION refuse_report() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.description LIKE '%REFUSE-ME%' THEN RAISE EXCEPTION 'refused by test'; END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER refuse_report BEFORE INSERT ON reports FOR EACH ROW EXECUTE FUNCTION refuse_report();`);
    try {
      const before = { rows: await reportCount(), files: await evidenceFiles() };
      const res = await postReport({ ...GOOD, description: 'REFUSE-ME please' }, { data: files.pdf(), name: 'a.pdf' });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ message: 'Internal server error' });
      expect(await reportCount()).toBe(before.rows);
      expect(await evidenceFiles()).toEqual(before.files);
    } finally {
      await db.sql.unsafe('DROP TRIGGER refuse_report ON reports; DROP FUNCTION refuse_report();');
    }
  });

  it('when the evidence cannot be stored, then no row is written', async () => {
    const before = await reportCount();
    failStore = true;
    const res = await postReport(GOOD, { data: files.pdf(), name: 'a.pdf' });
    expect(res.status).toBe(500);
    expect(await reportCount()).toBe(before);
  });
});

describe('limits and origin', () => {
  it('the sixth report within an hour from one client is a 429 with Retry-After; another client is not affected', async () => {
    const invalid = await postReport({ type: 'fake' });
    expect(invalid.status).toBe(400); // counted too: the limit is taken before the form is read
    for (let i = 2; i <= 5; i += 1) expect((await postReport(GOOD)).status, `report ${i}`).toBe(201);
    const before = await reportCount();
    const limited = await postReport(GOOD, { data: files.pdf(), name: 'a.pdf' });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/too many requests/i);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await reportCount()).toBe(before);
    expect((await postReport(GOOD, undefined, {}, '127.0.0.2')).status).toBe(201);
  });

  it('with no trusted proxy, a client that sends a new X-Forwarded-For each time still gets its 429', async () => {
    const spoofed = (i: number) => ({ 'x-forwarded-for': `10.66.0.${i}` });
    for (let i = 1; i <= 5; i += 1) expect((await postReport(GOOD, undefined, spoofed(i))).status, `report ${i}`).toBe(201);
    expect((await postReport(GOOD, undefined, spoofed(6))).status).toBe(429);
  });

  it('a report over the limit is refused before its body is read: the 429 comes while the 10 MB upload is still being sent', async () => {
    for (let i = 1; i <= 5; i += 1) expect((await postReport(GOOD)).status, `report ${i}`).toBe(201);
    // The sixth announces a 10 MB file and sends only its first 64 KB, then waits: a server that
    // read the body before counting would wait for the rest and never answer.
    const boundary = 'contacto-unfinished-upload';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\nfake\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="evidence"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    const url = new URL(`${server.url}/api/reports`);
    const req = http.request({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + EVIDENCE_MAX_BYTES),
      },
    });
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      req.on('error', reject);
      req.on('response', (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => {
          body += chunk.toString();
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
    });
    req.write(head);
    req.write(Buffer.concat([files.pdf(), Buffer.alloc(64 * 1024)]));
    let timer: NodeJS.Timeout | undefined;
    const noAnswer = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('no answer while the upload was unfinished: the server waited for the body')), 10_000);
    });
    try {
      const res = await Promise.race([answer, noAnswer]);
      expect(res.status).toBe(429);
      expect(JSON.parse(res.body).message).toMatch(/too many requests/i);
    } finally {
      clearTimeout(timer);
      req.destroy();
    }
  });

  it('a report from another site (Origin mismatch) is a 403 and is not stored', async () => {
    const before = await reportCount();
    const res = await postReport(GOOD, undefined, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(await reportCount()).toBe(before);
    const own = await postReport(GOOD, undefined, { origin: server.url });
    expect(own.status).toBe(201);
  });
});
