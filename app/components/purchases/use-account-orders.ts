// A signed-in buyer's orders from every device (GET /api/orders/mine), kept on this device for
// that account so they stay readable offline. "My purchases" pulls them each time it opens (with
// its loading, offline and failed states); the profile page, the cart and checkout pull them
// quietly at most every few minutes, so a contact bought on another device shows as bought there
// too and is not bought twice by mistake.
import { useEffect, useState } from 'react';
import { isAuthError } from '#app/api/auth-error.ts';
import { fetchMyOrders } from '#app/api/checkout.ts';
import { loadSession } from '#app/components/auth/use-session.ts';
import { saveAccountOrders } from '#app/local/purchases.ts';
import { useOnlineStatus } from '#app/pwa/use-online-status.ts';

/** How long a quiet pull's answer is good for. */
const QUIET_PULL_MS = 5 * 60_000;
const lastPulled = new Map<number, number>();

/** Fetches the account's orders and saves them for it. A 401 refreshes the session (it ended on the server). */
export async function pullAccountOrders(userId: number, signal?: AbortSignal): Promise<void> {
  try {
    await saveAccountOrders(userId, await fetchMyOrders(signal));
    lastPulled.set(userId, Date.now());
  } catch (error) {
    if (isAuthError(error)) void loadSession({ force: true });
    throw error;
  }
}

/** Pulls the account's orders in the background when signed in and online, at most every 5 minutes. */
export function useQuietAccountOrders(userId: number | null): void {
  const online = useOnlineStatus();
  useEffect(() => {
    if (userId === null || !online || Date.now() - (lastPulled.get(userId) ?? 0) < QUIET_PULL_MS) return;
    lastPulled.set(userId, Date.now());
    pullAccountOrders(userId).catch(() => lastPulled.delete(userId));
  }, [userId, online]);
}

/** 'idle': nothing to pull (a guest) or the pull is done; 'offline': the device's copy is shown. */
export type AccountOrdersState = 'idle' | 'loading' | 'offline' | 'failed';

/** My purchases: pulls the account's orders into the device; `retry` runs a failed pull again. */
export function useAccountOrders(userId: number | null): { state: AccountOrdersState; retry: () => void } {
  const online = useOnlineStatus();
  const [state, setState] = useState<AccountOrdersState>('idle');
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs a failed pull.
  useEffect(() => {
    if (userId === null) {
      setState('idle');
      return;
    }
    if (!online) {
      setState('offline');
      return;
    }
    const controller = new AbortController();
    setState('loading');
    pullAccountOrders(userId, controller.signal)
      .then(() => setState('idle'))
      .catch(() => {
        if (!controller.signal.aborted) setState('failed');
      });
    return () => controller.abort();
  }, [userId, online, attempt]);

  return { state, retry: () => setAttempt((n) => n + 1) };
}
