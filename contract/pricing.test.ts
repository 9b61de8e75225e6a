import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICING, formatCents, priceLines as lines, type Pricing, toCents, orderTotalCents as total } from '#contract/pricing.ts';

const orderTotalCents = (prices: ReadonlyArray<string | number>, pricing: Pricing = DEFAULT_PRICING) => total(prices, pricing);
const priceLines = (prices: ReadonlyArray<string | number>, pricing: Pricing = DEFAULT_PRICING) => lines(prices, pricing);

describe('pricing', () => {
  it('when 9 contacts are bought, then each costs its own price', () => {
    const prices = Array.from({ length: 9 }, () => '2.00');
    expect(orderTotalCents(prices)).toBe(1800);
    expect(priceLines(prices).every((line) => line.unitCents === 200)).toBe(true);
  });

  it('when 10 contacts are bought, then each costs $1.00 whatever its own price', () => {
    const prices = ['2.00', '3.00', '4.99', '1.50', '2.00', '2.00', '2.00', '2.00', '2.00', '2.00'];
    expect(prices).toHaveLength(DEFAULT_PRICING.bulkThreshold);
    expect(orderTotalCents(prices)).toBe(1000);
    expect(priceLines(prices).map((l) => l.unitCents)).toEqual(Array(10).fill(100));
    // the line keeps its list price for the record
    expect(priceLines(prices)[2]).toEqual({ listCents: 499, unitCents: 100 });
  });

  it('when 11 contacts are bought, then the total is $11.00', () => {
    expect(orderTotalCents(Array(11).fill('4.99'))).toBe(1100);
  });

  it('adds mixed prices below the threshold exactly', () => {
    expect(orderTotalCents(['2.00', '1.50', '3.00', '4.99'])).toBe(1149);
    expect(formatCents(orderTotalCents(['2.00', '1.50', '3.00', '4.99']))).toBe('11.49');
  });

  it('rounds in cents, not in floating point', () => {
    // 0.1 + 0.2 !== 0.3 in floats; in cents it is exact
    expect(orderTotalCents(['0.10', '0.20'])).toBe(30);
    expect(toCents('1.005')).toBe(101);
    expect(toCents(4.99)).toBe(499);
    expect(toCents('19.99')).toBe(1999);
    expect(formatCents(orderTotalCents(Array(3).fill('33.33')))).toBe('99.99');
    expect(formatCents(5)).toBe('0.05');
  });

  it('prices an empty order at zero and refuses bad prices', () => {
    expect(orderTotalCents([])).toBe(0);
    expect(() => toCents('abc')).toThrow(RangeError);
    expect(() => toCents(-1)).toThrow(RangeError);
  });

  it('when the threshold is 2 and the bulk price $0.75, then two contacts cost $0.75 each and one its own price', () => {
    const pricing = { bulkThreshold: 2, bulkUnitCents: 75 };
    expect(priceLines(['2.00'], pricing)).toEqual([{ listCents: 200, unitCents: 200 }]);
    expect(priceLines(['2.00', '4.99'], pricing)).toEqual([
      { listCents: 200, unitCents: 75 },
      { listCents: 499, unitCents: 75 },
    ]);
    expect(orderTotalCents(['2.00', '4.99', '3.00'], pricing)).toBe(225);
  });

  it('when the threshold is raised to 20, then 10 contacts still cost their own prices', () => {
    const pricing = { bulkThreshold: 20, bulkUnitCents: 100 };
    expect(orderTotalCents(Array(10).fill('2.00'), pricing)).toBe(2000);
    expect(orderTotalCents(Array(20).fill('2.00'), pricing)).toBe(2000);
    expect(orderTotalCents(Array(19).fill('2.00'), pricing)).toBe(3800);
  });

  it('the default pricing is $1.00 each from 10 contacts', () => {
    expect(DEFAULT_PRICING).toEqual({ bulkThreshold: 10, bulkUnitCents: 100 });
  });
});
