// POST /api/create-checkout-session over HTTP against real PostgreSQL: what may be bought, by
// whom, at what price, and the {url} / {error} answers the checkout page relies on.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckoutSessionCreatedSchema } from '#contract/checkout.schema.ts';
import { insertOrder } from '#db/seed/factories/order.factory.ts';
import {
  buyableProfile,
  type CommerceHarness,
  checkoutBody,
  completedEvent,
  deliverWebhook,
  orderBySession,
  postJson,
  sessionIdFromUrl,
  signEvent,
  startCommerce,
  TEST_WEBHOOK_SECRET,
  testLinkKeys,
} from '#tests/commerce.ts';
import { buyerDisclosure } from '#tests/factories/disclosure.factory.ts';
import { disclosureSeal } from '../buyers/buyer-disclosure.ts';
import { PURCHASE_LINK_PURPOSE, purchaseToken } from '../orders/purchase-token.ts';
import { keyRing } from '../secret.ts';
import { buyerEmailHash } from './checkout.queries.ts';

let h: CommerceHarness;
let limited: CommerceHarness;

beforeAll(async () => {
  h = await startCommerce();
  limited = await startCommerce({ env: { CHECKOUT_RATE_LIMIT: '3' }, db: h.db });
});
afterAll(async () => {
  await limited?.close();
  await h?.close();
});

const checkout = (body: unknown, base = h.url) => postJson(`${base}/api/create-checkout-session`, body);

