import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { submitForm } from '#app/components/forms/submit-form.ts';
import { ApiError, ContractError, request, requestOrNull } from './client.ts';

function answer(status: number, body: string, init: ResponseInit = {}) {
  const fetchMock = vi.fn(async () => new Response(body || null, { status, ...init }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the API client', () => {
  it('raises a non-OK answer as "<status>: <body>" with the server text apart', async () => {
    answer(409, '{"error":"Profile unavailable"}');
    const error = await request('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('409: {"error":"Profile unavailable"}');
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).serverText).toBe('Profile unavailable');
  });

  it('uses the status text when the body is empty', async () => {
    answer(503, '', { statusText: 'Service Unavailable' });
    await expect(request('/api/x')).rejects.toThrow('503: Service Unavailable');
  });

  it('validates the answer with the contract schema', async () => {
    answer(200, '{"id":"seven"}');
    await expect(request('/api/x', { schema: z.object({ id: z.number() }) })).rejects.toBeInstanceOf(ContractError);
    answer(200, '{"id":7,"extra":true}');
    await expect(request('/api/x', { schema: z.object({ id: z.number() }) })).resolves.toEqual({ id: 7 });
  });

  it('sends JSON with cookies, and a FormData as it is', async () => {
    const fetchMock = answer(201, '{"id":1}');
    await request('/api/contact', { method: 'POST', body: { a: 1 } });
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
    await request('/api/reports', { method: 'POST', body: form });
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/api/reports',
      expect.objectContaining({ body: form, headers: { Accept: 'application/json' } }),
    );
  });

  it('answers null for a 404 when asked to', async () => {
    answer(404, 'Not found');
    await expect(requestOrNull('/api/profiles/1')).resolves.toBeNull();
    answer(500, 'boom');
    await expect(requestOrNull('/api/profiles/1')).rejects.toThrow('500: boom');
  });
});

describe('a form submit outcome', () => {
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
    await expect(submitForm('/api/contact', {})).resolves.toEqual(expected);
  });

  it('anything else fails with "<status>: <body>"', async () => {
    answer(400, 'bad');
    const outcome = await submitForm('/api/contact', {});
    expect(outcome.kind).toBe('failed');
    expect(outcome.kind === 'failed' && outcome.error.message).toBe('400: bad');
  });
});
