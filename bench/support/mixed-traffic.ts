// The mixed traffic the reliability benches drive against the real server
// (api/main.ts as a child process, demo data, an embedded PostgreSQL of its own under DATA_DIR, or
// DATABASE_URL's server), and the check of what it must have kept:
//   browse  GET /api/profiles?limit=20&page=N         feed      GET /api/sync/catalog?limit=50
//   checkout POST /api/create-checkout-session, then the test-mode payment (its fulfilment path)
//   favourites POST /api/sync/push (favorite.add), by the demo user or, with `users`, by that many
//            site users made for the run (one account may push SYNC_PUSH_RATE_LIMIT times per 10 minutes)
//   admin    GET /api/admin/orders, and every other time POST /api/admin/profiles/:id/approve of
//            the next demo profile waiting for review (reads only once none is left)
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import postgres from 'postgres';
import { cookieClient } from '#tests/auth-client.ts';
import type { RunningProcess } from '#tests/process.ts';
import { startBenchServer } from './server.ts';

export const KINDS = ['browse', 'feed', 'checkout', 'favourites', 'admin'] as const;
export type Kind = (typeof KINDS)[number];

export interface ReliabilityServer {
  url: string;
  process: RunningProcess;
  /** The embedded cluster's folder (DATA_DIR/pg), or undefined with DATABASE_URL. */
  clusterDir: string | undefined;
  /** A one-connection client to the app's database (for setup and the final checks). */
  database(): postgres.Sql;
  stop(): Promise<void>;
}

/** The server (api/main.ts, as development runs it: demo accounts) on `port` with a fresh
 * DATA_DIR, or on DATABASE_URL's server; says so if it exits before the bench stops it. */
export async function startReliabilityServer(options: {
  name: string;
  port: number;
  dataDir: string;
  external?: string;
}): Promise<ReliabilityServer> {
  const { name, port, dataDir, external } = options;
  if (!external) await rm(dataDir, { recursive: true, force: true });
  const server = await startBenchServer(
    port,
    {
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'fatal',
      CHECKOUT_RATE_LIMIT: '0',
      ...(external ? { DATABASE_URL: external } : {}),
    },
    { staging: false, own: true },
  );
  const child = server.process as RunningProcess;
  const logFile = path.join(path.dirname(dataDir), `${path.basename(dataDir)}-server.log`);
  let stopping = false;
  void child.exited.then(() => {
    writeFileSync(logFile, child.output());
    if (!stopping) process.stderr.write(`${name} bench: the server exited by itself; its output: ${logFile}\n`);
  });
  return {
    url: server.url,
    process: child,
    clusterDir: external ? undefined : path.join(dataDir, 'pg'),
    database() {
      if (external) return postgres(external, { max: 1, onnotice: () => undefined });
      const pgPort = Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3]);
      const password = readFileSync(path.join(dataDir, 'contacto-password'), 'utf8').trim();
      return postgres({
        host: '127.0.0.1',
        port: pgPort,
        database: 'contacto',
        username: 'postgres',
        password,
        max: 1,
        onnotice: () => undefined,
      });
    },
    async stop() {
      stopping = true;
      await server.stop();
    },
  };
}

export interface MixedTraffic {
  /** One call of `kind` (the i-th of the run); answers its status, 0 when nothing answered. */
  once(kind: Kind, i: number): Promise<number>;
  /** Test-mode checkout sessions whose payment was answered (303). */
  paidSessions: string[];
  /** `<user id>/<profile id>` of each favourite.add the push acknowledged. */
  pushedFavourites: Set<string>;
  /** Profiles waiting for review whose approval the back office answered (200). */
  approvedProfiles: Set<number>;
  /** What answered 500 (a database away must be a 503): the first few, with their bodies. */
  fivehundreds: string[];
  /** After the run: the paid orders and acknowledged favourites that are not there. */
  lost(): Promise<{
    orders: string[];
    ordersWithHelp: number;
    overCap: number;
    favourites: string[];
    /** Approved profiles (answered 200) that are not live and approved. */
    approvals: number[];
    ordersAsStored: unknown[];
  }>;
}

/** Reads the demo data, lifts the daily purchase cap, signs in the demo user and an admin. `server`
 * is where the traffic goes (one server, or a proxy in front of several) and its database. */
