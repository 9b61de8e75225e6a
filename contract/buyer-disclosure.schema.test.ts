// The buyer's country and disclosure form (approval-request.schema.ts): the rules the checkout form and
// the API share.
import { describe, expect, it } from 'vitest';
import { BuyerCountrySchema, BuyerDisclosureSchema, countryCodes } from '#contract/approval-request.schema.ts';
import { CreateCheckoutSessionRequestSchema } from '#contract/checkout.schema.ts';

const form = {
  firstName: 'John',
  criminalHistory: false,
  protectionOrder: false,
  timesMarried: 0,
  childrenUnder18: 0,
  placesLived: ['Texas'],
  truthful: true,
};

const errors = (value: unknown) =>
  Object.fromEntries((BuyerDisclosureSchema.safeParse(value).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('BuyerCountrySchema', () => {
  it('takes a known country in any case and spacing, upper-cased; refuses codes that are not countries', () => {
    expect(BuyerCountrySchema.parse(' us ')).toBe('US');
    expect(BuyerCountrySchema.parse('do')).toBe('DO');
    for (const bad of ['', 'USA', 'XX', 'EU', 'ZZ', 'U1', 1, null, 'U\u0000']) {
      expect(BuyerCountrySchema.safeParse(bad).success, String(bad)).toBe(false);
    }
    expect(countryCodes()).toContain('US');
    expect(countryCodes().length).toBeGreaterThan(190);
  });
});

describe('BuyerDisclosureSchema', () => {
  it('accepts a complete form with every answer no, trimming the texts', () => {
    expect(BuyerDisclosureSchema.parse({ ...form, firstName: '  John ', placesLived: [' Texas '] })).toEqual({
      ...form,
      placesLived: ['Texas'],
    });
  });

  it('an empty form names every question', () => {
    expect(errors({})).toEqual({
      firstName: 'approval.validation.required',
      criminalHistory: 'approval.validation.required',
      protectionOrder: 'approval.validation.required',
      timesMarried: 'approval.validation.count',
      childrenUnder18: 'approval.validation.count',
      placesLived: 'approval.validation.required',
      truthful: 'approval.validation.truthful',
    });
  });

  it('a yes (or a marriage, or children) needs its details; a no does not', () => {
    expect(errors({ ...form, criminalHistory: true, protectionOrder: true, timesMarried: 2, childrenUnder18: 1 })).toEqual({
      criminalHistoryDetails: 'approval.validation.detailsRequired',
      protectionOrderDetails: 'approval.validation.detailsRequired',
      maritalHistoryDetails: 'approval.validation.detailsRequired',
      childrenAges: 'approval.validation.detailsRequired',
    });
    // blank details count as none
    expect(errors({ ...form, criminalHistory: true, criminalHistoryDetails: '   ' })).toEqual({
      criminalHistoryDetails: 'approval.validation.detailsRequired',
    });
    expect(
      BuyerDisclosureSchema.safeParse({
        ...form,
        criminalHistory: true,
        criminalHistoryDetails: 'A fine for speeding in 2010',
        timesMarried: 1,
        maritalHistoryDetails: 'Divorced',
        childrenUnder18: 2,
        childrenAges: '4 and 9',
      }).success,
    ).toBe(true);
  });

  it('refuses counts out of range, a false confirmation, no place, blank places and overlong answers', () => {
    expect(errors({ ...form, timesMarried: -1 })).toEqual({ timesMarried: 'approval.validation.count' });
    expect(errors({ ...form, timesMarried: 1.5 })).toEqual({ timesMarried: 'approval.validation.count' });
    expect(errors({ ...form, childrenUnder18: 31, childrenAges: 'many' })).toEqual({ childrenUnder18: 'approval.validation.count' });
    expect(errors({ ...form, truthful: false })).toEqual({ truthful: 'approval.validation.truthful' });
    expect(errors({ ...form, placesLived: [] })).toEqual({ placesLived: 'approval.validation.required' });
    expect(errors({ ...form, placesLived: [' '] })).toEqual({ 'placesLived.0': 'approval.validation.required' });
    expect(errors({ ...form, firstName: 'x'.repeat(101) })).toEqual({ firstName: 'approval.validation.tooLong' });
  });
});

describe('CreateCheckoutSessionRequestSchema', () => {
  const base = { profileIds: [1], customerEmail: 'a@example.com' };
  it('requires the buyer country; the disclosure is optional in the schema (the setting decides on the server)', () => {
    expect(CreateCheckoutSessionRequestSchema.safeParse(base).success).toBe(false);
    expect(CreateCheckoutSessionRequestSchema.parse({ ...base, buyerCountry: 'us' })).toMatchObject({ buyerCountry: 'US' });
    expect(CreateCheckoutSessionRequestSchema.parse({ ...base, buyerCountry: 'US', buyerDisclosure: form }).buyerDisclosure).toEqual(form);
    expect(CreateCheckoutSessionRequestSchema.safeParse({ ...base, buyerCountry: 'US', buyerDisclosure: {} }).success).toBe(false);
  });
});
