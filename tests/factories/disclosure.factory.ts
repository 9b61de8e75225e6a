// A US buyer's disclosure form (DESIGN §8a) as the tests fill it: married once, no children,
// two states lived in, the answers confirmed. Overrides change single answers.
import type { BuyerDisclosure } from '#api/contract/consent.schema.ts';

export function buyerDisclosure(overrides: Partial<BuyerDisclosure> = {}): BuyerDisclosure {
  return {
    firstName: 'John',
    criminalHistory: false,
    protectionOrder: false,
    timesMarried: 1,
    maritalHistoryDetails: 'Divorced in 2019',
    childrenUnder18: 0,
    placesLived: ['Texas', 'Ohio'],
    truthful: true,
    ...overrides,
  };
}
