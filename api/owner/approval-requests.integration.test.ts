// Her consent through the owner link over HTTP against a real PostgreSQL: the release
// policy chosen at submission, kept by an edit and changed on her page for purchases to come; her
// requests (the buyer's first name, country and disclosure, never the email), her answers
// (idempotent, only to her own requests), blocks from a request and unblocking (only hers), and
// the emailed link that opens one request by the token in X-Approval-Token. Every bad token or
// someone else's id is the one 404; bad bodies are 400.

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BuyerDisclosure } from '#contract/approval-request.schema.ts';
import { ApprovalRequestLinkViewSchema, OwnerApprovalRequestsSchema } from '#contract/owner.schema.ts';
import { insertOrder } from '#db/seed/factories/order.factory.ts';
import { insertProfile } from '#db/seed/factories/profile.factory.ts';
import { hashToken, randomToken } from '#lib/crypto.ts';
import { startApiApp } from '#tests/api-app.ts';
import { createTestDatabase, type TestDatabase } from '#tests/db.ts';
import { buyerDisclosure, sealedDisclosure } from '#tests/factories/disclosure.factory.ts';
import { insertPendingUpload } from '#tests/factories/pending-upload.factory.ts';
import { recordingJobs } from '#tests/jobs.ts';
import { insertBlock } from '../buyers/buyer-blocks.ts';
import { SETTLE_QUEUE } from '../orders/settle.job.ts';
import { createDiskStorage, type MediaStorage } from '../storage/storage.ts';
import { OWNER_CALLS_PER_HOUR } from './owner.router.ts';

const SECRET = 'approval-requests-tests-secret-0123456789-abcdef';
const ENV = { SESSION_SECRET: SECRET, PUBLIC_URL: 'https://contacto.example' };
let db: TestDatabase;
let server: Awaited<ReturnType<typeof startApiApp>>;
let storage: MediaStorage;
let dataDir: string;
const { jobs, sent } = recordingJobs();

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'approval-requests-'));
  storage = createDiskStorage(dataDir);
  server = await startApiApp(db, storage, ENV, { jobs });
});

afterAll(async () => {
  await server?.close();
  await db?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

beforeEach(async () => {
  await db.sql`DELETE FROM rate_limits`;
  sent.length = 0;
});

const SUBMISSION = {
  firstName: 'Lucía',
  age: 26,
  gender: 'female',
  location: 'Santiago',
  contactMethods: { whatsapp: '+1 809 555 0199' },
  combinedAgreement: true,
  contactSharingConsent: true,
  language: 'es',
};

async function call(method: string, url: string, token: string | undefined, body?: unknown) {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      ...(token === undefined ? {} : { 'x-owner-token': token }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown> };
}

async function submitted(body: object): Promise<{ id: number; token: string }> {
  const res = await fetch(`${server.url}/api/profiles`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...SUBMISSION, ...body, photos: [await insertPendingUpload(db.sql, storage)] }),
  });
  expect(res.status).toBe(201);
  const created = (await res.json()) as { id: number; ownerToken: string };
  return { id: created.id, token: created.ownerToken };
}

const storedPolicy = async (id: number) => (await db.sql<{ p: string }[]>`SELECT release_policy AS p FROM profiles WHERE id = ${id}`)[0]?.p;

/** A live profile of hers with an owner token. */
async function ownedProfile(overrides: Parameters<typeof insertProfile>[1] = {}) {
  const token = randomToken(32);
  const p = await insertProfile(db.sql, { ownerTokenHash: hashToken(token), ...overrides });
  return { id: p.id, token };
}

