// GET /api/admin/activity over HTTP: superadmins read the audit trail, newest
// first, 50 a page with the total in X-Total-Count, filtered by action, admin, target and dates;
// a bad filter is a 400 with field errors.

import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { audit } from '#api/admin/audit.ts';
import { AuditEntrySchema } from '#contract/admin-audit.schema.ts';
import type { InsertedAdmin } from '#db/seed/factories/admin.factory.ts';
import { signedInAdmin } from '#tests/admin-client.ts';
import { type CookieClient, usingAuthApp } from '#tests/auth-client.ts';

const ctx = usingAuthApp();

let superadmin: { admin: InsertedAdmin; client: CookieClient };
let other: InsertedAdmin;

interface Row {
  id: number;
  adminId: number | null;
  adminUsername: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  details: Record<string, unknown>;
  ipAddress: string | null;
  timestamp: string;
}

beforeAll(async () => {
  superadmin = await signedInAdmin(ctx, 'superadmin');
  ({ admin: other } = await signedInAdmin(ctx, 'admin'));
  const sql = ctx.db.sql;
  const actor = { adminId: other.id, ip: '198.51.100.7' };
  await audit(sql, actor, 'profile.update', { type: 'profile', id: 42 }, { changes: { firstName: { from: 'Ana', to: 'Anna' } } });
  await audit(sql, actor, 'profile.approve', { type: 'profile', id: 42 });
  for (let i = 0; i < 60; i += 1) await audit(sql, actor, 'user.deactivate', { type: 'user', id: i });
  await sql`
    INSERT INTO admin_activity_log (admin_id, action, target_type, target_id, timestamp)
    VALUES (${other.id}, 'user.activate', 'user', '7', '2020-03-15T23:30:00Z'), (${other.id}, 'user.activate', 'user', '8', '2020-03-16T00:30:00Z')`;
});

const list = async (query = '') => {
  const res = await superadmin.client.get(`/api/admin/activity${query}`);
  if (res.status === 200) z.array(AuditEntrySchema).parse(res.body);
  return { ...res, rows: res.body as unknown as Row[], total: Number(res.headers.get('x-total-count')) };
};

describe('GET /api/admin/activity', () => {
  it('answers the newest 50 rows with the total, each with the admin’s username and its details', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.rows).toHaveLength(50);
    expect(res.total).toBeGreaterThanOrEqual(64);
    const times = res.rows.map((r) => r.timestamp);
    expect([...times].sort().reverse()).toEqual(times);
    const update = (await list('?action=profile.update')).rows;
    expect(update).toEqual([
      {
        id: expect.any(Number),
        adminId: other.id,
        adminUsername: other.username,
        action: 'profile.update',
        targetType: 'profile',
        targetId: '42',
        details: { changes: { firstName: { from: 'Ana', to: 'Anna' } } },
        ipAddress: '198.51.100.7',
        timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
  });

  it('pages with limit and offset', async () => {
    const first = await list('?action=user.deactivate&limit=50');
    const second = await list('?action=user.deactivate&limit=50&offset=50');
    expect(first.total).toBe(60);
    expect(second.total).toBe(60);
    expect(second.rows).toHaveLength(10);
    const ids = new Set([...first.rows, ...second.rows].map((r) => r.id));
    expect(ids.size).toBe(60);
  });

  it('filters by admin, target and whole UTC days', async () => {
    expect((await list(`?adminId=${other.id}&targetType=profile&targetId=42`)).rows.map((r) => r.action).sort()).toEqual([
      'profile.approve',
      'profile.update',
    ]);
    expect((await list(`?adminId=${superadmin.admin.id}&action=user.deactivate`)).rows).toEqual([]);
    expect((await list('?action=user.activate&from=2020-03-15&to=2020-03-15')).rows.map((r) => r.targetId)).toEqual(['7']);
    expect((await list('?action=user.activate&from=2020-03-16')).rows.map((r) => r.targetId)).toEqual(['8']);
    expect((await list('?action=user.activate&to=2020-03-16')).total).toBe(2);
  });

  it('answers 400 with field errors for a bad filter, never a 500', async () => {
    for (const query of [
      '?from=yesterday',
      '?to=2020-13-45',
      '?from=2020-02-30',
      '?adminId=abc',
      '?limit=0',
      '?offset=-1',
      '?limit=1000',
      '?sort=id',
    ]) {
      const res = await list(query);
      expect(res.status, query).toBe(400);
      expect((res.body as Record<string, unknown>).fieldErrors, query).toBeTruthy();
    }
  });

  it('is for superadmins: an admin gets 403', async () => {
    const { client } = await signedInAdmin(ctx, 'admin');
    expect((await client.get('/api/admin/activity')).status).toBe(403);
  });
});
