// The test-mode hosted page over HTTP, as a browser drives it: the page, then Pay (a signed
// webhook to our own endpoint, then the success URL) or Cancel (back to the cart).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyableProfile,
  type CommerceHarness,
  checkoutBody,
  emailJobCount,
  orderBySession,
  postJson,
  sessionIdFromUrl,
  startCommerce,
} from '#tests/commerce.ts';

let h: CommerceHarness;

beforeAll(async () => {
  h = await startCommerce();
});
afterAll(async () => {
  await h?.close();
});

async function start(profileIds: number[], language = 'en') {
  const res = await postJson(`${h.url}/api/create-checkout-session`, checkoutBody(profileIds, { language }));
  expect(res.status, res.text).toBe(200);
  return { url: String(res.json.url), sessionId: sessionIdFromUrl(String(res.json.url)) };
}

const submit = (url: string) =>
  fetch(url, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });

describe('the test-mode payment page', () => {
  it('shows TEST MODE, the items, the total and exactly two buttons, Pay and Cancel, without any script', async () => {
    const a = await buyableProfile(h.sql, { price: '2.00', firstName: 'Lucia', lastName: 'Perez', age: 27 });
    const b = await buyableProfile(h.sql, { price: '3.00' });
    const { url, sessionId } = await start([a.id, b.id]);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await res.text();
    expect(html).toContain('TEST MODE');
    expect(html).toContain('Lucia P., 27');
    expect(html).toContain('$2.00');
    expect(html).toContain('$3.00');
    expect(html).toMatch(/Total<\/span><span>\$5\.00/);
    const buttons = [...html.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map((m) => m[1]);
    expect(buttons).toEqual(['Pay', 'Cancel']);
    expect(html).toContain(`action="/test-checkout/${sessionId}/pay"`);
    expect(html).toContain(`action="/test-checkout/${sessionId}/cancel"`);
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('name="viewport"');
    for (const value of Object.values(a.contactMethods) as string[]) expect(html).not.toContain(value);
  });

  it('when Cancel is pressed, then the buyer goes back to the cart in his language and nothing is paid', async () => {
    const p = await buyableProfile(h.sql);
    const { url, sessionId } = await start([p.id], 'it');
    const res = await submit(`${url}/cancel`);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${h.url}/it/cart`);
    expect((await orderBySession(h.sql, sessionId))?.status).toBe('pending');
  });

  it('when Pay is pressed, then the signed webhook fulfils the order before the redirect to the success page', async () => {
    const p = await buyableProfile(h.sql, { price: '2.00' });
    const { url, sessionId } = await start([p.id], 'es');
    const res = await submit(`${url}/pay`);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${h.url}/es/payment-success?session_id=${sessionId}`);

    // Delivered over HTTP through the real webhook endpoint, before the redirect.
    const order = await orderBySession(h.sql, sessionId);
    expect(order?.status).toBe('completed');
    const [event] = await h.sql`SELECT provider, type, processed_at, payload FROM webhook_events
      WHERE payload->'data'->'object'->>'id' = ${sessionId}`;
    expect(event).toMatchObject({ provider: 'test', type: 'checkout.session.completed' });
    expect(event?.processed_at).toBeInstanceOf(Date);
    expect(event?.payload.data.object).toMatchObject({
      amount_total: 200,
      currency: 'usd',
      payment_status: 'paid',
      customer_email: 'buyer@example.com',
    });
    expect(await emailJobCount(h.sql, order!.id)).toBe(1);

    const result = await postJson(`${h.url}/api/payment-success`, { sessionId });
    expect(result.json).toMatchObject({ success: true, contactInfo: [{ contactInfo: { whatsapp: p.contactMethods.whatsapp } }] });

    // Pay again (a double click, a back button): same order, still one email.
    const again = await submit(`${url}/pay`);
    expect(again.status).toBe(303);
    expect(await emailJobCount(h.sql, order!.id)).toBe(1);
    const page = await (await fetch(url)).text();
    expect(page).toContain('Already paid');

    // the payment intent finds the order too
    const [row] = await h.sql`SELECT stripe_payment_intent_id FROM orders WHERE id = ${order!.id}`;
    const byIntent = await postJson(`${h.url}/api/payment-success`, { paymentIntentId: row?.stripe_payment_intent_id });
    expect(byIntent.json).toMatchObject({ success: true, order: { id: order!.id } });
  });

  it('when the session expired, then Pay is refused and nothing is fulfilled', async () => {
    const p = await buyableProfile(h.sql);
    const { url, sessionId } = await start([p.id]);
    await h.sql`UPDATE test_payment_sessions SET expires_at = now() - interval '1 second' WHERE id = ${sessionId}`;
    const res = await submit(`${url}/pay`);
    expect(res.status).toBe(409);
    expect(await res.text()).toContain('This checkout has expired');
    expect((await orderBySession(h.sql, sessionId))?.status).toBe('pending');
  });

  it('answers an unknown checkout with a 404 page', async () => {
    const res = await fetch(`${h.url}/test-checkout/test_cs_doesnotexist_0000000000000`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Checkout not found');
    expect((await submit(`${h.url}/test-checkout/nonsense/pay`)).status).toBe(404);
  });
});
