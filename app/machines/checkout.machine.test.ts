// The checkout machine with its request and redirect swapped for test doubles: validation
// before any request, the request it builds, the redirect, and failure back to editing.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CartItem } from '#app/local/db.ts';
import type { CreateCheckoutSessionRequest } from '#contract/checkout.schema.ts';
import { GUEST_CUSTOMER } from '#contract/checkout.schema.ts';
import { type CheckoutDraft, type CheckoutNotice, checkoutMachine } from './checkout.machine.ts';

const item = (id: number, price = 2): CartItem => ({
  id,
  name: `Woman ${id}, 25`,
  age: 25,
  location: 'Santiago',
  photo: '',
  price,
  addedAt: id,
});

function setUp(createSession: (request: CreateCheckoutSessionRequest) => Promise<string>) {
  const requests: CreateCheckoutSessionRequest[] = [];
  const redirects: string[] = [];
  const notices: CheckoutNotice[] = [];
  const actor = createActor(
    checkoutMachine.provide({
      actors: {
        createSession: fromPromise<string, CreateCheckoutSessionRequest>(({ input }) => {
          requests.push(input);
          return createSession(input);
        }),
      },
      actions: { redirect: (_, url: string) => void redirects.push(url) },
    }),
  );
  actor.on('notify', (notice) => notices.push(notice));
  actor.start();
  return { actor, requests, redirects, notices };
}

const draft = (overrides: Partial<CheckoutDraft> = {}): CheckoutDraft => ({
  email: ' buyer@example.com ',
  name: '',
  country: 'DO',
  items: [item(1, 2), item(2, 2.5), item(3, 3)],
  language: 'es',
  ...overrides,
});

