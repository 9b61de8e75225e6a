// The lock of a resumable upload across replicas (decision 080): while a PATCH appends to a staged
// upload (the staging folder is shared by every replica), the process holds a lease on its id in
// tus_upload_locks (migration 00042), renewed while the bytes come in; no pool connection is held
// meanwhile, so slow uploads never starve the database pool. A request for an upload held
// elsewhere asks the holder to let go (the client resumed after a stalled connection), as
// @tus/server's own in-process locker does, and takes the lease once it is freed or expired.

import { randomUUID } from 'node:crypto';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';
import type { Sql } from '#db/connection.ts';
import { askUploadLeaseRelease, dropUploadLease, renewUploadLease, takeUploadLease } from './tus-locks.queries.ts';

/** A lease lasts this long unless renewed; a crashed holder blocks its upload at most so long. */
const LEASE_MS = 15_000;
const RENEW_MS = 5_000;
const POLL_MS = 100;

export interface PostgresLockerOptions {
  /** How long a request waits for the lock before it fails (tus's own default: 30 s). */
  acquireTimeoutMs?: number;
}

export function createPostgresLocker(sql: Sql, { acquireTimeoutMs = 30_000 }: PostgresLockerOptions = {}): Locker {
  return { newLock: (id) => new PostgresLock(sql, id, acquireTimeoutMs) };
}

class PostgresLock implements Lock {
  private readonly holder = randomUUID();
  private renewal: NodeJS.Timeout | undefined;

  private readonly sql: Sql;
  private readonly id: string;
  private readonly timeoutMs: number;

  constructor(sql: Sql, id: string, timeoutMs: number) {
    this.sql = sql;
    this.id = id;
    this.timeoutMs = timeoutMs;
  }

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const giveUpAt = Date.now() + this.timeoutMs;
    while (!(await this.tryTake())) {
      if (signal.aborted || Date.now() >= giveUpAt) throw ERRORS.ERR_LOCK_TIMEOUT;
      await askUploadLeaseRelease(this.sql, this.id);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    this.renewal = setInterval(() => {
      void this.renew(requestRelease).catch(() => undefined);
    }, RENEW_MS);
    this.renewal.unref();
  }

  async unlock(): Promise<void> {
    clearInterval(this.renewal);
    await dropUploadLease(this.sql, this.id, this.holder);
  }

  /** Takes the lease when it is free or expired. */
  private tryTake(): Promise<boolean> {
    return takeUploadLease(this.sql, this.id, this.holder, LEASE_MS);
  }

  /** Extends the lease, and lets go when another request asked for the upload. */
  private async renew(requestRelease: RequestRelease): Promise<void> {
    const releaseRequested = await renewUploadLease(this.sql, this.id, this.holder, LEASE_MS);
    if (releaseRequested) await requestRelease();
  }
}
