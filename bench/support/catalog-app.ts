// The real app (createApp) as the catalogue benches serve it from their server process: the
// production environment, no logs, a pool of BENCH_POOL (10) connections on `url`, uploads in a
// temp folder; stop() closes all three.
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createApp } from '#api/server.ts';
import { createDiskStorage } from '#api/storage/storage.ts';
import { createSql } from '#db/connection.ts';
import { productionEnv } from '#tests/env.ts';

export async function listenBenchApp(url: string): Promise<{ port: number; stop(): Promise<void> }> {
  const sql = createSql(url, Number(process.env.BENCH_POOL ?? 10));
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'contacto-bench-uploads-'));
  const app = createApp({
    env: productionEnv(),
    logger: pino({ level: 'silent' }),
    sql,
    storage: createDiskStorage(tmp),
    readiness: { sql, queue: async () => undefined },
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  return {
    port: (server.address() as AddressInfo).port,
    async stop() {
      server.closeAllConnections();
      server.close();
      await sql.end({ timeout: 2 });
      await rm(tmp, { recursive: true, force: true });
    },
  };
}
