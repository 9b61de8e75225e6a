// Keeps the orders shown by the payment page or My purchases up to date with her answer: while
// one of them waits for it, the server is asked when the page opens and again each time the
// connection comes back (purchase-answers.ts). Offline the device's copy is shown as it is.
import { useEffect, useRef, useState } from 'react';
import { answerMark, refreshAwaitingOrders } from '#app/local/purchase-answers.ts';
import { useOnlineStatus } from '#app/pwa/use-online-status.ts';

/** 'idle': nothing waits, or the server was asked; 'failed': it could not be asked (the device's copy stays). */
export type AnswerCheckState = 'idle' | 'checking' | 'offline' | 'failed';

export interface PurchaseAnswersOptions {
  userId: number | null;
  /** The one order the page shows; all of the visitor's when absent. */
  orderId?: number | undefined;
  /** True while an order on the page waits for an answer (awaitsAnswer). */
  awaiting: boolean;
}

export function usePurchaseAnswers({ userId, orderId, awaiting }: PurchaseAnswersOptions): { state: AnswerCheckState; retry: () => void } {
  const online = useOnlineStatus();
  const [state, setState] = useState<AnswerCheckState>('idle');
  const [attempt, setAttempt] = useState(0);
  // An answer the server gave after the page opened (the payment page's own confirmation) is
  // current; once the connection comes back, or on a retry, only a newer one is.
  const since = useRef(answerMark());
  const wasOnline = useRef(online);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt asks again after a failure.
  useEffect(() => {
    if (online && !wasOnline.current) since.current = answerMark();
    wasOnline.current = online;
    if (!awaiting) {
      setState('idle');
      return;
    }
    if (!online) {
      setState('offline');
      return;
    }
    let cancelled = false;
    refreshAwaitingOrders({ userId, orderId, since: since.current, onAsking: () => !cancelled && setState('checking') }).then(
      ({ failed }) => !cancelled && setState(failed > 0 ? 'failed' : 'idle'),
      () => !cancelled && setState('failed'),
    );
    return () => {
      cancelled = true;
    };
  }, [userId, orderId, awaiting, online, attempt]);

  return {
    state,
    retry: () => {
      since.current = answerMark();
      setAttempt((n) => n + 1);
    },
  };
}
