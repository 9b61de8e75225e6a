// The browser's local database: the catalogue replica, profile details seen online,
// the cart, each user's favourites, the outbox of changes still to push, and purchased contacts.
// One version() per schema change; never edit an old one (db.upgrade.test.ts opens each old
// version with data in it). Components read with useLiveQuery; the functions that write live
// beside this file (catalog.ts, cart.ts, outbox.ts, …).
import Dexie, { type EntityTable, type Table } from 'dexie';
import type { PaymentSuccessRequest } from '#contract/checkout.schema.ts';
import type { CatalogCard, PublicProfile } from '#contract/profile.schema.ts';
import type { OutboxEntry } from '#sync/outbox.schema.ts';

/** The device's IndexedDB database: the cart, the replica and the rest. */
export const LOCAL_DB_NAME = 'contacto';

/** A replica row: the public card plus fields precomputed for instant local search. */
export interface LocalProfile extends CatalogCard {
  /** firstName, lastName (the feed carries its initial only) and aboutMe, lower-cased with accents
   * removed (see normalizeText): the same public fields as the server's search (00031). */
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

/** A page of browse results the API answered for a query that reaches past the replica's bound
 * (docs/decisions/038), kept so going back to it is instant and works offline. */
export interface BrowsePageRow {
  /** The API query string (search, location, ages, sort, limit, offset). */
  key: string;
  items: PublicProfile[];
  /** Matches of the query in the whole catalogue (X-Total-Count). */
  total: number;
  /** The profiles on the page (multi-entry index: a tombstone or an edit drops the pages that show her). */
  ids: number[];
  fetchedAt: number;
}

/** Sync bookkeeping: the feed cursor, the last successful pull, the snapshot generation. */
export interface SyncState {
  key: string;
  value: unknown;
}

/** Cart item. */
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

/** A favourite of one signed-in user (keyed by user and profile, so accounts on one device never mix). */
export interface FavoriteRow {
  userId: number;
  profileId: number;
  /** Epoch ms. */
  addedAt: number;
  /**
   * The card as the catalogue had it when the heart was tapped (not indexed), so a favourite whose
   * profile has since left the public view can still be named on the favourites page.
   */
  card?: CatalogCard;
  /**
   * What the last pull said (not indexed): false once the profile left the public view. Absent
   * until a pull has told, e.g. for a favourite added on this device that is not pushed yet.
   */
  isPublic?: boolean;
}

export type { OutboxEntry };

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
  /**
   * The signed-in account the row belongs to (not indexed): saved while signed in, or pulled from
   * GET /api/orders/mine. Absent on a guest's rows, which every visitor of the device sees.
   */
  userId?: number;
  /** The item's release status as the server sent it (not indexed); 'declined' items were not released. */
  releaseStatus?: string;
  /** Why a declined item was not released (not indexed; absent on rows of older versions). */
  declineReason?: string;
  /** Until when she may answer an awaiting_consent item (ISO time, not indexed). */
  approvalDeadline?: string;
  /** Why the item waits (waited) for her although the checkout did not sell it so (not indexed). */
  approvalReason?: string;
  /**
   * What lets this device ask the server about the order again (not indexed): the payment
   * reference the payment page confirmed it with, or the order email's signed link token.
   * Absent on rows of older versions and on rows pulled for an account.
   */
  lookup?: PurchaseLookup;
}

/** How a guest's device asks about its order: POST /api/payment-success, or GET /api/purchases/{orderId}?token=. */
export type PurchaseLookup = PaymentSuccessRequest | { token: string };

/** What the payment page shows of an order besides its contacts. */
export interface PurchaseOrderHeader {
  customerName: string;
  customerEmail: string;
  totalAmount: string;
  status: string;
  /** 'manual': authorised, charged only for what she accepts (absent on rows of older versions). */
  captureMethod?: 'automatic' | 'manual';
  paymentState?: 'authorized' | 'captured' | 'cancelled' | null;
}

/**
 * The submission form's draft (key 'submission'): the values typed so far and the media picked,
 * kept across reloads until the submission is queued. Written by the form only.
 */
export interface SubmissionDraftRow {
  key: string;
  /** The formik values (validated again when read back). */
  values: unknown;
  /** Media picked so far, already re-encoded on the device (bytes plus type: see SubmissionFileRow). */
  media: unknown[];
  updatedAt: number;
}

/** A submission queued on the device: its values and state until the server has it. */
export interface SubmissionRow {
  /** A UUID made once on the device: the record's key and the POST /api/profiles Idempotency-Key. */
  id: string;
  createdAt: number;
  /** The machine's state as the submitter sees it (queued, uploading, submitted, …). */
  state: string;
  [field: string]: unknown;
}

/**
 * One file of a queued submission. Stored as bytes plus MIME type, never as a Blob or File
 * (WebKit fails to store some of them in IndexedDB), and read back once when uploading.
 */
export interface SubmissionFileRow {
  /** `${submissionId}:${index}`: also the tus resume key, so a re-encoded blob resumes by its record. */
  id: string;
  submissionId: string;
  index: number;
  bytes: ArrayBuffer;
  type: string;
  [field: string]: unknown;
}

export class ContactoDb extends Dexie {
  profiles!: EntityTable<LocalProfile, 'id'>;
  profileDetails!: EntityTable<LocalProfileDetail, 'id'>;
  syncState!: EntityTable<SyncState, 'key'>;
  cart!: EntityTable<CartItem, 'id'>;
  favorites!: Table<FavoriteRow, [number, number]>;
  /** Entries are written through outbox.ts; readers parse them with OutboxEntrySchema. */
  outbox!: EntityTable<OutboxEntry, 'id'>;
  purchases!: EntityTable<PurchaseRow, 'id'>;
  submissionDraft!: EntityTable<SubmissionDraftRow, 'key'>;
  submissions!: EntityTable<SubmissionRow, 'id'>;
  submissionFiles!: EntityTable<SubmissionFileRow, 'id'>;
  browsePages!: EntityTable<BrowsePageRow, 'key'>;

  constructor(name = LOCAL_DB_NAME) {
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
    // Favourites belong to a user. Version 1's table was keyed by profile alone and IndexedDB
    // cannot re-key a store, so version 2 drops it (no code ever wrote to it, and the server, the
    // truth for favourites, hands them back on the next pull) and version 3 creates it again keyed
    // by user and profile. The outbox keeps its store; its entries are now typed
    // (#sync/outbox.schema.ts).
    this.version(2).stores({ favorites: null });
    this.version(3).stores({ favorites: '[userId+profileId], [userId+addedAt]' });
    // Profile submission: the form's draft, the queue of submissions and their files.
    this.version(4).stores({
      submissionDraft: 'key',
      submissions: 'id, createdAt',
      submissionFiles: 'id, submissionId',
    });
    // The replica is bounded (docs/decisions/038): browse pages the API answered beyond it.
    this.version(5).stores({ browsePages: 'key, *ids, fetchedAt' });
  }
}

export const db = new ContactoDb();

export { normalizeText } from './normalize-text.ts';
