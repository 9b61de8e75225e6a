// Whether the visitor holds this profile's contact, and its values: from the device's purchase
// rows only (a guest's on this device, plus the signed-in account's, pulled from the account's
// orders), never from a public answer.
import { useMemo } from 'react';
import { useSession } from '#app/components/auth/use-session.ts';
import { useQuietAccountOrders } from '#app/components/purchases/use-account-orders.ts';
import { useProfilePurchases } from '#app/local/purchases.ts';
import { boughtContactInfo } from './profile-view.ts';

export function useBoughtContact(profileId: number, name: string): { contactInfo: Record<string, string>; name: string } | null {
  const { status, user } = useSession();
  const userId = status === 'user' && user ? user.id : null;
  useQuietAccountOrders(userId);
  const rows = useProfilePurchases(profileId, userId);
  return useMemo(() => (rows && rows.length > 0 ? { contactInfo: boughtContactInfo(rows), name } : null), [rows, name]);
}
