// Her consent decides (decision 033): release policies, the buyer's
// country and disclosure form, her approval requests and her block list. One schema per input,
// shared by the checkout form, her owner page and the API; messages are i18n keys.
import { z } from 'zod/mini';
import { text } from '#contract/text.ts';

/** How a profile's contact details are released after payment. */
export const RELEASE_POLICY_NAMES = ['instant', 'approve_each_buyer'] as const;
export type ReleasePolicyName = (typeof RELEASE_POLICY_NAMES)[number];
export const ReleasePolicySchema = z.enum(RELEASE_POLICY_NAMES, 'approval.validation.policy');

// ---------------------------------------------------------------------------------------------
// countries

/** Codes Intl names but that are not countries a buyer lives in. */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'ZZ']);

/** ISO 3166-1 alpha-2 as the runtime knows it: a code it has no name for is refused. */
export function isKnownRegion(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code) || NOT_COUNTRIES.has(code)) return false;
  try {
    const name = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }).of(code);
    return name !== undefined && name !== code;
  } catch {
    return false;
  }
}

let regions: string[] | null = null;
/** Every country code a buyer may choose, A–Z (names come from Intl.DisplayNames in her language). */
export function countryCodes(): readonly string[] {
  if (!regions) {
    regions = [];
    for (let a = 65; a <= 90; a++) {
      for (let b = 65; b <= 90; b++) {
        const code = String.fromCharCode(a, b);
        if (isKnownRegion(code)) regions.push(code);
      }
    }
  }
  return regions;
}

/** The buyer's country of residence, upper-cased, a known country. */
export const BuyerCountrySchema = z.pipe(
  text('approval.validation.country').check(z.trim(), z.toUpperCase()),
  z.string().check(z.refine(isKnownRegion, 'approval.validation.country')),
);

// ---------------------------------------------------------------------------------------------
// the buyer's disclosure form (the questions IMBRA asks of a US buyer)

const answer = (max: number) => z.optional(text().check(z.trim(), z.maxLength(max, 'approval.validation.tooLong')));
const yesNo = z.boolean('approval.validation.required');

/**
 * Asked of buyers from the countries in the setting approve_each_buyer_countries, stored with
 * the order and shown to her, in her language, before she decides. Details are required when
 * the answer to their question is yes.
 */
export const BuyerDisclosureSchema = z
  .object({
    /** The buyer's first name as she will see it. */
    firstName: text('approval.validation.required').check(
      z.trim(),
      z.minLength(1, 'approval.validation.required'),
      z.maxLength(100, 'approval.validation.tooLong'),
    ),
    /** Convicted of, or arrested for, a violent crime, sexual offence, domestic violence, stalking, child abuse…? */
    criminalHistory: yesNo,
    criminalHistoryDetails: answer(2000),
    /** Subject of a protection or restraining order? */
    protectionOrder: yesNo,
    protectionOrderDetails: answer(2000),
    /** How many times married, and how each marriage ended. */
    timesMarried: z
      .int('approval.validation.count')
      .check(z.minimum(0, 'approval.validation.count'), z.maximum(20, 'approval.validation.count')),
    maritalHistoryDetails: answer(2000),
    /** Number of children under 18 and their ages. */
    childrenUnder18: z
      .int('approval.validation.count')
      .check(z.minimum(0, 'approval.validation.count'), z.maximum(30, 'approval.validation.count')),
    childrenAges: answer(200),
    /** Every US state or country lived in since age 18. */
    placesLived: z
      .array(
        text('approval.validation.required').check(
          z.trim(),
          z.minLength(1, 'approval.validation.required'),
          z.maxLength(100, 'approval.validation.tooLong'),
        ),
        'approval.validation.required',
      )
      .check(z.minLength(1, 'approval.validation.required'), z.maxLength(60, 'approval.validation.tooLong')),
    /** The buyer confirms the answers are true. */
    truthful: z.literal(true, 'approval.validation.truthful'),
  })
  .check(
    z.superRefine((form, ctx) => {
      const need = (when: boolean, value: string | undefined, path: string) => {
        if (when && !value) ctx.issues.push({ code: 'custom', message: 'approval.validation.detailsRequired', path: [path], input: value });
      };
      need(form.criminalHistory, form.criminalHistoryDetails, 'criminalHistoryDetails');
      need(form.protectionOrder, form.protectionOrderDetails, 'protectionOrderDetails');
      need(form.timesMarried > 0, form.maritalHistoryDetails, 'maritalHistoryDetails');
      need(form.childrenUnder18 > 0, form.childrenAges, 'childrenAges');
    }),
  );
export type BuyerDisclosure = z.infer<typeof BuyerDisclosureSchema>;

/**
 * How long the buyer's form is kept after the last decision on his purchase (her answer, the
 * deadline, a withdrawal) or after the purchase ended unpaid: then it is erased. As long as her
 * list shows a decided request.
 */
export const DISCLOSURE_KEPT_DAYS = 30;

// ---------------------------------------------------------------------------------------------
// her requests and her answers

/** Why an item was not released (order_items.decline_reason). */
export const DECLINE_REASONS = ['unavailable', 'she_declined', 'expired', 'withdrawn', 'blocked', 'over_cap'] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

/**
 * Why an item waits for her although its checkout did not sell it under her approval
 * (order_items.approval_reason): the card's or the billing address's country is one where she
 * approves each buyer, or not the country the buyer declared; or she switched to approving each
 * buyer after his checkout.
 */
export const APPROVAL_REASONS = ['payment_country', 'policy_changed'] as const;
export type ApprovalReason = (typeof APPROVAL_REASONS)[number];

/** One purchase waiting for her answer, as her owner page lists it. Never the buyer's email. */
export const ApprovalRequestSchema = z.object({
  /** The order item id. */
  id: z.int(),
  buyerFirstName: z.string(),
  /** ISO alpha-2; the page names it in her language. */
  buyerCountry: z.nullable(z.string()),
  /** Null when the buyer's country does not ask for one, or once it is erased. */
  disclosure: z.nullable(BuyerDisclosureSchema),
  /** True once the form was erased (DISCLOSURE_KEPT_DAYS after the last decision on the purchase). */
  disclosureErased: z.boolean(),
  price: z.string(),
  requestedAt: z.string(),
  deadline: z.string(),
});
export type ApprovalRequest = z.infer<typeof ApprovalRequestSchema>;

/** POST /api/owner/approval-requests/:id/decision — she approves or declines; `block` also blocks that buyer. */
export const ApprovalDecisionSchema = z.object({
  decision: z.enum(['approve', 'decline'], 'approval.validation.decision'),
  block: z._default(z.boolean(), false),
});
export type ApprovalDecision = z.infer<typeof ApprovalDecisionSchema>;

/** One entry of her block list (or the admins'): who, as she may see it. */
export const BuyerBlockViewSchema = z.object({
  id: z.int(),
  /** The buyer's first name and country from the request it was made from, or the email an admin typed (admins only). */
  label: z.nullable(z.string()),
  createdAt: z.string(),
  /** True when she made it, false when an admin did. */
  byOwner: z.boolean(),
});
export type BuyerBlockView = z.infer<typeof BuyerBlockViewSchema>;

/** PUT /api/owner/release-policy — her choice for buyers to come. */
export const ReleasePolicyChangeSchema = z.object({ releasePolicy: ReleasePolicySchema });
