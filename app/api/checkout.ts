// The calls behind cart, checkout, payment result and "My purchases". The
// server's own error text ({error} or {message}) is kept apart so a toast can show it without
// the JSON around it.
import { z } from 'zod/mini';
import {
  CheckoutSessionCreatedSchema,
  type CreateCheckoutSessionRequest,
  type PaymentSuccessRequest,
  type PaymentSuccessResponse,
  PaymentSuccessResponseSchema,
} from '#contract/checkout.schema.ts';
import { ApiError, request } from './client.ts';

/** The server answered 200 with {error}. */
export class CheckoutRefusedError extends Error {
  override name = 'CheckoutRefusedError';
}

/** A checkout error's text for the "Checkout failed" toast; null when nothing useful is known. */
export function checkoutErrorText(error: unknown): string | null {
  if (error instanceof ApiError) return error.serverText ?? error.message;
  if (error instanceof CheckoutRefusedError) return error.message || null;
  return null;
}

/** POST /api/create-checkout-session → the hosted payment page's URL. */
export async function createCheckoutSession(body: CreateCheckoutSessionRequest): Promise<string> {
  const answer = await request('/api/create-checkout-session', { method: 'POST', body, schema: CheckoutSessionCreatedSchema });
  if ('error' in answer) throw new CheckoutRefusedError(answer.error);
  if (!answer.url) throw new CheckoutRefusedError('');
  return answer.url;
}

/** POST /api/payment-success: confirms a payment and returns the order with its contacts. */
export function confirmPayment(body: PaymentSuccessRequest, signal?: AbortSignal): Promise<PaymentSuccessResponse> {
  return request('/api/payment-success', { method: 'POST', body, schema: PaymentSuccessResponseSchema, ...(signal ? { signal } : {}) });
}

/** GET /api/purchases/{orderId}?token=: an order's contacts from the signed email link. */
export function fetchPurchase(orderId: string, token: string, signal?: AbortSignal): Promise<PaymentSuccessResponse> {
  const url = `/api/purchases/${encodeURIComponent(orderId)}?token=${encodeURIComponent(token)}`;
  return request(url, { schema: PaymentSuccessResponseSchema, ...(signal ? { signal } : {}) });
}

/** GET /api/orders/mine: the signed-in buyer's paid orders, from any device (401 for a guest). */
export function fetchMyOrders(signal?: AbortSignal): Promise<PaymentSuccessResponse[]> {
  return request('/api/orders/mine', { schema: z.array(PaymentSuccessResponseSchema), ...(signal ? { signal } : {}) });
}
