// Local-first loading of one profile (the offline model in docs/architecture.md): what the device
// holds is shown at once; when online the API refreshes it and the
// full profile is stored for offline visits. An API 404 removes every local copy. A page the
// server drew shows the profile it came with (app/ssr/ssr-data.ts) until the API answers, unless
// the device holds her full profile.
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
import { fetchPublicProfile } from '#app/api/profiles.ts';
import type { Language } from '#app/i18n/language.ts';
import { findLocalProfile, forgetProfile, isNumericParam, type LocalMatch, saveProfileDetail } from '#app/local/profile-details.ts';
import { useOnlineStatus } from '#app/pwa/use-online-status.ts';
import { ssrData } from '#app/ssr/ssr-data.ts';
import type { CatalogCard, PublicProfile } from '#contract/profile.schema.ts';

export type ProfileDetailState =
  | { status: 'loading' }
  | {
      status: 'loaded';
      profile: PublicProfile | CatalogCard;
      /** False while only the catalogue card is known (the details are still on their way). */
      complete: boolean;
      /** Shown from the device while offline. */
      offlineCopy: boolean;
    }
  | { status: 'not-found'; offline: boolean }
  | { status: 'error'; retry: () => void };

type Remote =
  | { key: string; state: 'pending' }
  | { key: string; state: 'done'; profile: PublicProfile }
  | { key: string; state: 'not-found' }
  | { key: string; state: 'error' };

/**
 * Asks the API for the profile and keeps the device in step: a found profile is stored, a
 * missing one is deleted. A slug the API does not know in this language but the device does
 * (another language's slug, e.g. after switching the language) is asked for by id instead.
 */
export async function refreshProfile(param: string, lang: Language, signal?: AbortSignal): Promise<PublicProfile | null> {
  let profile = await fetchPublicProfile({ param, lang }, signal);
  if (profile === null) {
    // the answer may come before the page's live query, so the device is asked here
    const match = await findLocalProfile(param, lang).catch(() => null);
    if (match && !isNumericParam(param)) profile = await fetchPublicProfile({ id: match.profile.id }, signal);
    if (profile === null) {
      if (match) {
        await forgetProfile(match.profile.id).catch((e: unknown) => console.warn('profile detail: the local copy could not be deleted', e));
      }
      return null;
    }
  }
  await saveProfileDetail(profile).catch((e: unknown) => console.warn('profile detail: could not be saved offline', e));
  return profile;
}

export function useProfileDetail(param: string, lang: Language): ProfileDetailState {
  const online = useOnlineStatus();
  const key = `${lang}/${param}`;
  // undefined while Dexie answers, null when the device has nothing
  const local = useLiveQuery<LocalMatch | null>(
    () =>
      findLocalProfile(param, lang).catch((error: unknown) => {
        console.warn('profile detail: the local database could not be read', error);
        return null;
      }),
    [param, lang],
  );
  const [remote, setRemote] = useState<Remote | null>(null);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs the request on retry
  useEffect(() => {
    if (!online) return;
    const controller = new AbortController();
    setRemote({ key, state: 'pending' });
    refreshProfile(param, lang, controller.signal)
      .then((profile) => {
        if (controller.signal.aborted) return;
        setRemote(profile ? { key, state: 'done', profile } : { key, state: 'not-found' });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('profile detail: refresh failed', error);
        setRemote({ key, state: 'error' });
      });
    return () => controller.abort();
  }, [key, online, attempt]);

  const current = remote?.key === key ? remote : null;
  if (current?.state === 'not-found') return { status: 'not-found', offline: false };
  if (current?.state === 'done') {
    return { status: 'loaded', profile: current.profile, complete: true, offlineCopy: false };
  }
  const drawn = ssrData().profile;
  if (drawn?.key === key && !local?.complete) return { status: 'loaded', profile: drawn.profile, complete: true, offlineCopy: false };
  if (local) {
    return { status: 'loaded', profile: local.profile, complete: local.complete, offlineCopy: !online };
  }
  if (local === undefined) return { status: 'loading' };
  if (!online) return { status: 'not-found', offline: true };
  if (current?.state === 'error') return { status: 'error', retry };
  return { status: 'loading' };
}
