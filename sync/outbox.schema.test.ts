import { describe, expect, it } from 'vitest';
import { OutboxChangeSchema, OutboxEntrySchema } from './outbox.schema.ts';

const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
const add = {
  id,
  kind: 'favorite.add',
  payload: { userId: 3, profileId: 7, addedAt: 1_700_000_000_000 },
  createdAt: 1_700_000_000_000,
  attempts: 0,
};
const remove = { id, kind: 'favorite.remove', payload: { userId: 3, profileId: 7 }, createdAt: 1_700_000_000_500, attempts: 2 };

describe('the outbox entry schema', () => {
  it('accepts each kind with its own payload', () => {
    expect(OutboxEntrySchema.parse(add)).toEqual(add);
    expect(OutboxEntrySchema.parse(remove)).toEqual(remove);
    expect(OutboxChangeSchema.parse({ kind: remove.kind, payload: remove.payload })).toEqual({
      kind: remove.kind,
      payload: remove.payload,
    });
  });

  it.each([
    ['an unknown kind', { ...add, kind: 'favorite.toggle' }],
    ['a payload of another kind', { ...add, payload: remove.payload }],
    ['a missing user', { ...remove, payload: { profileId: 7 } }],
    ['a profile id that is not a positive integer', { ...remove, payload: { userId: 3, profileId: 0 } }],
    ['an id that is not a UUID', { ...add, id: 'entry-1' }],
    ['a negative attempt count', { ...add, attempts: -1 }],
    ['a fractional creation time', { ...add, createdAt: 1.5 }],
    ['no creation time', { ...add, createdAt: undefined }],
  ])('refuses %s', (_, entry) => {
    expect(OutboxEntrySchema.safeParse(entry).success).toBe(false);
  });

  it('refuses a change without its payload', () => {
    expect(OutboxChangeSchema.safeParse({ kind: 'favorite.add' }).success).toBe(false);
  });
});
