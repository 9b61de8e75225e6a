// The back office's block list over HTTP: an order's buyer blocked everywhere or
// on one profile of that order with every identity the order holds (receipt email hash, account,
// card fingerprint), an email typed by an admin, the list with who and why (never the email),
// unblocking, the refusals, and an audit row in the change's transaction. A block is what
// checkout and fulfilment ask (matchingBlocks): the blocked buyer matches, another does not.

import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminBlockListItem } from '#contract/admin-block.schema.ts';
import { AdminBlockListSchema } from '#contract/admin-block.schema.ts';
import { insertOrder } from '#db/seed/factories/order.factory.ts';
import { insertProfile } from '#db/seed/factories/profile.factory.ts';
import { insertUser } from '#db/seed/factories/user.factory.ts';
import { signedInAdmin } from '#tests/admin-client.ts';
import { usingAuthApp } from '#tests/auth-client.ts';
import { matchingBlocks } from '../../buyers/buyer-blocks.queries.ts';
import { buyerEmailHash } from '../../buyers/buyer-blocks.ts';

const ctx = usingAuthApp();
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  admin = await signedInAdmin(ctx, 'admin');
}, 120_000);

const tag = () => randomUUID().slice(0, 8);

async function orderOfTwo() {
  const sql = ctx.db.sql;
  const t = tag();
  const one = await insertProfile(sql, { firstName: `Ana${t}`, lastName: 'Uno' });
  const two = await insertProfile(sql, { firstName: `Bea${t}`, lastName: 'Dos' });
  const user = await insertUser(sql);
  const order = await insertOrder(sql, [one.id, two.id], {
    customerEmail: `Buyer.${t}@Example.com`,
    customerName: 'John Smith',
    userId: user.id,
  });
  await sql`UPDATE orders SET card_fingerprint = ${`fp_${t}`}, buyer_country = 'US' WHERE id = ${order.id}`;
  return { order, one, two, user, t, email: `buyer.${t}@example.com`, card: `fp_${t}` };
}

const list = async () => {
  const res = await admin.client.get('/api/admin/blocks?limit=100');
  AdminBlockListSchema.parse(res.body);
  expect(res.status).toBe(200);
  return { rows: res.body as unknown as AdminBlockListItem[], total: Number(res.headers.get('x-total-count')) };
};
const auditOf = (action: string, targetId: number) =>
  ctx.db.sql<{ adminId: number; targetType: string; details: Record<string, unknown> }[]>`
    SELECT admin_id AS "adminId", target_type AS "targetType", details FROM admin_activity_log
    WHERE action = ${action} AND target_id = ${String(targetId)}`;

