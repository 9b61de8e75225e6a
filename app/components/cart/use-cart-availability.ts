// Live availability of the cart's profiles (see app/local/cart-availability.ts): the replica
// answers at once and offline; ids it does not hold are checked against the API when online
// (each at most once a minute). Prices that changed in the catalogue are written back to the
// cart, so the total shown is the total charged.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useState } from 'react';
import { fetchPublicProfile } from '#app/api/profiles.ts';
import { updateCartItems } from '#app/local/cart.ts';
import { type Availability, localAvailability, remoteAvailability, resolveAvailability } from '#app/local/cart-availability.ts';
import { type CartItem, db } from '#app/local/db.ts';
import { useOnlineStatus } from '#app/pwa/use-online-status.ts';

const REMOTE_TTL_MS = 60_000;
const remoteCache = new Map<number, { at: number; result: Promise<Availability> }>();

function checkRemote(id: number): Promise<Availability> {
  const cached = remoteCache.get(id);
  if (cached && Date.now() - cached.at < REMOTE_TTL_MS) return cached.result;
  const result = remoteAvailability(id, (profileId) => fetchPublicProfile({ id: profileId }));
  remoteCache.set(id, { at: Date.now(), result });
  // An unknown answer (network error) is not worth keeping.
  void result.then((answer) => {
    if (answer.status === 'unknown') remoteCache.delete(id);
  });
  return result;
}

export interface CartAvailability {
  statuses: ReadonlyMap<number, Availability>;
  /** Ids that cannot be bought any more. */
  unavailableIds: number[];
  /** Still waiting for the replica's first answer. */
  checking: boolean;
}

export function useCartAvailability(items: readonly CartItem[]): CartAvailability {
  const ids = useMemo(() => items.map((item) => item.id), [items]);
  const idsKey = ids.join(',');
  // idsKey stands for ids: the query reruns when the set of ids changes, not on every render.
  const local = useLiveQuery(() => localAvailability(db, ids), [idsKey]);
  const online = useOnlineStatus();
  const [remote, setRemote] = useState<ReadonlyMap<number, Availability>>(new Map());

  useEffect(() => {
    if (!local || !online || local.missing.length === 0) return;
    let cancelled = false;
    for (const id of local.missing) {
      void checkRemote(id).then((answer) => {
        if (!cancelled) setRemote((previous) => new Map(previous).set(id, answer));
      });
    }
    return () => {
      cancelled = true;
    };
  }, [local, online]);

  const statuses = useMemo(() => {
    const out = new Map<number, Availability>();
    for (const id of ids) out.set(id, resolveAvailability(id, local, remote));
    return out;
  }, [ids, local, remote]);

  useEffect(() => {
    const updates = items.flatMap((item) => {
      const price = statuses.get(item.id)?.price;
      return price !== undefined && Number.isFinite(price) && price >= 0 && price !== item.price ? [{ id: item.id, price }] : [];
    });
    // A failed write keeps the old price; the server prices the order anyway.
    if (updates.length > 0) updateCartItems(updates).catch(() => undefined);
  }, [items, statuses]);

  const unavailableIds = ids.filter((id) => statuses.get(id)?.status === 'unavailable');
  return { statuses, unavailableIds, checking: local === undefined };
}
