// Which profiles the visitor has bought, for the cards' "Purchased" state. Light like the cards'
// IN CART state (cart.ts): Dexie and purchases.ts load after the first render, so the home page's
// critical path stays free of them. A visitor sees the device's guest purchases plus those of the
// account signed in.
import { useMemo, useSyncExternalStore } from 'react';
import { afterLoad } from '#app/pwa/after-load.ts';
import { loadChunk } from '#app/pwa/load-chunk.ts';
import { lazyStore } from './lazy-store.ts';

/** A bought contact as the ownership rule needs it. */
export interface BoughtContact {
  profileId: number;
  /** The account that owns the row; absent for a guest's. */
  userId?: number;
}

/** A visitor sees the device's guest rows and, when signed in, the rows of that account. */
export function isVisibleTo(row: { userId?: number }, userId: number | null): boolean {
  return row.userId === undefined || row.userId === userId;
}

const NONE: readonly BoughtContact[] = [];

const bought = lazyStore<readonly BoughtContact[]>(NONE, (set) => {
  void afterLoad()
    .then(() => loadChunk(() => import('./purchases.ts')))
    .then(({ watchBoughtContacts }) => watchBoughtContacts(set))
    .catch(() => undefined);
});

/** Profiles whose contacts the visitor has bought (live; empty until the device has answered). */
export function usePurchasedIds(userId: number | null): ReadonlySet<number> {
  const rows = useSyncExternalStore(bought.subscribe, bought.get, bought.getServer);
  return useMemo(() => new Set(rows.filter((row) => isVisibleTo(row, userId)).map((row) => row.profileId)), [rows, userId]);
}
