// Loads what a secret link opens (her owner link, or the link of one approval request): loading,
// loaded (with the actions' answers folded in), invalid (the link opens nothing: unknown,
// replaced or deleted), deleted (she just deleted her profile here), or error (with retry).
// Nothing is stored on the device: the page is hers only while she holds the link.
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '#app/api/client.ts';
import { fetchOwnerProfile, isOwnerTokenShape } from '#app/api/owner.ts';
import type { OwnerProfile } from '#contract/owner.schema.ts';

export type TokenViewState<View> =
  | { status: 'loading' }
  | { status: 'loaded'; view: View }
  | { status: 'invalid' }
  | { status: 'deleted' }
  | { status: 'error' };
export type OwnerPageState = TokenViewState<OwnerProfile>;

/** What `token` opens, loaded by `load` once its shape is right; a 404 is 'invalid'. */
export function useTokenView<View>(
  token: string,
  isShape: (token: string) => boolean,
  load: (token: string, signal: AbortSignal) => Promise<View>,
) {
  const [state, setState] = useState<TokenViewState<View>>(() => (isShape(token) ? { status: 'loading' } : { status: 'invalid' }));
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (retry) loads again
  useEffect(() => {
    if (!isShape(token)) {
      setState({ status: 'invalid' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(token, controller.signal).then(
      (view) => setState({ status: 'loaded', view }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState(error instanceof ApiError && error.status === 404 ? { status: 'invalid' } : { status: 'error' });
      },
    );
    return () => controller.abort();
  }, [token, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const show = useCallback((view: View) => setState({ status: 'loaded', view }), []);
  const deleted = useCallback(() => setState({ status: 'deleted' }), []);
  const invalid = useCallback(() => setState({ status: 'invalid' }), []);
  return { state, retry, show, deleted, invalid };
}

/** Her profile through the owner link. */
export function useOwnerProfile(token: string) {
  return useTokenView(token, isOwnerTokenShape, fetchOwnerProfile);
}
