// The calls behind cart, checkout, payment result and "My purchases" (storefront §7): cookies
// sent, JSON bodies, and a non-OK answer raised as "<status>: <body>" (or the status text when
// the body is empty). The server's own error text ({error} or {message}) is kept apart so a
// toast can show it without the JSON around it.
import type { CreateCheckoutSessionRequest, PaymentSuccessRequest, PaymentSuccessResponse } from '#api/contract/checkout.schema.ts';
import type { PublicProfile } from '#api/contract/profile.schema.ts';

export class ApiError extends Error {
  readonly status: number;
  /** The error text the server put in its JSON body ({error} or {message}), if any. */
  readonly serverText: string | null;

  constructor(status: number, body: string, statusText: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.serverText = serverTextOf(body);
  }
}

function serverTextOf(body: string): string | null {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object') {
      const { error, message } = parsed as { error?: unknown; message?: unknown };
      if (typeof error === 'string' && error.trim()) return error;
      if (typeof message === 'string' && message.trim()) return message;
    }
  } catch {
    // Not JSON: the "<status>: <body>" message is all there is.
  }
  return null;
}

async function request<T>(method: 'GET' | 'POST', url: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  if (!response.ok) throw new ApiError(response.status, await response.text().catch(() => ''), response.statusText);
  return (await response.json()) as T;
}

/** A checkout error's text for the "Checkout failed" toast; null when nothing useful is known. */
export function checkoutErrorText(error: unknown): string | null {
  if (error instanceof ApiError) return error.serverText ?? error.message;
  if (error instanceof CheckoutRefusedError) return error.message || null;
  return null;
}

/** The server answered 200 with {error}. */
export class CheckoutRefusedError extends Error {
  override name = 'CheckoutRefusedError';
}

/** POST /api/create-checkout-session → the hosted payment page's URL. */
export async function createCheckoutSession(body: CreateCheckoutSessionRequest): Promise<string> {
  const answer = await request<{ url?: unknown; error?: unknown }>('POST', '/api/create-checkout-session', body);
  if (typeof answer.error === 'string' && answer.error) throw new CheckoutRefusedError(answer.error);
  if (typeof answer.url !== 'string' || !answer.url) throw new CheckoutRefusedError('');
  return answer.url;
}

/** POST /api/payment-success: confirms a payment and returns the order with its contacts. */
export function confirmPayment(body: PaymentSuccessRequest, signal?: AbortSignal): Promise<PaymentSuccessResponse> {
  return request<PaymentSuccessResponse>('POST', '/api/payment-success', body, signal);
}

/** GET /api/purchases/{orderId}?token=: an order's contacts from the signed email link. */
export function fetchPurchase(orderId: string, token: string, signal?: AbortSignal): Promise<PaymentSuccessResponse> {
  const url = `/api/purchases/${encodeURIComponent(orderId)}?token=${encodeURIComponent(token)}`;
  return request<PaymentSuccessResponse>('GET', url, undefined, signal);
}

/** GET /api/profiles/{id}: the public profile, or null when it left the public view (404). */
export async function fetchPublicProfile(id: number, signal?: AbortSignal): Promise<PublicProfile | null> {
  try {
    return await request<PublicProfile>('GET', `/api/profiles/${id}`, undefined, signal);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
