// A US buyer's disclosure form as the tests fill it: married once, no children,
// two states lived in, the answers confirmed. Overrides change single answers.
import { disclosureSeal } from '#api/buyers/buyer-disclosure.ts';
import type { BuyerDisclosure } from '#contract/approval-request.schema.ts';

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

/** What checkout stores for a form: sealed under the app's server secret, and the first name it gave. */
export function sealedDisclosure(secret: string, disclosure: BuyerDisclosure = buyerDisclosure()): { sealed: string; firstName: string } {
  const seal = disclosureSeal({ SESSION_SECRET: secret, SESSION_SECRET_PREVIOUS: undefined, DATA_DIR: '.data' });
  return { sealed: seal.seal(disclosure), firstName: disclosure.firstName };
}
