import { describe, expect, it } from 'vitest';
import { parseBrowseSearch } from './browse-search.ts';

const none = { search: undefined, location: undefined, age: undefined, sort: undefined, page: undefined };

describe('parseBrowseSearch', () => {
  it('keeps valid values', () => {
    expect(parseBrowseSearch({ search: 'María', location: 'Punta Cana', age: '36+', sort: 'oldest-age', page: 3 })).toEqual({
      search: 'María',
      location: 'Punta Cana',
      age: '36+',
      sort: 'oldest-age',
      page: 3,
    });
  });

  it('drops each bad value on its own, keeping the good ones', () => {
    expect(parseBrowseSearch({ search: 'ana', location: 'Paris', age: '40-50', sort: 'random', page: 0 })).toEqual({
      ...none,
      search: 'ana',
    });
    expect(parseBrowseSearch({ page: 'two', sort: 'youngest' })).toEqual({ ...none, sort: 'youngest' });
    expect(parseBrowseSearch({ page: 2.5, age: 99 })).toEqual(none);
    expect(parseBrowseSearch({ location: ['Santiago'] })).toEqual(none);
  });

  it('reads numbers the router parsed back as text, and page numbers given as text', () => {
    expect(parseBrowseSearch({ search: 123, page: '4' })).toEqual({ ...none, search: '123', page: 4 });
  });

  it('treats an empty search as none and cuts a long one', () => {
    expect(parseBrowseSearch({ search: '' })).toEqual(none);
    expect(parseBrowseSearch({ search: 'x'.repeat(500) }).search).toHaveLength(200);
  });

  it('answers every key, a bad one as undefined, so the router cannot merge the raw value back in', () => {
    const parsed = parseBrowseSearch({ utm_source: 'mail', age: 'x' });
    expect(Object.keys(parsed).sort()).toEqual(['age', 'location', 'page', 'search', 'sort']);
    expect(parsed).toEqual(none);
  });
});
