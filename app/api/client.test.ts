import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { submitForm } from '#app/components/forms/submit-form.ts';
import { ApiError, ContractError, lazySchema, request, requestOrNull, requestWithTotal } from './client.ts';
import { sendContactMessage } from './support.ts';

function answer(status: number, body: string, init: ResponseInit = {}) {
  const fetchMock = vi.fn(async () => new Response(body || null, { status, ...init }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const Anything = z.unknown();
const Thing = z.object({ id: z.number() });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the API client', () => {
  it('raises a non-OK answer as "<status>: <body>" with the server text and the parsed body apart', async () => {
    answer(409, '{"error":"Profile unavailable","code":"gone"}', { statusText: 'Conflict' });
    const error = await request('/api/x', { schema: Anything }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('409: {"error":"Profile unavailable","code":"gone"}');
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).text).toBe('{"error":"Profile unavailable","code":"gone"}');
    expect((error as ApiError).body).toEqual({ error: 'Profile unavailable', code: 'gone' });
    expect((error as ApiError).serverText).toBe('Profile unavailable');
    expect((error as ApiError).serverMessage).toBe('Profile unavailable');
  });

  it('uses the status text when the body is empty', async () => {
    answer(503, '', { statusText: 'Service Unavailable' });
    const error = (await request('/api/x', { schema: Anything }).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('503: Service Unavailable');
    expect(error.body).toEqual({});
    expect(error.serverText).toBeNull();
    expect(error.serverMessage).toBe('Service Unavailable');
  });

  it('gives the back office the server message, else the status text, else the status', () => {
    expect(new ApiError(400, '{"message":"Invalid input","fieldErrors":{"email":["bad"]}}', 'Bad Request').serverMessage).toBe(
      'Invalid input',
    );
    expect(new ApiError(400, '{"message":"  "}', 'Bad Request').serverMessage).toBe('Bad Request');
    expect(new ApiError(502, '<html>bad gateway</html>').serverMessage).toBe('HTTP 502');
    expect(new ApiError(400, '[1,2]').body).toEqual({});
    expect(new ApiError(401, '{"message":"x","mfaRequired":true}').body.mfaRequired).toBe(true);
  });

  it('validates the answer with the contract schema', async () => {
    answer(200, '{"id":"seven"}');
    await expect(request('/api/x', { schema: Thing })).rejects.toBeInstanceOf(ContractError);
    answer(200, '{"id":7,"extra":true}');
    await expect(request('/api/x', { schema: Thing })).resolves.toEqual({ id: 7 });
  });

  it('checks an empty answer (204) as null, and refuses one that is not JSON', async () => {
    answer(204, '');
    await expect(request('/api/x', { method: 'DELETE', schema: z.null() })).resolves.toBeNull();
    answer(200, '<html>a proxy page</html>');
    await expect(request('/api/x', { schema: Anything })).rejects.toThrow('GET /api/x: the answer is not JSON');
  });

  it('loads a lazy schema on the first answer it checks', async () => {
    const load = vi.fn(async () => Thing);
    const schema = lazySchema(load);
    expect(load).not.toHaveBeenCalled();
    answer(200, '{"id":3}');
    await expect(request('/api/x', { schema })).resolves.toEqual({ id: 3 });
    answer(200, '{"id":null}');
    await expect(request('/api/x', { schema })).rejects.toBeInstanceOf(ContractError);
  });

  it('reads the total of a list from X-Total-Count', async () => {
    answer(200, '[]', { headers: { 'X-Total-Count': '42' } });
    await expect(requestWithTotal('/api/admin/users', { schema: z.array(Thing) })).resolves.toEqual({ data: [], total: 42 });
    answer(200, '[]');
    await expect(requestWithTotal('/api/admin/users', { schema: z.array(Thing) })).resolves.toEqual({ data: [], total: null });
  });

  it('sends JSON with cookies, and a FormData as it is', async () => {
    const fetchMock = answer(201, '{"id":1}');
    await request('/api/contact', { method: 'POST', body: { a: 1 }, schema: Thing });
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/api/contact',
      expect.objectContaining({
        method: 'POST',
        credentials: 'include',
        body: '{"a":1}',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      }),
    );
    const form = new FormData();
    await request('/api/reports', { method: 'POST', body: form, schema: Thing });
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/api/reports',
      expect.objectContaining({ body: form, headers: { Accept: 'application/json' } }),
    );
  });

  it('answers null for a 404 when asked to', async () => {
    answer(404, 'Not found');
    await expect(requestOrNull('/api/profiles/1', { schema: Anything })).resolves.toBeNull();
    answer(500, 'boom');
    await expect(requestOrNull('/api/profiles/1', { schema: Anything })).rejects.toThrow('500: boom');
  });
});

describe('a form submit outcome', () => {
  const send = () => submitForm(() => sendContactMessage({ fullName: 'A', email: 'a@example.com', subject: 'general', message: 'm' }));

  it.each([
    [201, '{"id":4}', {}, { kind: 'created', id: 4 }],
    [
      400,
      '{"fieldErrors":{"email":["forms.validation.email"]}}',
      {},
      { kind: 'invalid', fieldErrors: { email: ['forms.validation.email'] } },
    ],
    [429, 'slow down', { headers: { 'Retry-After': '60' } }, { kind: 'rate-limited', retryAfterSeconds: 60 }],
    [429, 'slow down', {}, { kind: 'rate-limited', retryAfterSeconds: null }],
    [413, 'too big', {}, { kind: 'too-large' }],
  ] as const)('%i %s is sorted', async (status, body, init, expected) => {
    answer(status, body, init);
    await expect(send()).resolves.toEqual(expected);
  });

  it('anything else fails with "<status>: <body>"', async () => {
    answer(400, 'bad');
    const outcome = await send();
    expect(outcome.kind).toBe('failed');
    expect(outcome.kind === 'failed' && outcome.error.message).toBe('400: bad');
  });

  it('an answer without the id of what was stored fails as a broken contract', async () => {
    answer(201, '{}');
    const outcome = await send();
    expect(outcome.kind === 'failed' && outcome.error).toBeInstanceOf(ContractError);
  });
});
