import { describe, expect, it } from 'vitest';
import { parseUsersSearch, usersQuery } from './users-search.ts';

describe('the search params of /admin/users', () => {
  it('keep a page past the first and a search', () => {
    expect(parseUsersSearch({ page: '3', q: ' ana ' })).toEqual({ page: 3, q: 'ana' });
  });

  it('drop what they cannot read', () => {
    expect(parseUsersSearch({ page: 'x', q: 5 })).toEqual({});
    expect(parseUsersSearch({ page: '1', q: '' })).toEqual({});
  });

  it('become the server call with limit, offset and search', () => {
    expect(usersQuery({ page: 3, search: 'a b' })).toBe('limit=20&offset=40&search=a+b');
    expect(usersQuery({ page: 1, search: '' })).toBe('limit=20&offset=0');
  });
});
