// The favourite heart of the profile card and the profile page: full when the profile is a
// favourite of the signed-in visitor on this device, with a pressed state and the caller's label
// for adding or removing (its accessible name and tooltip); disabled, dimmed and aria-busy only
// while its change is being saved. A guest's press asks them to sign in first. The behaviour is
// the favourite machine's. The server draws it empty and enabled, as the app's first render does
// before the device's favourites are read.
import { useMachine } from '@xstate/react';
import { useSession } from '#app/components/auth/use-session.ts';
import { HeartIcon } from '#app/components/icons/icons.tsx';
import { HeartFilledIcon } from '#app/components/profile/profile-icons.tsx';
import { IconButton } from '#app/components/tooltip/icon-button.tsx';
import { useIsFavorite } from '#app/local/favorites.ts';
import { favoriteMachine } from '#app/machines/favorite.machine.ts';

export interface FavoriteToggleProps {
  profileId: number;
  /** The label, in the page's language, for adding her and for removing her. */
  labels: { add: string; remove: string };
  className: string;
  iconClassName?: string;
}

export function FavoriteToggle({ profileId, labels, className, iconClassName }: FavoriteToggleProps) {
  const { user } = useSession();
  const favorited = useIsFavorite(user?.id, profileId) ?? false;
  const [snapshot, send] = useMachine(favoriteMachine, { input: { profileId } });
  const busy = snapshot.matches('saving');
  return (
    <IconButton
      onClick={() => send({ type: 'TOGGLE', favorited, signedIn: user !== null })}
      disabled={busy}
      aria-busy={busy}
      aria-pressed={favorited}
      label={favorited ? labels.remove : labels.add}
      data-testid="favorite-button"
      className={`${className} disabled:cursor-wait disabled:opacity-50`}
    >
      {favorited ? <HeartFilledIcon className={iconClassName} /> : <HeartIcon className={iconClassName} />}
    </IconButton>
  );
}
