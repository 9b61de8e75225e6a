// The role matrix (issue 12 item 3): every /api/admin route, called by a guest, a site user, an
// admin and a superadmin. A guest and a site user get 401, an admin on a superadmin route 403,
// and everyone allowed gets neither 401, 403 nor a 5xx (the calls carry an empty body and ids
// that do not exist, so a clean 400/404 is the expected answer). EXPECTED_ROUTES must list every
// declared route with its access: a new route that is not added here fails the first test.
import { describe, expect, it } from 'vitest';
import { adminClient, signedInAdmin } from '#tests/admin-client.ts';
import { type CookieClient, cookieClient, signedInClient, usingAuthApp } from '#tests/auth-client.ts';
import { type AdminAccess, registeredAdminRoutes } from './admin-route.ts';

const EXPECTED_ROUTES: Record<string, AdminAccess> = {
  'GET /api/admin/user': 'admin',
  'POST /api/admin/login': 'public',
  'POST /api/admin/logout': 'public',
  'GET /api/admin/mfa': 'admin',
  'POST /api/admin/mfa/setup': 'admin',
  'POST /api/admin/mfa/confirm': 'admin',
  'POST /api/admin/mfa/recovery-codes': 'admin',
  'POST /api/admin/mfa/disable': 'admin',
  'GET /api/admin/mfa/admins': 'superadmin',
  'POST /api/admin/mfa/admins/:id/reset': 'superadmin',
  'GET /api/admin/settings/mfa-required': 'superadmin',
  'PUT /api/admin/settings/mfa-required': 'superadmin',
  'GET /api/admin/settings': 'admin',
  'PATCH /api/admin/settings': 'superadmin',
  'GET /api/admin/activity': 'superadmin',
  'GET /api/admin/dashboard-stats': 'admin',
  'GET /api/admin/dashboard-queue': 'admin',
  'GET /api/admin/recent-profiles': 'admin',
  'GET /api/admin/profiles': 'admin',
  'GET /api/admin/users': 'admin',
  'GET /api/admin/user-favorites/:userId': 'admin',
  'GET /api/admin/user-orders/:userId': 'admin',
  'PATCH /api/admin/users/:id': 'admin',
  'GET /api/admin/admins': 'superadmin',
  'POST /api/admin/admins': 'superadmin',
  'PATCH /api/admin/admins/:id': 'superadmin',
  'DELETE /api/admin/admins/:id': 'superadmin',
  'GET /api/admin/profiles/:id': 'admin',
  'PATCH /api/admin/profiles/:id': 'admin',
  'POST /api/admin/profiles/:id/approve': 'admin',
  'POST /api/admin/profiles/:id/review': 'admin',
  'POST /api/admin/profiles/:id/pending-edit/approve': 'admin',
  'POST /api/admin/profiles/:id/pending-edit/send-back': 'admin',
  'GET /api/admin/orders': 'admin',
  'GET /api/admin/orders/refund-queue': 'admin',
  'GET /api/admin/orders/:id': 'admin',
  'POST /api/admin/orders/:id/resend-confirmation': 'admin',
  'POST /api/admin/orders/:id/refunds': 'admin',
  'POST /api/admin/orders/:id/refunds/:refundId/retry': 'admin',
  'GET /api/admin/blocks': 'admin',
  'POST /api/admin/blocks': 'admin',
  'POST /api/admin/orders/:id/block-buyer': 'admin',
  'DELETE /api/admin/blocks/:id': 'admin',
  'GET /api/admin/reports': 'admin',
  'GET /api/admin/reports/assignees': 'admin',
  'GET /api/admin/reports/:id': 'admin',
  'PATCH /api/admin/reports/:id': 'admin',
  'POST /api/admin/reports/:id/notes': 'admin',
  'POST /api/admin/reports/:id/notify-reporter': 'admin',
  'POST /api/admin/reports/:id/pause-profile': 'admin',
  'GET /api/admin/reports/:id/evidence': 'admin',
  'GET /api/admin/messages': 'admin',
  'GET /api/admin/messages/:id': 'admin',
  'PATCH /api/admin/messages/:id': 'admin',
  'POST /api/admin/messages/:id/replies': 'admin',
  'GET /api/admin/analytics': 'admin',
  'GET /api/admin/exports/orders.csv': 'admin',
  'GET /api/admin/exports/audit.csv': 'superadmin',
};

const ctx = usingAuthApp();

/** One walk is some forty calls and a login or two (argon2): room for a busy 2-core machine. */
const WALK_BUDGET = 120_000;

type Kind = 'guest' | 'site user' | 'admin' | 'superadmin';

function expectedOutcome(kind: Kind, access: AdminAccess): 'allowed' | 401 | 403 {
  if (access === 'public') return 'allowed';
  if (kind === 'guest' || kind === 'site user') return 401;
  if (access === 'superadmin' && kind === 'admin') return 403;
  return 'allowed';
}

async function clientOf(kind: Kind): Promise<CookieClient> {
  if (kind === 'guest') return adminClient(ctx.app.url);
  if (kind === 'site user') {
    const { client } = await signedInClient(ctx);
    return cookieClient(ctx.app.url, { jar: client.jar, origin: true });
  }
  return (await signedInAdmin(ctx, kind)).client;
}

const call = (client: CookieClient, method: string, path: string) => {
  const url = `/api/admin${path.replace(/:\w+/g, '999999')}`;
  switch (method) {
    case 'GET':
      return client.get(url);
    case 'POST':
      return client.post(url, {});
    case 'PUT':
      return client.put(url, {});
    case 'PATCH':
      return client.patch(url, {});
    default:
      return client.delete(url);
  }
};

describe('the admin routes', () => {
  it('are exactly the routes of the expected table, each with its declared access', () => {
    const declared = Object.fromEntries(registeredAdminRoutes().map((r) => [`${r.method} /api/admin${r.path}`, r.access]));
    expect(declared).toEqual(EXPECTED_ROUTES);
  });

  for (const kind of ['guest', 'site user', 'admin', 'superadmin'] as const) {
    it(
      `answer a ${kind} as the access of each route says`,
      async () => {
        let client = await clientOf(kind);
        const unexpected: string[] = [];
        // Sign-out routes go last: they end the session the other calls need.
        const routes = registeredAdminRoutes().sort((a, b) => Number(a.path === '/logout') - Number(b.path === '/logout'));
        for (const route of routes) {
          const res = await call(client, route.method, route.path);
          const expected = expectedOutcome(kind, route.access);
          const ok = expected === 'allowed' ? res.status !== 401 && res.status !== 403 && res.status < 500 : res.status === expected;
          if (!ok) unexpected.push(`${route.method} ${route.path}: ${res.status} ${JSON.stringify(res.body)} (expected ${expected})`);
          // A call that ended an admin's session (none but logout should) gets a fresh one.
          if ((kind === 'admin' || kind === 'superadmin') && (await client.get('/api/admin/user')).status === 401)
            client = await clientOf(kind);
        }
        expect(unexpected).toEqual([]);
      },
      WALK_BUDGET,
    );
  }

  it('answer an unknown admin address 401 to a guest and 404 to an admin', async () => {
    expect((await adminClient(ctx.app.url).get('/api/admin/no-such-page')).status).toBe(401);
    const { client } = await signedInAdmin(ctx);
    expect((await client.get('/api/admin/no-such-page')).status).toBe(404);
  });
});
