// "My purchases" of a signed-in buyer also lists the orders of the account made on other devices
// (GET /api/orders/mine), kept on this device for that account so they stay readable offline.
// Pulled when the page opens signed in and online, and again on reconnecting.
import { useEffect, useState } from 'react';
import { isAuthError } from '#app/api/auth-error.ts';
import { fetchMyOrders } from '#app/api/checkout.ts';
import { loadSession } from '#app/components/auth/use-session.ts';
import { saveAccountOrders } from '#app/local/purchases.ts';
import { useOnlineStatus } from '#app/pwa/use-online-status.ts';

/** 'idle': nothing to pull (a guest) or the pull is done; 'offline': the device's copy is shown. */
export type AccountOrdersState = 'idle' | 'loading' | 'offline' | 'failed';

/** Pulls the account's orders into the device; `retry` runs a failed pull again. */
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
    fetchMyOrders(controller.signal)
      .then((answers) => saveAccountOrders(userId, answers))
      .then(() => setState('idle'))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // The session ended on the server: the current-user query says so, and the page follows.
        if (isAuthError(error)) void loadSession({ force: true });
        setState('failed');
      });
    return () => controller.abort();
  }, [userId, online, attempt]);

  return { state, retry: () => setAttempt((n) => n + 1) };
}
