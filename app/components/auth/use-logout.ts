// The logout as the header and the mobile menu offer it: one pending state for both (their
// Logout reads "Logging out..." meanwhile), the question about unsaved changes held here for the
// confirm dialog to show, and the logged-out and logout-failed toasts. Leaving /<lang>/favorites
// for the home page after logout, since that page belongs to a signed-in user. The flow itself is
// in logout.ts, loaded on first use (it brings the device database along).
import { useRouter } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#app/api/client.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { useCurrentLanguage } from '#app/i18n/i18n.ts';
import { useSession } from './use-session.ts';

export interface DiscardQuestion {
  count: number;
  answer: (logOutAnyway: boolean) => void;
}

interface LogoutState {
  pending: boolean;
  question: DiscardQuestion | null;
}

const IDLE: LogoutState = { pending: false, question: null };
let state = IDLE;
const listeners = new Set<() => void>();

function set(next: Partial<LogoutState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

/** Asks (through the confirm dialog) whether to log out although `count` changes would be lost. */
function askDiscard(count: number): Promise<boolean> {
  return new Promise((resolve) => {
    set({
      question: {
        count,
        answer: (logOutAnyway) => {
          set({ question: null });
          resolve(logOutAnyway);
        },
      },
    });
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const get = () => state;
// A server-drawn page is hydrated as the server drew it: no logout under way.
const getServer = () => IDLE;

export function useLogoutState(): LogoutState {
  return useSyncExternalStore(subscribe, get, getServer);
}

/** The logout action, and whether one is under way. */
export function useLogout(): { pending: boolean; logout: () => Promise<void> } {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const router = useRouter();
  const { user } = useSession();
  const { pending } = useLogoutState();

  const logout = async () => {
    if (!user || state.pending) return;
    set({ pending: true });
    try {
      const { logOut } = await import('./logout.ts');
      const result = await logOut(user, askDiscard);
      if (result.kind === 'stayed') return;
      if (result.kind === 'failed') throw result.error;
      toast({ title: t('account.logoutSuccessTitle'), description: t('account.logoutSuccessText'), variant: 'success' });
      if (/^\/[a-z]{2}\/favorites\/?$/.test(router.state.location.pathname)) void router.navigate({ to: '/$lang', params: { lang } });
    } catch (error) {
      const description =
        (error instanceof ApiError ? error.serverText : error instanceof Error ? error.message : null) || t('account.logoutFailedText');
      toast({ title: t('account.logoutFailedTitle'), description, variant: 'destructive' });
    } finally {
      set({ pending: false });
    }
  };
  return { pending, logout };
}
