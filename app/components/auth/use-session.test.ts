import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGOUT_PENDING_KEY } from './logout-pending.ts';

const user = {
  id: 3,
  email: 'ana@example.com',
  username: 'ana',
  firstName: null,
  lastName: null,
  isEmailVerified: true,
  role: 'user',
  language: 'es',
  registrationDate: '2026-01-01T00:00:00.000Z',
  lastLogin: null,
};

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

type Answer = { status: number; body?: unknown } | 'offline';

/** A fetch that answers each URL from its queue and records the calls. */
function fakeServer(answers: Record<string, Answer[]>) {
  const calls: string[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${url}`);
    const answer = answers[url]?.shift();
    if (!answer || answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), { status: answer.status });
  });
  return { calls, fetch };
}

let storage: Storage;

beforeEach(() => {
  vi.resetModules();
  storage = memoryStorage();
  vi.stubGlobal('localStorage', storage);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function freshSessionModule() {
  return import('./use-session.ts');
}

describe('the session at app start', () => {
  it('when the server answers a user, then the visitor is signed in and the user kept on the device', async () => {
    const server = fakeServer({ '/api/auth/session': [{ status: 200, body: { user } }] });
    vi.stubGlobal('fetch', server.fetch);
    const { startSession } = await freshSessionModule();
    expect(await startSession()).toEqual({ status: 'user', user });
    expect(server.calls).toEqual(['GET /api/auth/session']);
  });

  it('when a logout made offline is pending and the device is still offline, then it starts as a guest without asking who is signed in', async () => {
    storage.setItem(LOGOUT_PENDING_KEY, '1');
    const server = fakeServer({ '/api/auth/logout': ['offline'], '/api/auth/session': [{ status: 200, body: { user } }] });
    vi.stubGlobal('fetch', server.fetch);
    const { startSession, readSession } = await freshSessionModule();
    expect(readSession().status).toBe('unknown');
    expect(await startSession()).toEqual({ status: 'guest', user: null });
    expect(server.calls).toEqual(['POST /api/auth/logout']);
    expect(storage.getItem(LOGOUT_PENDING_KEY)).toBe('1');
  });

  it('when a logout made offline is pending and the device is online, then the server hears it before the user is asked for', async () => {
    storage.setItem(LOGOUT_PENDING_KEY, '1');
    const server = fakeServer({
      '/api/auth/logout': [{ status: 200, body: { message: 'ok' } }],
      '/api/auth/session': [{ status: 200, body: { user: null } }],
    });
    vi.stubGlobal('fetch', server.fetch);
    const { startSession } = await freshSessionModule();
    expect(await startSession()).toEqual({ status: 'guest', user: null });
    expect(server.calls).toEqual(['POST /api/auth/logout', 'GET /api/auth/session']);
    expect(storage.getItem(LOGOUT_PENDING_KEY)).toBeNull();
  });

  it('when the device comes back online, then the pending logout is sent', async () => {
    storage.setItem(LOGOUT_PENDING_KEY, '1');
    const server = fakeServer({
      '/api/auth/logout': ['offline', { status: 200, body: { message: 'ok' } }],
      '/api/auth/session': [{ status: 200, body: { user: null } }],
    });
    vi.stubGlobal('fetch', server.fetch);
    const events = new EventTarget();
    vi.stubGlobal('addEventListener', events.addEventListener.bind(events));
    const { startSession, loadSession } = await freshSessionModule();
    await startSession();
    events.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(storage.getItem(LOGOUT_PENDING_KEY)).toBeNull());
    expect(await loadSession()).toEqual({ status: 'guest', user: null });
    expect(server.calls).toEqual(['POST /api/auth/logout', 'POST /api/auth/logout', 'GET /api/auth/session']);
  });

  it('when a user logs in again while a logout is pending, then the pending logout is dropped', async () => {
    storage.setItem(LOGOUT_PENDING_KEY, '1');
    vi.stubGlobal('fetch', fakeServer({}).fetch);
    const { setSessionUser, readSession } = await freshSessionModule();
    setSessionUser(user as never);
    expect(readSession().status).toBe('user');
    expect(storage.getItem(LOGOUT_PENDING_KEY)).toBeNull();
  });
});
