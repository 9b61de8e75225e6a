// The back office in e2e tests: sign a page's browser context in as a demo admin through the API
// (the login page itself is tested in admin.spec.ts), as the admin PWA does (cookie + Origin).
import { expect, type Page } from '@playwright/test';
import { DEMO_CREDENTIALS } from '../../db/seed/credentials.ts';

export type AdminKind = 'admin' | 'superadmin';

/** Signs the page's context in with the demo account of `kind` (or the given credentials). */
export async function signInAdmin(
  page: Page,
  kind: AdminKind = 'admin',
  credentials?: { username: string; password: string },
): Promise<void> {
  const { username, password } = credentials ?? DEMO_CREDENTIALS[kind];
  const baseURL = new URL(
    page.url() === 'about:blank' ? '/' : page.url(),
    process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`,
  );
  const res = await page.request.post('/api/admin/login', { data: { username, password }, headers: { origin: baseURL.origin } });
  expect(res.status(), await res.text()).toBe(200);
}
