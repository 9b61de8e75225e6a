// The back office's orders over HTTP (decision 029): the search and filters on the
// server, one order with its payment and refunds, the confirmation mailed again, and refunds by
// hand — idempotent (a double click or a retried request refunds once, through the provider once),
// partial then the rest, never more than was paid, never an unpaid order — that the buyer's
// purchase view shows as refunded, without her details.

import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { keyRing } from '#api/secret.ts';
import {
  AdminOrderDetailSchema,
  AdminOrderDisclosureSchema,
  AdminOrderListItemSchema,
  AdminRefundQueueItemSchema,
  AdminRefundResultSchema,
} from '#contract/admin-order.schema.ts';
import { insertOrder, type OrderFields } from '#db/seed/factories/order.factory.ts';
import { insertProfile } from '#db/seed/factories/profile.factory.ts';
import { signedInAdmin } from '#tests/admin-client.ts';
import { AUTH_TEST_SECRET, cookieClient, usingAuthApp } from '#tests/auth-client.ts';
import { buyerDisclosure, sealedDisclosure } from '#tests/factories/disclosure.factory.ts';
import { completeJobContext } from '../../jobs/queues.ts';
import { ORDER_CONFIRMATION_QUEUE } from '../../orders/order-confirmation.job.ts';
import { PURCHASE_LINK_PURPOSE, purchaseToken } from '../../orders/purchase-token.ts';
import { REFUND_QUEUE, refundJob } from '../../orders/refund.job.ts';
import { createTestProvider } from '../../payments/test-provider.ts';

const ctx = usingAuthApp();

/** One admin for the file (a login is an argon2 hash: slow on a busy machine). */
let anAdmin: ReturnType<typeof signedInAdmin> | undefined;
const admin = () => {
  anAdmin ??= signedInAdmin(ctx, 'admin');
  return anAdmin;
};
// signed in once, before the tests: the hash takes seconds on a busy machine
beforeAll(async () => {
  await admin();
}, 120_000);

const tag = () => `q${randomUUID().slice(0, 8)}`;

/** A completed test-mode order the built-in provider took the payment of, one profile a price. */
async function paidOrder(
  profiles: { price: string; firstName?: string; lastName?: string | null }[],
  overrides: Partial<OrderFields> = {},
) {
  const sql = ctx.db.sql;
  const ids: number[] = [];
  for (const p of profiles)
    ids.push((await insertProfile(sql, { firstName: p.firstName ?? 'Ana', lastName: p.lastName ?? 'Test', price: p.price })).id);
  const sessionId = `test_cs_${randomUUID()}`;
  const paymentIntentId = `test_pi_${randomUUID()}`;
  const order = await insertOrder(sql, ids, { providerSessionId: sessionId, stripePaymentIntentId: paymentIntentId, ...overrides });
  await sql`UPDATE orders SET paid_amount = total_amount, confirmation_sent_at = now() WHERE id = ${order.id}`;
  await sql`
    INSERT INTO test_payment_sessions (id, order_id, amount_total, currency, customer_email, line_items, success_url, cancel_url,
      status, payment_status, payment_intent_id, expires_at, completed_at)
    VALUES (${sessionId}, ${order.id}, ${Math.round(Number(order.totalAmount) * 100)}, 'usd', ${order.customerEmail}, '[]',
      'http://x/ok', 'http://x/no', 'complete', 'paid', ${paymentIntentId}, now() + interval '1 day', now())`;
  return { ...order, paymentIntentId };
}

const provider = () => createTestProvider({ sql: ctx.db.sql, webhookSecret: 'whsec_ordersTestsNeverSignAnything000000' });

const runRefundJobs = async () => {
  const payments = provider();
  const context = completeJobContext({ send: async () => null } as never, { sql: ctx.db.sql, log: pino({ level: 'silent' }), payments });
  for (const job of ctx.app.jobs.filter((j) => j.name === REFUND_QUEUE))
    await refundJob.handle({ refundId: Number(job.data.refundId) }, context);
};

