// Whether the visitor holds this profile's contact, and its values: from the device's purchase
// rows only (a guest's on this device, plus the signed-in account's, pulled from the account's
// orders), never from a public answer.
import { useMemo } from 'react';
import { useSession } from '#app/components/auth/use-session.ts';
import { useQuietAccountOrders } from '#app/components/purchases/use-account-orders.ts';
import { useProfilePurchases } from '#app/local/purchases.ts';
import { boughtContactInfo } from './profile-view.ts';

export interface BoughtContact {
  contactInfo: Record<string, string>;
  name: string;
  /** Nothing released yet, and a purchase waits for her answer: its deadline, or null when unknown. */
  awaiting?: string | null;
  /** Why the waiting purchase waits, and how it was paid (see AwaitingApproval). */
  awaitingReason?: string | null;
  captureMethod?: string | undefined;
}

export function useBoughtContact(profileId: number, name: string): BoughtContact | null {
  const { status, user } = useSession();
  const userId = status === 'user' && user ? user.id : null;
  useQuietAccountOrders(userId);
  const rows = useProfilePurchases(profileId, userId);
  return useMemo(() => {
    if (!rows || rows.length === 0) return null;
    const contactInfo = boughtContactInfo(rows);
    const waiting = rows.find((row) => row.releaseStatus === 'awaiting_consent');
    const released = rows.some((row) => row.releaseStatus !== 'awaiting_consent');
    if (!waiting || released) return { contactInfo, name };
    return {
      contactInfo,
      name,
      awaiting: waiting.approvalDeadline ?? null,
      awaitingReason: waiting.approvalReason ?? null,
      captureMethod: waiting.order?.captureMethod,
    };
  }, [rows, name]);
}
