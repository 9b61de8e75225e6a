// Loads her profile through the owner link: loading, loaded (with the actions' answers folded
// in), invalid (the link opens nothing: unknown, replaced or deleted), deleted (she just deleted
// it here), or error (with retry). Nothing is stored on the device: the page is hers only while
// she holds the link.
import { useCallback, useEffect, useState } from 'react';
import type { OwnerProfile } from '#api/contract/owner.schema.ts';
import { ApiError } from '#app/api/client.ts';
import { fetchOwnerProfile, isOwnerTokenShape } from './owner-api.ts';

export type OwnerPageState =
  | { status: 'loading' }
  | { status: 'loaded'; view: OwnerProfile }
  | { status: 'invalid' }
  | { status: 'deleted' }
  | { status: 'error' };

export function useOwnerProfile(token: string) {
  const [state, setState] = useState<OwnerPageState>(() => (isOwnerTokenShape(token) ? { status: 'loading' } : { status: 'invalid' }));
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (retry) loads again
  useEffect(() => {
    if (!isOwnerTokenShape(token)) {
      setState({ status: 'invalid' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchOwnerProfile(token, controller.signal).then(
      (view) => setState({ status: 'loaded', view }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState(error instanceof ApiError && error.status === 404 ? { status: 'invalid' } : { status: 'error' });
      },
    );
    return () => controller.abort();
  }, [token, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const show = useCallback((view: OwnerProfile) => setState({ status: 'loaded', view }), []);
  const deleted = useCallback(() => setState({ status: 'deleted' }), []);
  const invalid = useCallback(() => setState({ status: 'invalid' }), []);
  return { state, retry, show, deleted, invalid };
}
