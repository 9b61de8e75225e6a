// Checkout and payment result contracts. The client's `amount` is accepted
// for compatibility and ignored: the server prices the order from the profile ids.
import { z } from 'zod/mini';
import { type ApprovalReason, BuyerCountrySchema, BuyerDisclosureSchema, type DeclineReason } from '#contract/consent.schema.ts';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '#contract/languages.ts';
import { text } from '#contract/text.ts';

/** The name an order carries when the buyer leaves "Full name" empty. */
export const GUEST_CUSTOMER = 'Guest Customer';

export const CreateCheckoutSessionRequestSchema = z.object({
  amount: z.optional(z.unknown()),
  profileIds: z.array(z.int().check(z.positive())).check(z.minLength(1), z.maxLength(100)),
  // pasted addresses often carry spaces: trimmed before the format check
  customerEmail: z.pipe(text('checkout.emailInvalid').check(z.trim()), z.email('checkout.emailInvalid')),
  customerName: z.optional(text().check(z.trim(), z.maxLength(200))),
  profileNames: z.optional(z.array(text().check(z.maxLength(200)))),
  language: z._default(z.enum(SUPPORTED_LANGUAGES), DEFAULT_LANGUAGE),
  /** The buyer's country of residence: a country of the setting
   * approve_each_buyer_countries sends every item through her approval. */
  buyerCountry: BuyerCountrySchema,
  /** Required when buyerCountry is in that setting (400 with fieldErrors `buyerDisclosure.<field>`
   * otherwise); ignored, and not stored, for any other country (decision 034). */
  buyerDisclosure: z.optional(BuyerDisclosureSchema),
});
export type CreateCheckoutSessionRequest = z.infer<typeof CreateCheckoutSessionRequestSchema>;

/**
 * 200 {url} (the hosted payment page), or 4xx/5xx {error, message} where error is a text in the
 * request's language the UI can show as is. 409 adds unavailableProfileIds (profiles to drop from
 * the cart); 400 adds fieldErrors; 429 comes with Retry-After.
 */
export type CreateCheckoutSessionResponse = { url: string } | { error: string; message?: string; unavailableProfileIds?: number[] };

export const PaymentSuccessRequestSchema = z.union([
  z.object({ sessionId: text().check(z.minLength(1), z.maxLength(300)) }),
  z.object({ paymentIntentId: text().check(z.minLength(1), z.maxLength(300)) }),
]);
export type PaymentSuccessRequest = z.infer<typeof PaymentSuccessRequestSchema>;

export interface PaidOrder {
  id: number;
  customerName: string;
  customerEmail: string;
  /** Two decimals, e.g. "10.00". */
  totalAmount: string;
  status: string;
  createdAt: string;
  /** 'manual': the payment is authorised and captured only for what she approves. Absent from older answers. */
  captureMethod?: 'automatic' | 'manual';
  /**
   * A manual order's payment: 'authorized' (held on the card, not charged yet), 'captured'
   * (charged for the released items), 'cancelled' (never charged); null for an automatic order.
   */
  paymentState?: 'authorized' | 'captured' | 'cancelled' | null;
}

/** The profile as it was when bought (order_items.profile_snapshot). */
export interface PurchasedProfile {
  id: number;
  firstName: string;
  lastName: string;
  age: number;
  location: string;
  primaryPhoto: string | null;
  photos: string[];
}

export interface PurchasedContact {
  /** Order item id. */
  id: number;
  price: string;
  profile: PurchasedProfile;
  /** Channel → value; empty when she has shared nothing yet, or when the item was not released. */
  contactInfo: Record<string, string>;
  /**
   * 'released': contactInfo holds her details. 'declined': not released (declineReason says
   * why); never charged on a manual order, refunded on an automatic one.
   * 'awaiting_consent': she has not answered yet (approve_each_buyer); see approvalDeadline.
   * 'refunded': an admin gave its price back (decision 029); its details are no longer shown.
   */
  releaseStatus?: 'released' | 'declined' | 'awaiting_consent' | 'pending' | 'refunded';
  /** Why a declined item was not released (order_items.decline_reason); null otherwise. */
  declineReason?: DeclineReason | null;
  /** Until when she may answer an awaiting_consent item (ISO time); null otherwise. */
  approvalDeadline?: string | null;
  /**
   * Why the item waits (or waited) for her although the checkout did not sell it under her
   * approval: 'payment_country' (the card's or the billing address's country), 'policy_changed'
   * (she switched to approving each buyer); null otherwise. Absent from older answers.
   */
  approvalReason?: ApprovalReason | null;
}

/**
 * POST /api/payment-success and GET /api/purchases/{orderId}?token=… (the emailed link) answer
 * this. success is true only for a paid order; an unpaid one comes with order.status 'pending'
 * (or 'expired') and no contacts. Unknown session or order: 404 {message: 'Order not found'};
 * a wrong token: 403 {message: 'This link is not valid'}.
 */
export interface PaymentSuccessResponse {
  success: boolean;
  order: PaidOrder | null;
  contactInfo: PurchasedContact[];
  /**
   * POST /api/payment-success of a paid order, within the hours after the payment: the order's
   * signed purchase token, which opens it later through GET /api/purchases/{orderId}?token=
   * (what the buyer's device keeps instead of the payment reference).
   */
  purchaseToken?: string;
  /**
   * POST /api/payment-success of a paid order after those hours: true, contactInfo is empty and
   * `message` (in the order's language) says to open the emailed link or My purchases.
   */
  contactsWithheld?: boolean;
  message?: string;
}
