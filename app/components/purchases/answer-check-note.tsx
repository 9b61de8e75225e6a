// What the payment page and My purchases say while an order waits for her answer and the device
// asks the server about it: checking, offline (the device's copy is shown), or not reachable now.
import { useTranslation } from 'react-i18next';
import type { AnswerCheckState } from './use-purchase-answers.ts';

export function AnswerCheckNote({ state, onRetry }: { state: AnswerCheckState; onRetry: () => void }) {
  const { t } = useTranslation();
  if (state === 'idle') return null;
  return (
    <p role="status" className="mt-4 rounded-lg bg-stone-50 p-3 text-sm text-stone-700" data-testid="answer-check" data-state={state}>
      {state === 'checking'
        ? t('approval.purchase.answerChecking')
        : state === 'offline'
          ? t('approval.purchase.answerOffline')
          : t('approval.purchase.answerFailed')}
      {state === 'failed' ? (
        <>
          {' '}
          <button type="button" onClick={onRetry} className="font-semibold text-rose-700 underline">
            {t('payment.retry')}
          </button>
        </>
      ) : null}
    </p>
  );
}
