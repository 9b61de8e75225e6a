// The in-browser half of bench/local-search.bench.ts (bundled by esbuild with the app's real
// modules): builds replica rows with toLocalProfile, times queryCatalog per query, then writes
// and reads the rows through the app's Dexie database.

import { toLocalProfile } from '#app/local/catalog.ts';
import { type CatalogQuery, queryCatalog } from '#app/local/catalog-query.ts';
import { ContactoDb } from '#app/local/db.ts';
import type { CatalogCard } from '#contract/profile.schema.ts';

export interface BenchQuery {
  name: string;
  query: CatalogQuery;
}

export interface QueryFigure {
  name: string;
  total: number;
  median: number;
  p95: number;
  max: number;
}

export interface Figures {
  queries: QueryFigure[];
  /** The first query over a new rows array (after a replica change), which pays for the sort. */
  cold: QueryFigure[];
  overall: { median: number; p95: number; max: number; samples: number };
  idb: { write: number; readMedian: number; readP95: number; readCold: number; reads: number; rows: number };
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;

async function measure(cards: CatalogCard[], queries: BenchQuery[], runs: number): Promise<Figures> {
  const rows = cards.map((card) => toLocalProfile(card, 1));
  const all: number[] = [];
  const results: QueryFigure[] = [];
  for (const { name, query } of queries) {
    for (let i = 0; i < 20; i++) queryCatalog(rows, query); // warm-up
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      total = queryCatalog(rows, query).total;
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    results.push({ name, total, median: quantile(times, 0.5), p95: quantile(times, 0.95), max: times.at(-1) ?? 0 });
  }
  all.sort((a, b) => a - b);

  const cold: QueryFigure[] = [];
  for (const sort of ['newest', 'oldest', 'youngest', 'oldest-age'] as const) {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < Math.max(50, Math.floor(runs / 4)); i++) {
      const fresh = rows.slice();
      const start = performance.now();
      total = queryCatalog(fresh, { sort, search: 'ma', pageSize: 20 }).total;
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    cold.push({
      name: `new rows, sort ${sort}, search "ma"`,
      total,
      median: quantile(times, 0.5),
      p95: quantile(times, 0.95),
      max: times.at(-1) ?? 0,
    });
  }

  const db = new ContactoDb('bench-local-search');
  await db.open();
  await db.profiles.clear();
  let start = performance.now();
  await db.profiles.bulkPut(rows);
  const write = performance.now() - start;
  const reads: number[] = [];
  let count = 0;
  for (let i = 0; i < 15; i++) {
    start = performance.now();
    count = (await db.profiles.toArray()).length;
    reads.push(performance.now() - start);
  }
  reads.sort((a, b) => a - b);
  db.close();
  // A reopened database: open plus the first read, as a page load does it.
  const reopened = new ContactoDb('bench-local-search');
  start = performance.now();
  await reopened.open();
  await reopened.profiles.toArray();
  const readCold = performance.now() - start;
  await reopened.delete();

  return {
    queries: results,
    cold,
    overall: { median: quantile(all, 0.5), p95: quantile(all, 0.95), max: all.at(-1) ?? 0, samples: all.length },
    idb: { write, readMedian: quantile(reads, 0.5), readP95: quantile(reads, 0.95), readCold, reads: reads.length, rows: count },
  };
}

export type Measure = typeof measure;

(globalThis as unknown as { bench: { measure: Measure } }).bench = { measure };
