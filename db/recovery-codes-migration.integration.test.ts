// Migration 00034 retires the admins' old recovery codes (about 49 bits each, stored as a plain
// SHA-256): they are deleted, each admin who still had unused ones gets an audit row saying so,
// and the table takes only keyed hashes with their key id from then on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAdmin } from '#db/seed/factories/admin.factory.ts';
import { hashToken } from '#lib/crypto.ts';
import { databaseAtMigration, type MigratingDatabase } from '#tests/migrations.ts';

let db: MigratingDatabase;

beforeAll(async () => {
  db = await databaseAtMigration(33);
});
afterAll(async () => {
  await db?.drop();
});

describe('migration 00034', () => {
  it('deletes the unkeyed recovery codes, audits whose unused codes were retired, and refuses unkeyed hashes afterwards', async () => {
    const sql = db.sql;
    const withCodes = await insertAdmin(sql);
    const allUsed = await insertAdmin(sql);
    const old = (admin: { id: number }, code: string, used: boolean) => sql`
      INSERT INTO admin_recovery_codes (admin_id, code_hash, used_at) VALUES (${admin.id}, ${hashToken(code)}, ${used ? new Date() : null})`;
    await old(withCodes, 'abcde-fghjk', false);
    await old(withCodes, 'mnpqr-stuvw', false);
    await old(withCodes, 'xyz23-45678', true);
    await old(allUsed, 'aaaaa-bbbbb', true);

    expect(await db.migrateTo(34)).toEqual([expect.stringMatching(/^00034_/)]);

    expect(await sql`SELECT 1 FROM admin_recovery_codes`).toHaveLength(0);
    const audited = await sql<{ adminId: number | null; targetId: string; details: Record<string, unknown> }[]>`
      SELECT admin_id AS "adminId", target_id AS "targetId", details
        FROM admin_activity_log WHERE action = 'mfa.recovery_codes_retired' ORDER BY id`;
    expect(audited).toEqual([{ adminId: null, targetId: String(withCodes.id), details: { unusedCodes: 2 } }]);

    await expect(sql`
      INSERT INTO admin_recovery_codes (admin_id, code_hash, key_id) VALUES (${withCodes.id}, ${hashToken('abcde-fghjk')}, 'abcdefgh')`).rejects.toThrow(
      /check constraint/,
    );
    await sql`
      INSERT INTO admin_recovery_codes (admin_id, code_hash, key_id) VALUES (${withCodes.id}, ${'k'.repeat(43)}, 'abcdefgh')`;
  });
});