describe('checkout machine', () => {
  it('refuses an empty email with "Email required" and sends nothing', () => {
    const { actor, requests, notices } = setUp(async () => 'https://pay.example/1');
    actor.send({ type: 'checkout.submit', draft: draft({ email: '   ' }), online: true });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldError).toBe('emailRequired');
    expect(notices).toEqual([{ type: 'notify', kind: 'emailRequired' }]);
    expect(requests).toEqual([]);
  });

  it('refuses an invalid email with a field error', () => {
    const { actor, requests, notices } = setUp(async () => 'https://pay.example/1');
    actor.send({ type: 'checkout.submit', draft: draft({ email: 'not-an-email', country: '' }), online: true });
    expect(actor.getSnapshot().context.fieldError).toBe('emailInvalid');
    expect(notices).toEqual([{ type: 'notify', kind: 'emailInvalid' }]);
    expect(requests).toEqual([]);
  });

  it('when the cart holds a contact already bought, then nothing is sent until the buyer confirms buying it again', async () => {
    const { actor, requests, redirects, notices } = setUp(async () => 'https://pay.example/session/1');
    actor.send({ type: 'checkout.submit', draft: draft({ alreadyPurchasedIds: [2, 9] }), online: true });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldError).toBe('repurchaseUnconfirmed');
    expect(notices).toEqual([{ type: 'notify', kind: 'repurchaseUnconfirmed' }]);
    expect(requests).toEqual([]);

    actor.send({ type: 'checkout.submit', draft: draft({ alreadyPurchasedIds: [2, 9], repurchaseConfirmed: true }), online: true });
    await waitFor(actor, (s) => s.matches('redirecting'));
    expect(actor.getSnapshot().context.fieldError).toBeNull();
    expect(requests.map((r) => r.profileIds)).toEqual([[1, 2, 3]]);
    expect(redirects).toEqual(['https://pay.example/session/1']);
  });

  it('a purchase that is not in the cart asks for nothing', async () => {
    const { actor, requests } = setUp(async () => 'https://pay.example/session/1');
    actor.send({ type: 'checkout.submit', draft: draft({ alreadyPurchasedIds: [9] }), online: true });
    await waitFor(actor, (s) => s.matches('redirecting'));
    expect(requests).toHaveLength(1);
  });

  it('says so when offline instead of sending a request', () => {
    const { actor, requests, notices } = setUp(async () => 'https://pay.example/1');
    actor.send({ type: 'checkout.submit', draft: draft(), online: false });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(notices).toEqual([{ type: 'notify', kind: 'offline' }]);
    expect(requests).toEqual([]);
  });

  it('posts the order and redirects to the payment page', async () => {
    const { actor, requests, redirects } = setUp(async () => 'https://pay.example/session/1');
    actor.send({ type: 'checkout.submit', draft: draft(), online: true });
    expect(actor.getSnapshot().value).toBe('submitting');
    await waitFor(actor, (s) => s.matches('redirecting'));

    expect(requests).toEqual([
      {
        amount: 7.5,
        profileIds: [1, 2, 3],
        customerEmail: 'buyer@example.com',
        customerName: GUEST_CUSTOMER,
        profileNames: ['Woman 1, 25', 'Woman 2, 25', 'Woman 3, 25'],
        language: 'es',
        buyerCountry: 'DO',
      },
    ]);
    expect(redirects).toEqual(['https://pay.example/session/1']);

    // Back from the payment page through the browser's history: the form works again.
    actor.send({ type: 'checkout.return' });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('refuses a checkout without the country of residence and sends nothing', () => {
    const { actor, requests, notices } = setUp(async () => 'https://pay.example/1');
    actor.send({ type: 'checkout.submit', draft: draft({ country: '' }), online: true });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldError).toBe('countryRequired');
    expect(notices).toEqual([{ type: 'notify', kind: 'countryRequired' }]);
    expect(requests).toEqual([]);
  });

  it("sends the country and, when the page asks for it, the buyer's disclosure", async () => {
    const disclosure = {
      firstName: 'John',
      criminalHistory: false,
      protectionOrder: false,
      timesMarried: 0,
      childrenUnder18: 0,
      placesLived: ['Ohio'],
      truthful: true as const,
    };
    const { actor, requests } = setUp(async () => '/test-pay/abc');
    actor.send({ type: 'checkout.submit', draft: draft({ country: 'US', disclosure }), online: true });
    await waitFor(actor, (s) => s.matches('redirecting'));
    expect(requests[0]).toMatchObject({ buyerCountry: 'US', buyerDisclosure: disclosure });
  });

  it('sends the full name when given and $1.00 a contact from ten', async () => {
    const items = Array.from({ length: 10 }, (_, i) => item(i + 1, 2));
    const { actor, requests } = setUp(async () => '/test-pay/abc');
    actor.send({ type: 'checkout.submit', draft: draft({ items, name: '  John Smith ' }), online: true });
    await waitFor(actor, (s) => s.matches('redirecting'));
    expect(requests[0]).toMatchObject({ amount: 10, customerName: 'John Smith' });
  });

  it('goes back to editing with the error after a failure, and can try again', async () => {
    const failure = new Error('400: {"error":"Profile 3 is not available"}');
    const createSession = vi.fn<(request: CreateCheckoutSessionRequest) => Promise<string>>();
    createSession.mockRejectedValueOnce(failure).mockResolvedValueOnce('https://pay.example/2');
    const { actor, notices, redirects } = setUp(createSession);

    actor.send({ type: 'checkout.submit', draft: draft(), online: true });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(notices).toEqual([{ type: 'notify', kind: 'failed', error: failure }]);
    expect(actor.getSnapshot().context.error).toBe(failure);

    actor.send({ type: 'checkout.submit', draft: draft(), online: true });
    await waitFor(actor, (s) => s.matches('redirecting'));
    expect(redirects).toEqual(['https://pay.example/2']);
  });

  it('never follows a javascript: address', async () => {
    const { actor, redirects, notices } = setUp(async () => 'javascript:alert(1)');
    actor.send({ type: 'checkout.submit', draft: draft(), online: true });
    await waitFor(actor, (s) => s.matches('editing') && notices.length > 0);
    expect(redirects).toEqual([]);
    expect(notices).toEqual([{ type: 'notify', kind: 'failed', error: null }]);
  });

  it('ignores a second submit while the first is running', async () => {
    let release: (url: string) => void = () => undefined;
    const { actor, requests } = setUp(() => new Promise<string>((resolve) => (release = resolve)));
    actor.send({ type: 'checkout.submit', draft: draft(), online: true });
    actor.send({ type: 'checkout.submit', draft: draft(), online: true });
    release('https://pay.example/3');
    await waitFor(actor, (s) => s.matches('redirecting'));
    expect(requests).toHaveLength(1);
  });
});
