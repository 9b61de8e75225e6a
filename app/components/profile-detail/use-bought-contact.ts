// Whether the visitor holds this profile's contact, and its values: from the device's purchase
// rows only (a guest's on this device, plus the signed-in account's), never from a public answer.
import { useMemo } from 'react';
import { useSession } from '#app/components/auth/use-session.ts';
import { useProfilePurchases } from '#app/local/purchases.ts';
import { boughtContactInfo } from './profile-view.ts';

export function useBoughtContact(profileId: number, name: string): { contactInfo: Record<string, string>; name: string } | null {
  const { status, user } = useSession();
  const rows = useProfilePurchases(profileId, status === 'user' && user ? user.id : null);
  return useMemo(() => (rows && rows.length > 0 ? { contactInfo: boughtContactInfo(rows), name } : null), [rows, name]);
}
