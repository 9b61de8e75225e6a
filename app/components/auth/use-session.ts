// The signed-in user: the current-user query GET /api/auth/session, never retried and fresh for
// 5 minutes. A visitor is signed in when the query answers a user; an answer without one (or a
// 401) makes them a guest. The last answered user is also kept on the device, so a signed-in buyer who opens
// the app offline is still signed in (favourites keep working offline); a network failure or a 5xx
// keeps what was known, only a 401 or a logout forgets it. A logout made offline is told to the
// server before the query runs again (logout-pending.ts), so it is not undone on the next start.
// The contract's user schema (and so zod) loads only when there is a user to check: a guest's first
// download carries neither.
import { useSyncExternalStore } from 'react';
import { fetchSessionUser, UserAnswer } from '#app/api/auth.ts';
import { isAuthError } from '#app/api/auth-error.ts';
import { ApiError } from '#app/api/client.ts';
import type { User } from '#contract/auth.schema.ts';
import { clearLogoutPending, isLogoutPending, sendPendingLogout } from './logout-pending.ts';

/** localStorage: the signed-in account this device remembers. */
export const SESSION_USER_KEY = 'contacto.session-user';

export type SessionUser = User;

export interface Session {
  /** 'unknown' until the first answer (or the device's copy) says which. */
  status: 'unknown' | 'guest' | 'user';
  user: SessionUser | null;
}

/** The current-user query is fresh for 5 minutes. */
export const SESSION_FRESH_MS = 5 * 60_000;

/** The device's copy of the user, unchecked (undefined when there is none). */
function storedAnswer(): unknown {
  try {
    const raw = globalThis.localStorage?.getItem(SESSION_USER_KEY);
    return raw ? JSON.parse(raw) : undefined;
  } catch {
    return undefined;
  }
}

function storeUser(user: SessionUser | null): void {
  try {
    if (user) globalThis.localStorage?.setItem(SESSION_USER_KEY, JSON.stringify(user));
    else globalThis.localStorage?.removeItem(SESSION_USER_KEY);
  } catch {
    // Storage refused (private mode): the session lives for this page only.
  }
}

let state: Session = { status: 'unknown', user: null };
let fetchedAt = 0;
let inFlight: Promise<Session> | null = null;
const listeners = new Set<() => void>();

function set(next: Session): void {
  state = next;
  for (const listener of listeners) listener();
}

// The device's copy counts once it passes the contract (a moment after start), unless an answer
// of the server came first; the current-user query waits for it, so a failure cannot make a
// guest of a user the device knows.
const stored = (async () => {
  const answer = isLogoutPending() ? undefined : storedAnswer();
  if (answer === undefined) return;
  const checked = await UserAnswer['~standard'].validate(answer);
  if (!checked.issues && state.status === 'unknown' && !fetchedAt) set({ status: 'user', user: checked.value });
})().catch(() => undefined);

/** Sets the session from an answer that carried the user (login, sign-up) or ended it (logout, a 401). */
export function setSessionUser(user: SessionUser | null): void {
  // A user answered by the server means its session is the current one: nothing left to log out.
  if (user) clearLogoutPending();
  storeUser(user);
  fetchedAt = Date.now();
  set(user ? { status: 'user', user } : { status: 'guest', user: null });
}

/**
 * Runs the current-user query unless its answer is still fresh (`force` runs it anyway). Never
 * throws and never retries: a 401 makes a guest, any other failure keeps what was known.
 */
export function loadSession({ force = false }: { force?: boolean } = {}): Promise<Session> {
  if (!force && state.status !== 'unknown' && fetchedAt && Date.now() - fetchedAt < SESSION_FRESH_MS) {
    return Promise.resolve(state);
  }
  if (inFlight) return inFlight;
  inFlight = stored
    .then(queryUser)
    .then((user) => {
      setSessionUser(user);
      return state;
    })
    .catch((error: unknown) => {
      if (error instanceof ApiError && isAuthError(error)) setSessionUser(null);
      else if (state.status === 'unknown') set({ status: 'guest', user: null });
      return state;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** GET /api/auth/session — unless a logout the server has not heard yet cannot be sent: then a guest. */
async function queryUser(): Promise<SessionUser | null> {
  if (isLogoutPending() && !(await sendPendingLogout())) return null;
  return fetchSessionUser();
}

/**
 * Starts the session at app start (without holding up the first render), and sends a pending
 * logout as soon as the device is back online.
 */
export function startSession(): Promise<Session> {
  globalThis.addEventListener?.('online', () => {
    if (isLogoutPending()) void loadSession({ force: true });
  });
  return loadSession({ force: true });
}

/** The session as known outside React (route guards read it through the router context). */
export function readSession(): Session {
  return state;
}

/** Calls the listener after every change of the session (outside React: the push loop). */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const get = () => state;
// A server-rendered page was drawn for nobody in particular: its hydration starts from an
// unknown session, then shows the device's one.
const UNKNOWN: Session = { status: 'unknown', user: null };
const getServer = () => UNKNOWN;

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, get, getServer);
}
