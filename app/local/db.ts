// The browser's local database (DESIGN §7): the catalogue replica, profile details seen online,
// the cart, favourites with their outbox, and purchased contacts. One version() per schema
// change; never edit an old one. Components read with useLiveQuery; the functions that write
// live beside this file (catalog.ts, cart.ts, …).
import Dexie, { type EntityTable } from 'dexie';
import type { CatalogCard, PublicProfile } from '#api/contract/profile.schema.ts';

/** A replica row: the public card plus fields precomputed for instant local search. */
export interface LocalProfile extends CatalogCard {
  /** firstName, lastName and aboutMe, lower-cased with accents removed (see normalizeText). */
  searchText: string;
  /** createdAt as epoch milliseconds, for sorting. */
  createdTime: number;
  /** The snapshot generation that last wrote the row (rows a new snapshot misses are deleted). */
  generation: number;
}

/** The full profile as last fetched online, so a profile opens offline with every detail. */
export interface LocalProfileDetail {
  id: number;
  profile: PublicProfile;
  fetchedAt: number;
}

/** Sync bookkeeping: the feed cursor, the last successful pull, the snapshot generation. */
export interface SyncState {
  key: string;
  value: unknown;
}

/** Cart item (storefront §3). */
export interface CartItem {
  id: number;
  /** First name and age, e.g. "María, 24". */
  name: string;
  age: number;
  location: string;
  /** Primary photo, else first photo, else ''. */
  photo: string;
  price: number;
  addedAt: number;
}

export interface FavoriteRow {
  profileId: number;
  createdAt: number;
}

export interface OutboxEntry {
  id: string;
  kind: string;
  payload: unknown;
  createdAt: number;
  attempts: number;
}

/** One purchased contact kept on the buyer's device (readable offline). */
export interface PurchaseRow {
  /** Order item id. */
  id: number;
  orderId: number;
  profileId: number | null;
  price: number;
  profile: Record<string, unknown>;
  contactInfo: Record<string, string>;
  purchasedAt: string;
  /** The order as the payment page showed it (not indexed; absent on rows of older versions). */
  order?: PurchaseOrderHeader;
}

/** What the payment page shows of an order besides its contacts. */
export interface PurchaseOrderHeader {
  customerName: string;
  customerEmail: string;
  totalAmount: string;
  status: string;
}

export class ContactoDb extends Dexie {
  profiles!: EntityTable<LocalProfile, 'id'>;
  profileDetails!: EntityTable<LocalProfileDetail, 'id'>;
  syncState!: EntityTable<SyncState, 'key'>;
  cart!: EntityTable<CartItem, 'id'>;
  favorites!: EntityTable<FavoriteRow, 'profileId'>;
  outbox!: EntityTable<OutboxEntry, 'id'>;
  purchases!: EntityTable<PurchaseRow, 'id'>;

  constructor(name = 'contacto') {
    super(name);
    this.version(1).stores({
      profiles: 'id, createdTime, age, location, generation',
      profileDetails: 'id',
      syncState: 'key',
      cart: 'id, addedAt',
      favorites: 'profileId, createdAt',
      outbox: 'id, kind, createdAt',
      purchases: 'id, orderId, purchasedAt',
    });
  }
}

export const db = new ContactoDb();

export { normalizeText } from './normalize-text.ts';
