// Stripe behind the payment provider interface: hosted Checkout Sessions with one line item per
// profile, signed webhooks, and (for the approve_each_buyer policy) capture/cancel of authorised
// payments. Every call has a 5 s timeout and is retried by the SDK (with the same idempotency key)
// on network errors and 5xx answers.
import Stripe from 'stripe';
import { isLiveStripeKey } from '../env.ts';
import {
  type CreateCheckoutInput,
  type CreatedCheckout,
  countryCode,
  type PaymentProvider,
  type ProviderSession,
  ProviderUnavailableError,
  type RefundInput,
  toProviderSession,
  WEBHOOK_TOLERANCE_SECONDS,
  type WebhookEvent,
  WebhookSignatureError,
} from './payment-provider.ts';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another API endpoint (a local test double, stripe-mock); default api.stripe.com. */
  apiUrl?: string;
  timeoutMs?: number;
  maxNetworkRetries?: number;
}

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const endpoint = options.apiUrl ? new URL(options.apiUrl) : null;
  const stripe = new Stripe(options.secretKey, {
    timeout: options.timeoutMs ?? 5000,
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    telemetry: false,
    ...(endpoint
      ? {
          host: endpoint.hostname,
          port: endpoint.port || (endpoint.protocol === 'https:' ? 443 : 80),
          protocol: endpoint.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });

  /** Network trouble and Stripe's own 5xx/429 answers mean "try again later", not "bad request". */
  const unavailable = (error: unknown): never => {
    if (
      error instanceof Stripe.errors.StripeConnectionError ||
      error instanceof Stripe.errors.StripeAPIError ||
      error instanceof Stripe.errors.StripeRateLimitError ||
      (error instanceof Stripe.errors.StripeError && (error.statusCode ?? 0) >= 500)
    ) {
      throw new ProviderUnavailableError(`Stripe is not reachable: ${error.message}`);
    }
    throw error;
  };

  const isMissing = (error: unknown) =>
    error instanceof Stripe.errors.StripeInvalidRequestError && (error.statusCode === 404 || error.code === 'resource_missing');

  return {
    name: 'stripe',
    livemode: isLiveStripeKey(options.secretKey),

    async createCheckout(input: CreateCheckoutInput): Promise<CreatedCheckout> {
      const session = await stripe.checkout.sessions
        .create(
          {
            mode: 'payment',
            customer_email: input.customerEmail,
            client_reference_id: String(input.orderId),
            locale: input.language as Stripe.Checkout.SessionCreateParams.Locale,
            line_items: input.lines.map((line) => ({
              quantity: 1,
              price_data: {
                currency: input.currency.toLowerCase(),
                unit_amount: line.unitAmountCents,
                product_data: { name: line.name, metadata: { profileId: String(line.profileId) } },
              },
            })),
            payment_intent_data: {
              capture_method: input.captureMethod,
              metadata: input.metadata,
            },
            metadata: input.metadata,
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
          },
          { idempotencyKey: input.idempotencyKey },
        )
        .catch(unavailable);
      if (!session.url) throw new ProviderUnavailableError('Stripe returned a checkout session without a URL');
      if (session.amount_total !== null && session.amount_total !== input.amountTotalCents) {
        throw new Error(`Stripe priced the session at ${session.amount_total}, expected ${input.amountTotalCents}`);
      }
      return {
        sessionId: session.id,
        url: session.url,
        expiresAt: new Date((session.expires_at ?? Math.floor(Date.now() / 1000) + 24 * 3600) * 1000),
      };
    },

    async retrieveSession(sessionId: string): Promise<ProviderSession | null> {
      try {
        // The intent says what the session does not: an authorised (manual-capture) payment, the
        // card's fingerprint (a buyer identity for blocks and the cap), its issuing and billing
        // countries, and until when the hold can be captured.
        const session = await stripe.checkout.sessions.retrieve(sessionId, {
          expand: ['payment_intent', 'payment_intent.payment_method', 'payment_intent.latest_charge'],
        });
        return sessionWithIntent(session as unknown as Record<string, unknown>);
      } catch (error) {
        if (isMissing(error)) return null;
        return unavailable(error);
      }
    },

    async findSessionIdByPaymentIntent(paymentIntentId: string): Promise<string | null> {
      try {
        const list = await stripe.checkout.sessions.list({ payment_intent: paymentIntentId, limit: 1 });
        return list.data[0]?.id ?? null;
      } catch (error) {
        if (isMissing(error)) return null;
        return unavailable(error);
      }
    },

    verifyWebhook(rawBody, signatureHeader) {
      return verifySignedEvent(rawBody, signatureHeader, options.webhookSecret);
    },

    async capturePayment(paymentIntentId, amountCents, idempotencyKey) {
      await stripe.paymentIntents.capture(paymentIntentId, { amount_to_capture: amountCents }, { idempotencyKey }).catch(unavailable);
    },

    async cancelPayment(paymentIntentId, idempotencyKey) {
      await stripe.paymentIntents.cancel(paymentIntentId, {}, { idempotencyKey }).catch(unavailable);
    },

    async refundPayment(input: RefundInput) {
      const refund = await stripe.refunds
        .create(
          { payment_intent: input.paymentIntentId, amount: input.amountCents, metadata: input.metadata },
          { idempotencyKey: input.idempotencyKey },
        )
        .catch(unavailable);
      return { refundId: refund.id };
    },
  };
}

/** Card authorisations last 7 days for online payments (Stripe), unless the charge says otherwise. */
const AUTHORIZATION_LIFETIME_S = 7 * 24 * 3600;

type Obj = Record<string, unknown>;
const objectOf = (value: unknown): Obj | null => (value && typeof value === 'object' ? (value as Obj) : null);

/**
 * A checkout session retrieved with its payment intent expanded → ProviderSession. Stripe reports
 * a manual-capture session 'unpaid' while its intent is 'requires_capture': that is 'authorized'.
 */
export function sessionWithIntent(object: Obj): ProviderSession {
  const session = toProviderSession(object);
  const intent = objectOf(object.payment_intent);
  if (!intent) return session;
  const method = objectOf(intent.payment_method);
  const charge = objectOf(intent.latest_charge);
  const chargeCard = objectOf(objectOf(charge?.payment_method_details)?.card);
  const methodCard = objectOf(method?.card);
  const fingerprint = methodCard?.fingerprint ?? chargeCard?.fingerprint;
  const billingAddress = (owner: Obj | null) => objectOf(objectOf(owner?.billing_details)?.address)?.country;
  const authorised = session.status === 'complete' && intent.status === 'requires_capture';
  const captureBefore =
    typeof chargeCard?.capture_before === 'number'
      ? chargeCard.capture_before
      : typeof intent.created === 'number'
        ? intent.created + AUTHORIZATION_LIFETIME_S
        : null;
  return {
    ...session,
    paymentStatus: authorised ? 'authorized' : session.paymentStatus,
    cardFingerprint: typeof fingerprint === 'string' && fingerprint !== '' ? fingerprint : null,
    authorizationExpiresAt: authorised && captureBefore !== null ? new Date(captureBefore * 1000) : null,
    // where the card and the buyer are: the issuing country of the card, the billing address's country
    cardCountry: countryCode(methodCard?.country) ?? countryCode(chargeCard?.country),
    billingCountry: countryCode(billingAddress(method)) ?? countryCode(billingAddress(charge)) ?? session.billingCountry,
  };
}

/** A verified event (Stripe's JSON) → WebhookEvent. */
export function parseEvent(event: Record<string, unknown>): WebhookEvent {
  const data = event.data as { object?: Record<string, unknown> } | undefined;
  const object = data?.object;
  const session = object && object.object === 'checkout.session' ? toProviderSession(object) : null;
  return { id: String(event.id), type: String(event.type), livemode: event.livemode === true, session, payload: event };
}

/** Verifies a Stripe-signed body with a given secret (shared by both providers). */
export function verifySignedEvent(rawBody: Buffer, signatureHeader: string | undefined, secret: string): WebhookEvent {
  if (!signatureHeader) throw new WebhookSignatureError('Missing Stripe-Signature header');
  try {
    const event = Stripe.webhooks.constructEvent(rawBody, signatureHeader, secret, WEBHOOK_TOLERANCE_SECONDS);
    return parseEvent(event as unknown as Record<string, unknown>);
  } catch (error) {
    throw new WebhookSignatureError((error as Error).message);
  }
}
