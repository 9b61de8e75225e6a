// The seeded generator behind the demo catalogue: same seed, same numbers; helpers stay in range.
import { describe, expect, it } from 'vitest';
import { chance, int, mulberry32, pick, sample, uuid, weighted } from './prng.ts';

describe('mulberry32', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const c = mulberry32(43);
    const first = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(first);
    expect(Array.from({ length: 5 }, c)).not.toEqual(first);
  });

  it('stays in [0, 1) and spreads evenly', () => {
    const random = mulberry32(7);
    const buckets = new Array(10).fill(0);
    let min = 1;
    let max = 0;
    for (let i = 0; i < 10_000; i++) {
      const x = random();
      min = Math.min(min, x);
      max = Math.max(max, x);
      buckets[Math.floor(x * 10)]++;
    }
    expect(min).toBeGreaterThanOrEqual(0);
    expect(max).toBeLessThan(1);
    for (const n of buckets) expect(n).toBeGreaterThan(850);
  });
});

describe('helpers', () => {
  it('int covers both ends of its range and nothing outside', () => {
    const random = mulberry32(1);
    const seen = new Set(Array.from({ length: 500 }, () => int(random, 3, 8)));
    expect([...seen].sort()).toEqual([3, 4, 5, 6, 7, 8]);
  });

  it('sample returns distinct items, capped at the list length', () => {
    const random = mulberry32(2);
    const items = ['a', 'b', 'c', 'd'];
    const picked = sample(random, items, 3);
    expect(new Set(picked).size).toBe(3);
    expect(sample(random, items, 10).sort()).toEqual(items);
    expect(sample(random, items, 0)).toEqual([]);
  });

  it('pick, chance and weighted honour their inputs', () => {
    const random = mulberry32(3);
    expect(() => pick(random, [])).toThrow();
    expect(chance(random, 0)).toBe(false);
    expect(chance(random, 1)).toBe(true);
    const counts = { a: 0, b: 0 };
    for (let i = 0; i < 2000; i++)
      counts[
        weighted(random, [
          ['a', 9],
          ['b', 1],
        ] as const)
      ]++;
    expect(counts.a).toBeGreaterThan(counts.b * 5);
  });

  it('uuid looks like a version-4 UUID and repeats with the seed', () => {
    const id = uuid(mulberry32(9));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(uuid(mulberry32(9))).toBe(id);
  });
});
