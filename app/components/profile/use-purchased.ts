// Whether the visitor has bought a profile's contact, for the card's "Purchased" state: the
// device's guest purchases plus those of the account signed in (app/local/purchased-ids.ts).
import { useSession } from '#app/components/auth/use-session.ts';
import { usePurchasedIds } from '#app/local/purchased-ids.ts';

export function useIsPurchased(profileId: number): boolean {
  const { status, user } = useSession();
  return usePurchasedIds(status === 'user' && user ? user.id : null).has(profileId);
}