describe('POST /api/admin/orders/:id/block-buyer', () => {
  it('blocks the buyer everywhere with the receipt email hash, the account and the card, listed with who and why', async () => {
    const { order, one, two, user, email, card } = await orderOfTwo();
    const res = await admin.client.post(`/api/admin/orders/${order.id}/block-buyer`, { scope: 'everywhere', reason: 'Harassed two women' });
    expect(res.status).toBe(201);
    const id = (res.body as { id: number }).id;
    const [row] = await ctx.db.sql`
      SELECT profile_id, buyer_email_hash, user_id, card_fingerprint, label, reason, created_by_admin_id, created_by_owner
      FROM buyer_blocks WHERE id = ${id}`;
    expect(row).toEqual({
      profile_id: null,
      buyer_email_hash: buyerEmailHash(email),
      user_id: user.id,
      card_fingerprint: card,
      label: 'John (US)',
      reason: 'Harassed two women',
      created_by_admin_id: admin.admin.id,
      created_by_owner: false,
    });
    // any one identity matches, on any profile; another buyer does not
    for (const who of [{ emailHash: buyerEmailHash(email.toUpperCase()) }, { userId: user.id }, { cardFingerprint: card }]) {
      expect(await matchingBlocks(ctx.db.sql, who, [one.id, two.id])).toMatchObject({ everywhere: true });
    }
    expect(await matchingBlocks(ctx.db.sql, { emailHash: buyerEmailHash('someone.else@example.com') }, [one.id])).toEqual({
      everywhere: false,
      profileIds: [],
    });

    const listed = (await list()).rows.find((b) => b.id === id);
    expect(listed).toMatchObject({
      label: 'John (US)',
      emailHashHint: buyerEmailHash(email).slice(0, 8),
      hasAccount: true,
      hasCard: true,
      profile: null,
      createdBy: { kind: 'admin', username: admin.admin.username },
      reason: 'Harassed two women',
      orderId: order.id,
    });
    expect(JSON.stringify(listed)).not.toContain(email);
    expect(await auditOf('order.block_buyer', order.id)).toEqual([
      { adminId: admin.admin.id, targetType: 'order', details: { blockId: id, scope: 'everywhere', reason: 'Harassed two women' } },
    ]);
  });

  it('blocks the buyer on one profile of the order only; a profile the order did not sell is a 409', async () => {
    const { order, one, two, card } = await orderOfTwo();
    const res = await admin.client.post(`/api/admin/orders/${order.id}/block-buyer`, { scope: two.id, reason: 'She asked us' });
    expect(res.status).toBe(201);
    expect(await matchingBlocks(ctx.db.sql, { cardFingerprint: card }, [one.id, two.id])).toEqual({
      everywhere: false,
      profileIds: [two.id],
    });
    const listed = (await list()).rows.find((b) => b.id === (res.body as { id: number }).id);
    expect(listed?.profile).toEqual({ id: two.id, name: two.lastName ? `${two.firstName} ${two.lastName}` : two.firstName });

    const other = await insertProfile(ctx.db.sql);
    const refused = await admin.client.post(`/api/admin/orders/${order.id}/block-buyer`, { scope: other.id, reason: 'x' });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('notInOrder');
    expect((await admin.client.post('/api/admin/orders/999999999/block-buyer', { scope: 'everywhere', reason: 'x' })).status).toBe(404);
  });

  it('needs a reason and a scope: a 400 with field errors, nothing written', async () => {
    const { order } = await orderOfTwo();
    const res = await admin.client.post(`/api/admin/orders/${order.id}/block-buyer`, { scope: 'somewhere', reason: '  ' });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({
      scope: ['adminOrders.blocks.validation.scope'],
      reason: ['adminOrders.blocks.validation.reasonRequired'],
    });
    expect(await auditOf('order.block_buyer', order.id)).toEqual([]);
  });
});

describe('POST /api/admin/blocks and DELETE /api/admin/blocks/:id', () => {
  it('blocks a typed email (its hash only) on a profile or everywhere, then unblocks it, each audited', async () => {
    const profile = await insertProfile(ctx.db.sql);
    const email = `typed.${tag()}@example.com`;
    const onProfile = await admin.client.post('/api/admin/blocks', { email: ` ${email} `, profileId: profile.id, reason: 'Scam messages' });
    expect(onProfile.status).toBe(201);
    const everywhere = await admin.client.post('/api/admin/blocks', { email, reason: 'Chargebacks' });
    expect(everywhere.status).toBe(201);
    const ids = [onProfile, everywhere].map((res) => (res.body as { id: number }).id);
    const stored = await ctx.db.sql`SELECT buyer_email_hash FROM buyer_blocks WHERE id IN ${ctx.db.sql(ids)}`;
    expect(stored.map((r) => r.buyer_email_hash)).toEqual([buyerEmailHash(email), buyerEmailHash(email)]);
    expect(await matchingBlocks(ctx.db.sql, { emailHash: buyerEmailHash(email) }, [profile.id])).toEqual({
      everywhere: true,
      profileIds: [profile.id],
    });
    expect(await auditOf('block.create', ids[0] as number)).toHaveLength(1);

    expect((await admin.client.delete(`/api/admin/blocks/${ids[1]}`)).status).toBe(204);
    expect(await matchingBlocks(ctx.db.sql, { emailHash: buyerEmailHash(email) }, [profile.id])).toEqual({
      everywhere: false,
      profileIds: [profile.id],
    });
    expect((await list()).rows.map((b) => b.id)).not.toContain(ids[1]);
    expect(await auditOf('block.remove', ids[1] as number)).toHaveLength(1);
    expect((await admin.client.delete(`/api/admin/blocks/${ids[1]}`)).status).toBe(404);
  });

  it('refuses a bad email, a missing reason and an unknown profile', async () => {
    const bad = await admin.client.post('/api/admin/blocks', { email: 'nope', reason: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({
      email: ['adminOrders.blocks.validation.emailInvalid'],
      reason: ['adminOrders.blocks.validation.reasonRequired'],
    });
    const unknown = await admin.client.post('/api/admin/blocks', { email: 'a@example.com', profileId: 987654321, reason: 'x' });
    expect(unknown.status).toBe(409);
    expect(unknown.body.code).toBe('unknownProfile');
  });
});
