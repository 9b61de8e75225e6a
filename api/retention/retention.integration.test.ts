// The privacy page's retention promises, kept by scheduled jobs on real pg-boss workers against a
// real PostgreSQL and a disk store: rows are aged by moving their timestamps, a job runs, and what
// is past its time is gone while a row just inside the limit, and everything unrelated, stays.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PgBoss } from 'pg-boss';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Env, parseEnv } from '#api/env.ts';
import { startBoss } from '#api/jobs/boss.ts';
import { createDiskStorage, type MediaStorage } from '#api/storage/storage.ts';
import { DISCLOSURE_KEPT_DAYS } from '#contract/approval-request.schema.ts';
import { insertOrder } from '#db/seed/factories/order.factory.ts';
import { insertProfile } from '#db/seed/factories/profile.factory.ts';
import { insertContactMessage, insertReport } from '#db/seed/factories/support.factory.ts';
import { insertUser } from '#db/seed/factories/user.factory.ts';
import { createTestDatabase, type TestDatabase } from '#tests/db.ts';
import { buyerDisclosure, sealedDisclosure } from '#tests/factories/disclosure.factory.ts';
import { waitForJobState } from '#tests/jobs.ts';
import { ERASED_EMAIL } from '../account/account.queries.ts';
import { disclosureSeal, sealPlainDisclosures } from '../buyers/buyer-disclosure.ts';
import { DISCLOSURE_RETENTION_QUEUE } from '../buyers/disclosure-retention.job.ts';
import { CONSENT_RECORD_YEARS, CONSENT_RETENTION_QUEUE } from './consent-retention.job.ts';
import { IDLE_ACCOUNT_YEARS, IDLE_ACCOUNTS_QUEUE } from './idle-accounts.job.ts';
import { RECORDS_RETENTION_QUEUE, RECORDS_YEARS } from './records-retention.job.ts';
import { SUPPORT_RETENTION_QUEUE, SUPPORT_YEARS } from './support-retention.job.ts';

const SECRET = 'retention-tests-secret-0123456789-abcdefghij';
const OLD_SECRET = 'retention-tests-old-secret-0123456789-abcdef';

let db: TestDatabase;
let boss: PgBoss;
let env: Env;
let storage: MediaStorage;
let dataDir: string;
const log = pino({ level: 'silent' });

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'contacto-retention-'));
  env = parseEnv({ SESSION_SECRET: SECRET, SESSION_SECRET_PREVIOUS: OLD_SECRET, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  storage = createDiskStorage(path.join(dataDir, 'uploads'));
  boss = await startBoss({ url: db.url, sql: db.sql, log, work: true, env, storage });
});

