// Runs the favourites pull (app/local/favorites-pull.ts) for the signed-in user: when a user
// becomes known (a login, or the app opening signed in) and when a component using it mounts
// (the favourites page opening), while online; a pull under way is joined, not repeated. The
// pull module, with Dexie, loads after the page has loaded, so it never competes with the first
// render. A 401 re-asks who is signed in.
import { useEffect } from 'react';
import { isAuthError } from '#app/api/auth-error.ts';
import { loadSession, readSession, useSession } from '#app/components/auth/use-session.ts';
import { afterLoad } from '#app/pwa/after-load.ts';

export async function pullSignedInFavorites(userId: number): Promise<void> {
  try {
    await afterLoad();
    if (!navigator.onLine || readSession().user?.id !== userId) return;
    const { pullFavoritesNow } = await import('#app/local/favorites-pull.ts');
    await pullFavoritesNow(userId, { isCurrentUser: (id) => readSession().user?.id === id });
  } catch (error) {
    // The device keeps what it has; the next pull (page open, login, push) tries again.
    if (isAuthError(error)) void loadSession({ force: true });
  }
}

/** Pulls the signed-in user's favourites on mount and when the user changes. */
export function useFavoritesPull(): void {
  const userId = useSession().user?.id;
  useEffect(() => {
    if (userId !== undefined) void pullSignedInFavorites(userId);
  }, [userId]);
}
