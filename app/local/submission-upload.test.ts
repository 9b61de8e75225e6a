// The network half of the queue, with fetch swapped: the tus url storage on the file rows, the
// result of a finished upload mapped to done / processing / refused / unknown, and the final POST
// keyed by the submission id, a 400 giving its field errors rather than a retry; and a full
// server's 503 (or a quota's 429) with Retry-After handed to the machine with its wait, not
// retried at once by the tus client (against a real HTTP server that answers so).
import 'fake-indexeddb/auto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OwnerProfile } from '#contract/owner.schema.ts';
import { buildOwnerProfile } from '#tests/factories/owner-profile.factory.ts';
import { QUEUED_VALUES, queuedSubmission } from '#tests/factories/queued-submission.factory.ts';
import { ContactoDb } from './db.ts';
import { enqueueSubmission, readSubmissionFiles } from './submission-queue.ts';
import {
  dexieUrlStorage,
  fetchUploadResult,
  postSubmission,
  readOwnerStatus,
  retryAfterMs,
  uploadSubmissionFile,
} from './submission-upload.ts';

let db: ContactoDb;
beforeEach(async () => {
  db = new ContactoDb(`submission-upload-${Math.random()}`);
  await db.open();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await db.delete();
});

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status }));
const pending = (n: number) => `/uploads/pending/00000000-0000-4000-8000-00000000000${n}.jpg`;

describe('dexieUrlStorage', () => {
  it('keeps the tus resume record on the file row, found by the row id, and removes it', async () => {
    const id = await enqueueSubmission(queuedSubmission({ count: 2 }), { db, requestPersistence: async () => true });
    const storage = dexieUrlStorage(db);
    const fileId = `${id}:1`;
    expect(await storage.findUploadsByFingerprint(fileId)).toEqual([]);
    const record = {
      size: 1024,
      metadata: { filename: 'a.jpg' },
      creationTime: 'now',
      uploadUrl: '/api/uploads/tus/x',
      parallelUploadUrls: null,
      urlStorageKey: '',
    };
    expect(await storage.addUpload(fileId, record)).toBe(fileId);
    expect(await storage.findUploadsByFingerprint(fileId)).toEqual([{ ...record, urlStorageKey: fileId }]);
    expect(await storage.findAllUploads()).toHaveLength(1);
    await storage.removeUpload(fileId);
    expect(await storage.findUploadsByFingerprint(fileId)).toEqual([]);
    // the bytes are untouched
    expect((await readSubmissionFiles(id, db))[1]?.bytes.byteLength).toBe(1024);
  });
});

describe('fetchUploadResult', () => {
  it.each([
    [200, { url: pending(1), mimetype: 'image/jpeg' }, { status: 'done', url: pending(1), mimetype: 'image/jpeg' }],
    [202, { status: 'processing' }, { status: 'processing' }],
    [404, { message: 'Not found' }, { status: 'unknown' }],
    [400, { message: 'Too long', code: 'tooLong' }, { status: 'refused', code: 'tooLong', message: 'Too long' }],
    [422, { message: 'Odd', code: 'somethingNew' }, { status: 'refused', code: 'unknown', message: 'Odd' }],
  ])('when the server answers %i, then it is read as such', async (status, body, expected) => {
    vi.stubGlobal('fetch', answer(status, body));
    expect(await fetchUploadResult('http://x/api/uploads/tus/abc')).toEqual(expected);
  });

  it('when the server fails (5xx) or is rate limited, then it throws so the machine retries', async () => {
    vi.stubGlobal('fetch', answer(503, undefined));
    await expect(fetchUploadResult('/api/uploads/tus/abc')).rejects.toMatchObject({ status: 503 });
    vi.stubGlobal('fetch', answer(429, { message: 'slow down' }));
    await expect(fetchUploadResult('/api/uploads/tus/abc')).rejects.toMatchObject({ status: 429 });
  });
});

describe('a server that asks to wait (429, 503 with Retry-After)', () => {
  it('reads Retry-After in seconds or as a date, and nothing else', () => {
    expect(retryAfterMs('30')).toBe(30_000);
    expect(retryAfterMs(new Date(Date.UTC(2030, 0, 1, 0, 1)).toUTCString(), Date.UTC(2030, 0, 1))).toBe(60_000);
    expect(retryAfterMs(undefined)).toBeUndefined();
    expect(retryAfterMs('soon')).toBeUndefined();
  });

  it.each([503, 429])(
    'when creating the upload is answered %i with Retry-After, then the tus client gives up at once and the error carries the wait',
    async (status) => {
      const seen: string[] = [];
      const server = http.createServer((req, res) => {
        seen.push(req.method ?? '');
        req.resume();
        res.writeHead(status, { 'Retry-After': '30', 'Tus-Resumable': '1.0.0', 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ message: 'busy' }));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      try {
        const id = await enqueueSubmission(queuedSubmission({ count: 1 }), { db, requestPersistence: async () => true });
        const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
        // quick retries as short as the test needs: they must not be used at all
        const failure = await uploadSubmissionFile(`${id}:0`, { db, baseUrl, tus: { retryDelays: [0, 10, 10] } }).catch(
          (error: unknown) => error,
        );
        expect(failure).toMatchObject({ retryAfterMs: 30_000 });
        expect(seen).toEqual(['POST']);
      } finally {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    },
  );

  it('when a result is answered 503 with Retry-After, then the error carries the wait', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 503, headers: { 'Retry-After': '10' } })),
    );
    await expect(fetchUploadResult('/api/uploads/tus/abc')).rejects.toMatchObject({ status: 503, retryAfterMs: 10_000 });
  });
});

