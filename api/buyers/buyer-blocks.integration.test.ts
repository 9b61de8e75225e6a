// Her block list and the admins': a buyer matches a block when any of its keys — the
// receipt email's hash, the account, the card fingerprint — matches; admins' blocks (no profile)
// apply everywhere; she sees labels, never emails; she removes only her own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProfile } from '#db/seed/factories/profile.factory.ts';
import { insertUser } from '#db/seed/factories/user.factory.ts';
import { createTestDatabase, type TestDatabase } from '#tests/db.ts';
import { blocksOf, matchingBlocks, removeBlock } from './buyer-blocks.queries.ts';
import { buyerEmailHash, buyerLabel, insertBlock } from './buyer-blocks.ts';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

describe('blocks', () => {
  it('match on any one identity: the email (whatever its case), the account, the card', async () => {
    const [her, other] = [await insertProfile(db.sql), await insertProfile(db.sql)];
    const user = await insertUser(db.sql);
    await insertBlock(db.sql, { profileId: her.id, email: ' Bad.Buyer@Example.com ', byOwner: true });
    await insertBlock(db.sql, { profileId: her.id, userId: user.id, byOwner: true });
    await insertBlock(db.sql, { profileId: other.id, cardFingerprint: 'fp_card_1' });
    const ids = [her.id, other.id];
    expect(await matchingBlocks(db.sql, { emailHash: buyerEmailHash('bad.buyer@example.com') }, ids)).toEqual({
      everywhere: false,
      profileIds: [her.id],
    });
    expect(await matchingBlocks(db.sql, { emailHash: buyerEmailHash('good@example.com'), userId: user.id }, ids)).toEqual({
      everywhere: false,
      profileIds: [her.id],
    });
    expect(await matchingBlocks(db.sql, { emailHash: buyerEmailHash('good@example.com'), cardFingerprint: 'fp_card_1' }, ids)).toEqual({
      everywhere: false,
      profileIds: [other.id],
    });
    expect(
      await matchingBlocks(db.sql, { emailHash: buyerEmailHash('good@example.com'), userId: null, cardFingerprint: 'fp_other' }, ids),
    ).toEqual({
      everywhere: false,
      profileIds: [],
    });
    expect(await matchingBlocks(db.sql, {}, ids)).toEqual({ everywhere: false, profileIds: [] });
    // only the profiles asked about
    expect(await matchingBlocks(db.sql, { userId: user.id }, [other.id])).toEqual({ everywhere: false, profileIds: [] });
  });

  it("an admin's block holds everywhere; the same keys again give the same block", async () => {
    const p = await insertProfile(db.sql);
    const first = await insertBlock(db.sql, { profileId: null, email: 'banned@example.com', reason: 'chargebacks', adminId: null });
    const again = await insertBlock(db.sql, { profileId: null, email: 'BANNED@example.com' });
    expect(again).toBe(first);
    expect(await matchingBlocks(db.sql, { emailHash: buyerEmailHash('banned@example.com') }, [p.id])).toEqual({
      everywhere: true,
      profileIds: [],
    });
    await expect(insertBlock(db.sql, { profileId: p.id })).rejects.toThrow(/needs an email/);
  });

  it('her list shows labels newest first; she removes only her own blocks', async () => {
    const [her, other] = [await insertProfile(db.sql), await insertProfile(db.sql)];
    const a = await insertBlock(db.sql, { profileId: her.id, cardFingerprint: 'fp_a', label: 'John (US)', byOwner: true });
    const b = await insertBlock(db.sql, { profileId: her.id, email: 'x@example.com', label: null });
    const theirs = await insertBlock(db.sql, { profileId: other.id, cardFingerprint: 'fp_a', byOwner: true });
    const list = await blocksOf(db.sql, her.id);
    expect(list.map((block) => [block.id, block.label, block.byOwner])).toEqual([
      [b, null, false],
      [a, 'John (US)', true],
    ]);
    expect(JSON.stringify(list)).not.toContain('x@example.com');
    expect(await removeBlock(db.sql, theirs, { profileId: her.id })).toBe(false);
    expect(await removeBlock(db.sql, a, { profileId: her.id })).toBe(true);
    expect(await removeBlock(db.sql, a, { profileId: her.id })).toBe(false);
    expect((await blocksOf(db.sql, her.id)).map((block) => block.id)).toEqual([b]);
  });

  it('labels a buyer by first name and country, never by a guest placeholder', () => {
    expect(buyerLabel({ disclosureFirstName: ' Johnny ', customerName: 'John Buyer', country: 'US' })).toBe('Johnny (US)');
    expect(buyerLabel({ disclosureFirstName: null, customerName: 'John Buyer', country: null })).toBe('John');
    expect(buyerLabel({ disclosureFirstName: null, customerName: 'Guest Customer', country: 'GB' })).toBe('(GB)');
    expect(buyerLabel({ disclosureFirstName: null, customerName: null, country: null })).toBeNull();
  });
});
