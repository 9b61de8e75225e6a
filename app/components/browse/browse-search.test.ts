import { describe, expect, it } from 'vitest';
import { parseBrowseSearch } from './browse-search.ts';

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
    expect(parseBrowseSearch({ search: 'ana', location: 'Paris', age: '40-50', sort: 'random', page: 0 })).toEqual({ search: 'ana' });
    expect(parseBrowseSearch({ page: 'two', sort: 'youngest' })).toEqual({ sort: 'youngest' });
    expect(parseBrowseSearch({ page: 2.5 })).toEqual({});
    expect(parseBrowseSearch({ location: ['Santiago'] })).toEqual({});
  });

  it('reads numbers the router parsed back as text, and page numbers given as text', () => {
    expect(parseBrowseSearch({ search: 123, page: '4' })).toEqual({ search: '123', page: 4 });
  });

  it('treats an empty search as none and cuts a long one', () => {
    expect(parseBrowseSearch({ search: '' })).toEqual({});
    expect(parseBrowseSearch({ search: 'x'.repeat(500) }).search).toHaveLength(200);
  });

  it('ignores unknown params', () => {
    expect(parseBrowseSearch({ utm_source: 'mail' })).toEqual({});
  });
});