describe('postSubmission', () => {
  async function queued() {
    const input = queuedSubmission({ count: 3, kinds: ['photo', 'video', 'photo'] });
    const id = await enqueueSubmission({ ...input, mainPhotoIndex: 2 }, { db, requestPersistence: async () => true });
    const files = [0, 1, 2].map((index) => ({
      id: `${id}:${index}`,
      index,
      pendingUrl: index === 1 ? pending(index).replace('.jpg', '.mp4') : pending(index),
    }));
    return { id, input, files };
  }

  it('when posted, then it sends her values with the photos, videos and main photo, keyed by the submission id', async () => {
    const { id, input, files } = await queued();
    const fetch = answer(201, { id: 9, status: 'PENDING', ownerToken: 'tok' });
    vi.stubGlobal('fetch', fetch);
    expect(await postSubmission(id, files, { db })).toEqual({ status: 'created', profileId: 9, ownerToken: 'tok' });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/profiles');
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toBe(id);
    expect(JSON.parse(init.body as string)).toEqual({
      ...input.values,
      language: 'es',
      photos: [pending(0), pending(2)],
      videos: [pending(1).replace('.jpg', '.mp4')],
      primaryPhoto: pending(2),
    });
  });

  it('when a retry is answered 200 without the token, then it is still created', async () => {
    const { id, files } = await queued();
    vi.stubGlobal('fetch', answer(200, { id: 9, status: 'PENDING' }));
    expect(await postSubmission(id, files, { db })).toEqual({ status: 'created', profileId: 9 });
  });

  it('when the server answers 400 with field errors, then they come back as "invalid"', async () => {
    const { id, files } = await queued();
    vi.stubGlobal('fetch', answer(400, { message: 'Invalid input', fieldErrors: { age: ['forms.validation.ageRange'] } }));
    expect(await postSubmission(id, files, { db })).toEqual({ status: 'invalid', fieldErrors: { age: ['forms.validation.ageRange'] } });
  });

  it('when the server fails or the connection drops, then it throws (to be retried)', async () => {
    const { id, files } = await queued();
    vi.stubGlobal('fetch', answer(502, undefined));
    await expect(postSubmission(id, files, { db })).rejects.toMatchObject({ status: 502 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(postSubmission(id, files, { db })).rejects.toThrow('Failed to fetch');
  });
});

describe('postSubmission of an edit (owner link)', () => {
  async function queuedEdit() {
    const input = queuedSubmission({ count: 1 });
    const id = await enqueueSubmission(input, { db, requestPersistence: async () => true, edit: { ownerToken: 'owner-tok' } });
    return { id, input, files: [{ id: `${id}:0`, index: 0, pendingUrl: pending(0) }] };
  }

  it('when it is an edit, then the same values go by PUT /api/owner/profile with her token, not POST /api/profiles', async () => {
    const { id, input, files } = await queuedEdit();
    const fetch = answer(200, buildOwnerProfile({ state: 'live' }));
    vi.stubGlobal('fetch', fetch);
    expect(await postSubmission(id, files, { db })).toEqual({ status: 'created', profileId: 12 });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/owner/profile');
    expect(init.method).toBe('PUT');
    expect((init.headers as Record<string, string>)['X-Owner-Token']).toBe('owner-tok');
    expect(JSON.parse(init.body as string)).toEqual({
      ...input.values,
      language: 'es',
      photos: [pending(0)],
      videos: [],
      primaryPhoto: pending(0),
    });
  });

  it('when the link no longer opens her profile (404), then it is "linkInvalid", not needs changes', async () => {
    const { id, files } = await queuedEdit();
    vi.stubGlobal('fetch', answer(404, { message: 'Not found' }));
    expect(await postSubmission(id, files, { db })).toEqual({ status: 'linkInvalid' });
  });
});

describe('readOwnerStatus', () => {
  it("reads an edit as in review while it waits beside the live version, and the profile's state once it is applied", async () => {
    // her stored edit, its media now addresses she may open
    const pendingEdit = { ...QUEUED_VALUES, photos: ['/media/a.jpg'], videos: [] } as OwnerProfile['pendingEdit'];
    vi.stubGlobal('fetch', answer(200, buildOwnerProfile({ state: 'live', pendingEdit, pendingEditAt: '2026-01-02T00:00:00.000Z' })));
    expect(await readOwnerStatus({ ownerToken: 'tok', edit: true })).toBe('inReview');
    expect(await readOwnerStatus({ ownerToken: 'tok' })).toBe('live');
    vi.stubGlobal('fetch', answer(200, buildOwnerProfile({ state: 'live', pendingEdit: null })));
    expect(await readOwnerStatus({ ownerToken: 'tok', edit: true })).toBe('live');
  });

  it('reads the review state with her token in the header, and knows nothing without a token or for an unknown one', async () => {
    const fetch = answer(200, buildOwnerProfile({ state: 'needs_changes' }));
    vi.stubGlobal('fetch', fetch);
    expect(await readOwnerStatus({ ownerToken: 'tok' })).toBe('needsChanges');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/owner/profile');
    expect((init.headers as Record<string, string>)['X-Owner-Token']).toBe('tok');
    vi.stubGlobal('fetch', answer(200, buildOwnerProfile({ state: 'paused' })));
    expect(await readOwnerStatus({ ownerToken: 'tok' })).toBeNull();
    vi.stubGlobal('fetch', answer(404, { message: 'Not found' }));
    expect(await readOwnerStatus({ ownerToken: 'tok' })).toBeNull();
    expect(await readOwnerStatus({})).toBeNull();
  });
});
