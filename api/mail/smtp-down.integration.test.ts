// The mail server down: with SMTP_URL pointing at a port where nothing answers,
// a buyer still pays and his order is completed (no request waits on a mail), the confirmation
// job fails and is kept for a retry; once a real SMTP endpoint (smtp-server) listens there, the
// retry delivers the one mail. The retry's 30 s wait is brought forward in the queue table.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '#db/embedded.ts';
import { buyableProfile, type CommerceHarness, confirmationJobId, payInTestMode, postJson, startCommerce } from '#tests/commerce.ts';
import { waitForJobState } from '#tests/jobs.ts';
import { startSmtpServer, type TestSmtpServer } from '#tests/smtp.ts';
import { ORDER_CONFIRMATION_QUEUE } from '../orders/order-confirmation.job.ts';

let h: CommerceHarness;
let port: number;
let smtp: TestSmtpServer | undefined;

beforeAll(async () => {
  port = await freePort();
  h = await startCommerce({
    work: true,
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL: 'https://shop.example', MAIL_FROM: 'Contacto <orders@shop.example>' },
  });
});
afterAll(async () => {
  await h?.close();
  await smtp?.close();
});

describe('when the mail server is down', () => {
  it('the buyer pays and his order completes; the confirmation waits and is delivered once the server is back', async () => {
    const p = await buyableProfile(h.sql, { price: '2.00' });
    const { paidStatus, sessionId, order } = await payInTestMode(h, [p.id], { customerEmail: 'waiting@example.com' });
    expect(paidStatus).toBe(303);
    expect(order?.status).toBe('completed');
    // the purchase page shows his contact details: nothing waited on the mail
    const view = await postJson(`${h.url}/api/payment-success`, { sessionId });
    expect(view.status).toBe(200);
    expect(view.json).toMatchObject({ success: true, contactInfo: [{ contactInfo: { whatsapp: p.contactMethods.whatsapp } }] });

    const jobId = await confirmationJobId(h.sql, order?.id ?? 0);
    const failed = await waitForJobState(h.boss, ORDER_CONFIRMATION_QUEUE, jobId, 'retry');
    expect(JSON.stringify(failed.output)).toMatch(/ECONNREFUSED|connect/i);
    const [row] = await h.sql`SELECT confirmation_sent_at FROM orders WHERE id = ${order?.id ?? 0}`;
    expect(row?.confirmation_sent_at).toBeNull();

    smtp = await startSmtpServer(port);
    await h.sql`UPDATE pgboss.job SET start_after = now() WHERE id = ${jobId}`;
    await waitForJobState(h.boss, ORDER_CONFIRMATION_QUEUE, jobId, 'completed', 30_000);
    const mails = await smtp.waitForMessages(1);
    expect(mails.map((m) => m.to)).toEqual([['waiting@example.com']]);
    const [sent] = await h.sql`SELECT confirmation_sent_at FROM orders WHERE id = ${order?.id ?? 0}`;
    expect(sent?.confirmation_sent_at).not.toBeNull();
  }, 90_000);
});
