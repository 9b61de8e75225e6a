// The API for the back office's support tests (reports queue, message inbox): a test database, a
// media store in a temporary folder, a recording job queue, one signed-in admin, and delivery of
// the queued support mails through the real job and nodemailer to a test SMTP server.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { SUPPORT_MAIL_QUEUE, supportMailJob } from '#api/admin/support-mail/support-mail.job.ts';
import { parseEnv } from '#api/env.ts';
import type { JobContext } from '#api/jobs/queues.ts';
import type { JobSender } from '#api/jobs/send-in-transaction.ts';
import { createMailer } from '#api/mail/mailer.ts';
import { jobOwnData } from '#api/observability/request-context.ts';
import { createDiskStorage, type MediaStorage } from '#api/storage/storage.ts';
import type { InsertedAdmin } from '#db/seed/factories/admin.factory.ts';
import { signedInAdmin } from './admin-client.ts';
import { startApiApp } from './api-app.ts';
import type { CookieClient, SentJob } from './auth-client.ts';
import { createTestDatabase, type TestDatabase } from './db.ts';
import { type ReceivedMail, startSmtpServer, type TestSmtpServer } from './smtp.ts';

export interface SupportTestContext {
  db: TestDatabase;
  app: { url: string };
  storage: MediaStorage;
  jobs: SentJob[];
  admin: InsertedAdmin;
  client: CookieClient;
  /** Runs the support mail jobs queued so far (and forgets them); answers the mails received. */
  deliverMail(): Promise<ReceivedMail[]>;
}

export function usingSupportApp(): SupportTestContext {
  const ctx = { jobs: [] as SentJob[] } as SupportTestContext;
  let tmp = '';
  let smtp: TestSmtpServer;
  let server: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    ctx.db = await createTestDatabase();
    tmp = await mkdtemp(path.join(os.tmpdir(), 'contacto-support-'));
    ctx.storage = createDiskStorage(path.join(tmp, 'uploads'));
    const sender = {
      async send(name: string, data: object) {
        ctx.jobs.push({ name, data: jobOwnData(data) as Record<string, unknown> });
        return randomUUID();
      },
    } as unknown as JobSender;
    const env = { PUBLIC_URL: 'https://contacto.example', SESSION_SECRET: 'support-tests-secret-0123456789-abcdefgh' };
    server = await startApiApp(ctx.db, ctx.storage, env, { jobs: sender });
    ctx.app = { url: server.url };
    smtp = await startSmtpServer();
    const mailer = createMailer({
      from: 'Contacto <support@contacto.example>',
      smtpUrl: smtp.url,
      outboxDir: tmp,
      log: pino({ level: 'silent' }),
    });
    const context = { sql: ctx.db.sql, log: pino({ level: 'silent' }), env: parseEnv(env), jobs: sender, mailer } as unknown as JobContext;
    ctx.deliverMail = async () => {
      const before = smtp.messages.length;
      const pending = ctx.jobs.splice(0).filter((job) => job.name === SUPPORT_MAIL_QUEUE);
      for (const job of pending) await supportMailJob.handle(supportMailJob.payload.parse(job.data), context);
      return smtp.messages.slice(before);
    };
    Object.assign(ctx, await signedInAdmin(ctx, 'admin'));
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
    await ctx.db?.drop();
    if (tmp) await rm(tmp, { recursive: true, force: true });
  });
  return ctx;
}

/** The audit rows of one action on one target, oldest first. */
export function auditRows(db: TestDatabase, action: string, targetId: number) {
  return db.sql<{ adminId: number | null; targetType: string; details: Record<string, unknown> }[]>`
    SELECT admin_id AS "adminId", target_type AS "targetType", details FROM admin_activity_log
    WHERE action = ${action} AND target_id = ${String(targetId)} ORDER BY id`;
}
