import { describe, expect, it } from 'vitest';
import { Lru } from './lru.ts';

describe('Lru', () => {
  it('drops the least recently used entry beyond the entry limit', () => {
    const lru = new Lru<string>(2, 1000);
    lru.set('a', 'A', 1);
    lru.set('b', 'B', 1);
    expect(lru.get('a')).toBe('A');
    lru.set('c', 'C', 1);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe('A');
    expect(lru.get('c')).toBe('C');
  });

  it('keeps the sum of sizes within the byte budget, and never keeps a value larger than it', () => {
    const lru = new Lru<string>(100, 10);
    lru.set('a', 'A', 4);
    lru.set('b', 'B', 4);
    lru.set('c', 'C', 4);
    expect(lru.get('a')).toBeUndefined();
    expect(lru.bytes).toBe(8);
    lru.set('huge', 'H', 11);
    expect(lru.get('huge')).toBeUndefined();
    expect(lru.size).toBe(2);
  });

  it('replacing a key counts its bytes once', () => {
    const lru = new Lru<string>(10, 100);
    lru.set('a', 'A', 30);
    lru.set('a', 'A2', 40);
    expect(lru.bytes).toBe(40);
    expect(lru.get('a')).toBe('A2');
  });
});
