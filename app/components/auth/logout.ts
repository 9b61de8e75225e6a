// The logout flow: nothing of the account is lost unless
// its owner chose so. Unsent changes are pushed first; whatever is still unsent (offline, or the
// push failed) is counted and the owner asked whether to discard it. Then the server ends the
// session — offline, the device remembers to tell it later (logout-pending.ts) — and every
// private datum of the account leaves the device. The steps are injected so the decisions can be
// tested without a browser; `logOut` wires the real ones.
import { isAuthError } from '#app/api/auth-error.ts';
import { ApiError } from '#app/api/client.ts';
import { clearAccountData, countPendingChanges } from '#app/local/account-data.ts';
import { pushOutboxNow } from '#app/local/outbox-sync.ts';
import { markLogoutPending, postLogout } from './logout-pending.ts';
import { type SessionUser, setSessionUser } from './use-session.ts';

export interface LogoutSteps {
  countPending(userId: number): Promise<number>;
  push(): Promise<unknown>;
  /** Asks whether to log out although `count` changes would be lost; true = log out anyway. */
  confirmDiscard(count: number): Promise<boolean>;
  postLogout(): Promise<void>;
  markLogoutPending(): void;
  clearAccountData(userId: number): Promise<void>;
  endSession(): void;
}

export type LogoutResult =
  /** Logged out; `offline` when the server is told later. */
  | { kind: 'logged-out'; offline: boolean }
  /** The owner chose to stay, to keep the unsent changes. */
  | { kind: 'stayed' }
  /** The server refused: still logged in, nothing cleared. */
  | { kind: 'failed'; error: Error };

/** The server ended the session, or there was none left to end. */
function serverEnded(error: unknown): boolean {
  return error instanceof ApiError && error.status < 500 && isAuthError(error);
}

/** A failure that means "no answer": the device is offline or the network dropped the call. */
function unreachable(error: unknown): boolean {
  return !(error instanceof ApiError);
}

export async function runLogout(user: SessionUser, steps: LogoutSteps): Promise<LogoutResult> {
  let pending = await steps.countPending(user.id);
  if (pending > 0) {
    await steps.push();
    pending = await steps.countPending(user.id);
  }
  if (pending > 0 && !(await steps.confirmDiscard(pending))) return { kind: 'stayed' };

  let offline = false;
  try {
    await steps.postLogout();
  } catch (error) {
    if (unreachable(error)) {
      offline = true;
      steps.markLogoutPending();
    } else if (!serverEnded(error)) {
      return { kind: 'failed', error: error instanceof Error ? error : new Error(String(error)) };
    }
  }
  try {
    await steps.clearAccountData(user.id);
  } finally {
    // The server has ended (or will end) the session: the device follows, even if clearing failed.
    steps.endSession();
  }
  return { kind: 'logged-out', offline };
}

/** The logout with the real steps; the UI supplies the question. */
export function logOut(user: SessionUser, confirmDiscard: LogoutSteps['confirmDiscard']): Promise<LogoutResult> {
  return runLogout(user, {
    // A device database that cannot be read holds nothing that could be pushed: nothing to ask about.
    countPending: (userId) => countPendingChanges(userId).catch(() => 0),
    push: () => pushOutboxNow(),
    confirmDiscard,
    postLogout,
    markLogoutPending,
    clearAccountData: (userId) => clearAccountData(userId),
    endSession: () => setSessionUser(null),
  });
}