afterAll(async () => {
  await boss?.stop({ graceful: false });
  await db?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function run(queue: string) {
  const id = await boss.send(queue, {});
  expect(id).toBeTruthy();
  await waitForJobState(boss, queue, id!, 'completed');
}

/** A moment `years` years (plus `days` days) before now, as the database counts it. */
async function ago(years: number, days = 0): Promise<Date> {
  const [row] = await db.sql<{ at: Date }[]>`SELECT now() - make_interval(years => ${years}, days => ${days}) AS at`;
  return row!.at;
}

const ids = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);

describe('the retention jobs', () => {
  it('are each scheduled with pg-boss', async () => {
    const schedules = new Map((await boss.getSchedules()).map((s) => [s.name, s.cron]));
    for (const queue of [
      IDLE_ACCOUNTS_QUEUE,
      SUPPORT_RETENTION_QUEUE,
      CONSENT_RETENTION_QUEUE,
      RECORDS_RETENTION_QUEUE,
      DISCLOSURE_RETENTION_QUEUE,
    ]) {
      expect(schedules.get(queue), queue).toMatch(/^\S+ \S+ \* \* \*$/);
    }
  });
});

describe('accounts unused for years', () => {
  it('are erased with their sessions, favourites and tokens; their orders keep price, status and times with personal fields blanked', async () => {
    const profile = await insertProfile(db.sql);
    const idle = await insertUser(db.sql, { lastLogin: await ago(IDLE_ACCOUNT_YEARS, 1), registrationDate: await ago(6) });
    const neverSignedIn = await insertUser(db.sql, { lastLogin: null, registrationDate: await ago(IDLE_ACCOUNT_YEARS, 1) });
    const justInside = await insertUser(db.sql, { lastLogin: await ago(IDLE_ACCOUNT_YEARS, -1), registrationDate: await ago(6) });
    const newcomer = await insertUser(db.sql, { lastLogin: null, registrationDate: await ago(IDLE_ACCOUNT_YEARS, -1) });
    const stillBrowsing = await insertUser(db.sql, { lastLogin: await ago(IDLE_ACCOUNT_YEARS, 1), registrationDate: await ago(6) });

    await db.sql`UPDATE users SET password_reset_token_hash = ${'a'.repeat(64)}, password_reset_expires = now() WHERE id = ${idle.id}`;
    for (const user of [idle, justInside, stillBrowsing]) {
      await db.sql`INSERT INTO user_favorites (user_id, profile_id) VALUES (${user.id}, ${profile.id})`;
    }
    await db.sql`
      INSERT INTO user_sessions (id, user_id, expires_at, last_activity) VALUES
        (${`idle-${randomUUID()}`}, ${idle.id}, now() + interval '1 day', ${await ago(IDLE_ACCOUNT_YEARS, 2)}),
        (${`live-${randomUUID()}`}, ${stillBrowsing.id}, now() + interval '1 day', now() - interval '1 hour')`;

    const created = await ago(IDLE_ACCOUNT_YEARS, 30);
    const bought = await insertOrder(db.sql, [profile.id], {
      userId: idle.id,
      customerEmail: idle.email,
      customerName: 'Alex Buyer',
      createdAt: created,
    });
    const form = sealedDisclosure(SECRET);
    await db.sql`
      UPDATE orders SET card_fingerprint = 'card_idle', buyer_country = 'US', buyer_first_name = ${form.firstName},
        buyer_disclosure_sealed = ${form.sealed}
      WHERE id = ${bought.id}`;
    // the same address bought once without signing in: that order is not the account's
    const asGuest = await insertOrder(db.sql, [profile.id], { customerEmail: idle.email, customerName: 'Alex Buyer' });
    const othersOrder = await insertOrder(db.sql, [profile.id], { userId: justInside.id, customerEmail: justInside.email });

    // her block of this buyer keys on his account and his email; an admin's only on the account
    const [kept] = await db.sql<{ id: number }[]>`
      INSERT INTO buyer_blocks (profile_id, buyer_email_hash, user_id) VALUES (${profile.id}, ${'b'.repeat(64)}, ${idle.id}) RETURNING id`;
    await db.sql`INSERT INTO buyer_blocks (profile_id, user_id) VALUES (NULL, ${idle.id})`;

    const before = await db.sql`SELECT * FROM orders WHERE id = ${bought.id}`;
    await run(IDLE_ACCOUNTS_QUEUE);

    const users = await db.sql<{ id: number }[]>`SELECT id FROM users`;
    expect(ids(users)).toEqual(ids([justInside, newcomer, stillBrowsing]));
    expect(ids(users)).not.toContain(neverSignedIn.id);
    expect(await db.sql`SELECT 1 FROM user_sessions WHERE user_id = ${idle.id}`).toHaveLength(0);
    expect(await db.sql`SELECT 1 FROM user_favorites WHERE user_id = ${idle.id}`).toHaveLength(0);
    expect(await db.sql`SELECT 1 FROM user_favorites WHERE user_id IN ${db.sql([justInside.id, stillBrowsing.id])}`).toHaveLength(2);
    expect(await db.sql`SELECT 1 FROM users WHERE password_reset_token_hash = ${'a'.repeat(64)}`).toHaveLength(0);

    const [after] = await db.sql`SELECT * FROM orders WHERE id = ${bought.id}`;
    expect(after).toMatchObject({
      user_id: null,
      customer_email: ERASED_EMAIL,
      customer_name: null,
      buyer_first_name: null,
      card_fingerprint: null,
      buyer_disclosure_sealed: null,
      total_amount: before[0]!.total_amount,
      status: before[0]!.status,
      created_at: before[0]!.created_at,
      completed_at: before[0]!.completed_at,
      buyer_country: null,
    });
    expect(JSON.stringify(after)).not.toContain(idle.email);
    const items = await db.sql`SELECT price, release_status, profile_id FROM order_items WHERE order_id = ${bought.id}`;
    expect(items).toEqual([{ price: bought.items[0]!.price, release_status: 'released', profile_id: profile.id }]);

    const [guest] = await db.sql`SELECT customer_email, customer_name FROM orders WHERE id = ${asGuest.id}`;
    expect(guest).toEqual({ customer_email: idle.email, customer_name: 'Alex Buyer' });
    const [other] = await db.sql`SELECT user_id, customer_email FROM orders WHERE id = ${othersOrder.id}`;
    expect(other).toEqual({ user_id: justInside.id, customer_email: justInside.email });

    // the block that still names him by another identity stays; the account-only one went with the account
    const blocks = await db.sql<{ id: number; userId: number | null }[]>`SELECT id, user_id AS "userId" FROM buyer_blocks`;
    expect(blocks).toEqual([{ id: kept!.id, userId: null }]);
  });
});

describe('messages and reports', () => {
  it('go two years after they were last handled (messages) or closed (reports), reports with their evidence file', async () => {
    const old = await ago(SUPPORT_YEARS, 1);
    const inside = await ago(SUPPORT_YEARS, -1);
    await insertContactMessage(db.sql, { createdAt: old });
    const fresh = await insertContactMessage(db.sql, { createdAt: inside });
    const repliedLately = await insertContactMessage(db.sql, { createdAt: await ago(SUPPORT_YEARS + 1) });
    await db.sql`INSERT INTO contact_message_replies (message_id, body, created_at) VALUES (${repliedLately.id}, 'Thanks!', ${inside})`;
    const repliedLongAgo = await insertContactMessage(db.sql, { createdAt: await ago(SUPPORT_YEARS + 1) });
    await db.sql`INSERT INTO contact_message_replies (message_id, body, created_at) VALUES (${repliedLongAgo.id}, 'Thanks!', ${old})`;
    // archiving is the inbox's own state, not an answer: it does not keep a message longer
    const archivedLately = await insertContactMessage(db.sql, { createdAt: await ago(SUPPORT_YEARS + 1) });
    await db.sql`UPDATE contact_messages SET archived_at = ${inside} WHERE id = ${archivedLately.id}`;

    const file = `${randomUUID()}.pdf`;
    await storage.put('evidence', file, Buffer.from('%PDF-1.4 evidence'), 'application/pdf');
    const keptFile = `${randomUUID()}.pdf`;
    await storage.put('evidence', keptFile, Buffer.from('%PDF-1.4 evidence'), 'application/pdf');
    const closedLongAgo = await insertReport(db.sql, { status: 'resolved', createdAt: await ago(SUPPORT_YEARS + 1) });
    await db.sql`
      UPDATE reports SET resolved_at = ${old}, evidence_file = ${file}, evidence_mimetype = 'application/pdf', evidence_size = 17
      WHERE id = ${closedLongAgo.id}`;
    await db.sql`INSERT INTO report_notes (report_id, body) VALUES (${closedLongAgo.id}, 'Checked the photos.')`;
    const dismissedLongAgo = await insertReport(db.sql, { status: 'dismissed', createdAt: await ago(SUPPORT_YEARS + 1) });
    await db.sql`UPDATE reports SET resolved_at = ${old} WHERE id = ${dismissedLongAgo.id}`;
    const closedLately = await insertReport(db.sql, { status: 'resolved', createdAt: await ago(SUPPORT_YEARS + 1) });
    await db.sql`
      UPDATE reports SET resolved_at = ${inside}, evidence_file = ${keptFile}, evidence_mimetype = 'application/pdf', evidence_size = 17
      WHERE id = ${closedLately.id}`;
    const stillOpen = await insertReport(db.sql, { status: 'in_review', createdAt: await ago(SUPPORT_YEARS + 3) });

    await run(SUPPORT_RETENTION_QUEUE);

    expect(ids(await db.sql<{ id: number }[]>`SELECT id FROM contact_messages`)).toEqual(ids([fresh, repliedLately]));
    expect(await db.sql`SELECT 1 FROM contact_message_replies WHERE message_id = ${repliedLongAgo.id}`).toHaveLength(0);
    expect(ids(await db.sql<{ id: number }[]>`SELECT id FROM reports`)).toEqual(ids([closedLately, stillOpen]));
    expect(await db.sql`SELECT 1 FROM report_notes WHERE report_id = ${closedLongAgo.id}`).toHaveLength(0);
    expect(await storage.get('evidence', file)).toBeNull();
    expect(await storage.get('evidence', keptFile)).not.toBeNull();
  });
});

describe('consent records', () => {
  it('go three years after the profile was deleted, with what is left of her row; sold items keep their price', async () => {
    const gone = await insertProfile(db.sql, { deletedAt: await ago(CONSENT_RECORD_YEARS, 1) });
    const inside = await insertProfile(db.sql, { deletedAt: await ago(CONSENT_RECORD_YEARS, -1) });
    const live = await insertProfile(db.sql, { createdAt: await ago(CONSENT_RECORD_YEARS + 2) });
    const sold = await insertOrder(db.sql, [gone.id], { createdAt: await ago(CONSENT_RECORD_YEARS + 1) });

    await run(CONSENT_RETENTION_QUEUE);

    const left = ids(await db.sql<{ id: number }[]>`SELECT id FROM profiles WHERE id IN ${db.sql([gone.id, inside.id, live.id])}`);
    expect(left).toEqual(ids([inside, live]));
    const [item] = await db.sql`SELECT profile_id, price, release_status FROM order_items WHERE order_id = ${sold.id}`;
    expect(item).toEqual({ profile_id: null, price: sold.items[0]!.price, release_status: 'released' });
  });
});

describe('orders and the audit trail', () => {
  it('go seven years after they were made, an order with its items and refunds', async () => {
    const profile = await insertProfile(db.sql);
    const expired = await insertOrder(db.sql, [profile.id], { createdAt: await ago(RECORDS_YEARS, 1) });
    const [refund] = await db.sql<{ id: number }[]>`
      INSERT INTO order_refunds (order_id, kind, amount_cents, currency) VALUES (${expired.id}, 'admin', 100, 'usd') RETURNING id`;
    await db.sql`
      UPDATE order_refunds SET status = 'succeeded', provider_refund_id = 're_1', completed_at = now() WHERE id = ${refund!.id}`;
    await db.sql`
      UPDATE order_items SET release_status = 'refunded', contact_info = NULL, refund_id = ${refund!.id}, refunded_at = now()
      WHERE order_id = ${expired.id}`;
    const inside = await insertOrder(db.sql, [profile.id], { createdAt: await ago(RECORDS_YEARS, -1) });
    await db.sql`
      INSERT INTO admin_activity_log (action, target_type, target_id, timestamp) VALUES
        ('order.refund', 'order', ${String(expired.id)}, ${await ago(RECORDS_YEARS, 1)}),
        ('order.refund', 'order', ${String(inside.id)}, ${await ago(RECORDS_YEARS, -1)})`;

    await run(RECORDS_RETENTION_QUEUE);

    const orders = ids(await db.sql<{ id: number }[]>`SELECT id FROM orders WHERE id IN ${db.sql([expired.id, inside.id])}`);
    expect(orders).toEqual([inside.id]);
    expect(await db.sql`SELECT 1 FROM order_items WHERE order_id = ${expired.id}`).toHaveLength(0);
    expect(await db.sql`SELECT 1 FROM order_refunds WHERE order_id = ${expired.id}`).toHaveLength(0);
    expect(await db.sql`SELECT 1 FROM order_items WHERE order_id = ${inside.id}`).toHaveLength(1);
    const audit = await db.sql<{ targetId: string }[]>`
      SELECT target_id AS "targetId" FROM admin_activity_log WHERE action = 'order.refund'`;
    expect(audit).toEqual([{ targetId: String(inside.id) }]);
  });
});

describe("the buyer's disclosure form", () => {
  /** An approval purchase whose only item was decided `decidedAgo` ago (or still waits). */
  async function decidedPurchase(decidedAgo: string | null, form: { sealed?: string; plain?: object } = {}) {
    const profile = await insertProfile(db.sql);
    const order = await insertOrder(db.sql, [profile.id], {
      status: decidedAgo === null ? 'awaiting_approval' : 'completed',
      createdAt: await ago(0, 60),
    });
    const sealed = form.plain ? null : (form.sealed ?? sealedDisclosure(SECRET).sealed);
    await db.sql`
      UPDATE orders SET capture_method = 'manual', buyer_country = 'US', buyer_first_name = 'John',
        buyer_disclosure_sealed = ${sealed}, buyer_disclosure = ${form.plain ? db.sql.json(form.plain as never) : null}
      WHERE id = ${order.id}`;
    if (decidedAgo === null) {
      await db.sql`UPDATE order_items SET approval_requested_at = now() - interval '1 day' WHERE order_id = ${order.id}`;
    } else {
      await db.sql`
        UPDATE order_items SET release_status = 'declined', decline_reason = 'she_declined', approval_decided_by = 'owner',
          contact_info = NULL, released_at = NULL, approval_requested_at = now() - ${decidedAgo}::interval - interval '1 day',
          decided_at = now() - ${decidedAgo}::interval
        WHERE order_id = ${order.id}`;
    }
    return order.id;
  }

  const stored = async (orderId: number) =>
    (
      await db.sql<{ sealed: string | null; plain: unknown; erasedAt: Date | null; firstName: string | null }[]>`
        SELECT buyer_disclosure_sealed AS sealed, buyer_disclosure AS plain, buyer_disclosure_erased_at AS "erasedAt",
               buyer_first_name AS "firstName"
        FROM orders WHERE id = ${orderId}`
    )[0]!;

  it(`is erased ${DISCLOSURE_KEPT_DAYS} days after the last decision on the purchase, or after it ended unpaid`, async () => {
    const past = await decidedPurchase(`${DISCLOSURE_KEPT_DAYS} days 1 hour`);
    const inside = await decidedPurchase(`${DISCLOSURE_KEPT_DAYS - 1} days`);
    const waiting = await decidedPurchase(null);
    const unpaid = await insertOrder(db.sql, [(await insertProfile(db.sql)).id], {
      status: 'expired',
      createdAt: await ago(0, DISCLOSURE_KEPT_DAYS + 1),
    });
    await db.sql`UPDATE orders SET buyer_disclosure_sealed = ${sealedDisclosure(SECRET).sealed} WHERE id = ${unpaid.id}`;

    await run(DISCLOSURE_RETENTION_QUEUE);

    for (const orderId of [past, unpaid.id]) {
      expect(await stored(orderId)).toMatchObject({ sealed: null, plain: null, erasedAt: expect.any(Date) });
    }
    expect((await stored(past)).firstName).toBe('John');
    for (const orderId of [inside, waiting]) {
      const row = await stored(orderId);
      expect(row).toMatchObject({ erasedAt: null });
      expect(disclosureSeal(env).open(row.sealed!)).toEqual(buyerDisclosure());
    }
  });

  it('left in clear by the old code is sealed (at start-up and by the job), and one sealed under a previous secret is sealed again', async () => {
    const answers = buyerDisclosure({ firstName: 'Walter', placesLived: ['Maine'] });
    const plainAtStart = await decidedPurchase(null, { plain: answers });
    expect(await sealPlainDisclosures(db.sql, disclosureSeal(env))).toBeGreaterThanOrEqual(1);
    const plainLater = await decidedPurchase(null, { plain: answers });
    const rotated = await decidedPurchase(null, { sealed: sealedDisclosure(OLD_SECRET, answers).sealed });
    expect((await stored(rotated)).sealed?.startsWith(`${disclosureSeal(env).currentKeyId()}.`)).toBe(false);

    await run(DISCLOSURE_RETENTION_QUEUE);

    for (const orderId of [plainAtStart, plainLater, rotated]) {
      const row = await stored(orderId);
      expect(row.plain).toBeNull();
      expect(row.sealed?.startsWith(`${disclosureSeal(env).currentKeyId()}.`)).toBe(true);
      expect(row.sealed).not.toContain('Maine');
      // the current secret alone opens it now: the previous one may be dropped
      const current = disclosureSeal(parseEnv({ SESSION_SECRET: SECRET, DATA_DIR: dataDir }));
      expect(current.open(row.sealed!)).toEqual(answers);
    }
    expect((await stored(plainLater)).firstName).toBe('John');
  });
});
