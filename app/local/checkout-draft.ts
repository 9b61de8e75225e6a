// The checkout's memory on this device (decision 034): the buyer's country of
// residence, kept for his next checkout, and the disclosure form as typed so far, kept across an
// error, a reload or a lost connection until an order is paid (then deleted: answers about his
// past stay on the device no longer than needed). Both live in Dexie's syncState.
import { useLiveQuery } from 'dexie-react-hooks';
import { isKnownRegion } from '#contract/approval-request.schema.ts';
import { type ContactoDb, db as defaultDb } from './db.ts';

export const COUNTRY_KEY = 'checkout.country';
export const DISCLOSURE_KEY = 'checkout.disclosure';

export async function readStoredCountry(database: ContactoDb = defaultDb): Promise<string | null> {
  const value = (await database.syncState.get(COUNTRY_KEY))?.value;
  return typeof value === 'string' && isKnownRegion(value) ? value : null;
}

export async function storeCountry(country: string, database: ContactoDb = defaultDb): Promise<void> {
  await database.syncState.put({ key: COUNTRY_KEY, value: country });
}

/** The remembered country: undefined while loading, null when none. */
export function useStoredCountry(): string | null | undefined {
  return useLiveQuery(() => readStoredCountry(), []);
}

/** The form's values as last typed (checked by the form when read back), or null. */
export async function readDisclosureDraft(database: ContactoDb = defaultDb): Promise<Record<string, unknown> | null> {
  const value = (await database.syncState.get(DISCLOSURE_KEY))?.value;
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

export async function storeDisclosureDraft(values: object, database: ContactoDb = defaultDb): Promise<void> {
  await database.syncState.put({ key: DISCLOSURE_KEY, value: values });
}

export async function clearDisclosureDraft(database: ContactoDb = defaultDb): Promise<void> {
  await database.syncState.delete(DISCLOSURE_KEY);
}
