import { describe, expect, it } from 'vitest';
import { parseProfilesSearch, profilesQuery } from './profiles-search.ts';

describe('the profile list address', () => {
  it('when it holds a known status, a search and a page, then all three are kept', () => {
    expect(parseProfilesSearch({ status: 'pending', search: 'María', page: '3' })).toEqual({ status: 'pending', search: 'María', page: 3 });
    expect(parseProfilesSearch({ status: 'edit_waiting' })).toEqual({ status: 'edit_waiting' });
  });

  it('when a value is unreadable, then it is dropped and page 1 is implied', () => {
    expect(parseProfilesSearch({ status: 'bogus', search: '  ', page: '0' })).toEqual({});
    expect(parseProfilesSearch({ page: 'x' })).toEqual({});
    expect(parseProfilesSearch({ page: 1 })).toEqual({});
    expect(parseProfilesSearch({ search: 1234 })).toEqual({ search: '1234' });
  });

  it('when a page is asked for, then the call pages by 50 with the filter and the trimmed search', () => {
    expect(profilesQuery({}, 50)).toBe('limit=50&offset=0');
    expect(profilesQuery({ page: 3, status: 'approved', search: ' ana ' }, 50)).toBe('limit=50&offset=100&status=approved&search=ana');
  });
});