const refundRows = (orderId: number) => ctx.db.sql<{ id: number; kind: string; amountCents: number; status: string; reason: string }[]>`
  SELECT id, kind, amount_cents AS "amountCents", status, reason FROM order_refunds WHERE order_id = ${orderId} ORDER BY id`;

const providerRefunds = (paymentIntentId: string) =>
  ctx.db.sql<
    { amount: number }[]
  >`SELECT amount FROM test_payment_refunds WHERE payment_intent_id = ${paymentIntentId} ORDER BY created_at`;

const refundJobs = () => ctx.app.jobs.filter((j) => j.name === REFUND_QUEUE);

const refund = (client: Awaited<ReturnType<typeof signedInAdmin>>['client'], orderId: number, body: Record<string, unknown>) =>
  client.post(`/api/admin/orders/${orderId}/refunds`, { reason: 'Buyer asked', idempotencyKey: randomUUID(), ...body });

describe('GET /api/admin/orders', () => {
  it('when an admin searches, then the order number (with or without #), the buyer email and the profile name as sold or as it is find it', async () => {
    const t = tag();
    const sold = await paidOrder([{ price: '2.00', firstName: `Núñez${t}`, lastName: 'Soto' }], {
      customerEmail: `${t}.buyer@example.com`,
    });
    const pendingProfile = await insertProfile(ctx.db.sql, { firstName: `Lucía${t}`, price: '3.00' });
    const pending = await insertOrder(ctx.db.sql, [pendingProfile.id], { status: 'pending' });
    await ctx.db.sql`UPDATE order_items SET profile_snapshot = '{}' WHERE order_id = ${pending.id}`;
    const { client } = await admin();
    const ids = async (query: string) => {
      const res = await client.get(`/api/admin/orders?${query}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return z
        .array(AdminOrderListItemSchema)
        .parse(res.body)
        .map((o) => o.id);
    };
    expect(await ids(`q=${encodeURIComponent(`#${sold.id}`)}`)).toContain(sold.id);
    expect(await ids(`q=${sold.id}`)).toContain(sold.id);
    expect(await ids(`q=${t.toUpperCase()}.BUYER`)).toEqual([sold.id]);
    expect(await ids(`q=${encodeURIComponent(`nunez${t} soto`)}`)).toEqual([sold.id]);
    expect(await ids(`q=${encodeURIComponent(`lucia${t}`)}`)).toEqual([pending.id]);
    const res = await client.get(`/api/admin/orders?q=${t}`);
    expect(res.headers.get('x-total-count')).toBe('2');
    expect((res.body as unknown as Record<string, unknown>[]).find((o) => o.id === sold.id)).toEqual({
      id: sold.id,
      createdAt: sold.createdAt.toISOString(),
      status: 'completed',
      mode: 'test',
      customerEmail: `${t}.buyer@example.com`,
      customerName: sold.customerName,
      totalAmount: 2,
      itemCount: 1,
      refundedCount: 0,
      profileNames: [`Núñez${t} Soto`],
      refundDue: 0,
    });
  });

  it('when it filters by status, mode and dates, and pages, then only matching orders come, newest first, with their total', async () => {
    const t = tag();
    const email = `${t}@example.com`;
    const old = await paidOrder([{ price: '2.00' }], { customerEmail: email, createdAt: new Date('2026-01-10T12:00:00Z') });
    const live = await paidOrder([{ price: '2.00' }], {
      customerEmail: email,
      provider: 'stripe',
      createdAt: new Date('2026-02-10T23:30:00Z'),
    });
    const p = await insertProfile(ctx.db.sql, { price: '2.00' });
    const failed = await insertOrder(ctx.db.sql, [p.id], {
      customerEmail: email,
      status: 'failed',
      createdAt: new Date('2026-03-01T00:00:00Z'),
    });
    const { client } = await admin();
    const ids = async (query: string) => {
      const res = await client.get(`/api/admin/orders?q=${t}&${query}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return { ids: (res.body as unknown as { id: number }[]).map((o) => o.id), total: res.headers.get('x-total-count') };
    };
    expect(await ids('')).toEqual({ ids: [failed.id, live.id, old.id], total: '3' });
    expect((await ids('status=completed')).ids).toEqual([live.id, old.id]);
    expect((await ids('status=failed')).ids).toEqual([failed.id]);
    expect((await ids('mode=live')).ids).toEqual([live.id]);
    expect((await ids('mode=test')).ids).toEqual([failed.id, old.id]);
    expect((await ids('from=2026-02-10&to=2026-02-10')).ids).toEqual([live.id]);
    expect((await ids('from=2026-02-11')).ids).toEqual([failed.id]);
    expect((await ids('to=2026-01-31')).ids).toEqual([old.id]);
    expect(await ids('limit=2&offset=2')).toEqual({ ids: [old.id], total: '3' });
    expect(await ids('limit=2&offset=4')).toEqual({ ids: [], total: '3' });
  });

  it.each([
    'limit=0',
    'limit=101',
    'offset=-1',
    'status=lost',
    'mode=sandbox',
    'from=2026-02-30',
    'to=yesterday',
    `q=${'x'.repeat(101)}`,
    'unknown=1',
    'limit=1&limit=2',
  ])('when the query is %s, then it is a 400 with field errors', async (query) => {
    const { client } = await admin();
    const res = await client.get(`/api/admin/orders?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toBeTypeOf('object');
  });

  it('when the search holds a NUL, then it is a 400', async () => {
    const { client } = await admin();
    expect((await client.get('/api/admin/orders?q=a%00b')).status).toBe(400);
  });
});

describe('GET /api/admin/orders/{id}', () => {
  it('when an admin opens an order, then it has its items at the price sold, their states, the provider ids, the email state and no link for test mode', async () => {
    const order = await paidOrder([{ price: '2.00', firstName: 'Rosa', lastName: 'Diaz' }, { price: '3.50' }]);
    await ctx.db.sql`UPDATE profiles SET price = 9.99 WHERE id = ${order.items[0]!.profileId}`;
    const { client } = await admin();
    const res = await client.get(`/api/admin/orders/${order.id}`);
    AdminOrderDetailSchema.parse(res.body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: order.id,
      status: 'completed',
      mode: 'test',
      provider: 'test',
      providerSessionId: order.providerSessionId,
      paymentIntentId: order.paymentIntentId,
      dashboardUrl: null,
      totalAmount: 5.5,
      paidAmount: 5.5,
      refundDue: 0,
      refundedAmount: 0,
      confirmation: { sentAt: expect.any(String), pending: false },
      refunds: [],
    });
    expect(res.body.items).toEqual([
      expect.objectContaining({ id: order.items[0]!.id, name: 'Rosa Diaz', price: 2, releaseStatus: 'released', refundedAt: null }),
      expect.objectContaining({ id: order.items[1]!.id, price: 3.5, releaseStatus: 'released' }),
    ]);
    expect(JSON.stringify(res.body)).not.toContain('contactInfo');
  });

  it('when the order was paid through Stripe, then its payment links to the Stripe dashboard', async () => {
    const order = await paidOrder([{ price: '2.00' }], { provider: 'stripe' });
    const { client } = await admin();
    const res = await client.get(`/api/admin/orders/${order.id}`);
    expect(res.body).toMatchObject({ mode: 'live', dashboardUrl: `https://dashboard.stripe.com/test/payments/${order.paymentIntentId}` });
  });

  it('when the id names no order, then it is a 404; a bad id is a 400', async () => {
    const { client } = await admin();
    expect((await client.get('/api/admin/orders/999999')).status).toBe(404);
    expect((await client.get('/api/admin/orders/abc')).status).toBe(400);
    expect((await client.get('/api/admin/orders/0')).status).toBe(400);
  });
});

describe("the buyer's disclosure form in the back office", () => {
  /** A purchase from a listed country: the form sealed as checkout stores it. */
  async function orderWithForm() {
    const order = await paidOrder([{ price: '2.00' }]);
    const answers = buyerDisclosure({ criminalHistory: true, criminalHistoryDetails: 'Bar fight, 2009' });
    const form = sealedDisclosure(AUTH_TEST_SECRET, answers);
    await ctx.db.sql`
      UPDATE orders SET buyer_country = 'US', buyer_first_name = ${form.firstName}, buyer_disclosure_sealed = ${form.sealed}
      WHERE id = ${order.id}`;
    return { order, answers };
  }

  let superadmin: ReturnType<typeof signedInAdmin> | undefined;
  const aSuperadmin = () => {
    superadmin ??= signedInAdmin(ctx, 'superadmin');
    return superadmin;
  };

  it('when an admin opens the order, then it says a form is kept, without a word of it', async () => {
    const { order } = await orderWithForm();
    const { client } = await admin();
    const res = await client.get(`/api/admin/orders/${order.id}`);
    expect(res.body.disclosure).toEqual({ state: 'kept', erasedAt: null });
    expect(JSON.stringify(res.body)).not.toContain('Bar fight');
    const plain = await paidOrder([{ price: '2.00' }]);
    expect((await client.get(`/api/admin/orders/${plain.id}`)).body.disclosure).toEqual({ state: 'none', erasedAt: null });
  });

  it('when a superadmin opens the form, then she reads it and the reading is audited; a plain admin is refused', async () => {
    const { order, answers } = await orderWithForm();
    const { client: plainAdmin } = await admin();
    expect((await plainAdmin.post(`/api/admin/orders/${order.id}/disclosure`, {})).status).toBe(403);

    const { admin: me, client } = await aSuperadmin();
    const res = await client.post(`/api/admin/orders/${order.id}/disclosure`, {});
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ disclosure: answers });
    AdminOrderDisclosureSchema.parse(res.body);
    const audit = await ctx.db.sql<{ adminId: number; details: Record<string, unknown> }[]>`
      SELECT admin_id AS "adminId", details FROM admin_activity_log
      WHERE action = 'order.disclosure_view' AND target_type = 'order' AND target_id = ${String(order.id)}`;
    expect(audit).toEqual([{ adminId: me.id, details: {} }]);
    expect((await client.post(`/api/admin/orders/${order.id}/disclosure`, { also: 1 })).status).toBe(400);
  });

  it('when the form was erased or never asked, then opening it is a 404 and the order says when it was erased', async () => {
    const { order } = await orderWithForm();
    await ctx.db.sql`UPDATE orders SET buyer_disclosure_sealed = NULL, buyer_disclosure_erased_at = now() WHERE id = ${order.id}`;
    const { client } = await aSuperadmin();
    expect((await client.post(`/api/admin/orders/${order.id}/disclosure`, {})).status).toBe(404);
    expect((await client.get(`/api/admin/orders/${order.id}`)).body.disclosure).toEqual({ state: 'erased', erasedAt: expect.any(String) });
    const plain = await paidOrder([{ price: '2.00' }]);
    expect((await client.post(`/api/admin/orders/${plain.id}/disclosure`, {})).status).toBe(404);
    expect((await client.post('/api/admin/orders/999999/disclosure', {})).status).toBe(404);
    expect(
      await ctx.db.sql`SELECT 1 FROM admin_activity_log WHERE action = 'order.disclosure_view' AND target_id = ${String(plain.id)}`,
    ).toEqual([]);
  });
});

