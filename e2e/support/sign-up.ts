// A new buyer signs up through the API as the app does, follows the confirmation link mailed to
// her address (the e2e server writes it to its outbox), and signs in: an account signs in only
// once its address is confirmed (docs/decisions/063). The request context keeps her session.
import { type APIRequestContext, expect, test } from '@playwright/test';
import { waitForMailTo } from './outbox.ts';

export interface NewAccount {
  email: string;
  password: string;
  username: string;
}

/** Signs her up, confirms her address and signs her in; answers her user id. */
export async function signUpConfirmed(request: APIRequestContext, account: NewAccount): Promise<number> {
  const registered = await request.post('/api/auth/register', { data: account });
  expect(registered.status(), await registered.text()).toBe(201);
  const mail = await waitForMailTo(account.email, /verify-email\?token=/);
  test.skip(!mail, "needs the e2e server's own mail outbox to confirm the address");
  const link = new URL(/https?:\/\/\S+verify-email\?\S+/.exec(mail?.text ?? '')?.[0] ?? 'http://invalid/');
  const confirmed = await request.get(`${link.pathname}${link.search}`, { maxRedirects: 0 });
  expect(confirmed.headers().location).toMatch(/emailVerified=true$/);
  const login = await request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  expect(login.status(), await login.text()).toBe(200);
  return ((await login.json()) as { id: number }).id;
}