describe('her release policy', () => {
  it('is the one she chose at submission, instant when she chose none', async () => {
    const approving = await submitted({ releasePolicy: 'approve_each_buyer' });
    expect(await storedPolicy(approving.id)).toBe('approve_each_buyer');
    expect((await call('GET', '/api/owner/profile', approving.token)).body.releasePolicy).toBe('approve_each_buyer');
    const plain = await submitted({});
    expect(await storedPolicy(plain.id)).toBe('instant');
  });

  it('is kept by an edit through the edit form, whatever the edit carries', async () => {
    const { id, token } = await submitted({ releasePolicy: 'approve_each_buyer' });
    const edit = await call('PUT', '/api/owner/profile', token, {
      ...SUBMISSION,
      firstName: 'Lucía María',
      photos: [await insertPendingUpload(db.sql, storage)],
      releasePolicy: 'instant',
    });
    expect(edit.status).toBe(200);
    expect(await storedPolicy(id)).toBe('approve_each_buyer');
  });

  it('changes on her page (for purchases to come) and answers her view with it', async () => {
    const { id, token } = await ownedProfile();
    const changed = await call('PUT', '/api/owner/release-policy', token, { releasePolicy: 'approve_each_buyer' });
    expect(changed.status).toBe(200);
    expect(changed.body.releasePolicy).toBe('approve_each_buyer');
    expect(await storedPolicy(id)).toBe('approve_each_buyer');
    expect((await call('PUT', '/api/owner/release-policy', token, { releasePolicy: 'instant' })).body.releasePolicy).toBe('instant');
  });

  it('answers a bad body with 400 and a wrong token with the one 404; a withdrawn profile cannot change it', async () => {
    const { id, token } = await ownedProfile();
    const bad = await call('PUT', '/api/owner/release-policy', token, { releasePolicy: 'sometimes' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('approval.validation.policy');
    expect((await call('PUT', '/api/owner/release-policy', randomToken(32), { releasePolicy: 'instant' })).status).toBe(404);
    expect((await call('PUT', '/api/owner/release-policy', undefined, { releasePolicy: 'instant' })).status).toBe(404);
    await db.sql`UPDATE profiles SET consent_withdrawn_at = now() WHERE id = ${id}`;
    expect((await call('PUT', '/api/owner/release-policy', token, { releasePolicy: 'approve_each_buyer' })).status).toBe(409);
    expect(await storedPolicy(id)).toBe('instant');
  });
});

const DISCLOSURE = buyerDisclosure();

/** A purchase of her contact details waiting for her answer, as fulfilment leaves it (authorised, not captured). */
async function awaitingRequest(
  profileId: number,
  buyer: { email?: string; country?: string; disclosure?: BuyerDisclosure | null; name?: string } = {},
) {
  const email = buyer.email ?? `buyer-${randomToken(6)}@example.com`;
  const order = await insertOrder(db.sql, [profileId], {
    status: 'awaiting_approval',
    customerEmail: email,
    customerName: buyer.name ?? 'Guest Customer',
  });
  const disclosure = buyer.disclosure === undefined ? DISCLOSURE : buyer.disclosure;
  const form = disclosure === null ? null : sealedDisclosure(SECRET, disclosure);
  await db.sql`
    UPDATE orders SET capture_method = 'manual', payment_state = 'authorized', buyer_country = ${buyer.country ?? 'US'},
      buyer_disclosure_sealed = ${form?.sealed ?? null}, buyer_first_name = ${form?.firstName ?? null},
      card_fingerprint = ${`card_${randomToken(8)}`}
    WHERE id = ${order.id}`;
  const item = order.items[0];
  if (!item) throw new Error('no item');
  const approvalToken = randomToken(32);
  await db.sql`
    UPDATE order_items SET release_policy = 'approve_each_buyer', approval_requested_at = now(),
      approval_deadline = now() + interval '3 days', approval_token_hash = ${hashToken(approvalToken)}
    WHERE id = ${item.id}`;
  return { itemId: item.id, orderId: order.id, email, approvalToken };
}

const itemState = async (itemId: number) =>
  (
    await db.sql<{ status: string; reason: string | null; contact: unknown }[]>`
      SELECT release_status AS status, decline_reason AS reason, contact_info AS contact FROM order_items WHERE id = ${itemId}`
  )[0];

interface RequestsBody {
  releasePolicy: string;
  requests: { id: number; buyerFirstName: string; buyerCountry: string | null; disclosure: unknown; price: string; deadline: string }[];
  recent: { id: number; releaseStatus: string; declineReason: string | null; blocked: boolean }[];
  blocks: { id: number; label: string | null; byOwner: boolean }[];
}
const requestsOf = async (token: string) => {
  const res = await call('GET', '/api/owner/approval-requests', token);
  OwnerApprovalRequestsSchema.parse(res.body);
  expect(res.status).toBe(200);
  return res.body as unknown as RequestsBody;
};

describe('her approval requests', () => {
  it("lists what waits for her answer with the buyer's first name, country and disclosure, never the email", async () => {
    const { id, token } = await ownedProfile({ releasePolicy: 'approve_each_buyer' });
    const waiting = await awaitingRequest(id);
    const plain = await awaitingRequest(id, { country: 'GB', disclosure: null, name: 'Peter Smith' });
    const res = await call('GET', '/api/owner/approval-requests', token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ releasePolicy: 'approve_each_buyer', recent: [], blocks: [] });
    const list = res.body as unknown as RequestsBody;
    expect(list.requests.map((r) => r.id).sort()).toEqual([waiting.itemId, plain.itemId].sort());
    expect(list.requests.find((r) => r.id === waiting.itemId)).toMatchObject({
      buyerFirstName: 'John',
      buyerCountry: 'US',
      disclosure: DISCLOSURE,
      price: expect.stringMatching(/^\d+\.\d{2}$/),
    });
    expect(list.requests.find((r) => r.id === plain.itemId)).toMatchObject({
      buyerFirstName: 'Peter',
      buyerCountry: 'GB',
      disclosure: null,
    });
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(waiting.email);
    expect(text).not.toContain(plain.email);
    expect(text).not.toContain('Smith');
  });

  it('her yes releases the details once: a second answer, either way, changes nothing and settles nothing again', async () => {
    const { id, token } = await ownedProfile();
    const { itemId } = await awaitingRequest(id);
    const first = await call('POST', `/api/owner/approval-requests/${itemId}/decision`, token, { decision: 'approve' });
    expect(first.status).toBe(200);
    expect(await itemState(itemId)).toMatchObject({ status: 'released', reason: null, contact: expect.any(Object) });
    expect(sent.filter((job) => job.name === SETTLE_QUEUE)).toHaveLength(1);
    const list = first.body as unknown as RequestsBody;
    expect(list.requests).toEqual([]);
    expect(list.recent).toMatchObject([{ id: itemId, releaseStatus: 'released', declineReason: null, blocked: false }]);

    for (const decision of ['approve', 'decline'] as const) {
      const again = await call('POST', `/api/owner/approval-requests/${itemId}/decision`, token, { decision });
      expect(again.status).toBe(200);
    }
    expect(await itemState(itemId)).toMatchObject({ status: 'released' });
    expect(sent.filter((job) => job.name === SETTLE_QUEUE)).toHaveLength(1);
  });

  it('her no declines (she_declined) and, when she asks, blocks the buyer under a label without the email', async () => {
    const { id, token } = await ownedProfile();
    const { itemId, email } = await awaitingRequest(id);
    const res = await call('POST', `/api/owner/approval-requests/${itemId}/decision`, token, { decision: 'decline', block: true });
    expect(res.status).toBe(200);
    expect(await itemState(itemId)).toMatchObject({ status: 'declined', reason: 'she_declined', contact: null });
    const list = res.body as unknown as RequestsBody;
    expect(list.recent).toMatchObject([{ id: itemId, releaseStatus: 'declined', declineReason: 'she_declined', blocked: true }]);
    expect(list.blocks).toMatchObject([{ label: expect.stringContaining('John'), byOwner: true }]);
    expect(JSON.stringify(res.body)).not.toContain(email);
  });

  it("answers only her own requests: another profile's item, an unknown id or a wrong token is the one 404", async () => {
    const mine = await ownedProfile();
    const other = await ownedProfile();
    const { itemId } = await awaitingRequest(other.id);
    expect((await call('POST', `/api/owner/approval-requests/${itemId}/decision`, mine.token, { decision: 'approve' })).status).toBe(404);
    expect((await call('POST', `/api/owner/approval-requests/${itemId}/block`, mine.token)).status).toBe(404);
    expect((await call('POST', `/api/owner/approval-requests/${itemId}/decision`, randomToken(32), { decision: 'approve' })).status).toBe(
      404,
    );
    expect((await call('POST', `/api/owner/approval-requests/${itemId}/decision`, undefined, { decision: 'approve' })).status).toBe(404);
    expect((await call('POST', '/api/owner/approval-requests/99999999/decision', mine.token, { decision: 'approve' })).status).toBe(404);
    expect((await call('POST', '/api/owner/approval-requests/abc/decision', mine.token, { decision: 'approve' })).status).toBe(404);
    expect((await call('GET', '/api/owner/approval-requests', randomToken(32))).status).toBe(404);
    expect(await itemState(itemId)).toMatchObject({ status: 'awaiting_consent' });
    expect((await requestsOf(mine.token)).requests).toEqual([]);
  });

  it('refuses a bad answer with 400 and leaves the request waiting', async () => {
    const { id, token } = await ownedProfile();
    const { itemId } = await awaitingRequest(id);
    for (const body of [{ decision: 'maybe' }, {}, { decision: 'approve', block: 'yes' }]) {
      const res = await call('POST', `/api/owner/approval-requests/${itemId}/decision`, token, body);
      expect(res.status).toBe(400);
    }
    expect(await itemState(itemId)).toMatchObject({ status: 'awaiting_consent' });
  });

  it('blocks the buyer of a decided request (twice is one block) and unblocks only her own blocks', async () => {
    const { id, token } = await ownedProfile();
    const other = await ownedProfile();
    const { itemId } = await awaitingRequest(id);
    await call('POST', `/api/owner/approval-requests/${itemId}/decision`, token, { decision: 'approve' });
    expect((await call('POST', `/api/owner/approval-requests/${itemId}/block`, token)).status).toBe(200);
    const list = (await call('POST', `/api/owner/approval-requests/${itemId}/block`, token)).body as unknown as RequestsBody;
    OwnerApprovalRequestsSchema.parse(list);
    expect(list.blocks).toHaveLength(1);
    expect(list.recent).toMatchObject([{ id: itemId, blocked: true }]);
    const blockId = list.blocks[0]?.id ?? 0;

    // someone else's token, and a block an admin made on her profile, are not hers to lift
    expect((await call('DELETE', `/api/owner/blocks/${blockId}`, other.token)).status).toBe(404);
    const byAdmin = await insertBlock(db.sql, { profileId: id, email: 'typed@example.com', label: 'typed', byOwner: false });
    expect((await call('DELETE', `/api/owner/blocks/${byAdmin}`, token)).status).toBe(404);
    const everywhere = await insertBlock(db.sql, { profileId: null, email: 'everywhere@example.com' });
    expect((await call('DELETE', `/api/owner/blocks/${everywhere}`, token)).status).toBe(404);

    const after = await call('DELETE', `/api/owner/blocks/${blockId}`, token);
    expect(after.status).toBe(200);
    expect((after.body as unknown as RequestsBody).blocks.map((b) => b.id)).toEqual([byAdmin]);
    expect((await call('DELETE', `/api/owner/blocks/${blockId}`, token)).status).toBe(404);
    const left = await db.sql<
      { id: number }[]
    >`SELECT id FROM buyer_blocks WHERE id IN ${db.sql([blockId, byAdmin, everywhere])} ORDER BY id`;
    expect(left.map((r) => r.id)).toEqual([byAdmin, everywhere]);
  });

  it('counts every call against the owner link budget of the client', async () => {
    const { token } = await ownedProfile();
    for (let i = 0; i < OWNER_CALLS_PER_HOUR; i++) {
      expect(
        (await call('GET', i % 2 ? '/api/owner/approval-requests' : '/api/approval-request', i % 2 ? token : undefined)).status,
      ).not.toBe(429);
    }
    expect((await call('GET', '/api/owner/approval-requests', token)).status).toBe(429);
  });
});

describe('her emailed request link', () => {
  const link = async (method: string, url: string, token: string | undefined, body?: unknown) => {
    const res = await fetch(`${server.url}${url}`, {
      method,
      headers: {
        ...(token === undefined ? {} : { 'x-approval-token': token }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as { request?: { id: number }; outcome?: unknown } };
  };

  it('opens the one request, answers it once, and then shows its outcome', async () => {
    const { id } = await ownedProfile();
    const { itemId, approvalToken, email } = await awaitingRequest(id);
    const opened = await link('GET', '/api/approval-request', approvalToken);
    ApprovalRequestLinkViewSchema.parse(opened.body);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ request: { id: itemId, buyerFirstName: 'John', buyerCountry: 'US' }, outcome: null });
    expect(JSON.stringify(opened.body)).not.toContain(email);

    const answered = await link('POST', '/api/approval-request/decision', approvalToken, { decision: 'decline' });
    expect(answered.status).toBe(200);
    expect(answered.body.outcome).toMatchObject({ releaseStatus: 'declined', declineReason: 'she_declined', blocked: false });
    const again = await link('POST', '/api/approval-request/decision', approvalToken, { decision: 'approve' });
    expect(again.body.outcome).toMatchObject({ releaseStatus: 'declined' });
    expect(await itemState(itemId)).toMatchObject({ status: 'declined' });
    expect((await link('GET', '/api/approval-request', approvalToken)).body.outcome).toMatchObject({ releaseStatus: 'declined' });
  });

  it("shows her the buyer's sealed answers; once the form is erased, says so instead of showing none", async () => {
    const { id } = await ownedProfile();
    const answers = buyerDisclosure({ protectionOrder: true, protectionOrderDetails: 'Lifted in 2014' });
    const { itemId, orderId, approvalToken } = await awaitingRequest(id, { disclosure: answers });
    const [raw] = await db.sql<{ row: string }[]>`SELECT row_to_json(o)::text AS row FROM orders o WHERE id = ${orderId}`;
    expect(raw!.row).not.toContain('Lifted in 2014');
    expect((await link('GET', '/api/approval-request', approvalToken)).body).toMatchObject({
      request: { id: itemId, disclosure: answers, disclosureErased: false },
    });

    await link('POST', '/api/approval-request/decision', approvalToken, { decision: 'decline' });
    await db.sql`UPDATE orders SET buyer_disclosure_sealed = NULL, buyer_disclosure_erased_at = now() WHERE id = ${orderId}`;
    const erased = await link('GET', '/api/approval-request', approvalToken);
    expect(erased.body).toMatchObject({ request: { id: itemId, buyerFirstName: 'John', disclosure: null, disclosureErased: true } });
  });

  it('answers an unknown, missing or owner token with the one 404, and a bad body with 400', async () => {
    const { id, token } = await ownedProfile();
    const { approvalToken } = await awaitingRequest(id);
    expect((await link('GET', '/api/approval-request', randomToken(32))).status).toBe(404);
    expect((await link('GET', '/api/approval-request', undefined)).status).toBe(404);
    expect((await link('GET', '/api/approval-request', token)).status).toBe(404);
    expect((await link('POST', '/api/approval-request/decision', randomToken(32), { decision: 'approve' })).status).toBe(404);
    expect((await link('POST', '/api/approval-request/decision', approvalToken, { decision: 'nope' })).status).toBe(400);
  });

  it("answers her approval request page's address with Referrer-Policy: no-referrer", async () => {
    const page = await fetch(`${server.url}/es/approval-requests/${randomToken(32)}`, { headers: { accept: 'text/html' } });
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('moves the page address mails carried before its rename to the page, token, language and query kept', async () => {
    const token = randomToken(32);
    const moved = await fetch(`${server.url}/pt/requests/${token}?x=1`, { headers: { accept: 'text/html' }, redirect: 'manual' });
    expect(moved.status).toBe(308);
    expect(moved.headers.get('location')).toBe(`/pt/approval-requests/${token}?x=1`);
    expect(moved.headers.get('referrer-policy')).toBe('no-referrer');
    expect(moved.headers.get('cache-control')).toMatch(/no-store/);
  });

  it('answers at the addresses an app from before the rename still calls: /api/owner/requests… and /api/approval-request/answer', async () => {
    const { id, token } = await ownedProfile({ releasePolicy: 'approve_each_buyer' });
    const first = await awaitingRequest(id);
    const listed = await call('GET', '/api/owner/requests', token);
    expect(listed.status).toBe(200);
    OwnerApprovalRequestsSchema.parse(listed.body);
    const decided = await call('POST', `/api/owner/requests/${first.itemId}/answer`, token, { decision: 'decline' });
    expect(decided.status).toBe(200);
    expect((await itemState(first.itemId))?.status).toBe('declined');
    expect((await call('POST', `/api/owner/requests/${first.itemId}/block`, token)).status).toBe(200);
    const second = await awaitingRequest(id, { country: 'GB', disclosure: null, name: 'Peter Smith' });
    const viaLink = await link('POST', '/api/approval-request/answer', second.approvalToken, { decision: 'decline' });
    expect(viaLink.status).toBe(200);
    expect((await itemState(second.itemId))?.status).toBe('declined');
  });
});
