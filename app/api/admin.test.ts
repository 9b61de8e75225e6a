// The back office's calls through the one client: the /api/admin base path, totals, bodies, the
// error admin screens read (status, code, field errors, message), and an answer that drifted
// from its contract failing loudly, never reaching a screen.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminQueryClient, setSessionEndedHandler } from '#app/components/admin/admin-query.ts';
import { adminLogin, adminLogout } from './admin-auth.ts';
import { deleteBlock, getOrder, listOrders } from './admin-orders.ts';
import { ApiError, ContractError } from './client.ts';

function answer(status: number, body: unknown, init: ResponseInit = {}) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(body === undefined ? null : JSON.stringify(body), { status, ...init }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionEndedHandler(null);
});

const ORDER = {
  id: 7,
  createdAt: '2026-03-01T10:00:00.000Z',
  completedAt: '2026-03-01T10:01:00.000Z',
  status: 'completed',
  failureReason: null,
  mode: 'test',
  provider: 'test',
  providerSessionId: 'cs_test_1',
  paymentIntentId: null,
  dashboardUrl: null,
  customerEmail: 'buyer@example.com',
  customerName: 'John',
  userId: null,
  language: 'en',
  totalAmount: 4,
  paidAmount: 4,
  refundDue: 0,
  refundedAmount: 0,
  confirmation: { sentAt: null, pending: false },
  items: [],
  refunds: [],
  disclosure: { state: 'none', erasedAt: null },
};

describe('an admin call', () => {
  it('goes to /api/admin with cookies and answers its checked body', async () => {
    const fetchMock = answer(200, ORDER);
    await expect(getOrder(7)).resolves.toEqual(ORDER);
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/api/admin/orders/7',
      expect.objectContaining({ method: 'GET', credentials: 'include', headers: { Accept: 'application/json' } }),
    );
  });

  it('reads the total of a list page from X-Total-Count', async () => {
    const fetchMock = answer(200, [], { headers: { 'X-Total-Count': '31' } });
    await expect(listOrders('limit=25&offset=25')).resolves.toEqual({ data: [], total: 31 });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/admin/orders?limit=25&offset=25');
  });

  it('sends a body as JSON, and none when the call has none', async () => {
    const fetchMock = answer(200, { success: true, admin: { id: 1, username: 'ana', email: 'ana@example.com', role: 'admin' } });
    await adminLogin({ username: 'ana', password: 'secret-password' });
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/api/admin/login',
      expect.objectContaining({ method: 'POST', body: '{"username":"ana","password":"secret-password"}' }),
    );
    const logout = answer(200, { success: true });
    await adminLogout();
    expect(logout).toHaveBeenLastCalledWith('/api/admin/logout', expect.objectContaining({ method: 'POST', body: undefined }));
    answer(204, undefined);
    await expect(deleteBlock(3)).resolves.toBeNull();
  });

  it('raises a refusal as ApiError with what the screens read: status, code, field errors, message', async () => {
    answer(409, { message: 'This refund has already gone through', code: 'refundDone' }, { statusText: 'Conflict' });
    const refused = (await getOrder(7).catch((e: unknown) => e)) as ApiError;
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('refundDone');
    expect(refused.serverMessage).toBe('This refund has already gone through');

    answer(401, { message: 'Login failed', mfaRequired: true });
    const login = (await adminLogin({ username: 'ana', password: 'x' }).catch((e: unknown) => e)) as ApiError;
    expect(login.body.mfaRequired).toBe(true);

    answer(400, { message: 'Invalid input', fieldErrors: { code: ['admin.login.codeFormat'] } });
    const invalid = (await adminLogin({ username: 'ana', password: 'x', code: '1' }).catch((e: unknown) => e)) as ApiError;
    expect(invalid.body.fieldErrors).toEqual({ code: ['admin.login.codeFormat'] });
  });

  it('fails loudly when the answer drifted from its contract, naming the call and the fields', async () => {
    // a renamed field and a number sent as text: the page would show "undefined" and NaN
    const { customerEmail: _gone, ...drifted } = { ...ORDER, buyerEmail: 'buyer@example.com', totalAmount: '4.00' };
    answer(200, drifted);
    const error = await getOrder(7).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractError);
    expect((error as ContractError).message).toMatch(/^GET \/api\/admin\/orders\/7: the answer does not match the contract: /);
    expect((error as ContractError).message).toContain('customerEmail');
    expect((error as ContractError).message).toContain('totalAmount');

    answer(200, [{ id: 'x' }], { headers: { 'X-Total-Count': '1' } });
    await expect(listOrders('limit=25&offset=0')).rejects.toThrow(/GET \/api\/admin\/orders\?limit=25&offset=0: .*0\.id/);
  });
});

describe('the admin queries', () => {
  const retry = adminQueryClient.getDefaultOptions().queries?.retry as (count: number, error: unknown) => boolean;

  it('ask again after a network failure or a 5xx, never after a 4xx or a drifted answer', () => {
    expect(retry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retry(0, new ApiError(503, ''))).toBe(true);
    expect(retry(2, new ApiError(503, ''))).toBe(false);
    expect(retry(0, new ApiError(404, ''))).toBe(false);
    expect(retry(0, new ContractError('GET /api/admin/x: the answer does not match the contract'))).toBe(false);
  });

  it('send the admin to the login when any call answers 401', async () => {
    const ended = vi.fn();
    setSessionEndedHandler(ended);
    answer(401, { message: 'Authentication required' });
    await adminQueryClient.fetchQuery({ queryKey: ['admin', 'test-401'], queryFn: () => getOrder(7), retry: false }).catch(() => undefined);
    expect(ended).toHaveBeenCalledOnce();
    adminQueryClient.clear();
  });
});
