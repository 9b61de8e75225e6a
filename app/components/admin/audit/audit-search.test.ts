import { describe, expect, it } from 'vitest';
import { auditQueryString, hasFilters, parseAuditSearch } from './audit-search.ts';

describe('the audit log search params', () => {
  it('keeps good filters and drops bad ones, so a mistyped address shows the log', () => {
    expect(parseAuditSearch({ action: 'mfa.enrol', adminId: '7', from: '2026-01-31', to: '2026-02-30', page: '3', junk: 'x' })).toEqual({
      action: 'mfa.enrol',
      adminId: 7,
      from: '2026-01-31',
      page: 3,
    });
    expect(parseAuditSearch({ adminId: 'abc', page: '0', targetId: '' })).toEqual({});
    expect(parseAuditSearch({ adminId: 12 })).toEqual({ adminId: 12 });
  });

  it('asks the API for the page of 50 the page number names', () => {
    expect(auditQueryString({ action: 'user.activate', page: 3 })).toBe('action=user.activate&limit=50&offset=100');
    expect(auditQueryString({})).toBe('limit=50&offset=0');
  });

  it('knows when a filter is set (the empty state differs)', () => {
    expect(hasFilters({ page: 2 })).toBe(false);
    expect(hasFilters({ targetType: 'profile' })).toBe(true);
  });
});