describe('POST /api/create-checkout-session', () => {
  it('answers {url} to the test-mode hosted page and records a pending order priced by the server', async () => {
    const a = await buyableProfile(h.sql, { price: '2.00', firstName: 'Maria', lastName: 'Rodriguez', age: 24 });
    const b = await buyableProfile(h.sql, { price: '4.99' });
    const res = await checkout(checkoutBody([a.id, b.id, a.id], { amount: 999, customerName: '' }));
    expect(res.status, res.text).toBe(200);
    expect(Object.keys(res.json)).toEqual(['url']);
    CheckoutSessionCreatedSchema.parse(res.json);
    const url = new URL(String(res.json.url));
    expect(url.origin).toBe(h.url);
    expect(url.pathname).toMatch(/^\/test-checkout\/test_cs_[\w-]{20,}$/);

    const sessionId = sessionIdFromUrl(url.toString());
    const [order] = await h.sql`
      SELECT status, total_amount, customer_name, customer_email, provider, language, expires_at, currency
      FROM orders WHERE provider_session_id = ${sessionId}`;
    expect(order).toMatchObject({
      status: 'pending',
      total_amount: '6.99',
      customer_name: 'Guest Customer',
      customer_email: 'buyer@example.com',
      provider: 'test',
      language: 'en',
      currency: 'USD',
    });
    expect(order?.expires_at).toBeInstanceOf(Date);
    // duplicates removed; contact details not copied before payment
    const items = await h.sql`
      SELECT profile_id, price, release_status, contact_info FROM order_items oi
      JOIN orders o ON o.id = oi.order_id WHERE o.provider_session_id = ${sessionId} ORDER BY oi.id`;
    expect(items.map((i) => [i.profile_id, i.price, i.release_status, i.contact_info])).toEqual([
      [a.id, '2.00', 'pending', null],
      [b.id, '4.99', 'pending', null],
    ]);
    const [session] =
      await h.sql`SELECT amount_total, success_url, cancel_url, line_items FROM test_payment_sessions WHERE id = ${sessionId}`;
    expect(session?.amount_total).toBe(699);
    expect(session?.success_url).toBe(`${h.url}/en/payment-success?session_id=${sessionId}`);
    expect(session?.cancel_url).toBe(`${h.url}/en/cart`);
    expect(session?.line_items).toEqual([
      { name: 'Maria R., 24', amount: 200 },
      { name: expect.any(String), amount: 499 },
    ]);
  });

  it('keeps the buyer language in the return addresses and the order', async () => {
    const p = await buyableProfile(h.sql);
    const res = await checkout(checkoutBody([p.id], { language: 'de' }));
    const sessionId = sessionIdFromUrl(String(res.json.url));
    const [row] = await h.sql`SELECT language FROM orders WHERE provider_session_id = ${sessionId}`;
    expect(row?.language).toBe('de');
    const [session] = await h.sql`SELECT success_url, cancel_url FROM test_payment_sessions WHERE id = ${sessionId}`;
    expect(session?.success_url).toContain('/de/payment-success?session_id=');
    expect(session?.cancel_url).toMatch(/\/de\/cart$/);
  });

  it('when the email is missing or invalid, then 400 with a field error and a text in the buyer language', async () => {
    const p = await buyableProfile(h.sql);
    const res = await checkout(checkoutBody([p.id], { customerEmail: 'not-an-email', language: 'es' }));
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('Introduce una dirección de correo electrónico válida');
    expect(res.json.fieldErrors).toHaveProperty('customerEmail');
    const missing = await checkout({ profileIds: [p.id] });
    expect(missing.status).toBe(400);
    expect(missing.json.error).toBe('Please enter a valid email address');
    const empty = await checkout(checkoutBody([]));
    expect(empty.status).toBe(400);
    expect(empty.json.error).toBe('Your cart is empty.');
    const junk = await checkout(checkoutBody(['1; DROP TABLE orders'] as never));
    expect(junk.status).toBe(400);
    expect(typeof junk.json.error).toBe('string');
  });

  it('when a profile is unknown or not public, then 409 names the ones to drop and nothing is written', async () => {
    const ok = await buyableProfile(h.sql);
    const pending = await buyableProfile(h.sql, { status: 'PENDING' });
    const unapproved = await buyableProfile(h.sql, { isApproved: false });
    const withdrawn = await buyableProfile(h.sql, { consentWithdrawnAt: new Date() });
    const deleted = await buyableProfile(h.sql, { deletedAt: new Date() });
    const [before] = await h.sql`SELECT count(*)::int AS n FROM orders`;
    const ids = [ok.id, pending.id, unapproved.id, withdrawn.id, deleted.id, 999999];
    const res = await checkout(checkoutBody(ids));
    expect(res.status).toBe(409);
    expect(res.json.error).toBe('Some profiles in your cart are no longer available. Please remove them and try again.');
    expect(res.json.unavailableProfileIds).toEqual(ids.slice(1));
    const [after] = await h.sql`SELECT count(*)::int AS n FROM orders`;
    expect(after?.n).toBe(before?.n);
  });

  it('when the buyer is blocked everywhere, then 403; when she blocked him, then her profile is unavailable', async () => {
    const hers = await buyableProfile(h.sql);
    const other = await buyableProfile(h.sql);
    await h.sql`INSERT INTO buyer_blocks (profile_id, buyer_email_hash) VALUES (${hers.id}, ${buyerEmailHash('Blocked.By.Her@example.com')})`;
    await h.sql`INSERT INTO buyer_blocks (profile_id, buyer_email_hash) VALUES (NULL, ${buyerEmailHash('banned@example.com')})`;
    const byHer = await checkout(checkoutBody([hers.id, other.id], { customerEmail: ' blocked.by.her@EXAMPLE.com ' }));
    expect(byHer.status).toBe(409);
    expect(byHer.json.unavailableProfileIds).toEqual([hers.id]);
    expect((await checkout(checkoutBody([other.id], { customerEmail: 'blocked.by.her@example.com' }))).status).toBe(200);
    const banned = await checkout(checkoutBody([other.id], { customerEmail: 'BANNED@example.com', language: 'nl' }));
    expect(banned.status).toBe(403);
    expect(banned.json.error).toBe('Met dit e-mailadres kun je geen aankopen doen. Neem contact op met de klantenservice.');
  });

  it('when the buyer would pass the daily cap, then 429 with the cap in the text', async () => {
    await h.sql`UPDATE admin_settings SET value = '3' WHERE key = 'max_purchases_per_buyer_per_day'`;
    try {
      const bought = await Promise.all([buyableProfile(h.sql), buyableProfile(h.sql)]);
      await insertOrder(
        h.sql,
        bought.map((p) => p.id),
        { customerEmail: 'Capped@example.com', status: 'completed' },
      );
      // an old order and an unpaid one do not count
      await insertOrder(h.sql, [bought[0]!.id], {
        customerEmail: 'capped@example.com',
        createdAt: new Date(Date.now() - 25 * 3600 * 1000),
      });
      await insertOrder(h.sql, [bought[1]!.id], { customerEmail: 'capped@example.com', status: 'pending' });
      const more = await Promise.all([buyableProfile(h.sql), buyableProfile(h.sql)]);
      const over = await checkout(
        checkoutBody(
          more.map((p) => p.id),
          { customerEmail: 'capped@example.com' },
        ),
      );
      expect(over.status).toBe(429);
      expect(over.json.error).toBe('You can buy at most 3 contacts per day. Please try again tomorrow.');
      expect((await checkout(checkoutBody([more[0]!.id], { customerEmail: 'capped@example.com' }))).status).toBe(200);
    } finally {
      await h.sql`UPDATE admin_settings SET value = '20' WHERE key = 'max_purchases_per_buyer_per_day'`;
    }
  });

  it('prices by the settings in force at checkout: the bulk price from the bulk threshold, the own price below it', async () => {
    const orderOf = async (res: Awaited<ReturnType<typeof checkout>>) => {
      expect(res.status, res.text).toBe(200);
      const sessionId = sessionIdFromUrl(String(res.json.url));
      const items = await h.sql<{ price: string }[]>`
        SELECT oi.price FROM order_items oi JOIN orders o ON o.id = oi.order_id
        WHERE o.provider_session_id = ${sessionId} ORDER BY oi.id`;
      const [session] = await h.sql<{ amount_total: number }[]>`SELECT amount_total FROM test_payment_sessions WHERE id = ${sessionId}`;
      return { prices: items.map((i) => i.price), charged: session?.amount_total };
    };
    const [a, b, c] = await Promise.all([
      buyableProfile(h.sql, { price: '2.00' }),
      buyableProfile(h.sql, { price: '4.99' }),
      buyableProfile(h.sql, { price: '3.00' }),
    ]);
    // the defaults: $1.00 from 10, so two contacts cost their own prices
    expect(await orderOf(await checkout(checkoutBody([a.id, b.id], { customerEmail: 'tiers@example.com' })))).toEqual({
      prices: ['2.00', '4.99'],
      charged: 699,
    });
    await h.sql`UPDATE admin_settings SET value = '2' WHERE key = 'bulk_threshold'`;
    await h.sql`UPDATE admin_settings SET value = '75' WHERE key = 'bulk_unit_price_cents'`;
    try {
      // the client's amount is ignored, as ever: the server's price is charged
      expect(await orderOf(await checkout(checkoutBody([a.id, b.id], { amount: 6.99, customerEmail: 'tiers@example.com' })))).toEqual({
        prices: ['0.75', '0.75'],
        charged: 150,
      });
      expect(await orderOf(await checkout(checkoutBody([c.id], { customerEmail: 'tiers@example.com' })))).toEqual({
        prices: ['3.00'],
        charged: 300,
      });
    } finally {
      await h.sql`UPDATE admin_settings SET value = '10' WHERE key = 'bulk_threshold'`;
      await h.sql`UPDATE admin_settings SET value = '100' WHERE key = 'bulk_unit_price_cents'`;
    }
  });

  it('when one address starts too many checkouts, then 429 with Retry-After', async () => {
    const p = await buyableProfile(h.sql);
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof checkout>> | undefined;
    for (let i = 0; i < 4; i++) {
      last = await checkout(checkoutBody([p.id]), limited.url);
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(last?.json.error).toBe('Too many checkout attempts. Please wait a few minutes and try again.');
  });
});

/** A complete disclosure form, as a US buyer fills it. */
const disclosure = buyerDisclosure({ placesLived: ['Texas', 'Florida'] });

describe('the buyer country and her approval', () => {
  const orderOf = async (res: Awaited<ReturnType<typeof checkout>>) => {
    expect(res.status, res.text).toBe(200);
    const sessionId = sessionIdFromUrl(String(res.json.url));
    const [row] = await h.sql<
      { id: number; buyerCountry: string; sealed: string | null; plain: unknown; firstName: string | null; captureMethod: string }[]
    >`
      SELECT id, buyer_country AS "buyerCountry", buyer_disclosure_sealed AS sealed, buyer_disclosure AS plain,
             buyer_first_name AS "firstName", capture_method AS "captureMethod"
      FROM orders WHERE provider_session_id = ${sessionId}`;
    // at rest the form is sealed: no answer is readable in the row, only through the server's key
    expect(row!.plain).toBeNull();
    const { sealed, plain: _, ...order } = row!;
    const buyerDisclosure = sealed === null ? null : disclosureSeal(h.env).open(sealed);
    const items = await h.sql<{ profileId: number; releasePolicy: string }[]>`
      SELECT profile_id AS "profileId", release_policy AS "releasePolicy" FROM order_items WHERE order_id = ${order!.id} ORDER BY id`;
    const [session] = await h.sql<{ captureMethod: string }[]>`
      SELECT capture_method AS "captureMethod" FROM test_payment_sessions WHERE id = ${sessionId}`;
    return { ...order, buyerDisclosure, items: items.map((i) => [i.profileId, i.releasePolicy]), sessionCapture: session?.captureMethod };
  };

  it('when the country is missing or unknown, then 400 with a field error and nothing is written', async () => {
    const p = await buyableProfile(h.sql);
    const [before] = await h.sql`SELECT count(*)::int AS n FROM orders`;
    const { buyerCountry: _, ...noCountry } = checkoutBody([p.id]);
    for (const body of [noCountry, checkoutBody([p.id], { buyerCountry: 'XX' }), checkoutBody([p.id], { buyerCountry: 'USA' })]) {
      const res = await checkout(body);
      expect(res.status).toBe(400);
      expect(res.json.error).toBe('Please choose your country of residence.');
      expect(res.json.fieldErrors).toEqual({ buyerCountry: ['approval.validation.country'] });
    }
    const [after] = await h.sql`SELECT count(*)::int AS n FROM orders`;
    expect(after?.n).toBe(before?.n);
  });

  it('when a buyer from a listed country sends no disclosure, then 400 with a field error for each question', async () => {
    const p = await buyableProfile(h.sql);
    const [before] = await h.sql`SELECT count(*)::int AS n FROM orders`;
    const res = await checkout(checkoutBody([p.id], { buyerCountry: 'us', language: 'es' }));
    expect(res.status).toBe(400);
    expect(res.json.error).toBe('Responde a las preguntas de la declaración: ella las lee antes de decidir.');
    expect(Object.keys(res.json.fieldErrors as object).sort()).toEqual(
      [
        'buyerDisclosure.childrenUnder18',
        'buyerDisclosure.criminalHistory',
        'buyerDisclosure.firstName',
        'buyerDisclosure.placesLived',
        'buyerDisclosure.protectionOrder',
        'buyerDisclosure.timesMarried',
        'buyerDisclosure.truthful',
      ].sort(),
    );
    // a form with a yes and no details is refused field by field too
    const partial = await checkout(
      checkoutBody([p.id], { buyerCountry: 'US', buyerDisclosure: { ...disclosure, criminalHistory: true, truthful: false } }),
    );
    expect(partial.status).toBe(400);
    expect(partial.json.fieldErrors).toEqual({ 'buyerDisclosure.truthful': ['approval.validation.truthful'] });
    const noDetails = await checkout(
      checkoutBody([p.id], { buyerCountry: 'US', buyerDisclosure: { ...disclosure, criminalHistory: true } }),
    );
    expect(noDetails.status).toBe(400);
    expect(noDetails.json.fieldErrors).toEqual({ 'buyerDisclosure.criminalHistoryDetails': ['approval.validation.detailsRequired'] });
    const [after] = await h.sql`SELECT count(*)::int AS n FROM orders`;
    expect(after?.n).toBe(before?.n);
  });

  it('a buyer from a listed country buys every item under her approval: a manual order with his disclosure stored', async () => {
    const instant = await buyableProfile(h.sql);
    const approval = await buyableProfile(h.sql, { releasePolicy: 'approve_each_buyer' });
    const order = await orderOf(
      await checkout(
        checkoutBody([instant.id, approval.id], { buyerCountry: 'US', buyerDisclosure: { ...disclosure, firstName: ' John ' } }),
      ),
    );
    expect(order).toMatchObject({
      buyerCountry: 'US',
      captureMethod: 'manual',
      sessionCapture: 'manual',
      firstName: 'John',
      buyerDisclosure: { ...disclosure, firstName: 'John' },
      items: [
        [instant.id, 'approve_each_buyer'],
        [approval.id, 'approve_each_buyer'],
      ],
    });
  });

  it('the stored order holds none of his answers in clear, whatever column is read', async () => {
    const approval = await buyableProfile(h.sql, { releasePolicy: 'approve_each_buyer' });
    const answers = buyerDisclosure({
      criminalHistory: true,
      criminalHistoryDetails: 'Misdemeanour assault charge, 2011',
      protectionOrder: true,
      protectionOrderDetails: 'Temporary order, lifted in 2014',
      maritalHistoryDetails: 'Divorced from Jane Roe in 2019',
      placesLived: ['Vermont'],
    });
    const { id } = await orderOf(await checkout(checkoutBody([approval.id], { buyerCountry: 'US', buyerDisclosure: answers })));
    const [raw] = await h.sql<{ row: string }[]>`SELECT row_to_json(o)::text AS row FROM orders o WHERE id = ${id}`;
    for (const secret of ['Misdemeanour', 'Temporary order', 'Jane Roe', 'Vermont', 'criminalHistory']) {
      expect(raw!.row).not.toContain(secret);
    }
  });

  it('from any other country each profile keeps its own policy: instant alone is automatic, as before, and no form is kept', async () => {
    const instant = await buyableProfile(h.sql);
    expect(await orderOf(await checkout(checkoutBody([instant.id], { buyerCountry: 'gb', buyerDisclosure: disclosure })))).toMatchObject({
      buyerCountry: 'GB',
      captureMethod: 'automatic',
      sessionCapture: 'automatic',
      buyerDisclosure: null,
      items: [[instant.id, 'instant']],
    });
  });

  it('a profile whose own policy is approve_each_buyer is sold from any country: manual, no disclosure needed', async () => {
    const instant = await buyableProfile(h.sql);
    const approval = await buyableProfile(h.sql, { releasePolicy: 'approve_each_buyer' });
    expect(await orderOf(await checkout(checkoutBody([approval.id, instant.id], { buyerCountry: 'DO' })))).toMatchObject({
      buyerCountry: 'DO',
      captureMethod: 'manual',
      sessionCapture: 'manual',
      buyerDisclosure: null,
      items: [
        [approval.id, 'approve_each_buyer'],
        [instant.id, 'instant'],
      ],
    });
  });

  it('follows the setting in force: a country added to the list asks for the form', async () => {
    const p = await buyableProfile(h.sql);
    await h.sql`UPDATE admin_settings SET value = '["US", "CA"]' WHERE key = 'approve_each_buyer_countries'`;
    try {
      expect((await checkout(checkoutBody([p.id], { buyerCountry: 'CA' }))).status).toBe(400);
      expect((await orderOf(await checkout(checkoutBody([p.id], { buyerCountry: 'CA', buyerDisclosure: disclosure })))).captureMethod).toBe(
        'manual',
      );
    } finally {
      await h.sql`UPDATE admin_settings SET value = '["US"]' WHERE key = 'approve_each_buyer_countries'`;
    }
  });
});

describe('contact details reach a browser only for a paid order', () => {
  it('pending and expired orders reveal nothing; a paid one reveals the shared channels only', async () => {
    const p = await buyableProfile(h.sql, { price: '2.00' });
    const secretValues = Object.values(p.contactMethods) as string[];
    const started = await checkout(checkoutBody([p.id]));
    const sessionId = sessionIdFromUrl(String(started.json.url));
    const order = await orderBySession(h.sql, sessionId);

    const page = await (await fetch(String(started.json.url))).text();
    const pending = await postJson(`${h.url}/api/payment-success`, { sessionId });
    expect(pending.status).toBe(200);
    expect(pending.json).toMatchObject({ success: false, order: { id: order!.id, status: 'pending' }, contactInfo: [] });
    const byLinkPending = await fetch(`${h.url}/api/purchases/${order!.id}?token=${purchaseToken(testLinkKeys, order!.id)}`);
    const byLinkPendingText = await byLinkPending.text();
    expect(JSON.parse(byLinkPendingText)).toMatchObject({ success: false, contactInfo: [] });
    for (const text of [started.text, page, pending.text, byLinkPendingText]) {
      for (const value of secretValues) expect(text).not.toContain(value);
    }

    await h.sql`UPDATE orders SET status = 'expired' WHERE id = ${order!.id}`;
    await h.sql`UPDATE test_payment_sessions SET expires_at = now() - interval '1 minute' WHERE id = ${sessionId}`;
    const expired = await postJson(`${h.url}/api/payment-success`, { sessionId });
    expect(expired.json).toMatchObject({ success: false, order: { status: 'expired' }, contactInfo: [] });

    // A late payment still delivers: never charged without delivery.
    await h.sql`UPDATE test_payment_sessions SET expires_at = now() + interval '1 hour' WHERE id = ${sessionId}`;
    const signed = signEvent(completedEvent({ id: sessionId, amountTotal: 200 }), TEST_WEBHOOK_SECRET);
    expect((await deliverWebhook(h.url, signed)).status).toBe(200);
    const paid = await postJson(`${h.url}/api/payment-success`, { sessionId });
    expect(paid.json).toMatchObject({
      success: true,
      order: { id: order!.id, status: 'completed', customerName: 'John Buyer', customerEmail: 'buyer@example.com', totalAmount: '2.00' },
      contactInfo: [
        {
          price: '2.00',
          profile: { id: p.id, firstName: p.firstName },
          contactInfo: { whatsapp: p.contactMethods.whatsapp, email: 'x@example.com' },
        },
      ],
    });
    expect(paid.text).not.toContain('@demo_hidden');
    expect(paid.headers.get('cache-control')).toBe('no-store');
  });

  it('the signed link answers like payment-success; a wrong token, a token of another order or a bad id reveal nothing', async () => {
    const p = await buyableProfile(h.sql);
    const [order] = [await insertOrder(h.sql, [p.id], { status: 'completed' })];
    const token = purchaseToken(testLinkKeys, order.id);
    const good = await fetch(`${h.url}/api/purchases/${order.id}?token=${token}`);
    expect(good.status).toBe(200);
    const body = await good.json();
    expect(body).toMatchObject({ success: true, order: { id: order.id, status: 'completed' } });
    expect(body.contactInfo[0].contactInfo).toEqual(p.contactMethods);

    for (const url of [
      `/api/purchases/${order.id}?token=${token.slice(1)}x`,
      `/api/purchases/${order.id}?token=${purchaseToken(testLinkKeys, order.id + 1)}`,
      `/api/purchases/${order.id}?token=${purchaseToken(keyRing(PURCHASE_LINK_PURPOSE, ['another-secret-another-secret-another']), order.id)}`,
    ]) {
      const res = await fetch(`${h.url}${url}`);
      expect(res.status, url).toBe(403);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({ message: 'This link is not valid' });
      for (const value of Object.values(p.contactMethods) as string[]) expect(text).not.toContain(value);
    }
    expect((await fetch(`${h.url}/api/purchases/${order.id}`)).status).toBe(400);
    expect((await fetch(`${h.url}/api/purchases/abc?token=${token}`)).status).toBe(400);
    const missing = 2_000_000;
    expect((await fetch(`${h.url}/api/purchases/${missing}?token=${purchaseToken(testLinkKeys, missing)}`)).status).toBe(404);
  });

  it('an unknown session or payment intent is "Order not found"; an empty request is a 400', async () => {
    const unknown = await postJson(`${h.url}/api/payment-success`, { sessionId: 'cs_test_nothing_here' });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ message: 'Order not found' });
    expect((await postJson(`${h.url}/api/payment-success`, { paymentIntentId: 'pi_nothing' })).status).toBe(404);
    expect((await postJson(`${h.url}/api/payment-success`, {})).status).toBe(400);
  });
});
