// What browse says about the replica's bound (docs/decisions/038): nothing while the page is
// complete on the device; past the bound, where the results come from, or that older profiles
// need a connection. A polite live region, always in the page, so each change is announced.

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '#app/i18n/format.ts';
import { REPLICA_BOUND } from '#app/local/catalog-bound.ts';
import type { BoundState } from './use-browse-results.ts';

const SPOKEN = {
  loading: 'browse.bound.loading',
  remote: 'browse.bound.remote',
  saved: 'browse.bound.saved',
  offline: 'browse.bound.offline',
  error: 'browse.bound.error',
} as const satisfies Partial<Record<BoundState, string>>;

export function BoundNotice({ state, onRetry }: { state: BoundState; onRetry: () => void }) {
  const { t, i18n } = useTranslation();
  const key = state in SPOKEN ? SPOKEN[state as keyof typeof SPOKEN] : undefined;
  // Formatting a number for a language builds a formatter: once, not on every new page of results.
  const limit = useMemo(() => formatCount(REPLICA_BOUND, i18n.language), [i18n.language]);
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="browse-bound"
      data-state={state}
      className={key ? 'mt-4 flex flex-wrap items-center gap-3 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-950' : 'sr-only'}
    >
      {key ? <p>{t(key, { limit })}</p> : null}
      {state === 'error' ? (
        <button type="button" onClick={onRetry} className="btn-secondary px-3 py-1.5">
          {t('browse.retry')}
        </button>
      ) : null}
    </div>
  );
}
