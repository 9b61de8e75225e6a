// The owner link: what her page at /$lang/my-profile/<token> sends and gets. The token travels
// in the X-Owner-Token header, never in an API address (addresses are logged); an unknown,
// malformed or deleted profile's token is the same 404 as no token at all.
import { z } from 'zod/mini';
import {
  ApprovalRequestSchema,
  BuyerBlockViewSchema,
  DECLINE_REASONS,
  DISCLOSURE_KEPT_DAYS,
  RELEASE_POLICY_NAMES,
} from '#contract/approval-request.schema.ts';
import { emailAddress } from '#contract/contact.schema.ts';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '#contract/languages.ts';
import { PublicProfileSchema } from '#contract/profile.schema.ts';
import { AgeSchema, type Submission, SubmissionSchema } from '#contract/submission.schema.ts';
import { text } from '#contract/text.ts';

/** The header that carries the owner token on every owner-link call. */
export const OWNER_TOKEN_HEADER = 'X-Owner-Token';

/** Where her profile stands, as she sees it. */
export const REVIEW_STATES = ['pending', 'live', 'needs_changes', 'declined', 'paused', 'withdrawn'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** Longest media reference an edit may carry (a stored URL of her profile). */
const MEDIA_REF_MAX = 500;
const mediaRefs = z._default(z.array(text('forms.validation.invalid').check(z.maxLength(MEDIA_REF_MAX, 'forms.validation.invalid'))), []);

/**
 * An edit: the submission form's values under the same rules (SubmissionSchema with its checks),
 * except that her media may also be the ones her profile already shows, not only new pending
 * uploads (the server checks each such reference is really hers), and that her age is required:
 * the form shows the one she has, and a field she emptied is not taken for the default.
 */
export const ProfileEditSchema = z.safeExtend(SubmissionSchema, { photos: mediaRefs, videos: mediaRefs, age: AgeSchema });
export type ProfileEdit = z.infer<typeof ProfileEditSchema>;
export type ProfileEditInput = z.input<typeof ProfileEditSchema>;

/**
 * Her edit as it was stored (SubmissionSchema checked it when she sent it), read back: an object
 * with her media lists, checked as such only, because its media are now addresses she may open
 * and an option list may have changed since she chose.
 */
const StoredEditSchema = z.custom<Submission>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    ['photos', 'videos'].every((key) => {
      const list = (value as Record<string, unknown>)[key];
      return Array.isArray(list) && list.every((item) => typeof item === 'string');
    }),
  'not a stored edit',
);

/**
 * What only she sees, for her edit form: the values buyers never get in full (her last name,
 * gender, appearance) and her channels' values.
 */
export const OwnerOnlyValuesSchema = z.object({
  lastName: z.nullable(z.string()),
  gender: z.string(),
  appearance: z.nullable(z.string()),
  /** Her channels' values by channel (an admin may have filled one her form does not offer, a phone). */
  contactMethods: z.record(z.string(), z.string()),
});
export type OwnerOnlyValues = z.infer<typeof OwnerOnlyValuesSchema>;

/** GET /api/owner/profile: her profile as buyers see it, its state, and an edit awaiting review. */
export const OwnerProfileSchema = z.object({
  profile: PublicProfileSchema,
  state: z.enum(REVIEW_STATES),
  /**
   * Why a moderator sent her profile back or declined it — or, while it is live, sent her last
   * edit back; null otherwise.
   */
  reviewReason: z.nullable(z.string()),
  /** Her edit of a live profile, waiting for a moderator; the live version stays until then. */
  pendingEdit: z.nullable(StoredEditSchema),
  pendingEditAt: z.nullable(z.string()),
  /** How her contact details are released to buyers to come (PUT /api/owner/release-policy). */
  releasePolicy: z.enum(RELEASE_POLICY_NAMES),
  /** The email her owner link is sent to, if she gave one. */
  contactEmail: z.nullable(z.string()),
  own: OwnerOnlyValuesSchema,
  /** When her owner link was used before this call (ISO time); null when this is its first use. */
  lastUsedAt: z.nullable(z.string()),
});
export type OwnerProfile = z.infer<typeof OwnerProfileSchema>;

/** POST /api/owner/resend: mail a new link to this address if it is a profile's contact email. */
export const OwnerLinkResendSchema = z.object({
  email: emailAddress('forms.validation.emailInvalid'),
  language: z._default(z.enum(SUPPORTED_LANGUAGES), DEFAULT_LANGUAGE),
});
export type OwnerLinkResend = z.infer<typeof OwnerLinkResendSchema>;
/** Its answer (202), the same whether or not the address is on file: a message she may read. */
export const OwnerLinkResentSchema = z.object({ message: z.string() });
export type OwnerLinkResent = z.infer<typeof OwnerLinkResentSchema>;

/**
 * The header that carries the token of the short link "send me a new link" mails
 * (`/{lang}/my-profile/<token>/new-link`) on POST /api/owner/new-link.
 */
export const OWNER_LINK_REQUEST_HEADER = 'X-Owner-Link-Request';

/** POST /api/owner/new-link: her new owner link's token (the old link no longer works). */
export const OwnerNewLinkSchema = z.object({ ownerToken: z.string() });
export type OwnerNewLink = z.infer<typeof OwnerNewLinkSchema>;

/** What became of one of her requests: her answer, or the deadline's, or her withdrawal's. */
export const ApprovalOutcomeSchema = z.object({
  releaseStatus: z.enum(['released', 'declined']),
  /** Why it was declined (she_declined, expired, withdrawn…); null when released. */
  declineReason: z.nullable(z.enum(DECLINE_REASONS)),
  decidedAt: z.string(),
  /** She blocked that buyer (from this request). */
  blocked: z.boolean(),
});
export type ApprovalOutcome = z.infer<typeof ApprovalOutcomeSchema>;

/** One of her requests that is decided. */
export const DecidedApprovalRequestSchema = z.extend(ApprovalRequestSchema, ApprovalOutcomeSchema.shape);
export type DecidedApprovalRequest = z.infer<typeof DecidedApprovalRequestSchema>;

/**
 * GET /api/owner/approval-requests: her policy, the purchases waiting for her answer (oldest deadline
 * first), those decided in the last RECENT_APPROVAL_REQUEST_DAYS days, and her block list.
 */
export const OwnerApprovalRequestsSchema = z.object({
  releasePolicy: z.enum(RELEASE_POLICY_NAMES),
  requests: z.array(ApprovalRequestSchema),
  recent: z.array(DecidedApprovalRequestSchema),
  blocks: z.array(BuyerBlockViewSchema),
});
export type OwnerApprovalRequests = z.infer<typeof OwnerApprovalRequestsSchema>;

/** How long a decided request stays in her list (its buyer's form is erased then too). */
export const RECENT_APPROVAL_REQUEST_DAYS = DISCLOSURE_KEPT_DAYS;

/**
 * The header that carries the token of her emailed request link (`/{lang}/requests/<token>`) on
 * GET /api/approval-request and POST /api/approval-request/decision; never in an API address.
 */
export const APPROVAL_TOKEN_HEADER = 'X-Approval-Token';

/** GET /api/approval-request: the one request her emailed link opens, and its outcome once decided. */
export const ApprovalRequestLinkViewSchema = z.object({ request: ApprovalRequestSchema, outcome: z.nullable(ApprovalOutcomeSchema) });
export type ApprovalRequestLinkView = z.infer<typeof ApprovalRequestLinkViewSchema>;
