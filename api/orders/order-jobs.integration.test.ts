// The jobs around an order with real pg-boss workers: the confirmation email through a real SMTP
// endpoint (smtp-server) in the buyer's language with the signed link, and the reconciliation job
// that fulfils a paid checkout whose webhook never came and expires abandoned ones.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentSuccessResponseSchema } from '#contract/checkout.schema.ts';
import {
  buyableProfile,
  type CommerceHarness,
  checkoutBody,
  emailJobCount,
  orderBySession,
  postJson,
  sessionIdFromUrl,
  startCommerce,
  TEST_WEBHOOK_SECRET,
  testLinkKeys,
} from '#tests/commerce.ts';
import { waitForJobState } from '#tests/jobs.ts';
import { startSmtpServer, type TestSmtpServer } from '#tests/smtp.ts';
import { createTestProvider } from '../payments/test-provider.ts';
import { ORDER_CONFIRMATION_QUEUE } from './order-confirmation.job.ts';
import { purchaseToken } from './purchase-token.ts';
import { RECONCILE_QUEUE } from './reconcile.job.ts';

let smtp: TestSmtpServer;
let h: CommerceHarness;

beforeAll(async () => {
  smtp = await startSmtpServer();
  h = await startCommerce({
    work: true,
    env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://shop.example', MAIL_FROM: 'Contacto <orders@shop.example>' },
  });
});
afterAll(async () => {
  await h?.close();
  await smtp?.close();
});

async function startCheckout(profileIds: number[], overrides: Record<string, unknown> = {}) {
  const res = await postJson(`${h.url}/api/create-checkout-session`, checkoutBody(profileIds, overrides));
  expect(res.status, res.text).toBe(200);
  return { url: String(res.json.url).replace('https://shop.example', h.url), sessionId: sessionIdFromUrl(String(res.json.url)) };
}

async function emailJobState(orderId: number) {
  const [job] = await h.sql<{ id: string }[]>`
    SELECT id FROM pgboss.job WHERE name = ${ORDER_CONFIRMATION_QUEUE} AND (data->>'orderId')::int = ${orderId}`;
  if (!job) throw new Error(`no confirmation job for order ${orderId}`);
  return waitForJobState(h.boss, ORDER_CONFIRMATION_QUEUE, job.id, 'completed');
}

describe('order jobs', () => {
  it('after payment, the buyer gets one email in his language with the order number, the contacts and the signed link', async () => {
    const p = await buyableProfile(h.sql, { price: '2.00', firstName: 'Carmen', lastName: 'Santos', age: 29, location: 'Santiago' });
    const { url, sessionId } = await startCheckout([p.id], { language: 'es', customerName: 'Juan', customerEmail: 'juan@example.com' });
    const paid = await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    const order = await orderBySession(h.sql, sessionId);
    expect(order?.status).toBe('completed');
    await emailJobState(order!.id);

    const [mail] = await smtp.waitForMessages(1);
    expect(mail?.to).toEqual(['juan@example.com']);
    expect(mail?.from).toBe('orders@shop.example');
    expect(mail?.subject).toBe(`Tus datos de contacto – pedido #${order!.id}`);
    expect(mail?.text).toContain('Hola, Juan:');
    expect(mail?.text).toContain('Carmen S., 29, Santiago');
    expect(mail?.text).toContain(`WhatsApp: ${p.contactMethods.whatsapp}`);
    expect(mail?.text).toContain('Correo electrónico: x@example.com');
    expect(mail?.text).not.toContain('@demo_hidden');
    const link = `https://shop.example/es/purchases?order=${order!.id}&token=${purchaseToken(testLinkKeys, order!.id)}`;
    expect(mail?.text).toContain(link);
    expect(mail?.html).toContain(link.replace('&', '&#38;'));

    // the link's token opens the order through the API the purchases page calls
    const token = new URL(link).searchParams.get('token');
    const viaLink = await (await fetch(`${h.url}/api/purchases/${order!.id}?token=${token}`)).json();
    PaymentSuccessResponseSchema.parse(viaLink);
    expect(viaLink).toMatchObject({ success: true, contactInfo: [{ contactInfo: { whatsapp: p.contactMethods.whatsapp } }] });

    const [row] = await h.sql`SELECT confirmation_sent_at FROM orders WHERE id = ${order!.id}`;
    expect(row?.confirmation_sent_at).toBeInstanceOf(Date);
    // a retried job does not send it twice
    const retry = await h.boss.send(ORDER_CONFIRMATION_QUEUE, { orderId: order!.id });
    await waitForJobState(h.boss, ORDER_CONFIRMATION_QUEUE, retry!, 'completed');
    expect(smtp.messages).toHaveLength(1);
  });

  it('the reconciliation job fulfils a paid checkout without webhook, expires an abandoned one and leaves a fresh one', async () => {
    const p = await buyableProfile(h.sql, { price: '2.00' });
    const lost = await startCheckout([p.id], { customerEmail: 'lost-webhook@example.com' });
    const abandoned = await startCheckout([p.id], { customerEmail: 'abandoned@example.com' });
    const fresh = await startCheckout([p.id], { customerEmail: 'fresh@example.com' });
    // paid at the provider, but the webhook never arrived
    await createTestProvider({ sql: h.sql, webhookSecret: TEST_WEBHOOK_SECRET }).pay(lost.sessionId);
    await h.sql`UPDATE test_payment_sessions SET expires_at = now() - interval '2 hours' WHERE id = ${abandoned.sessionId}`;
    await h.sql`UPDATE orders SET created_at = now() - interval '20 minutes'
                WHERE provider_session_id IN ${h.sql([lost.sessionId, abandoned.sessionId])}`;
    const before = smtp.messages.length;

    const id = await h.boss.send(RECONCILE_QUEUE, {});
    await waitForJobState(h.boss, RECONCILE_QUEUE, id!, 'completed');

    const lostOrder = await orderBySession(h.sql, lost.sessionId);
    expect(lostOrder?.status).toBe('completed');
    expect((await orderBySession(h.sql, abandoned.sessionId))?.status).toBe('expired');
    expect((await orderBySession(h.sql, fresh.sessionId))?.status).toBe('pending');
    expect(await emailJobCount(h.sql, lostOrder!.id)).toBe(1);
    await emailJobState(lostOrder!.id);
    const mails = await smtp.waitForMessages(before + 1);
    expect(mails.at(-1)?.to).toEqual(['lost-webhook@example.com']);
    expect(mails.at(-1)?.subject).toBe(`Your contact details – order #${lostOrder!.id}`);
  });

  it('the reconciliation job is scheduled every 10 minutes', async () => {
    const schedules = await h.boss.getSchedules();
    expect(schedules.find((s) => s.name === RECONCILE_QUEUE)?.cron).toBe('*/10 * * * *');
  });
});
