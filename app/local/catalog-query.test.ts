import { describe, expect, it } from 'vitest';
import { type CatalogQuery, pageWindow, type QueryableProfile, queryCatalog, searchTerms } from './catalog-query.ts';
import { normalizeText } from './db.ts';

interface Row extends QueryableProfile {
  name: string;
}

function row(id: number, name: string, age: number, location: string, daysAgo: number, about = ''): Row {
  return {
    id,
    name,
    age,
    location,
    searchText: normalizeText(`${name} ${about}`),
    createdTime: Date.UTC(2026, 0, 31) - daysAgo * 86_400_000,
  };
}

const rows: Row[] = [
  row(1, 'María Pérez', 24, 'Santo Domingo', 1, 'Me encanta bailar bachata'),
  row(2, 'Yokasta R.', 31, 'Santiago', 5, 'Enfermera, le gusta la playa'),
  row(3, 'Ana G.', 19, 'Punta Cana', 2, 'Student of tourism'),
  row(4, 'Rosanna M.', 36, 'La Romana', 9, 'Loves cooking'),
  row(5, 'Mariel T.', 27, 'Santo Domingo', 3, 'Dancer and teacher'),
  row(6, 'Luz N.', 45, 'Higüey', 7, 'Family first'),
  row(7, 'Paola S.', 30, 'Puerto Plata', 4, 'Ama la música'),
  row(8, 'Wendy F.', 25, 'Santiago', 6, 'Bachata y merengue'),
];

const all = (query: Partial<CatalogQuery> = {}) => queryCatalog(rows, { pageSize: 100, ...query });
const ids = (query: Partial<CatalogQuery> = {}) => all(query).items.map((r) => r.id);

describe('queryCatalog', () => {
  it('lists every row newest first by default', () => {
    expect(ids()).toEqual([1, 3, 5, 7, 2, 8, 6, 4]);
    expect(all().total).toBe(8);
  });

  it('finds an accented name with an accent-free, lower-case search and vice versa', () => {
    expect(ids({ search: 'maria' })).toEqual([1]);
    expect(ids({ search: 'MARÍA' })).toEqual([1]);
    expect(ids({ search: 'musica' })).toEqual([7]);
  });

  it('searches the description too, every word anywhere', () => {
    expect(ids({ search: 'bachata' })).toEqual([1, 8]);
    expect(ids({ search: 'merengue bachata' })).toEqual([8]);
    expect(ids({ search: '  bachata   wendy ' })).toEqual([8]);
    expect(ids({ search: 'salsa' })).toEqual([]);
  });

  it('matches a prefix inside names ("mari" finds María and Mariel)', () => {
    expect(ids({ search: 'mari' })).toEqual([1, 5]);
  });

  it('filters by city, exactly (Santiago is not Santo Domingo)', () => {
    expect(ids({ location: 'Santiago' })).toEqual([2, 8]);
    expect(ids({ location: 'Santo Domingo' })).toEqual([1, 5]);
  });

  it('filters by age band, bounds included, 36+ open-ended', () => {
    expect(ids({ age: '18-25' })).toEqual([1, 3, 8]);
    expect(ids({ age: '26-30' })).toEqual([5, 7]);
    expect(ids({ age: '31-35' })).toEqual([2]);
    expect(ids({ age: '36+' })).toEqual([6, 4]);
  });

  it('combines search, city and age', () => {
    expect(ids({ search: 'a', location: 'Santo Domingo', age: '26-30' })).toEqual([5]);
  });

  it('sorts oldest, youngest first and oldest first (ties newest first)', () => {
    expect(ids({ sort: 'oldest' })).toEqual([4, 6, 8, 2, 7, 5, 3, 1]);
    expect(ids({ sort: 'youngest' })).toEqual([3, 1, 8, 5, 7, 2, 4, 6]);
    expect(ids({ sort: 'oldest-age' })).toEqual([6, 4, 2, 7, 5, 8, 1, 3]);
    const tied = [row(10, 'A', 30, 'Santiago', 5), row(11, 'B', 30, 'Santiago', 1)];
    expect(queryCatalog(tied, { sort: 'youngest', pageSize: 10 }).items.map((r) => r.id)).toEqual([11, 10]);
  });

  it('pages the results and clamps the page into range', () => {
    const first = queryCatalog(rows, { pageSize: 3 });
    expect(first).toMatchObject({ total: 8, page: 1, pageCount: 3 });
    expect(first.items.map((r) => r.id)).toEqual([1, 3, 5]);
    expect(queryCatalog(rows, { pageSize: 3, page: 3 }).items.map((r) => r.id)).toEqual([6, 4]);
    expect(queryCatalog(rows, { pageSize: 3, page: 99 }).page).toBe(3);
    expect(queryCatalog(rows, { pageSize: 3, page: 0 }).page).toBe(1);
    expect(queryCatalog(rows, { pageSize: 3, page: Number.NaN }).page).toBe(1);
  });

  it('answers no results as page 1 of 0', () => {
    expect(queryCatalog(rows, { search: 'nobody', pageSize: 12 })).toEqual({ items: [], total: 0, page: 1, pageCount: 0 });
  });

  it('treats an age band or sort outside the lists as none', () => {
    expect(ids({ age: '99' as never, sort: 'random' as never })).toEqual(ids());
  });

  it('answers each sort of the same rows correctly, and a new rows array with its own content', () => {
    expect(ids({ sort: 'youngest' })).toEqual([3, 1, 8, 5, 7, 2, 4, 6]);
    expect(ids({ sort: 'youngest', search: 'bachata' })).toEqual([1, 8]);
    expect(ids()).toEqual([1, 3, 5, 7, 2, 8, 6, 4]);
    const changed = [...rows.filter((r) => r.id !== 3), row(9, 'Nueva', 18, 'Santiago', 0)];
    expect(queryCatalog(changed, { sort: 'youngest', pageSize: 3 }).items.map((r) => r.id)).toEqual([9, 1, 8]);
    expect(queryCatalog(changed, { pageSize: 100 }).items.map((r) => r.id)).toEqual([9, 1, 5, 7, 2, 8, 6, 4]);
    expect(ids({ sort: 'toString' as never })).toEqual(ids());
  });

  it('leaves the input untouched', () => {
    const before = rows.map((r) => r.id);
    queryCatalog(rows, { sort: 'youngest', pageSize: 2 });
    expect(rows.map((r) => r.id)).toEqual(before);
  });
});

describe('searchTerms', () => {
  it('normalizes and splits', () => {
    expect(searchTerms('  Núñez  BACHATA ')).toEqual(['nunez', 'bachata']);
    expect(searchTerms('')).toEqual([]);
    expect(searchTerms(undefined)).toEqual([]);
  });
});

describe('pageWindow', () => {
  it('shows every page when there are few', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('puts ellipses around the current page when there are many', () => {
    expect(pageWindow(1, 12)).toEqual([1, 2, 3, 4, null, 12]);
    expect(pageWindow(6, 12)).toEqual([1, null, 5, 6, 7, null, 12]);
    expect(pageWindow(12, 12)).toEqual([1, null, 9, 10, 11, 12]);
  });

  it('never hides a single page behind an ellipsis', () => {
    expect(pageWindow(4, 12)).toEqual([1, 2, 3, 4, 5, null, 12]);
    expect(pageWindow(9, 12)).toEqual([1, null, 8, 9, 10, 11, 12]);
  });
});
