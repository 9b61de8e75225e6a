// Checkout: editing → submitting → redirecting, or
// failure → editing with the button enabled again. A submit without an email is refused with
// "Email required"; an invalid one gets a field error; offline is refused with a message
// instead of a failing request. The request is built here and checked with the same zod
// schema the API validates with; the server prices the order from the ids (`amount` is
// informative only). A cart holding contacts the buyer already bought is sent only once the
// buyer has confirmed buying them again. The buyer's country of residence is required; the
// disclosure form (asked of buyers from the countries where she approves each buyer)
// is validated by its own form before the draft gets here. The page reacts to the emitted `notify` events (toasts,
// focus).
import { assign, emit, fromPromise, setup } from 'xstate';
import type { CartItem } from '#app/local/db.ts';
import type { BuyerDisclosure } from '#contract/approval-request.schema.ts';
import { type CreateCheckoutSessionRequest, CreateCheckoutSessionRequestSchema, GUEST_CUSTOMER } from '#contract/checkout.schema.ts';
import type { Language } from '#contract/languages.ts';
import { DEFAULT_PRICING, formatCents, orderTotalCents, type Pricing } from '#contract/pricing.ts';

export interface CheckoutDraft {
  email: string;
  name: string;
  /** The buyer's country of residence (ISO alpha-2), '' while not chosen. */
  country: string;
  /** The disclosure form's answers, when the country asks for them. */
  disclosure?: BuyerDisclosure;
  items: readonly CartItem[];
  language: Language;
  /** Profiles whose contacts the buyer already holds (this device's and this account's purchases). */
  alreadyPurchasedIds?: readonly number[];
  /** The buyer confirmed buying those contacts again. */
  repurchaseConfirmed?: boolean;
  /** The tier rule the page showed (the server prices the order again, and its price is charged). */
  pricing?: Pricing;
}

export type CheckoutNotice =
  | { type: 'notify'; kind: 'emailRequired' }
  | { type: 'notify'; kind: 'emailInvalid' }
  | { type: 'notify'; kind: 'countryRequired' }
  | { type: 'notify'; kind: 'offline' }
  | { type: 'notify'; kind: 'repurchaseUnconfirmed' }
  | { type: 'notify'; kind: 'failed'; error: unknown };

export type CheckoutEvent =
  | { type: 'checkout.submit'; draft: CheckoutDraft; online: boolean }
  /** The page came back from the payment page through the browser's back button (bfcache). */
  | { type: 'checkout.return' };

export interface CheckoutContext {
  /** The field that needs attention, for an inline message and focus. */
  fieldError: 'emailRequired' | 'emailInvalid' | 'countryRequired' | 'repurchaseUnconfirmed' | null;
  error: unknown;
  url: string | null;
}

/** The POST /api/create-checkout-session body for a draft, or which field is wrong. */
export function buildCheckoutRequest(
  draft: CheckoutDraft,
): { ok: true; request: CreateCheckoutSessionRequest } | { ok: false; field: 'emailRequired' | 'emailInvalid' | 'countryRequired' } {
  const email = draft.email.trim();
  if (!email) return { ok: false, field: 'emailRequired' };
  const candidate = {
    amount: Number(
      formatCents(
        orderTotalCents(
          draft.items.map((item) => item.price),
          draft.pricing ?? DEFAULT_PRICING,
        ),
      ),
    ),
    profileIds: draft.items.map((item) => item.id),
    customerEmail: email,
    customerName: draft.name.trim() || GUEST_CUSTOMER,
    profileNames: draft.items.map((item) => item.name),
    language: draft.language,
    buyerCountry: draft.country,
    ...(draft.disclosure ? { buyerDisclosure: draft.disclosure } : {}),
  };
  const parsed = CreateCheckoutSessionRequestSchema.safeParse(candidate);
  if (!parsed.success) {
    if (parsed.error.issues.some((issue) => issue.path[0] === 'customerEmail')) return { ok: false, field: 'emailInvalid' };
    if (parsed.error.issues.some((issue) => issue.path[0] === 'buyerCountry')) return { ok: false, field: 'countryRequired' };
    throw new Error(`checkout request is invalid: ${parsed.error.message}`);
  }
  return { ok: true, request: parsed.data };
}

