// The disclosure form's values against the shared schema: what is sent, what is asked, and how a
// stored draft comes back.
import { describe, expect, it } from 'vitest';
import { buyerDisclosure } from '#tests/factories/disclosure.factory.ts';
import { needsApproval } from './approval-notice.tsx';
import { type DisclosureValues, disclosureValidate, disclosureValuesFrom, EMPTY_DISCLOSURE, parseDisclosure } from './disclosure-form.tsx';

const filled: DisclosureValues = {
  ...EMPTY_DISCLOSURE,
  firstName: ' John ',
  criminalHistory: 'no',
  criminalHistoryDetails: 'typed before answering no',
  protectionOrder: 'no',
  timesMarried: '1',
  maritalHistoryDetails: 'Divorced in 2019',
  childrenUnder18: '0',
  childrenAges: 'left over',
  placesLived: 'Texas\n\n  Florida  \n',
  truthful: true,
};
const identity = (key: string) => key;

describe('the disclosure form', () => {
  it('sends the answers, one place a line, and no details a "no" does not ask for', () => {
    expect(parseDisclosure(filled)).toEqual(buyerDisclosure({ placesLived: ['Texas', 'Florida'] }));
  });

  it('an untouched form has an error on every question; a yes asks for its details', () => {
    expect(Object.keys(disclosureValidate(identity)(EMPTY_DISCLOSURE)).sort()).toEqual(
      ['childrenUnder18', 'criminalHistory', 'firstName', 'placesLived', 'protectionOrder', 'timesMarried', 'truthful'].sort(),
    );
    expect(disclosureValidate(identity)({ ...filled, criminalHistory: 'yes', criminalHistoryDetails: ' ' })).toEqual({
      criminalHistoryDetails: 'approval.validation.detailsRequired',
    });
    expect(parseDisclosure({ ...filled, criminalHistory: 'yes' })).toMatchObject({ criminalHistoryDetails: 'typed before answering no' });
  });

  it('a count the browser hands over as a number reads the same as its text', () => {
    expect(parseDisclosure({ ...filled, timesMarried: 1 as unknown as string })).toMatchObject({ timesMarried: 1 });
  });

  it('an overlong place shows on the one field of places', () => {
    expect(disclosureValidate(identity)({ ...filled, placesLived: `Ohio\n${'x'.repeat(101)}` })).toEqual({
      placesLived: 'approval.validation.tooLong',
    });
  });

  it('a stored draft comes back with known fields of the right type only', () => {
    expect(disclosureValuesFrom(null)).toEqual(EMPTY_DISCLOSURE);
    expect(disclosureValuesFrom({ firstName: 'Ann', truthful: 'yes', criminalHistory: 'maybe', timesMarried: 2, extra: 1 })).toEqual({
      ...EMPTY_DISCLOSURE,
      firstName: 'Ann',
    });
  });
});

describe('needsApproval', () => {
  it('her own policy, or a buyer from a listed country, sends a contact through her approval', () => {
    expect(needsApproval('approve_each_buyer', 'DO', ['US'])).toBe(true);
    expect(needsApproval('instant', 'US', ['US'])).toBe(true);
    expect(needsApproval(undefined, 'US', ['US'])).toBe(true);
    expect(needsApproval('instant', 'DO', ['US'])).toBe(false);
    expect(needsApproval('instant', null, ['US'])).toBe(false);
    expect(needsApproval(undefined, '', ['US'])).toBe(false);
  });
});
