// The bounded snapshot of the catalogue feed (docs/decisions/038) over HTTP against real
// PostgreSQL: `bound=N` sends the newest N public cards and the featured ones older than them,
// says `bounded` when older profiles were left out, and nothing changes without a bound or when
// the catalogue fits in it.
import { describe, expect, it } from 'vitest';
import { insertProfile } from '#db/seed/factories/profile.factory.ts';
import { type CatalogPage, CatalogPageSchema } from '#sync/catalog.schema.ts';
import { usingCatalogApi } from '#tests/catalog-api.ts';

const ctx = usingCatalogApi();
const DAY = 24 * 3600 * 1000;
const T = Date.parse('2026-03-01T12:00:00Z');
const at = (days: number) => new Date(T - days * DAY);

async function pull(cursor: string, limit: number, bound?: number): Promise<CatalogPage> {
  const query = new URLSearchParams({ cursor, limit: String(limit), ...(bound ? { bound: String(bound) } : {}) });
  const res = await fetch(`${ctx.url}/api/sync/catalog?${query}`);
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return CatalogPageSchema.parse(JSON.parse(text));
}

/** The snapshot's pages from an empty cursor: the ids sent, and its last page. */
async function snapshot(limit: number, bound?: number): Promise<{ ids: number[]; last: CatalogPage; pages: number }> {
  const ids: number[] = [];
  let cursor = '';
  for (let pages = 1; pages < 100; pages++) {
    const page = await pull(cursor, limit, bound);
    for (const change of page.changes) ids.push(change.kind === 'upsert' ? change.profile.id : -change.id);
    if (page.snapshotComplete) return { ids, last: page, pages };
    cursor = page.cursor;
  }
  throw new Error('the snapshot never completed');
}

describe('GET /api/sync/catalog with a bound', () => {
  it('sends the newest N cards and the older featured ones, and says older profiles were left out', async () => {
    // 10 public profiles, newest first n9 … n0; n1 and n3 are featured; one hidden among the newest
    const made: number[] = [];
    for (let i = 0; i < 10; i++) {
      made.push((await insertProfile(ctx.db.sql, { createdAt: at(20 - i), isFeatured: i === 1 || i === 3 })).id);
    }
    await insertProfile(ctx.db.sql, { status: 'PENDING', isApproved: false, createdAt: at(0) });
    const newestFirst = [...made].reverse();

    const bounded = await snapshot(2, 5);
    expect(bounded.ids).toEqual([...newestFirst.slice(0, 5), made[3], made[1]]);
    expect(bounded.pages).toBe(3);
    expect(bounded.last.bounded).toBe(true);

    // a bound the catalogue fits in, or none: the whole catalogue, not bounded
    for (const bound of [10, 50, undefined]) {
      const whole = await snapshot(3, bound);
      expect(whole.ids).toEqual(newestFirst);
      expect(whole.last.bounded).toBeUndefined();
    }
  });

  it('answers a bound out of range with a 400', async () => {
    for (const bound of ['0', '-1', 'x', '100001']) {
      const res = await fetch(`${ctx.url}/api/sync/catalog?bound=${bound}`);
      expect(res.status).toBe(400);
    }
  });
});
