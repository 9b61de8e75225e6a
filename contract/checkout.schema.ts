// Checkout and payment result contracts. The client's `amount` is accepted
// for compatibility and ignored: the server prices the order from the profile ids.
import { z } from 'zod/mini';
import { APPROVAL_REASONS, BuyerCountrySchema, BuyerDisclosureSchema, DECLINE_REASONS } from '#contract/approval-request.schema.ts';
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

/** 200 of POST /api/create-checkout-session: the hosted payment page (an {error} is a refusal, told as is). */
export const CheckoutSessionCreatedSchema = z.union([z.object({ url: z.string() }), z.object({ error: z.string() })]);
export type CheckoutSessionCreated = z.infer<typeof CheckoutSessionCreatedSchema>;

export const PaidOrderSchema = z.object({
  id: z.number(),
  customerName: z.string(),
  customerEmail: z.string(),
  /** Two decimals, e.g. "10.00". */
  totalAmount: z.string(),
  status: z.string(),
  createdAt: z.string(),
  /** 'manual': the payment is authorised and captured only for what she approves. Absent from older answers. */
  captureMethod: z.optional(z.enum(['automatic', 'manual'])),
  /**
   * A manual order's payment: 'authorized' (held on the card, not charged yet), 'captured'
   * (charged for the released items), 'cancelled' (never charged); null for an automatic order.
   */
  paymentState: z.optional(z.nullable(z.enum(['authorized', 'captured', 'cancelled']))),
});
export type PaidOrder = z.infer<typeof PaidOrderSchema>;

/** The profile as it was when bought (order_items.profile_snapshot). */
export const PurchasedProfileSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  age: z.number(),
  location: z.string(),
  primaryPhoto: z.nullable(z.string()),
  photos: z.array(z.string()),
});
export type PurchasedProfile = z.infer<typeof PurchasedProfileSchema>;

export const PurchasedContactSchema = z.object({
  /** Order item id. */
  id: z.number(),
  price: z.string(),
  /** The profile as it was when bought; empty when it was gone by the time of payment. */
  profile: z.partial(PurchasedProfileSchema),
  /** Channel → value; empty when she has shared nothing yet, or when the item was not released. */
  contactInfo: z.record(z.string(), z.string()),
  /**
   * 'released': contactInfo holds her details. 'declined': not released (declineReason says
   * why); never charged on a manual order, refunded on an automatic one.
   * 'awaiting_consent': she has not answered yet (approve_each_buyer); see approvalDeadline.
   * 'refunded': an admin gave its price back (decision 029); its details are no longer shown.
   */
  releaseStatus: z.optional(z.enum(['released', 'declined', 'awaiting_consent', 'pending', 'refunded'])),
  /** Why a declined item was not released (order_items.decline_reason); null otherwise. */
  declineReason: z.optional(z.nullable(z.enum(DECLINE_REASONS))),
  /** Until when she may answer an awaiting_consent item (ISO time); null otherwise. */
  approvalDeadline: z.optional(z.nullable(z.string())),
  /**
   * Why the item waits (or waited) for her although the checkout did not sell it under her
   * approval: 'payment_country' (the card's or the billing address's country), 'policy_changed'
   * (she switched to approving each buyer); null otherwise. Absent from older answers.
   */
  approvalReason: z.optional(z.nullable(z.enum(APPROVAL_REASONS))),
});
export type PurchasedContact = z.infer<typeof PurchasedContactSchema>;

/**
 * POST /api/payment-success and GET /api/purchases/{orderId}?token=… (the emailed link) answer
 * this, and GET /api/orders/mine a list of it. success is true only for a paid order; an unpaid
 * one comes with order.status 'pending' (or 'expired') and no contacts. Unknown session or order:
 * 404 {message: 'Order not found'}; a wrong token: 403 {message: 'This link is not valid'}.
 */
export const PaymentSuccessResponseSchema = z.object({
  success: z.boolean(),
  order: z.nullable(PaidOrderSchema),
  contactInfo: z.array(PurchasedContactSchema),
  /**
   * POST /api/payment-success of a paid order, within the hours after the payment: the order's
   * signed purchase token, which opens it later through GET /api/purchases/{orderId}?token=
   * (what the buyer's device keeps instead of the payment reference).
   */
  purchaseToken: z.optional(z.string()),
  /**
   * POST /api/payment-success of a paid order after those hours: true, contactInfo is empty and
   * `message` (in the order's language) says to open the emailed link or My purchases.
   */
  contactsWithheld: z.optional(z.boolean()),
  message: z.optional(z.string()),
});
export type PaymentSuccessResponse = z.infer<typeof PaymentSuccessResponseSchema>;
