// Migration 00032 erases the profiles deleted before it (they had only left the public view): her
// row is blanked but for the consent record, her sold contact's copy and her owner-link requests
// go, and her files are listed for the media purge. A profile not deleted is left as it was.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrder } from '#db/seed/factories/order.factory.ts';
import { insertProfile } from '#db/seed/factories/profile.factory.ts';
import { databaseAtMigration, type MigratingDatabase } from '#tests/migrations.ts';

let db: MigratingDatabase;

beforeAll(async () => {
  db = await databaseAtMigration(31);
});
afterAll(async () => {
  await db?.drop();
});

describe('migration 00032', () => {
  it('erases the profiles deleted before it and lists their files for the purge; the others stay as they were', async () => {
    const sql = db.sql;
    const photo = `${randomUUID()}.webp`;
    const gone = await insertProfile(sql, {
      firstName: 'Dorotea',
      lastName: 'Quintanilla',
      email: 'dorotea.q@example.org',
      photos: [photo],
      primaryPhoto: photo,
      contactMethods: { whatsapp: '+1 809 555 0142' },
      sharedChannels: ['whatsapp'],
    });
    const staying = await insertProfile(sql, { firstName: 'Ramona', email: 'ramona@example.org' });
    const order = await insertOrder(sql, [gone.id, staying.id]);
    await sql`
      INSERT INTO owner_link_requests (token_hash, profile_id, language, expires_at)
      VALUES (${'a'.repeat(64)}, ${gone.id}, 'es', now() + interval '30 minutes')`;
    await sql`UPDATE profiles SET deleted_at = now() - interval '3 days' WHERE id = ${gone.id}`;

    expect(await db.migrateTo(32)).toContain('00032_erasure.sql');

    const [her] = await sql`
      SELECT first_name, last_name, email, age, location, photos, contact_methods, consent_text_version, consent_given_at,
        deleted_at < now() - interval '2 days' AS "deletedBefore"
      FROM profiles WHERE id = ${gone.id}`;
    expect(her).toEqual({
      first_name: '',
      last_name: null,
      email: null,
      age: null,
      location: null,
      photos: [],
      contact_methods: {},
      consent_text_version: gone.consentTextVersion,
      consent_given_at: gone.consentGivenAt,
      deletedBefore: true,
    });
    const items = await sql<{ profileId: number; price: string; contactInfo: object; snapshot: { firstName?: string } }[]>`
      SELECT profile_id AS "profileId", price, contact_info AS "contactInfo", profile_snapshot AS snapshot
      FROM order_items WHERE order_id = ${order.id} ORDER BY profile_id`;
    expect(items.find((i) => i.profileId === gone.id)).toMatchObject({ price: gone.price, contactInfo: {}, snapshot: {} });
    expect(items.find((i) => i.profileId === staying.id)?.snapshot.firstName).toBe('Ramona');
    expect(await sql`SELECT 1 FROM owner_link_requests WHERE profile_id = ${gone.id}`).toHaveLength(0);
    expect(await sql`SELECT via, media, storage_cleared_at FROM profile_erasures`).toEqual([
      { via: 'migration', media: [`images/${photo}`], storage_cleared_at: null },
    ]);
    const [ramona] = await sql`SELECT first_name, email, deleted_at FROM profiles WHERE id = ${staying.id}`;
    expect(ramona).toEqual({ first_name: 'Ramona', email: 'ramona@example.org', deleted_at: null });
  });
});