/** The draft's items whose contacts the buyer already holds. */
export function repurchasedItems(draft: CheckoutDraft): CartItem[] {
  const bought = new Set(draft.alreadyPurchasedIds ?? []);
  return draft.items.filter((item) => bought.has(item.id));
}

/** Only an http(s) address may be followed (never javascript: or data:). */
export function isSafeRedirect(url: string, base: string): boolean {
  try {
    const { protocol } = new URL(url, base);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    emitted: {} as CheckoutNotice,
  },
  actors: {
    createSession: fromPromise<string, CreateCheckoutSessionRequest>(async () => {
      throw new Error('createSession is provided by the page');
    }),
  },
  actions: {
    redirect: (_, _url: string) => {
      throw new Error('redirect is provided by the page');
    },
  },
  guards: {
    isOffline: ({ event }) => event.type === 'checkout.submit' && !event.online,
    emailMissing: ({ event }) => event.type === 'checkout.submit' && !event.draft.email.trim(),
    emailInvalid: ({ event }) => {
      if (event.type !== 'checkout.submit') return false;
      const built = buildCheckoutRequest(event.draft);
      return !built.ok && built.field === 'emailInvalid';
    },
    countryMissing: ({ event }) => {
      if (event.type !== 'checkout.submit') return false;
      const built = buildCheckoutRequest(event.draft);
      return !built.ok && built.field === 'countryRequired';
    },
    repurchaseUnconfirmed: ({ event }) =>
      event.type === 'checkout.submit' && !event.draft.repurchaseConfirmed && repurchasedItems(event.draft).length > 0,
  },
}).createMachine({
  id: 'checkout',
  context: { fieldError: null, error: null, url: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'checkout.submit': [
          {
            guard: 'emailMissing',
            actions: [assign({ fieldError: 'emailRequired' }), emit({ type: 'notify', kind: 'emailRequired' })],
          },
          {
            guard: 'emailInvalid',
            actions: [assign({ fieldError: 'emailInvalid' }), emit({ type: 'notify', kind: 'emailInvalid' })],
          },
          {
            guard: 'countryMissing',
            actions: [assign({ fieldError: 'countryRequired' }), emit({ type: 'notify', kind: 'countryRequired' })],
          },
          {
            guard: 'repurchaseUnconfirmed',
            actions: [assign({ fieldError: 'repurchaseUnconfirmed' }), emit({ type: 'notify', kind: 'repurchaseUnconfirmed' })],
          },
          { guard: 'isOffline', actions: [assign({ fieldError: null }), emit({ type: 'notify', kind: 'offline' })] },
          { target: 'submitting', actions: assign({ fieldError: null, error: null }) },
        ],
      },
    },
    submitting: {
      invoke: {
        src: 'createSession',
        input: ({ event }) => {
          if (event.type !== 'checkout.submit') throw new Error('checkout: submitting without a draft');
          const built = buildCheckoutRequest(event.draft);
          if (!built.ok) throw new Error('checkout: submitting an invalid draft');
          return built.request;
        },
        onDone: [
          {
            guard: ({ event }) => isSafeRedirect(event.output, globalThis.location?.href ?? 'http://localhost/'),
            target: 'redirecting',
            actions: assign({ url: ({ event }) => event.output }),
          },
          { target: 'failure', actions: assign({ error: null }) },
        ],
        onError: { target: 'failure', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    redirecting: {
      entry: { type: 'redirect', params: ({ context }) => context.url ?? '' },
      on: { 'checkout.return': 'editing' },
    },
    failure: {
      entry: emit(({ context }: { context: CheckoutContext }) => ({ type: 'notify', kind: 'failed', error: context.error }) as const),
      always: 'editing',
    },
  },
});