describe('POST /api/admin/orders/{id}/resend-confirmation', () => {
  it('when an admin resends it, then the job is queued again for a mail not yet marked sent, and it is audited', async () => {
    const order = await paidOrder([{ price: '2.00' }]);
    const { admin: me, client } = await admin();
    const res = await client.post(`/api/admin/orders/${order.id}/resend-confirmation`, {});
    expect(res.status).toBe(200);
    expect(res.body.confirmation).toEqual({ sentAt: null, pending: true });
    AdminOrderDetailSchema.parse(res.body);
    expect(ctx.app.jobs).toEqual([{ name: ORDER_CONFIRMATION_QUEUE, data: { orderId: order.id } }]);
    const [row] = await ctx.db.sql<{ adminId: number; details: Record<string, unknown> }[]>`
      SELECT admin_id AS "adminId", details FROM admin_activity_log WHERE action = 'order.resend_confirmation' AND target_id = ${String(order.id)}`;
    expect(row).toMatchObject({ adminId: me.id, details: { customerEmail: order.customerEmail } });
  });

  it('when the order is not paid, then it is a 409 and nothing is queued', async () => {
    const p = await insertProfile(ctx.db.sql);
    const order = await insertOrder(ctx.db.sql, [p.id], { status: 'pending' });
    const { client } = await admin();
    expect((await client.post(`/api/admin/orders/${order.id}/resend-confirmation`, {})).status).toBe(409);
    expect((await client.post(`/api/admin/orders/${order.id}/resend-confirmation`, { force: true })).status).toBe(400);
    expect(ctx.app.jobs).toEqual([]);
  });
});

