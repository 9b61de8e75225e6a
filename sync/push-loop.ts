// The client half of the one sync engine: pushes the outbox to POST /api/sync/push
// in the order the entries were written, a batch at a time, and removes an entry only once the
// server has answered for it (applied, duplicate or rejected). The server remembers every entry
// id, so whatever happens between its apply and our hearing back (a reload, a killed tab, a lost
// answer, a 5xx) the entry is simply sent again and comes back a duplicate: nothing is lost and
// nothing applies twice.
//
// When it runs is the shared schedule's (scheduler.ts: on start, `online`, `visibilitychange`,
// periodically, one tab at a time by a Web Lock, back-off after a failure). A failure (network,
// 5xx) keeps every entry, counts an attempt on the batch and backs off; "login needed" (a 401)
// keeps every entry and stops the schedule until `start()` again (a sign-in); a rejected entry
// will never apply, so it goes and its kind's handler undoes what it did on the device. Storage
// and transport are injected, so this file knows neither Dexie nor fetch; the favourites use it
// now (queued submissions are not outbox entries: decision 022).
import type { OutboxEntry, OutboxKind } from './outbox.schema.ts';
import { MAX_PUSH_ENTRIES, type SyncPushResult, type SyncRejectReason } from './push.schema.ts';
import { browserOnline, createSyncScheduler, type RunOutcome } from './scheduler.ts';

export const OUTBOX_PUSH_LOCK = 'contacto-outbox-push';

export interface OutboxStore {
  /** The oldest entries that may go now (the signed-in account's), in the order they were written. */
  peek(limit: number): Promise<OutboxEntry[]>;
  /** Forgets entries the server answered for. */
  remove(ids: readonly string[]): Promise<void>;
  /** Counts one failed push against each of these entries (`attempts`). */
  markFailed(ids: readonly string[]): Promise<void>;
}

/** Sends one push; throws on any failure (network, non-OK status). */
export type PushTransport = (entries: OutboxEntry[]) => Promise<SyncPushResult>;

export type RejectedHandler = (entry: OutboxEntry, reason: SyncRejectReason) => Promise<void> | void;

export type PushState = 'idle' | 'pushing' | 'synced' | 'offline' | 'failed' | 'loginNeeded';

export interface PushStatus {
  state: PushState;
}

/** What one run did: entries the server took (applied or duplicate), rejected, and whether login is needed. */
export interface PushReport {
  sent: number;
  rejected: number;
  loginNeeded: boolean;
}

export interface PushLoopOptions {
  store: OutboxStore;
  transport: PushTransport;
  /** Whether a transport failure means the session is gone (a 401). */
  isLoginNeeded?: (error: unknown) => boolean;
  /** Undoes on the device what a rejected entry did, by kind. */
  onRejected?: Partial<Record<OutboxKind, RejectedHandler>>;
  onStatus?: (status: PushStatus) => void;
  /** Told after a run that left nothing of the account unsent (a pull may follow). */
  onPushed?: (report: PushReport) => void;
  batchSize?: number;
  intervalMs?: number;
  minRetryMs?: number;
  maxRetryMs?: number;
  locks?: Pick<LockManager, 'request'> | null;
  isOnline?: () => boolean;
  isVisible?: () => boolean;
}

export interface PushLoop {
  /** Pushes now (joining a run under way, and running once more after it). */
  push(): Promise<RunOutcome<PushReport>>;
  /** Starts (or restarts after "login needed") the schedule. */
  start(): void;
  stop(): void;
  status(): PushStatus;
}

/** The push answered 401: the session is gone; the entries wait for a sign-in. */
class LoginNeeded extends Error {
  override name = 'LoginNeeded';
}

const hasStatus401 = (error: unknown) => (error as { status?: unknown } | null)?.status === 401;

export function createPushLoop(options: PushLoopOptions): PushLoop {
  const {
    store,
    transport,
    isLoginNeeded = hasStatus401,
    onRejected = {},
    batchSize = MAX_PUSH_ENTRIES,
    isOnline = browserOnline,
  } = options;
  let status: PushStatus = { state: 'idle' };
  const setStatus = (state: PushState) => {
    status = { state };
    options.onStatus?.(status);
  };

  async function pushOnce(report: PushReport): Promise<boolean> {
    const batch = await store.peek(batchSize);
    if (batch.length === 0) return false;
    let result: SyncPushResult;
    try {
      result = await transport(batch);
    } catch (error) {
      if (isLoginNeeded(error)) throw new LoginNeeded();
      await store.markFailed(batch.map((entry) => entry.id));
      throw error;
    }
    const byId = new Map(batch.map((entry) => [entry.id, entry]));
    // An entry of another account (the session changed under us) is not ours to drop: it waits
    // for its account. Anything the server did not mention waits too.
    const rejected = result.rejected.filter((r) => r.reason !== 'otherUser' && byId.has(r.id));
    const answered = [...result.applied, ...result.duplicate, ...rejected.map((r) => r.id)].filter((id) => byId.has(id));
    await store.remove(answered);
    for (const { id, reason } of rejected) {
      const entry = byId.get(id) as OutboxEntry;
      await onRejected[entry.kind]?.(entry, reason);
    }
    report.sent += answered.length - rejected.length;
    report.rejected += rejected.length;
    // No progress (the whole batch waits for another account): stop here rather than spin.
    return answered.length > 0;
  }

  async function work(): Promise<PushReport> {
    const report: PushReport = { sent: 0, rejected: 0, loginNeeded: false };
    try {
      while (await pushOnce(report)) {
        // the next batch, until the account's outbox is empty
      }
    } catch (error) {
      if (!(error instanceof LoginNeeded)) throw error;
      report.loginNeeded = true;
    }
    return report;
  }

  const scheduler = createSyncScheduler<PushReport>({
    lockName: OUTBOX_PUSH_LOCK,
    work,
    intervalMs: options.intervalMs ?? 60_000,
    ...(options.minRetryMs === undefined ? {} : { minRetryMs: options.minRetryMs }),
    ...(options.maxRetryMs === undefined ? {} : { maxRetryMs: options.maxRetryMs }),
    ...(options.locks === undefined ? {} : { locks: options.locks }),
    ...(options.isVisible === undefined ? {} : { isVisible: options.isVisible }),
    isOnline,
    onOffline: () => setStatus('offline'),
    onBegin: () => setStatus('pushing'),
    onFailure: () => setStatus('failed'),
    onSuccess: (report) => {
      if (report.loginNeeded) {
        // Retrying cannot help until someone signs in.
        scheduler.stop();
        setStatus('loginNeeded');
        return;
      }
      setStatus('synced');
      options.onPushed?.(report);
    },
  });

  // A push asked for while a run is under way joins it, and that run may have looked at the
  // outbox for the last time before the newest entry was written: then it runs once more.
  async function push(): Promise<RunOutcome<PushReport>> {
    const outcome = await scheduler.run({ force: true });
    if (outcome.state !== 'done' || outcome.value.loginNeeded || (await store.peek(1)).length === 0) return outcome;
    return scheduler.run({ force: true });
  }

  return {
    push,
    start() {
      scheduler.stop();
      scheduler.start();
    },
    stop: () => scheduler.stop(),
    status: () => status,
  };
}
