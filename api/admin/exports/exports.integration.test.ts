// The CSV exports over HTTP: what a file holds (one line per order item, ISO
// times, formulas defused, quotes escaped; never a payment reference, which opened the order's
// contacts for a while), the range rules, who may export what, the audit row each export writes,
// and 100k rows streamed in bounded memory.

import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InsertedAdmin } from '#db/seed/factories/admin.factory.ts';
import { insertOrder } from '#db/seed/factories/order.factory.ts';
import { insertProfile } from '#db/seed/factories/profile.factory.ts';
import { signedInAdmin } from '#tests/admin-client.ts';
import type { CookieClient } from '#tests/auth-client.ts';
import { usingAuthApp } from '#tests/auth-client.ts';

const ctx = usingAuthApp();
let admin: { admin: InsertedAdmin; client: CookieClient };
let superadmin: { admin: InsertedAdmin; client: CookieClient };

const BOM = '\uFEFF';
const ORDER_HEADER =
  'order_id,created_at,paid_at,status,customer_email,customer_name,language,buyer_country,currency,order_total,paid_amount,' +
  'refunded,refund_pending,refund_due,provider,mode,item_no,item_id,profile_id,' +
  'profile_name,item_price,release_status,released_at';

const cookieOf = (client: CookieClient) => [...client.jar].map(([name, value]) => `${name}=${value}`).join('; ');

/** The download's bytes as text, the BOM kept (fetch's text() would drop it); an error's JSON body. */
const download = async (client: CookieClient, path: string) => {
  const res = await fetch(`${ctx.app.url}${path}`, { headers: { cookie: cookieOf(client) } });
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
  const body = (res.headers.get('content-type')?.startsWith('application/json') ? JSON.parse(text) : {}) as Record<string, unknown>;
  return { status: res.status, headers: res.headers, text, body };
};

beforeAll(async () => {
  admin = await signedInAdmin(ctx, 'admin');
  superadmin = await signedInAdmin(ctx, 'superadmin');
});

