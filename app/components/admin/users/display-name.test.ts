import { describe, expect, it } from 'vitest';
import { displayName } from './display-name.ts';

describe("a site user's display name", () => {
  it('is her names, else her username', () => {
    expect(displayName({ firstName: 'Ana', lastName: null, username: 'ana1' })).toBe('Ana');
    expect(displayName({ firstName: 'Ana', lastName: 'Ruiz', username: 'ana1' })).toBe('Ana Ruiz');
    expect(displayName({ firstName: null, lastName: null, username: 'ana1' })).toBe('ana1');
  });
});
