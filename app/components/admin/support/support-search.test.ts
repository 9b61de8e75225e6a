import { describe, expect, it } from 'vitest';
import { messagesQuery, parseMessagesSearch, parseReportsSearch, reportsQuery } from './support-search.ts';

describe('the reports queue address', () => {
  it('keeps good filters and the page, drops bad ones', () => {
    expect(parseReportsSearch({ status: 'open', type: 'scam', assigned: 'me', overdue: true, order: 'oldest', page: 3 })).toEqual({
      status: 'open',
      type: 'scam',
      assigned: 'me',
      overdue: 'true',
      order: 'oldest',
      page: 3,
    });
    expect(parseReportsSearch({ status: 'new', type: 'spam', overdue: 'yes', page: 0, color: 'red' })).toEqual({});
  });

  it('asks the API for the page by limit and offset', () => {
    expect(reportsQuery({ status: 'active', page: 2 })).toBe('status=active&limit=20&offset=20');
  });
});

describe('the inbox address', () => {
  it('keeps good filters and asks the API for them', () => {
    const search = parseMessagesSearch({ subject: 'billing', read: 'unread', folder: 'archived', page: '1' });
    expect(search).toEqual({ subject: 'billing', read: 'unread', folder: 'archived' });
    expect(messagesQuery(search)).toBe('subject=billing&read=unread&folder=archived&limit=20&offset=0');
    expect(parseMessagesSearch({ subject: 'spam', read: 'maybe' })).toEqual({});
  });
});
