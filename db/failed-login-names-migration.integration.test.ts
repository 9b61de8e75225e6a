// Migration 00037 takes the name as typed out of the failed back-office logins already in the
// audit trail (often a password typed into the wrong field); every other field of those rows, and
// every other row, stays as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseAtMigration, type MigratingDatabase } from '#tests/migrations.ts';

let db: MigratingDatabase;

beforeAll(async () => {
  db = await databaseAtMigration(36);
});
afterAll(async () => {
  await db?.drop();
});

describe('migration 00037', () => {
  it('drops the typed username of failed admin logins, and keeps the reason, the client and the account', async () => {
    const sql = db.sql;
    await sql`
      INSERT INTO admin_activity_log (admin_id, action, target_type, target_id, details, ip_address) VALUES
        (NULL, 'admin.login_failed', NULL, NULL, '{"username": "Hunter2-as-name", "reason": "unknown"}', '198.51.100.7'),
        (NULL, 'admin.login_failed', 'admin', '4', '{"username": "moderator", "reason": "mfa"}', '198.51.100.8'),
        (NULL, 'admin.user_created', 'admin', '5', '{"username": "newcomer"}', '198.51.100.9')`;

    expect(await db.migrateTo(37)).toContain('00037_failed_login_without_typed_name.sql');
    const rows = await sql<{ action: string; targetId: string | null; details: Record<string, unknown>; ipAddress: string }[]>`
      SELECT action, target_id AS "targetId", details, ip_address AS "ipAddress" FROM admin_activity_log ORDER BY id`;
    expect(rows).toEqual([
      { action: 'admin.login_failed', targetId: null, details: { reason: 'unknown' }, ipAddress: '198.51.100.7' },
      { action: 'admin.login_failed', targetId: '4', details: { reason: 'mfa' }, ipAddress: '198.51.100.8' },
      { action: 'admin.user_created', targetId: '5', details: { username: 'newcomer' }, ipAddress: '198.51.100.9' },
    ]);
  });
});