describe('GET /api/admin/exports/orders.csv', () => {
  it('streams one line per order item of the orders created in the range, formulas defused and quotes escaped', async () => {
    const sql = ctx.db.sql;
    const ana = await insertProfile(sql, { firstName: '=Ana', lastName: 'Pérez, "la Rubia"', price: '5.00' });
    const bea = await insertProfile(sql, { firstName: 'Bea', lastName: null, price: '3.00' });
    const created = new Date('2024-03-10T09:30:00Z');
    const paid = new Date('2024-03-10T09:31:00Z');
    const order = await insertOrder(sql, [ana.id, bea.id], {
      customerEmail: '=cmd|calc@example.com',
      customerName: '@SUM(A1)',
      createdAt: created,
      completedAt: paid,
      providerSessionId: 'test_cs_exportexportexport01',
    });
    await sql`
      INSERT INTO order_refunds (order_id, kind, amount_cents, currency, status, provider_refund_id, completed_at)
      VALUES (${order.id}, 'admin', 300, 'usd', 'succeeded', 're_1', ${paid}), (${order.id}, 'admin', 150, 'usd', 'pending', NULL, NULL)`;
    const live = await insertOrder(sql, [bea.id], {
      provider: 'stripe',
      providerSessionId: 'cs_live_a1',
      stripePaymentIntentId: 'pi_live_1',
      customerEmail: 'buyer@example.com',
      customerName: 'Buyer Two',
      createdAt: new Date('2024-03-11T23:59:59Z'),
      completedAt: new Date('2024-03-12T00:00:10Z'),
    });
    await insertOrder(sql, [bea.id], { createdAt: new Date('2024-03-12T00:00:00Z') }); // the next day: outside

    const res = await download(admin.client, '/api/admin/exports/orders.csv?from=2024-03-10&to=2024-03-11');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="contacto-orders-2024-03-10-to-2024-03-11.csv"');
    expect(res.headers.get('cache-control')).toContain('no-store');
    const [a, b] = order.items;
    const [l] = live.items;
    expect(res.text).toBe(
      [
        `${BOM}${ORDER_HEADER}`,
        `${order.id},2024-03-10T09:30:00.000Z,2024-03-10T09:31:00.000Z,completed,'=cmd|calc@example.com,'@SUM(A1),en,,USD,8.00,,3.00,1.50,0.00,test,test,1,${a?.id},${ana.id},"'=Ana Pérez, ""la Rubia""",5.00,released,2024-03-10T09:31:00.000Z`,
        `${order.id},2024-03-10T09:30:00.000Z,2024-03-10T09:31:00.000Z,completed,'=cmd|calc@example.com,'@SUM(A1),en,,USD,8.00,,3.00,1.50,0.00,test,test,2,${b?.id},${bea.id},Bea,3.00,released,2024-03-10T09:31:00.000Z`,
        `${live.id},2024-03-11T23:59:59.000Z,2024-03-12T00:00:10.000Z,completed,buyer@example.com,Buyer Two,en,,USD,3.00,,0.00,0.00,0.00,stripe,live,1,${l?.id},${bea.id},Bea,3.00,released,2024-03-12T00:00:10.000Z`,
        '',
      ].join('\n'),
    );
    for (const reference of ['test_cs_exportexportexport01', 'cs_live_a1', 'pi_live_1']) expect(res.text).not.toContain(reference);
  });

  it('writes an export.orders audit row with the range and the admin', async () => {
    await download(admin.client, '/api/admin/exports/orders.csv?from=2024-01-01&to=2024-12-31');
    const rows = await ctx.db.sql<{ adminId: number; details: unknown }[]>`
      SELECT admin_id AS "adminId", details FROM admin_activity_log WHERE action = 'export.orders' AND details->>'from' = '2024-01-01'`;
    expect(rows).toEqual([{ adminId: admin.admin.id, details: { from: '2024-01-01', to: '2024-12-31' } }]);
  });

  it('answers 400 with field errors for a range that is missing, reversed, longer than 366 days or not dates', async () => {
    for (const query of [
      '',
      '?from=2024-01-01',
      '?from=2024-03-02&to=2024-03-01',
      '?from=2023-01-01&to=2024-01-02',
      '?from=2024-02-30&to=2024-03-01',
      '?from=yesterday&to=today',
      '?from=2024-01-01&to=2024-01-02&format=xlsx',
    ]) {
      const res = await download(admin.client, `/api/admin/exports/orders.csv${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.fieldErrors, query).toBeTruthy();
    }
    expect((await download(admin.client, '/api/admin/exports/orders.csv?from=2024-01-01&to=2024-12-31')).status).toBe(200);
    // a range without orders: the header alone
    expect((await download(admin.client, '/api/admin/exports/orders.csv?from=1999-01-01&to=1999-01-02')).text).toBe(
      `${BOM}${ORDER_HEADER}\n`,
    );
  });
});

describe('GET /api/admin/exports/audit.csv', () => {
  it('is for superadmins: an admin gets 403 and no audit row is written', async () => {
    const res = await download(admin.client, '/api/admin/exports/audit.csv?from=2024-01-01&to=2024-01-31');
    expect(res.status).toBe(403);
    const [row] = await ctx.db.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM admin_activity_log WHERE action = 'export.audit'`;
    expect(row?.n).toBe(0);
  });

  it('streams the audit trail of the range, oldest first, and audits itself', async () => {
    const sql = ctx.db.sql;
    await sql`
      INSERT INTO admin_activity_log (admin_id, action, target_type, target_id, details, ip_address, timestamp)
      VALUES (${admin.admin.id}, 'profile.decline', 'profile', '7', ${sql.json({ reason: '-1+1' })}, '198.51.100.7', '2021-05-01T10:00:00Z'),
             (NULL, 'admin.login_failed', NULL, NULL, '{}', '198.51.100.8', '2021-05-02T23:59:59.5Z'),
             (NULL, 'admin.login_failed', NULL, NULL, '{}', '198.51.100.9', '2021-05-03T00:00:00Z')`;
    const res = await download(superadmin.client, '/api/admin/exports/audit.csv?from=2021-05-01&to=2021-05-02');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="contacto-audit-log-2021-05-01-to-2021-05-02.csv"');
    const lines = res.text.split('\n');
    expect(lines[0]).toBe(`${BOM}id,timestamp,admin_id,admin_username,action,target_type,target_id,ip_address,details`);
    expect(lines.slice(1).map((line) => line.replace(/^\d+,/, 'ID,'))).toEqual([
      `ID,2021-05-01T10:00:00.000Z,${admin.admin.id},${admin.admin.username},profile.decline,profile,7,198.51.100.7,"{""reason"": ""-1+1""}"`,
      'ID,2021-05-02T23:59:59.500Z,,,admin.login_failed,,,198.51.100.8,{}',
      '',
    ]);
    const [audit] = await sql<{ adminId: number; details: unknown }[]>`
      SELECT admin_id AS "adminId", details FROM admin_activity_log WHERE action = 'export.audit'`;
    expect(audit).toEqual({ adminId: superadmin.admin.id, details: { from: '2021-05-01', to: '2021-05-02' } });
  });
});

describe('a large export', () => {
  // V8's collector on demand, so the heap is measured after garbage, not with it.
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;

  it('streams 100,000 order lines with the heap growing by less than 50 MB', { timeout: 240_000 }, async () => {
    const sql = ctx.db.sql;
    const profile = await insertProfile(sql, { firstName: 'Many', lastName: 'Sales', price: '2.00' });
    await sql`
      WITH o AS (
        INSERT INTO orders (customer_email, customer_name, total_amount, status, provider, provider_session_id, created_at, completed_at)
        SELECT 'buyer' || n || '@example.com', 'Buyer ' || n, 2.00, 'completed', 'test', 'test_cs_bulk_' || lpad(n::text, 20, '0'),
               timestamptz '2025-01-01 00:00:00Z' + n * interval '1 minute', timestamptz '2025-01-01 00:00:30Z' + n * interval '1 minute'
          FROM generate_series(1, 100000) AS n
        RETURNING id, completed_at)
      INSERT INTO order_items (order_id, profile_id, price, contact_info, profile_snapshot, release_status, released_at)
      SELECT o.id, ${profile.id}, 2.00, '{"whatsapp": "+1 555 0100"}', '{"firstName": "Many", "lastName": "Sales"}', 'released', o.completed_at
        FROM o`;
    const cookie = cookieOf(admin.client);

    // What the process holds (JS heap and Buffers) after a full collection, every 250 ms while
    // the export runs: a buffered export holds its rows and its text at some point, a streamed one
    // only a batch or two.
    const held = () => {
      gc();
      const { heapUsed, external } = process.memoryUsage();
      return heapUsed + external;
    };
    const before = held();
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, held());
    }, 250);
    const started = performance.now();
    const res = await fetch(`${ctx.app.url}/api/admin/exports/orders.csv?from=2025-01-01&to=2025-12-31`, { headers: { cookie } });
    expect(res.status).toBe(200);
    let lines = 0;
    let bytes = 0;
    const reader = res.body?.getReader();
    for (;;) {
      const chunk = await reader?.read();
      if (!chunk || chunk.done) break;
      bytes += chunk.value.length;
      for (const byte of chunk.value) if (byte === 10) lines += 1;
    }
    clearInterval(sampler);
    const growthMb = (peak - before) / 2 ** 20;
    console.info(
      `exported ${lines - 1} lines (${(bytes / 2 ** 20).toFixed(1)} MB) in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
        `the heap and buffers grew by at most ${growthMb.toFixed(1)} MB`,
    );
    expect(lines).toBe(100_001);
    expect(growthMb).toBeLessThan(50);
  });
});