export async function mixedTraffic(
  server: Pick<ReliabilityServer, 'url' | 'database'>,
  { users = 1 }: { users?: number } = {},
): Promise<MixedTraffic> {
  const base = server.url;
  const setup = server.database();
  const profileIds = (
    await setup<
      { id: number }[]
    >`SELECT id FROM profiles WHERE status = 'ACTIVE' AND is_approved AND deleted_at IS NULL AND consent_withdrawn_at IS NULL ORDER BY id LIMIT 200`
  ).map((r) => r.id);
  // the demo profiles waiting for review, approved one by one by the admin traffic
  const waiting = (
    await setup<
      { id: number }[]
    >`SELECT id FROM profiles WHERE status = 'PENDING' AND NOT is_approved AND deleted_at IS NULL AND consent_withdrawn_at IS NULL ORDER BY id`
  ).map((r) => r.id);
  // every test payment uses one test card: the daily cap at its highest for this bench database
  // (past it, items are declined over_cap by design; lost() counts them apart)
  await setup`
    INSERT INTO admin_settings (key, value, description) VALUES ('max_purchases_per_buyer_per_day', '1000', 'reliability bench')
    ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`;
  const [demo] = await setup<{ id: number }[]>`SELECT id FROM users WHERE email = 'demo@example.com'`;
  if (!demo || profileIds.length === 0) {
    await setup.end();
    throw new Error('the demo data is missing (a site user and public profiles)');
  }
  // more site users: new accounts with the demo user's password, made for this run
  const tag = randomUUID().slice(0, 8);
  const emails = ['demo@example.com'];
  for (let k = 1; k < users; k++) {
    const email = `bench-${tag}-${k}@example.com`;
    await setup`
      INSERT INTO users (email, username, password_hash, is_email_verified)
      SELECT ${email}, ${`bench-${tag}-${k}`}, password_hash, true FROM users WHERE id = ${demo.id}`;
    emails.push(email);
  }
  const accounts = await setup<{ id: number; email: string }[]>`SELECT id, email FROM users WHERE email = ANY(${emails})`;
  await setup.end();

  const sites = await Promise.all(
    emails.map(async (email) => {
      const client = cookieClient(base, { origin: true });
      if ((await client.post('/api/auth/login', { email, password: 'contacto-demo-2026' })).status !== 200)
        throw new Error(`user login failed (${email})`);
      return { client, id: accounts.find((a) => a.email === email)?.id as number };
    }),
  );
  const admin = cookieClient(base, { origin: true });
  if ((await admin.post('/api/admin/login', { username: 'admin', password: 'contacto-admin-2026' })).status !== 200)
    throw new Error('admin login failed');

  const paidSessions: string[] = [];
  const pushedFavourites = new Set<string>();
  const approvedProfiles = new Set<number>();
  let adminCalls = 0;
  const fivehundreds: string[] = [];
  const note500 = async (what: string, res: Response) => {
    if (res.status === 500 && fivehundreds.length < 5) fivehundreds.push(`${what}: ${await res.clone().text()}`);
  };

  async function call(kind: Kind, i: number): Promise<number> {
    const pick = profileIds[i % profileIds.length] as number;
    switch (kind) {
      case 'browse':
        return (await fetch(`${base}/api/profiles?limit=20&page=${(i % 5) + 1}`)).status;
      case 'feed':
        return (await fetch(`${base}/api/sync/catalog?limit=50`)).status;
      case 'admin': {
        const approve = adminCalls++ % 2 === 1 ? waiting.shift() : undefined;
        if (approve === undefined) return (await admin.get('/api/admin/orders')).status;
        const res = await admin.post(`/api/admin/profiles/${approve}/approve`, {});
        if (res.status === 200) approvedProfiles.add(approve);
        return res.status;
      }
      case 'favourites': {
        const id = randomUUID();
        const user = sites[i % sites.length] as (typeof sites)[number];
        const res = await user.client.post('/api/sync/push', {
          entries: [
            {
              id,
              kind: 'favorite.add',
              payload: { userId: user.id, profileId: pick, addedAt: Date.now() },
              createdAt: Date.now(),
              attempts: 0,
            },
          ],
        });
        if (res.status === 200 && (res.body.applied as string[] | undefined)?.includes(id)) pushedFavourites.add(`${user.id}/${pick}`);
        return res.status;
      }
      case 'checkout': {
        const res = await fetch(`${base}/api/create-checkout-session`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: base },
          body: JSON.stringify({
            profileIds: [pick],
            customerEmail: `bench-${i}@example.com`,
            customerName: 'Bench Buyer',
            language: 'en',
            buyerCountry: 'DO',
          }),
        });
        await note500('create-checkout-session', res);
        if (res.status !== 200) return res.status;
        const { url } = (await res.json()) as { url: string };
        const sessionId = url.split('/test-checkout/')[1] ?? '';
        const paid = await fetch(`${url.replace(/^https?:\/\/[^/]+/, base)}/pay`, {
          method: 'POST',
          redirect: 'manual',
          headers: { origin: base },
        });
        await note500('test-mode pay', paid);
        if (paid.status === 303) paidSessions.push(sessionId);
        return paid.status === 303 ? 200 : paid.status;
      }
    }
  }

  // Fulfilled means completed, or — for a profile whose owner approves each buyer (decision 033) —
  // authorised and waiting for her answer, which is all the product does before she answers; and
  // every item released, waiting for her, or declined over the buyer's daily cap (by design).
  const fulfilled = async (sql: postgres.Sql) =>
    new Set(
      (
        await sql<{ sessionId: string }[]>`
          SELECT o.provider_session_id AS "sessionId" FROM orders o
           WHERE o.provider_session_id = ANY(${paidSessions})
             AND (o.status = 'completed' OR (o.status = 'awaiting_approval' AND o.payment_state = 'authorized'))
             AND NOT EXISTS (
               SELECT 1 FROM order_items i
                WHERE i.order_id = o.id
                  AND i.release_status NOT IN ('released', 'awaiting_consent')
                  AND i.decline_reason IS DISTINCT FROM 'over_cap')`
      ).map((r) => r.sessionId),
    );

  return {
    once: (kind, i) => call(kind, i).catch(() => 0), // 0: no answer at all (connection refused)
    paidSessions,
    pushedFavourites,
    approvedProfiles,
    fivehundreds,
    // A payment whose webhook came while the database was away is fulfilled when the buyer's
    // success page asks (POST /api/payment-success) or by the reconciliation job (every 10
    // minutes): the orders fulfilled without help are counted, then each other one is asked for
    // once, as the page does.
    async lost() {
      const check = server.database();
      try {
        const withoutHelp = await fulfilled(check);
        for (const sessionId of paidSessions.filter((id) => !withoutHelp.has(id))) {
          const res = await fetch(`${base}/api/payment-success`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: base },
            body: JSON.stringify({ sessionId }),
          });
          await res.arrayBuffer();
        }
        const kept = await fulfilled(check);
        const orders = paidSessions.filter((id) => !kept.has(id));
        const favourites = new Set(
          (
            await check<{ kept: string }[]>`
              SELECT user_id || '/' || profile_id AS kept FROM user_favorites WHERE user_id = ANY(${sites.map((site) => site.id)})`
          ).map((r) => r.kept),
        );
        const [overCap] = await check<{ n: number }[]>`
          SELECT count(*)::int AS n FROM order_items i JOIN orders o ON o.id = i.order_id
           WHERE o.provider_session_id = ANY(${paidSessions}) AND i.decline_reason = 'over_cap'`;
        const live = new Set(
          (
            await check<{ id: number }[]>`
              SELECT id FROM profiles WHERE id = ANY(${[...approvedProfiles]}) AND status = 'ACTIVE' AND is_approved`
          ).map((r) => r.id),
        );
        const ordersAsStored = orders.length
          ? await check`SELECT provider_session_id, status, payment_state FROM orders WHERE provider_session_id = ANY(${orders})`
          : [];
        return {
          orders,
          ordersWithHelp: paidSessions.length - withoutHelp.size,
          overCap: overCap?.n ?? 0,
          favourites: [...pushedFavourites].filter((key) => !favourites.has(key)),
          approvals: [...approvedProfiles].filter((id) => !live.has(id)),
          ordersAsStored: [...ordersAsStored],
        };
      } finally {
        await check.end();
      }
    },
  };
}
