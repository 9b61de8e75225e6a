// One favourite heart: a tap adds or removes the favourite.
// A guest's tap, or a save the server refuses for want of a session (a 401), opens the login
// dialog and remembers the add/remove; a successful log-in or sign-up runs it, closing the dialog
// drops it. While the save runs the button is disabled and dimmed. The save is optimistic: the
// change is written on the device with its outbox entry at once (offline too), then pushed; the
// change made before a 401 stays on the device for its account (nothing is lost), and the
// remembered add/remove is set again for whoever signs in. Toasts: "Added to Favorites" /
// "Removed from Favorites" on success, "Error" when the change could not be saved.
import { assign, fromPromise, setup } from 'xstate';
import { openLoginDialog } from '#app/components/auth/login-dialog-store.ts';
import { readSession } from '#app/components/auth/use-session.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { i18n } from '#app/i18n/i18n.ts';
import { setFavorite } from '#app/local/favorites.ts';
import { pushOutboxNow } from '#app/local/outbox-sync.ts';

export type FavoriteIntent = 'add' | 'remove';

/** What a save ended with: done (on the device, and on the server when it could be reached), or login needed. */
export type SaveResult = 'saved' | 'loginNeeded';

export interface FavoriteContext {
  profileId: number;
  /** The add/remove under way or waiting for a log-in. */
  intent: FavoriteIntent | null;
}

export type FavoriteEvent =
  /** The heart was tapped; `favorited` is what it showed, `signedIn` whether someone is. */
  { type: 'TOGGLE'; favorited: boolean; signedIn: boolean } | { type: 'LOGIN_SUCCEEDED' } | { type: 'LOGIN_DISMISSED' };

/** How long the button waits for the server before the change counts as saved (it is, on the device). */
export const PUSH_WAIT_MS = 5_000;

async function saveFavorite(profileId: number, intent: FavoriteIntent): Promise<SaveResult> {
  const userId = readSession().user?.id;
  if (userId === undefined) return 'loginNeeded';
  await setFavorite(userId, profileId, intent === 'add');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), PUSH_WAIT_MS);
  });
  const outcome = await Promise.race([pushOutboxNow(), waited]).finally(() => clearTimeout(timer));
  return outcome?.state === 'done' && outcome.value.loginNeeded ? 'loginNeeded' : 'saved';
}

export const favoriteMachine = setup({
  types: {
    context: {} as FavoriteContext,
    events: {} as FavoriteEvent,
    input: {} as { profileId: number },
  },
  actors: {
    save: fromPromise<SaveResult, { profileId: number; intent: FavoriteIntent }>(({ input }) =>
      saveFavorite(input.profileId, input.intent),
    ),
  },
  guards: {
    signedIn: ({ event }) => event.type === 'TOGGLE' && event.signedIn,
  },
  actions: {
    openLogin: ({ self }) => {
      openLoginDialog('favorites', {
        onSuccess: () => self.send({ type: 'LOGIN_SUCCEEDED' }),
        onDismiss: () => self.send({ type: 'LOGIN_DISMISSED' }),
      });
    },
    notifySaved: (_, params: { intent: FavoriteIntent | null }) => {
      const added = params.intent === 'add';
      toast({
        title: i18n.t(added ? 'favorites.toast.addedTitle' : 'favorites.toast.removedTitle'),
        description: i18n.t(added ? 'favorites.toast.addedDescription' : 'favorites.toast.removedDescription'),
        variant: 'success',
      });
    },
    notifyFailed: () => {
      toast({
        title: i18n.t('favorites.toast.errorTitle'),
        description: i18n.t('favorites.toast.errorDescription'),
        variant: 'destructive',
      });
    },
  },
}).createMachine({
  id: 'favorite',
  initial: 'idle',
  context: ({ input }) => ({ profileId: input.profileId, intent: null }),
  states: {
    idle: {
      on: {
        TOGGLE: [
          {
            guard: 'signedIn',
            target: 'saving',
            actions: assign({ intent: ({ event }) => (event.favorited ? 'remove' : 'add') }),
          },
          {
            target: 'awaitingLogin',
            actions: assign({ intent: ({ event }) => (event.favorited ? 'remove' : 'add') }),
          },
        ],
      },
    },
    awaitingLogin: {
      entry: 'openLogin',
      on: {
        LOGIN_SUCCEEDED: 'saving',
        LOGIN_DISMISSED: { target: 'idle', actions: assign({ intent: null }) },
      },
    },
    saving: {
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ profileId: context.profileId, intent: context.intent ?? 'add' }),
        onDone: [
          { guard: ({ event }) => event.output === 'loginNeeded', target: 'awaitingLogin' },
          {
            target: 'idle',
            actions: [{ type: 'notifySaved', params: ({ context }) => ({ intent: context.intent }) }, assign({ intent: null })],
          },
        ],
        onError: { target: 'idle', actions: ['notifyFailed', assign({ intent: null })] },
      },
    },
  },
});
