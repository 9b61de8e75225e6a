// postgres.js 3.4.9 buffers small writes for the next tick; when the connection has closed
// meanwhile, its unpatched nextWrite throws from that timer (which would end the process) and the
// query never settles (porsager/postgres#1208, seen under load in the database-restart bench).
// patches/ guards it: the query is rejected with CONNECTION_CLOSED and the process goes on.
import postgres from 'postgres';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#tests/db.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase({ empty: true });
});
afterAll(async () => {
  await db?.drop();
});

it('a query on a reserved connection whose server process was ended is rejected, and nothing is thrown outside it', async () => {
  const uncaught: unknown[] = [];
  const onUncaught = (error: unknown) => uncaught.push(error);
  process.on('uncaughtException', onUncaught);
  let closed = () => {};
  const socketClosed = new Promise<void>((resolve) => {
    closed = resolve;
  });
  const sql = postgres(db.url, { max: 1, onnotice: () => undefined, onclose: () => closed() });
  try {
    const reserved = await sql.reserve();
    const [backend] = await reserved<{ pid: number }[]>`select pg_backend_pid() as pid`;
    if (!backend) throw new Error('no backend pid');
    const { pid } = backend;
    await db.sql`select pg_terminate_backend(${pid})`;
    // the server's close has reached the reserved connection (its socket is dropped) …
    await socketClosed;
    // … so the next query's write, buffered for the next tick, finds no socket
    const outcome = await Promise.race([
      reserved`select 1`.then(
        () => 'answered',
        (error: { code?: string }) => error.code,
      ),
      new Promise((resolve) => setTimeout(resolve, 10_000, 'never settled')),
    ]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(uncaught).toEqual([]);
    expect(outcome).toBe('CONNECTION_CLOSED');
    reserved.release();
  } finally {
    process.off('uncaughtException', onUncaught);
    await sql.end({ timeout: 1 });
  }
});