describe('POST /api/admin/orders/{id}/refunds', () => {
  it('when the same request arrives twice, then one refund is written, one job queued, and the provider refunds once', async () => {
    const order = await paidOrder([{ price: '2.00' }, { price: '3.00' }]);
    const { admin: me, client } = await admin();
    const body = { reason: '  Contact did not answer  ', idempotencyKey: randomUUID() };
    const first = await client.post(`/api/admin/orders/${order.id}/refunds`, body);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    AdminRefundResultSchema.parse(first.body);
    const again = await client.post(`/api/admin/orders/${order.id}/refunds`, body);
    expect(again.status).toBe(200);
    expect(again.body.refund).toEqual(first.body.refund);
    expect(first.body.refund).toMatchObject({
      kind: 'admin',
      amount: 5,
      status: 'pending',
      reason: 'Contact did not answer',
      adminUsername: me.username,
    });
    expect(await refundRows(order.id)).toHaveLength(1);
    expect(refundJobs()).toHaveLength(1);

    await runRefundJobs();
    await runRefundJobs(); // a retried job
    expect(await providerRefunds(order.paymentIntentId)).toEqual([{ amount: 500 }]);
    const detail = await client.get(`/api/admin/orders/${order.id}`);
    expect(detail.body.refunds).toEqual([
      expect.objectContaining({ status: 'succeeded', providerRefundId: expect.stringMatching(/^test_re_/) }),
    ]);
    expect((detail.body.items as { releaseStatus: string }[]).map((i) => i.releaseStatus)).toEqual(['refunded', 'refunded']);

    const audits = await ctx.db.sql<{ details: Record<string, unknown> }[]>`
      SELECT details FROM admin_activity_log WHERE action = 'order.refund' AND target_id = ${String(order.id)}`;
    expect(audits).toEqual([
      {
        details: expect.objectContaining({
          amount: 5,
          reason: 'Contact did not answer',
          changes: { releaseStatus: { from: 'released', to: 'refunded' } },
        }),
      },
    ]);
  });

  it('when a double click sends the same request twice at once, then one refund is written', async () => {
    const order = await paidOrder([{ price: '4.00' }]);
    const { client } = await admin();
    const body = { reason: 'Double click', idempotencyKey: randomUUID() };
    const answers = await Promise.all([0, 1, 2].map(() => client.post(`/api/admin/orders/${order.id}/refunds`, body)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
    expect(await refundRows(order.id)).toHaveLength(1);
    expect(refundJobs()).toHaveLength(1);
  });

  it('when two different requests refund the same item, then the second is a 409 that says it was refunded', async () => {
    const order = await paidOrder([{ price: '4.00' }, { price: '1.00' }]);
    const { client } = await admin();
    const itemIds = [order.items[0]!.id];
    const answers = await Promise.all([refund(client, order.id, { itemIds }), refund(client, order.id, { itemIds })]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)?.body).toEqual({ message: 'An item was already refunded', code: 'alreadyRefunded' });
    expect(await refundRows(order.id)).toHaveLength(1);
  });

  it('when one item is refunded and then the rest, then each is refunded once and the buyer sees both refunded without details', async () => {
    const order = await paidOrder([{ price: '2.00' }, { price: '3.00' }, { price: '1.50' }]);
    const { client } = await admin();
    const one = await refund(client, order.id, { itemIds: [order.items[1]!.id] });
    expect(one.status).toBe(201);
    expect(one.body.refund).toMatchObject({ amount: 3 });

    const link = `/api/purchases/${order.id}?token=${purchaseToken(keyRing(PURCHASE_LINK_PURPOSE, ['auth-tests-secret-0123456789-abcdefghijkl']), order.id)}`;
    const buyer = await cookieClient(ctx.app.url).get(link);
    expect(buyer.status).toBe(200);
    const contacts = buyer.body.contactInfo as { id: number; releaseStatus: string; contactInfo: Record<string, string> }[];
    expect(contacts.map((c) => c.releaseStatus)).toEqual(['released', 'refunded', 'released']);
    expect(contacts[1]?.contactInfo).toEqual({});
    expect(Object.keys(contacts[0]?.contactInfo ?? {}).length).toBeGreaterThan(0);

    const rest = await refund(client, order.id, {});
    expect(rest.status).toBe(201);
    expect(rest.body.refund).toMatchObject({ amount: 3.5 });
    expect(rest.body.order).toMatchObject({ refundedAmount: 6.5 });
    await runRefundJobs();
    expect((await providerRefunds(order.paymentIntentId)).map((r) => r.amount).sort()).toEqual([300, 350]);

    const nothing = await refund(client, order.id, {});
    expect(nothing.status).toBe(409);
    expect(nothing.body.code).toBe('nothingLeft');
    const after = await cookieClient(ctx.app.url).get(link);
    expect(
      (after.body.contactInfo as { releaseStatus: string; contactInfo: object }[]).map((c) => [c.releaseStatus, c.contactInfo]),
    ).toEqual([
      ['refunded', {}],
      ['refunded', {}],
      ['refunded', {}],
    ]);
    const [stored] = await ctx.db.sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM order_items WHERE order_id = ${order.id} AND contact_info IS NOT NULL`;
    expect(stored?.n).toBe(0);
  });

  it('when the refund is more than what is left of the payment, then it is a 409 and nothing changes', async () => {
    const order = await paidOrder([{ price: '2.00' }, { price: '3.00' }]);
    await ctx.db.sql`UPDATE orders SET paid_amount = 4.00 WHERE id = ${order.id}`;
    const { client } = await admin();
    const res = await refund(client, order.id, {});
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('exceedsPaid');
    expect(await refundRows(order.id)).toEqual([]);
    expect(refundJobs()).toEqual([]);
    const [item] = await ctx.db.sql<{ releaseStatus: string }[]>`
      SELECT release_status AS "releaseStatus" FROM order_items WHERE id = ${order.items[0]!.id}`;
    expect(item?.releaseStatus).toBe('released');
  });

  it.each(['pending', 'expired', 'failed', 'awaiting_approval'] as const)(
    'when the order is %s, then a refund is a 409',
    async (status) => {
      const p = await insertProfile(ctx.db.sql);
      const order = await insertOrder(ctx.db.sql, [p.id], { status });
      const { client } = await admin();
      const res = await refund(client, order.id, {});
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('notPaid');
      expect(await refundRows(order.id)).toEqual([]);
    },
  );

  it('when an item is not part of the order or was never delivered, then it is a 409', async () => {
    const order = await paidOrder([{ price: '2.00' }, { price: '3.00' }]);
    const other = await paidOrder([{ price: '2.00' }]);
    await ctx.db
      .sql`UPDATE order_items SET release_status = 'declined', contact_info = NULL, released_at = NULL WHERE id = ${order.items[1]!.id}`;
    const { client } = await admin();
    expect((await refund(client, order.id, { itemIds: [other.items[0]!.id] })).body.code).toBe('unknownItem');
    expect((await refund(client, order.id, { itemIds: [order.items[1]!.id] })).body.code).toBe('notReleased');
    expect(await refundRows(order.id)).toEqual([]);
  });

  it.each([
    ['no body', undefined],
    ['no reason', { idempotencyKey: randomUUID() }],
    ['a blank reason', { reason: '   ', idempotencyKey: randomUUID() }],
    ['a reason too long', { reason: 'x'.repeat(501), idempotencyKey: randomUUID() }],
    ['no key', { reason: 'Why' }],
    ['a key that is no uuid', { reason: 'Why', idempotencyKey: 'abc' }],
    ['no items', { reason: 'Why', idempotencyKey: randomUUID(), itemIds: [] }],
    ['an item twice', { reason: 'Why', idempotencyKey: randomUUID(), itemIds: [1, 1] }],
    ['an item id that is text', { reason: 'Why', idempotencyKey: randomUUID(), itemIds: ['1'] }],
    ['an amount', { reason: 'Why', idempotencyKey: randomUUID(), amount: 5 }],
  ])('when the body has %s, then it is a 400 with field errors and nothing is refunded', async (_what, body) => {
    const order = await paidOrder([{ price: '2.00' }]);
    const { client } = await admin();
    const res = await client.post(`/api/admin/orders/${order.id}/refunds`, body);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toBeTypeOf('object');
    expect(await refundRows(order.id)).toEqual([]);
  });
});

describe('GET /api/admin/orders/refund-queue', () => {
  it('when an order owes money back, then it waits in the queue until its refund went through', async () => {
    const order = await paidOrder([{ price: '2.00' }, { price: '3.00' }]);
    await ctx.db.sql`UPDATE orders SET refund_due = 3.00 WHERE id = ${order.id}`;
    const [auto] = await ctx.db.sql<{ id: number }[]>`
      INSERT INTO order_refunds (order_id, kind, amount_cents, currency, last_error)
      VALUES (${order.id}, 'declined_items', 300, 'usd', 'card_declined') RETURNING id`;
    const { client } = await admin();
    const queued = async () => {
      const res = await client.get('/api/admin/orders/refund-queue');
      expect(res.status).toBe(200);
      return z
        .array(AdminRefundQueueItemSchema)
        .parse(res.body)
        .find((row) => row.orderId === order.id);
    };
    expect(await queued()).toEqual({
      orderId: order.id,
      customerEmail: order.customerEmail,
      createdAt: order.createdAt.toISOString(),
      amount: 3,
      pendingRefunds: 1,
      lastError: 'card_declined',
    });

    const retry = await client.post(`/api/admin/orders/${order.id}/refunds/${auto!.id}/retry`, {});
    AdminOrderDetailSchema.parse(retry.body);
    expect(retry.status).toBe(200);
    expect(refundJobs()).toEqual([{ name: REFUND_QUEUE, data: { refundId: auto!.id } }]);
    await runRefundJobs();
    expect(await queued()).toBeUndefined();
    expect((await client.post(`/api/admin/orders/${order.id}/refunds/${auto!.id}/retry`, {})).status).toBe(409);
  });
});
