// The app as the upload tests start it: a test database, a temporary data folder (the disk store
// under uploads/, tus staging beside it) and a byte proxy in front that a test can cut mid-request.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDiskStorage } from '#api/storage/storage.ts';
import { startApiApp } from './api-app.ts';
import { type ByteProxy, startByteProxy } from './byte-proxy.ts';
import { createTestDatabase, type TestDatabase } from './db.ts';

export interface UploadServer {
  db: TestDatabase;
  server: Awaited<ReturnType<typeof startApiApp>>;
  proxy: ByteProxy;
  /** The data folder. */
  tmp: string;
}

export async function startUploadServer(name: string): Promise<UploadServer> {
  const db = await createTestDatabase();
  const tmp = await mkdtemp(path.join(os.tmpdir(), `contacto-${name}-`));
  const server = await startApiApp(db, createDiskStorage(path.join(tmp, 'uploads')), {
    SESSION_SECRET: `${name}-tests-secret-0123456789-abcdefghijklmnop`,
    DATA_DIR: tmp,
  });
  return { db, server, tmp, proxy: await startByteProxy(server.url) };
}

export async function stopUploadServer(up: Partial<UploadServer>): Promise<void> {
  await up.proxy?.close();
  await up.server?.close();
  await up.db?.drop();
  if (up.tmp) await rm(up.tmp, { recursive: true, force: true });
}

/** Before each test: no rate-limit windows, the proxy passing everything and its counts at zero. */
export async function resetUploadServer({ db, proxy }: UploadServer): Promise<void> {
  await db.sql`DELETE FROM rate_limits`;
  proxy.cutAfter(null);
  proxy.reset();
}
