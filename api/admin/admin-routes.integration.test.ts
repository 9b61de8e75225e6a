// The role matrix: every /api/admin route, called by a guest, a site user, an
// admin and a superadmin. A guest and a site user get 401, an admin on a superadmin route 403,
// and everyone allowed gets neither 401, 403 nor a 5xx (the calls carry an empty body and ids
// that do not exist, so a clean 400/404 is the expected answer). EXPECTED_ADMIN_ROUTES
// (tests/admin-access.ts, shared with the whole product's access matrix) must list every declared
// route with its access: a new route that is not added there fails the first test.
import { describe, expect, it } from 'vitest';
import { EXPECTED_ADMIN_ROUTES, EXPECTED_BEFORE_MFA_ENROLMENT } from '#tests/admin-access.ts';
import { adminClient, signedInAdmin } from '#tests/admin-client.ts';
import { type CookieClient, cookieClient, signedInClient, usingAuthApp } from '#tests/auth-client.ts';
import { type AdminAccess, registeredAdminRoutes } from './admin-route.ts';

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
    expect(declared).toEqual(EXPECTED_ADMIN_ROUTES);
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

  it('reached before MFA enrolment are exactly the expected ones', () => {
    const early = registeredAdminRoutes()
      .filter((r) => r.beforeMfaEnrolment && r.access !== 'public')
      .map((r) => `${r.method} /api/admin${r.path}`);
    expect(early.sort()).toEqual([...EXPECTED_BEFORE_MFA_ENROLMENT].sort());
  });

  it(
    'answer a superadmin who must still enrol MFA 403 mfaEnrolmentRequired everywhere but login, logout and the enrolment routes',
    async () => {
      await ctx.db.sql`UPDATE admin_settings SET value = 'true'::jsonb WHERE key = 'mfa_required'`;
      try {
        let { client } = await signedInAdmin(ctx, 'superadmin');
        const unexpected: string[] = [];
        const routes = registeredAdminRoutes().sort((a, b) => Number(a.path === '/logout') - Number(b.path === '/logout'));
        for (const route of routes) {
          const res = await call(client, route.method, route.path);
          const open = route.access === 'public' || EXPECTED_BEFORE_MFA_ENROLMENT.includes(`${route.method} /api/admin${route.path}`);
          const ok = open
            ? res.status !== 401 && res.status !== 403 && res.status < 500
            : res.status === 403 && res.body.code === 'mfaEnrolmentRequired';
          if (!ok) unexpected.push(`${route.method} ${route.path}: ${res.status} ${JSON.stringify(res.body)}`);
          if ((await client.get('/api/admin/user')).status === 401) ({ client } = await signedInAdmin(ctx, 'superadmin'));
        }
        expect(unexpected).toEqual([]);
        // an unknown address is refused the same way, before any 404
        expect((await client.get('/api/admin/no-such-page')).body).toMatchObject({ code: 'mfaEnrolmentRequired' });
      } finally {
        await ctx.db.sql`UPDATE admin_settings SET value = 'false'::jsonb WHERE key = 'mfa_required'`;
      }
    },
    WALK_BUDGET,
  );

  it('answer an unknown admin address 401 to a guest and 404 to an admin', async () => {
    expect((await adminClient(ctx.app.url).get('/api/admin/no-such-page')).status).toBe(401);
    const { client } = await signedInAdmin(ctx);
    expect((await client.get('/api/admin/no-such-page')).status).toBe(404);
  });
});
