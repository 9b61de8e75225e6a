// Stripe's checkout session with its payment intent expanded, as the provider maps it: an
// authorised manual-capture payment, the card fingerprint, when the hold lapses, and the countries
// of the card and of the billing address.
import { describe, expect, it } from 'vitest';
import { sessionWithIntent } from './stripe-provider.ts';

const session = (intent: unknown, paymentStatus = 'unpaid') => ({
  id: 'cs_test_1',
  object: 'checkout.session',
  status: 'complete',
  payment_status: paymentStatus,
  amount_total: 500,
  currency: 'usd',
  metadata: { orderId: '7' },
  customer_email: 'buyer@example.com',
  livemode: false,
  payment_intent: intent,
});

describe('sessionWithIntent', () => {
  it("reports a complete session whose intent requires capture as 'authorized', with the card fingerprint and the charge's capture_before", () => {
    const mapped = sessionWithIntent(
      session({
        id: 'pi_1',
        status: 'requires_capture',
        created: 1_700_000_000,
        payment_method: { id: 'pm_1', card: { fingerprint: 'fpAbc' } },
        latest_charge: { id: 'ch_1', payment_method_details: { card: { fingerprint: 'fpAbc', capture_before: 1_700_500_000 } } },
      }),
    );
    expect(mapped).toMatchObject({ paymentStatus: 'authorized', paymentIntentId: 'pi_1', cardFingerprint: 'fpAbc' });
    expect(mapped.authorizationExpiresAt?.getTime()).toBe(1_700_500_000_000);
  });

  it('without capture_before, the hold lasts 7 days from the intent; the fingerprint may come from the charge alone', () => {
    const mapped = sessionWithIntent(
      session({
        id: 'pi_2',
        status: 'requires_capture',
        created: 1_700_000_000,
        payment_method: 'pm_2',
        latest_charge: { payment_method_details: { card: { fingerprint: 'fpCharge' } } },
      }),
    );
    expect(mapped.cardFingerprint).toBe('fpCharge');
    expect(mapped.authorizationExpiresAt?.toISOString()).toBe(new Date((1_700_000_000 + 7 * 24 * 3600) * 1000).toISOString());
  });

  it("keeps 'paid' for a captured payment and 'unpaid' for an open session; an unexpanded intent changes nothing", () => {
    const paid = sessionWithIntent(session({ id: 'pi_3', status: 'succeeded', payment_method: { card: { fingerprint: 'f' } } }, 'paid'));
    expect(paid).toMatchObject({ paymentStatus: 'paid', cardFingerprint: 'f', authorizationExpiresAt: null });
    const open = sessionWithIntent({ ...session({ id: 'pi_4', status: 'requires_capture' }), status: 'open' });
    expect(open.paymentStatus).toBe('unpaid');
    const plain = sessionWithIntent(session('pi_5'));
    expect(plain).toMatchObject({ paymentStatus: 'unpaid', paymentIntentId: 'pi_5', cardFingerprint: null });
  });

  it("reads the card's issuing country and the billing address's country from the payment method, else from the charge", () => {
    const fromMethod = sessionWithIntent(
      session(
        {
          id: 'pi_6',
          status: 'succeeded',
          payment_method: { card: { fingerprint: 'f', country: 'US' }, billing_details: { address: { country: 'do' } } },
          latest_charge: { payment_method_details: { card: { country: 'CA' } }, billing_details: { address: { country: 'CA' } } },
        },
        'paid',
      ),
    );
    expect(fromMethod).toMatchObject({ cardCountry: 'US', billingCountry: 'DO' });
    const fromCharge = sessionWithIntent(
      session(
        {
          id: 'pi_7',
          status: 'succeeded',
          payment_method: 'pm_7',
          latest_charge: { payment_method_details: { card: { country: 'US' } }, billing_details: { address: { country: 'US' } } },
        },
        'paid',
      ),
    );
    expect(fromCharge).toMatchObject({ cardCountry: 'US', billingCountry: 'US' });
    // the session's own customer address when the payment says nothing; junk is no country
    const fromSession = sessionWithIntent({
      ...session({ id: 'pi_8', status: 'succeeded', payment_method: { card: { country: 'USA' } } }, 'paid'),
      customer_details: { email: 'b@example.com', address: { country: 'DE' } },
    });
    expect(fromSession).toMatchObject({ cardCountry: null, billingCountry: 'DE' });
  });
});
