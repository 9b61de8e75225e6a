// The outbox push loop in the browser: the one sync engine (#sync/push-loop.ts) over
// the Dexie outbox and the API client. Only the signed-in account's entries go (another
// account's wait on the device for it); a local change is pushed soon after it is written; a
// rejected favourite add is undone on the device. `startOutboxSync` runs from main.tsx after the
// page has loaded, and again on its own when someone signs in; `pushOutboxNow` is the logout
// flow's and the favourite toggle's "send it now". After each push that left the account's outbox
// empty, the listeners of `onOutboxPushed` run (the favourites pull plugs in there).
import { liveQuery } from 'dexie';
import { isAuthError } from '#app/api/auth-error.ts';
import { request } from '#app/api/client.ts';
import { loadSession, readSession, subscribeSession } from '#app/components/auth/use-session.ts';
import { OutboxEntrySchema } from '#sync/outbox.schema.ts';
import { SyncPushResultSchema } from '#sync/push.schema.ts';
import {
  createPushLoop,
  type OutboxStore,
  type PushLoop,
  type PushLoopOptions,
  type PushReport,
  type PushStatus,
} from '#sync/push-loop.ts';
import type { RunOutcome } from '#sync/scheduler.ts';
import { type ContactoDb, db as defaultDb } from './db.ts';
import { dropRejectedFavorite } from './favorites.ts';

/** A push that hangs this long counts as failed (and is retried; the server dedupes). */
const PUSH_TIMEOUT_MS = 30_000;
/** A local change goes this soon after it is written (taps in a burst share one push). */
const PUSH_SOON_MS = 300;
/** How often the loop notices a new sign-in (the session store has no events to listen to). */

/** The Dexie outbox as the push loop sees it: the account's entries, oldest first. */
export function dexieOutboxStore(db: ContactoDb, currentUserId: () => number | undefined): OutboxStore {
  return {
    async peek(limit) {
      const userId = currentUserId();
      if (userId === undefined) return [];
      const rows = await db.outbox
        .orderBy('createdAt')
        .filter((entry) => entry.payload.userId === userId)
        .limit(limit)
        .toArray();
      const valid = rows.flatMap((row) => {
        const parsed = OutboxEntrySchema.safeParse(row);
        return parsed.success ? [parsed.data] : [];
      });
      // An entry no schema accepts (written by an older app) would block every push behind it.
      if (valid.length < rows.length) {
        const ids = new Set(valid.map((entry) => entry.id));
        const invalid = rows.filter((row) => !ids.has(row.id));
        console.warn('outbox: dropping entries that no longer match their schema', invalid);
        await db.outbox.bulkDelete(invalid.map((row) => row.id));
      }
      return valid;
    },
    remove: (ids) => db.outbox.bulkDelete([...ids]),
    async markFailed(ids) {
      await db.outbox
        .where('id')
        .anyOf([...ids])
        .modify((entry) => {
          entry.attempts += 1;
        });
    },
  };
}

export interface OutboxPushLoopOptions extends Omit<PushLoopOptions, 'store' | 'onRejected'> {
  db?: ContactoDb;
  currentUserId: () => number | undefined;
}

/** The push loop over a Dexie outbox, with each kind's rejection handler. */
export function createOutboxPushLoop({ db = defaultDb, currentUserId, ...options }: OutboxPushLoopOptions): PushLoop {
  return createPushLoop({
    ...options,
    store: dexieOutboxStore(db, currentUserId),
    onRejected: {
      'favorite.add': (entry) => dropRejectedFavorite(entry, { db }),
    },
  });
}

/** POST /api/sync/push through the app's client (cookies, the contract schema, a timeout). */
export function pushThroughApi(entries: Parameters<PushLoopOptions['transport']>[0]) {
  return request('/api/sync/push', {
    method: 'POST',
    body: { entries },
    schema: SyncPushResultSchema,
    signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
  });
}

// ---- the page's one loop ----

export interface OutboxPushedInfo {
  userId: number;
  report: PushReport;
}
type PushedListener = (info: OutboxPushedInfo) => void;

const pushedListeners = new Set<PushedListener>();
const IDLE: PushStatus = { state: 'idle' };
let status = IDLE;
let loop: PushLoop | null = null;
let started = false;

const currentUserId = () => readSession().user?.id;

function getLoop(): PushLoop {
  loop ??= createOutboxPushLoop({
    transport: pushThroughApi,
    currentUserId,
    isLoginNeeded: isAuthError,
    onStatus: (next) => {
      status = next;
      // The server no longer knows the session: the session store asks it too (a 401 there makes
      // the visitor a guest); the entries wait on the device for the next sign-in.
      if (next.state === 'loginNeeded') void loadSession({ force: true });
    },
    onPushed: (report) => {
      const userId = currentUserId();
      if (userId === undefined) return;
      for (const listener of pushedListeners) {
        try {
          listener({ userId, report });
        } catch (error) {
          console.warn('outbox: an after-push listener failed', error);
        }
      }
    },
  });
  return loop;
}

/** Runs after each push that left the signed-in account's outbox empty; returns the unsubscribe. */
export function onOutboxPushed(listener: PushedListener): () => void {
  pushedListeners.add(listener);
  return () => pushedListeners.delete(listener);
}

/** Pushes the outbox now (or joins the push under way) and resolves how it went. */
export function pushOutboxNow(): Promise<RunOutcome<PushReport>> {
  return getLoop().push();
}

/**
 * Starts the schedule (once per page; later calls restart it, e.g. after a sign-in that follows
 * a "login needed"), pushes each local change soon after it is written, and restarts when the
 * signed-in account changes.
 */
export function startOutboxSync(): void {
  const push = getLoop();
  push.start();
  if (started) return;
  started = true;

  let soon: ReturnType<typeof setTimeout> | undefined;
  let previous = -1;
  liveQuery(() => defaultDb.outbox.count()).subscribe({
    next: (count) => {
      const grew = previous >= 0 && count > previous;
      previous = count;
      if (!grew) return;
      clearTimeout(soon);
      soon = setTimeout(() => void push.push(), PUSH_SOON_MS);
    },
    error: (error) => console.warn('outbox: cannot watch the outbox', error),
  });

  let session = readSession();
  subscribeSession(() => {
    const next = readSession();
    if (next === session) return;
    const signedIn = next.user !== null && next.user.id !== session.user?.id;
    session = next;
    if (signedIn || (next.user && status.state === 'loginNeeded')) push.start();
  });
}
