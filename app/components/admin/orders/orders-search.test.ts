// The order list's address: good values kept, bad ones dropped, the API's call derived from it.
import { describe, expect, it } from 'vitest';
import { ordersQuery, parseOrdersSearch } from './orders-search.ts';

describe('parseOrdersSearch', () => {
  it('keeps the search, filters and page that the API accepts', () => {
    expect(parseOrdersSearch({ q: ' #1234 ', status: 'refunded', mode: 'live', from: '2026-01-01', to: '2026-01-31', page: '3' })).toEqual({
      q: '#1234',
      status: 'refunded',
      mode: 'live',
      from: '2026-01-01',
      to: '2026-01-31',
      page: 3,
    });
  });

  it('drops what the API would refuse, and a number-looking search arrives as a number', () => {
    expect(parseOrdersSearch({ q: 1234, status: 'lost', mode: 'x', from: '2026-02-30', page: '0' })).toEqual({ q: '1234' });
    expect(parseOrdersSearch({ q: '   ', page: 'abc' })).toEqual({});
  });
});

describe('ordersQuery', () => {
  it('asks for the page as limit and offset', () => {
    expect(ordersQuery({ q: 'ana', mode: 'test', page: 2 })).toBe('q=ana&mode=test&limit=25&offset=25');
    expect(ordersQuery({})).toBe('limit=25&offset=0');
  });
});
