// A connection whose socket closes while a query waits to be written. postgres.js 3.4.9 failed
// both cases below under load during the database-restart bench (the project patched it until
// postgres.js 4, whose own write path handles them):
// - a write that ran after the connection closed threw from a timer (which would end the process)
//   and its query never settled: the query must be rejected with CONNECTION_CLOSED and the
//   process go on;
// - a close that came while a write waited left the connection unable to send the next
//   connection's startup message: every later query on that slot got CONNECT_TIMEOUT, long after
//   the server was back. The next query must get a new, working connection.
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
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

it('a connection closed while a write waits for the next tick connects again for the next query', async () => {
  const sockets: Socket[] = [];
  // the same connections postgres.js makes, kept at hand to close one at a chosen moment
  // (postgres.js's `socket` option)
  const socket = async () => {
    const { hostname, port } = new URL(db.url);
    const opened = connect(Number(port), hostname);
    await once(opened, 'connect');
    sockets.push(opened);
    return opened as unknown as postgres.SocketLike;
  };
  const options = { max: 1, connect_timeout: 3, onnotice: () => undefined, socket };
  const sql = postgres(db.url, options);
  try {
    expect(await sql`select 1 as one`).toEqual([{ one: 1 }]);
    // the query's bytes are buffered for the next tick (setImmediate) …
    const pending = sql`select 2 as two`.then(
      () => 'answered',
      (error: { code?: string }) => error.code,
    );
    await new Promise((resolve) => process.nextTick(resolve));
    // … and the connection learns of its socket's close first, as when the server's close arrives
    // in the same turn of the event loop (destroy() alone reports it only after the immediates)
    const last = sockets.at(-1);
    last?.destroy();
    last?.emit('close', false);
    expect(await pending).toBe('CONNECTION_CLOSED');
    // the next query gets a new connection, whose startup message must be written
    const next = await Promise.race([
      sql`select 3 as three`.then(
        (rows) => rows,
        (error: { code?: string }) => error.code,
      ),
      new Promise((resolve) => setTimeout(resolve, 10_000, 'never settled')),
    ]);
    expect(next).toEqual([{ three: 3 }]);
    expect(sockets.length).toBe(2);
  } finally {
    await sql.end({ timeout: 1 });
  }
});
