// Back-office clients for integration tests: an admin (or superadmin) created for the test and
// signed in through POST /api/admin/login, talking as the admin PWA does (cookie + Origin).
import type { AdminRole } from '#api/admin/admin-session.ts';
import { type AdminFields, type InsertedAdmin, insertAdmin } from '#db/seed/factories/admin.factory.ts';
import { type CookieClient, cookieClient } from './auth-client.ts';
import type { TestDatabase } from './db.ts';

/** A browser of the back office: the admin cookie comes back, Origin is sent. */
export function adminClient(baseUrl: string): CookieClient {
  return cookieClient(baseUrl, { origin: true });
}

/** A new admin of `role`, signed in: her browser's client. */
export async function signedInAdmin(
  ctx: { db: TestDatabase; app: { url: string } },
  role: AdminRole = 'admin',
  overrides: Partial<AdminFields> & { password?: string } = {},
): Promise<{ admin: InsertedAdmin; client: CookieClient }> {
  const admin = await insertAdmin(ctx.db.sql, { role, ...overrides });
  const client = adminClient(ctx.app.url);
  const res = await client.post('/api/admin/login', { username: admin.username, password: admin.password });
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { admin, client };
}
