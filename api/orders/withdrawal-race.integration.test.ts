// A consent withdrawal and the fulfilment of a paid order that includes her, at the same moment,
// on two connections: fulfilment holds her row FOR SHARE while it decides, so whichever commits
// first is seen by the other. A withdrawal that committed first means her item is declined; one
// that comes while fulfilment runs waits, and her contacts went out under the consent she had
// when the order was paid.
import pino from 'pino';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyableProfile,
  type CommerceHarness,
  checkoutBody,
  orderBySession,
  postJson,
  sessionIdFromUrl,
  startCommerce,
} from '#tests/commerce.ts';
import type { JobSender } from '../jobs/send-in-transaction.ts';
import type { ProviderSession } from '../payments/payment-provider.ts';
import { fulfil } from './fulfil.ts';

let h: CommerceHarness;
const pools: postgres.Sql[] = [];
const log = pino({ level: 'silent' });

beforeAll(async () => {
  h = await startCommerce();
});
afterAll(async () => {
  await Promise.all(pools.map((sql) => sql.end({ timeout: 5 })));
  await h?.close();
});

/** A connection of its own, named so the test can see what it waits for. */
function connection(name: string): postgres.Sql {
  const sql = postgres(h.db.url, { max: 1, onnotice: () => undefined, connection: { application_name: name } });
  pools.push(sql);
  return sql;
}

function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

/**
 * Resolves when the session named `name` waits for a row lock; fails if `other` settles first
 * (then nothing made it wait).
 */
async function waitsForLock(name: string, other: Promise<unknown>, what: string): Promise<void> {
  let settled = false;
  void other.then(
    () => {
      settled = true;
    },
    () => {
      settled = true;
    },
  );
  for (let i = 0; i < 600; i++) {
    const [row] = await h.sql<{ waiting: boolean }[]>`
      SELECT wait_event_type = 'Lock' AS waiting FROM pg_stat_activity WHERE application_name = ${name}`;
    if (row?.waiting) return;
    if (settled) throw new Error(`${what} went ahead without waiting`);
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${what} never waited for the lock`);
}

/** The configured provider as fulfil() sees it: test mode. */
const TEST_MODE = { name: 'test', livemode: false } as const;

async function paidCheckout(profileId: number): Promise<{ orderId: number; session: ProviderSession }> {
  const res = await postJson(`${h.url}/api/create-checkout-session`, checkoutBody([profileId]));
  expect(res.status, res.text).toBe(200);
  const sessionId = sessionIdFromUrl(String(res.json.url));
  const order = await orderBySession(h.sql, sessionId);
  if (!order) throw new Error('no pending order');
  const session: ProviderSession = {
    id: sessionId,
    status: 'complete',
    paymentStatus: 'paid',
    amountTotal: Math.round(Number(order.totalAmount) * 100),
    currency: 'usd',
    paymentIntentId: `pi_${sessionId}`,
    customerEmail: 'buyer@example.com',
    metadata: {},
    cardFingerprint: null,
    authorizationExpiresAt: null,
    cardCountry: null,
    billingCountry: null,
    livemode: false,
  };
  return { orderId: order.id, session };
}

async function item(orderId: number) {
  const [row] = await h.sql<{ releaseStatus: string; contactInfo: Record<string, string> | null; refundDue: string }[]>`
    SELECT oi.release_status AS "releaseStatus", oi.contact_info AS "contactInfo", o.refund_due AS "refundDue"
    FROM order_items oi JOIN orders o ON o.id = oi.order_id WHERE oi.order_id = ${orderId}`;
  return row;
}

describe('a consent withdrawal during fulfilment', () => {
  it('when her withdrawal has updated her row but not committed, then fulfilment waits for it and declines her item', async () => {
    const her = await buyableProfile(h.sql, { price: '2.00' });
    const { orderId, session } = await paidCheckout(her.id);

    const updated = gate();
    const commit = gate();
    const withdrawal = connection('withdrawal-first').begin(async (tx) => {
      await tx`UPDATE profiles SET consent_withdrawn_at = now() WHERE id = ${her.id}`;
      updated.open();
      await commit.opened;
    });
    await updated.opened;

    const fulfilment = fulfil({ sql: connection('fulfil-second'), jobs: h.boss, log, payments: TEST_MODE }, session);
    await waitsForLock('fulfil-second', fulfilment, 'fulfilment');
    commit.open();
    await withdrawal;

    expect(await fulfilment).toEqual({ kind: 'fulfilled', orderId, status: 'completed' });
    expect(await item(orderId)).toEqual({ releaseStatus: 'declined', contactInfo: null, refundDue: '2.00' });
  });

  it('when fulfilment has read her row, then a withdrawal waits until the fulfilment commits', async () => {
    const her = await buyableProfile(h.sql, { price: '2.00' });
    const { orderId, session } = await paidCheckout(her.id);

    // Fulfilment stops just before it commits: it has decided her item and enqueues the email.
    const deciding = gate();
    const commit = gate();
    const jobs: JobSender = {
      send: (async (...args: Parameters<JobSender['send']>) => {
        deciding.open();
        await commit.opened;
        return h.boss.send(...(args as [string, object, object]));
      }) as JobSender['send'],
    };
    const fulfilment = fulfil({ sql: connection('fulfil-first'), jobs, log, payments: TEST_MODE }, session);
    await deciding.opened;

    const withdrawal = connection('withdrawal-second')`UPDATE profiles SET consent_withdrawn_at = now() WHERE id = ${her.id}`;
    await waitsForLock('withdrawal-second', withdrawal, 'the withdrawal');
    commit.open();

    expect(await fulfilment).toEqual({ kind: 'fulfilled', orderId, status: 'completed' });
    await withdrawal;
    const released = await item(orderId);
    expect(released?.releaseStatus).toBe('released');
    expect(released?.contactInfo).toEqual({ whatsapp: her.contactMethods.whatsapp, email: 'x@example.com' });
    const [now] = await h.sql<
      { withdrawn: boolean }[]
    >`SELECT consent_withdrawn_at IS NOT NULL AS withdrawn FROM profiles WHERE id = ${her.id}`;
    expect(now?.withdrawn).toBe(true);
  });
});
