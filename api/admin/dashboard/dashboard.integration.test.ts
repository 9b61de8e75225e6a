// The dashboard's calls over HTTP against a real PostgreSQL: the six statistics
// counted from the rows (deleted profiles, unpaid orders and refunds left out of what they must
// not count), the queue of what waits for an admin against the 24-48 h promise, and the newest
// profiles. A guest gets 401 everywhere.
import { beforeAll, describe, expect, it } from 'vitest';
import { DashboardQueueSchema, DashboardStatsSchema, RecentProfilesSchema } from '#contract/admin-dashboard.schema.ts';
import { insertOrder } from '#db/seed/factories/order.factory.ts';
import { AWAITING_REVIEW, insertProfile } from '#db/seed/factories/profile.factory.ts';
import { insertContactMessage, insertReport } from '#db/seed/factories/support.factory.ts';
import { insertUser } from '#db/seed/factories/user.factory.ts';
import { adminClient, signedInAdmin } from '#tests/admin-client.ts';
import { type CookieClient, usingAuthApp } from '#tests/auth-client.ts';

const ctx = usingAuthApp();

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

let admin: CookieClient;

beforeAll(async () => {
  admin = (await signedInAdmin(ctx)).client;
});

/** An answer of the dashboard, checked against its contract schema. */
async function adminGet<T>(path: string, schema: { parse(value: unknown): T }): Promise<T> {
  const res = await admin.get(`/api/admin${path}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  schema.parse(res.body);
  return res.body as unknown as T;
}

describe('a guest', () => {
  it('when asking for the dashboard, then gets 401 from every call', async () => {
    const guest = adminClient(ctx.app.url);
    for (const path of ['/dashboard-stats', '/dashboard-queue', '/recent-profiles']) {
      expect((await guest.get(`/api/admin${path}`)).status).toBe(401);
    }
  });
});

describe('GET /api/admin/dashboard-stats', () => {
  it('when rows are added, then each statistic grows by what it counts and revenue is completed orders less refunds, in dollars', async () => {
    const before = await adminGet('/dashboard-stats', DashboardStatsSchema);
    const sql = ctx.db.sql;

    await insertUser(sql);
    await insertUser(sql, { isActive: false });
    const live = await insertProfile(sql);
    await insertProfile(sql);
    await insertProfile(sql, { deletedAt: new Date() }); // deleted: not counted
    await insertProfile(sql, { pausedAt: new Date() }); // paused by her: not public, not counted
    await insertProfile(sql, { consentWithdrawnAt: new Date() }); // withdrawn: not counted
    await insertProfile(sql, { status: 'INACTIVE', isApproved: false }); // neither active nor pending
    await insertProfile(sql, AWAITING_REVIEW);
    const declined = await insertProfile(sql, AWAITING_REVIEW);
    await sql`UPDATE profiles SET review_decision = 'declined' WHERE id = ${declined.id}`; // answered: not pending
    await insertProfile(sql, { ...AWAITING_REVIEW, deletedAt: new Date() });

    const paid = await insertOrder(sql, [live.id], { status: 'completed', totalAmount: '10.50' });
    await insertOrder(sql, [live.id], { status: 'completed', totalAmount: '4.99' });
    await insertOrder(sql, [live.id], { status: 'pending', totalAmount: '3.00' });
    await insertOrder(sql, [live.id], { status: 'awaiting_approval', totalAmount: '2.00' });
    await sql`
      INSERT INTO order_refunds (order_id, kind, amount_cents, currency, status, provider_refund_id, completed_at)
      VALUES (${paid.id}, 'admin', 150, 'usd', 'succeeded', 're_test_1', now()),
             (${paid.id}, 'admin', 200, 'usd', 'pending', NULL, NULL)`;

    const after = await adminGet('/dashboard-stats', DashboardStatsSchema);
    expect(after).toEqual({
      totalUsers: before.totalUsers + 2,
      activeProfiles: before.activeProfiles + 2,
      pendingProfiles: before.pendingProfiles + 1,
      totalOrders: before.totalOrders + 4,
      completedOrders: before.completedOrders + 2,
      totalRevenue: Math.round((before.totalRevenue + 10.5 + 4.99 - 1.5) * 100) / 100,
    });
    expect(typeof after.totalRevenue).toBe('number');
  });
});

describe('GET /api/admin/dashboard-queue', () => {
  it('when submissions, edits, reports and messages wait, then it counts each and judges the oldest against the 24-48 h promise', async () => {
    const sql = ctx.db.sql;
    // the stats test's pending profile is minutes old; nothing older waits yet
    await insertProfile(sql, { ...AWAITING_REVIEW, createdAt: hoursAgo(30) });
    let queue = await adminGet('/dashboard-queue', DashboardQueueSchema);
    expect(queue.reviews).toMatchObject({ count: 2, oldestWaitingHours: 30, promise: 'due' });
    expect(Date.parse(queue.reviews.oldestSince ?? '')).toBeCloseTo(hoursAgo(30).getTime(), -5);

    await insertProfile(sql, { ...AWAITING_REVIEW, createdAt: hoursAgo(50) });
    const sentBack = await insertProfile(sql, { ...AWAITING_REVIEW, createdAt: hoursAgo(90) });
    await sql`UPDATE profiles SET review_decision = 'needs_changes' WHERE id = ${sentBack.id}`;
    const edited = await insertProfile(sql);
    await sql`UPDATE profiles SET pending_edit = '{"values": {}}', pending_edit_at = now() - interval '5 hours' WHERE id = ${edited.id}`;
    await insertReport(sql, { status: 'open', createdAt: hoursAgo(3) });
    await insertReport(sql, { status: 'in_review', createdAt: hoursAgo(7) });
    await insertReport(sql, { status: 'resolved', createdAt: hoursAgo(100) });
    await insertContactMessage(sql, { status: 'open', createdAt: hoursAgo(1) });
    await insertContactMessage(sql, { status: 'answered', createdAt: hoursAgo(100) });

    queue = await adminGet('/dashboard-queue', DashboardQueueSchema);
    expect(queue.reviews).toMatchObject({ count: 3, oldestWaitingHours: 50, promise: 'overdue' });
    expect(queue.pendingEdits).toMatchObject({ count: 1, oldestWaitingHours: 5, promise: 'onTime' });
    expect(queue.openReports).toMatchObject({ count: 2, oldestWaitingHours: 7 });
    expect(queue.overdueReports).toBe(0);
    expect(queue.unreadMessages).toMatchObject({ count: 1, oldestWaitingHours: 1 });

    // over 24 h open or in review is overdue; an archived message waits in nobody's inbox
    await insertReport(sql, { status: 'in_review', createdAt: hoursAgo(25) });
    const archived = await insertContactMessage(sql, { status: 'open', createdAt: hoursAgo(2) });
    await sql`UPDATE contact_messages SET archived_at = now() WHERE id = ${archived.id}`;
    queue = await adminGet('/dashboard-queue', DashboardQueueSchema);
    expect(queue.openReports).toMatchObject({ count: 3, oldestWaitingHours: 25 });
    expect(queue.overdueReports).toBe(1);
    expect(queue.unreadMessages).toMatchObject({ count: 1, oldestWaitingHours: 1 });

    // a takedown request has 72 hours: at 30 h it is waiting, at 73 h it is overdue
    await insertReport(sql, { type: 'takedown', status: 'open', createdAt: hoursAgo(30) });
    queue = await adminGet('/dashboard-queue', DashboardQueueSchema);
    expect(queue.overdueReports).toBe(1);
    await insertReport(sql, { type: 'takedown', status: 'in_review', createdAt: hoursAgo(73) });
    queue = await adminGet('/dashboard-queue', DashboardQueueSchema);
    expect(queue.overdueReports).toBe(2);
  });
});

describe('GET /api/admin/recent-profiles', () => {
  it('when a profile is new, then it comes first with every list field, and deleted profiles never appear', async () => {
    const sql = ctx.db.sql;
    const newest = await insertProfile(sql, {
      ...AWAITING_REVIEW,
      firstName: 'Recentia',
      photos: ['a.webp', 'b.webp'],
      primaryPhoto: 'b.webp',
    });
    const gone = await insertProfile(sql, { deletedAt: new Date(), createdAt: new Date(Date.now() + 60_000) });
    const recent = await adminGet('/recent-profiles', RecentProfilesSchema);
    expect(recent.length).toBeLessThanOrEqual(10);
    expect(recent.map((p) => p.id)).not.toContain(gone.id);
    expect(recent[0]).toEqual({
      id: newest.id,
      firstName: 'Recentia',
      lastName: newest.lastName,
      age: newest.age,
      location: newest.location,
      email: newest.email,
      createdAt: newest.createdAt.toISOString(),
      status: 'PENDING',
      isApproved: false,
      isFeatured: false,
      photos: ['a.webp', 'b.webp'],
      primaryPhoto: 'b.webp',
      hasPendingEdit: false,
      pendingEditAt: null,
      reviewDecision: null,
    });
  });
});
