// What the API description (openapi.ts) says about each route the app serves, by "METHOD /path"
// exactly as Express declares it (`:id`): a summary, the contract schemas of its input and answer,
// and, outside the back office, the access it needs. The routes themselves are not listed twice:
// the description walks the app's own router stack and looks each one up here, and the back
// office's access comes from the role its route declares (api/admin/admin-route.ts). A route
// served without an entry here is left out of the description, and the access matrix
// (api/access-matrix.integration.test.ts) fails, naming it; an entry for a route the app no longer
// serves fails api/openapi/openapi.integration.test.ts. Moving a route is renaming its key.
import type { core } from 'zod';
import { z } from 'zod/mini';
import { AccountDeletedSchema, AccountExportSchema, DeleteAccountSchema } from '#contract/account.schema.ts';
import { AdminAccountSchema, AdminIdParamsSchema, CreateAdminSchema, UpdateAdminSchema } from '#contract/admin-account.schema.ts';
import { AnalyticsQuerySchema, AnalyticsSchema, ExportQuerySchema } from '#contract/admin-analytics.schema.ts';
import { AuditEntrySchema, AuditQuerySchema } from '#contract/admin-audit.schema.ts';
import { AdminLoginAnswerSchema, AdminLoginSchema, AdminSuccessSchema, CurrentAdminSchema } from '#contract/admin-auth.schema.ts';
import {
  AdminBlockBuyerSchema,
  AdminBlockCreatedSchema,
  AdminBlockCreateSchema,
  AdminBlockListSchema,
  AdminBlocksQuerySchema,
} from '#contract/admin-block.schema.ts';
import { DashboardQueueSchema, DashboardStatsSchema, RecentProfilesSchema } from '#contract/admin-dashboard.schema.ts';
import {
  AdminMessageDetailSchema,
  AdminMessageListSchema,
  AdminMessagesQuerySchema,
  MessageReplySchema,
  UpdateMessageSchema,
} from '#contract/admin-message.schema.ts';
import {
  AdminMfaRowSchema,
  AdminPasswordChangeSchema,
  MfaChangeSchema,
  MfaCodeSchema,
  MfaPasswordSchema,
  MfaRequiredSchema,
  MfaSetupSchema,
  MfaStatusSchema,
  RecoveryCodesSchema,
} from '#contract/admin-mfa.schema.ts';
import {
  AdminOrderDetailSchema,
  AdminOrderDisclosureSchema,
  AdminOrderIdParamsSchema,
  AdminOrderListItemSchema,
  AdminOrdersQuerySchema,
  AdminRefundQueueItemSchema,
  AdminRefundRequestSchema,
  AdminRefundResultSchema,
} from '#contract/admin-order.schema.ts';
import { AdminProfileSchema, AdminProfileUpdateSchema, ReviewDecisionSchema, SendBackEditSchema } from '#contract/admin-profile.schema.ts';
import { AdminProfileListQuerySchema, AdminProfileListSchema } from '#contract/admin-profile-list.schema.ts';
import { AdminProfilePreviewSchema } from '#contract/admin-profile-preview.schema.ts';
import {
  AdminRefListSchema,
  AdminReportDetailSchema,
  AdminReportListSchema,
  AdminReportsQuerySchema,
  NotifyReporterSchema,
  ReportNoteSchema,
  UpdateReportSchema,
} from '#contract/admin-report.schema.ts';
import { SettingsPageSchema, UpdateSettingsSchema } from '#contract/admin-settings.schema.ts';
import {
  AdminSiteUserSchema,
  AdminUserFavoriteSchema,
  AdminUserIdParamsSchema,
  AdminUserOrderSchema,
  AdminUsersQuerySchema,
  SetUserActiveSchema,
} from '#contract/admin-user.schema.ts';
import { ApprovalDecisionSchema, ReleasePolicyChangeSchema } from '#contract/approval-request.schema.ts';
import {
  AuthMessageSchema,
  ChangeEmailSchema,
  ChangePasswordSchema,
  ForgotPasswordSchema,
  LoginSchema,
  RegisterSchema,
  ResetPasswordSchema,
  UserSchema,
  VerifyEmailSchema,
} from '#contract/auth.schema.ts';
import {
  CheckoutSessionCreatedSchema,
  CreateCheckoutSessionRequestSchema,
  PaymentSuccessRequestSchema,
  PaymentSuccessResponseSchema,
} from '#contract/checkout.schema.ts';
import { ContactMessageCreatedSchema, ContactMessageSchema } from '#contract/contact.schema.ts';
import { FavoriteParamsSchema, FavoriteSchema, FavoriteStatusSchema, SyncedFavoriteSchema } from '#contract/favorites.schema.ts';
import {
  ApprovalRequestLinkViewSchema,
  OwnerApprovalRequestsSchema,
  OwnerLinkResendSchema,
  OwnerLinkResentSchema,
  OwnerNewLinkSchema,
  OwnerProfileSchema,
  ProfileEditSchema,
} from '#contract/owner.schema.ts';
import { PublicPricingSchema } from '#contract/pricing.ts';
import { ProfileListQuerySchema, PublicProfileSchema } from '#contract/profile.schema.ts';
import { ReportCreatedSchema, ReportSchema } from '#contract/report.schema.ts';
import { SubmissionCreatedSchema, SubmissionSchema } from '#contract/submission.schema.ts';
import { TakedownCreatedSchema, TakedownSchema } from '#contract/takedown.schema.ts';
import { UploadedFileSchema, UploadResponseSchema } from '#contract/upload.schema.ts';
import { CatalogPageSchema, CatalogQuerySchema } from '#sync/catalog.schema.ts';
import { SyncPushRequestSchema, SyncPushResultSchema } from '#sync/push.schema.ts';

/**
 * Who may call a route outside the back office:
 *   public             anyone
 *   user               a signed-in site user (her session cookie)
 *   owner-link         her owner link's token in X-Owner-Token: her own profile
 *   her-owner-link     the same token, for a row of her own profile (the address names it)
 *   approval-request-link  the token of her emailed approval request in X-Approval-Token
 *   new-link-link      the token of her mailed link to a new owner link in X-Owner-Link-Request
 *   purchase-link      the signed token of the order, in the query
 *   checkout-session   whoever holds the payment session's id
 *   webhook-signature  the payment provider, proved by its signature
 * A back-office route needs 'public', 'admin' or 'superadmin', as it declares.
 */
export type RouteAccess =
  | 'public'
  | 'user'
  | 'owner-link'
  | 'her-owner-link'
  | 'approval-request-link'
  | 'new-link-link'
  | 'purchase-link'
  | 'checkout-session'
  | 'webhook-signature';

type Schema = core.$ZodType;

export interface Operation {
  summary: string;
  /** The address's parameters (an object schema); without one each is a string. */
  params?: Schema;
  /** The query (an object schema): one parameter per property. */
  query?: Schema;
  /** A JSON body. */
  body?: Schema;
  /** A multipart body: its fields (files come as binary parts). */
  form?: Schema;
  /** The success status; 200 unless said. */
  status?: number;
  /** The success answer: a contract schema for JSON, or the media type of what else it sends. */
  answer?: Schema | string;
  /** An earlier address of a route, still served for the app versions that call it. */
  deprecated?: boolean;
}

export interface SiteOperation extends Operation {
  access: RouteAccess;
}

/** Every route outside /api/admin. */
export const SITE_OPERATIONS: Record<string, SiteOperation> = {
  // health and this description
  'GET /api/health': { access: 'public', summary: 'The process is up' },
  'GET /api/ready': { access: 'public', summary: 'The database and the job queue answer (503 otherwise)' },
  'GET /api/worker-nudge': { access: 'public', summary: 'A wake-up for the job workers', status: 204 },
  'GET /api/openapi.json': { access: 'public', summary: 'This description of the API', answer: 'application/json' },
  'POST /api/stripe/webhook': { access: 'webhook-signature', summary: 'A payment event from the provider (its raw, signed body)' },

  // site accounts
  'GET /api/auth/user': { access: 'user', summary: 'The signed-in user', answer: UserSchema },
  'GET /api/auth/session': {
    access: 'public',
    summary: 'The signed-in user, or null for a guest',
    answer: z.object({ user: z.nullable(UserSchema) }),
  },
  'POST /api/auth/login': { access: 'public', summary: 'Signs in', body: LoginSchema, answer: UserSchema },
  'POST /api/auth/register': {
    access: 'public',
    summary: 'Opens an account (signed in once the mailed link is followed)',
    body: RegisterSchema,
    status: 201,
    answer: AuthMessageSchema,
  },
  'POST /api/auth/logout': { access: 'public', summary: 'Signs out', answer: AuthMessageSchema },
  'POST /api/auth/forgot-password': {
    access: 'public',
    summary: 'Mails a reset link',
    body: ForgotPasswordSchema,
    answer: AuthMessageSchema,
  },
  'POST /api/auth/reset-password': {
    access: 'public',
    summary: 'A new password from the mailed link',
    body: ResetPasswordSchema,
    answer: UserSchema,
  },
  'POST /api/auth/verify-email': { access: 'public', summary: 'Confirms the address', body: VerifyEmailSchema, answer: AuthMessageSchema },
  'GET /api/auth/verify-email': {
    access: 'public',
    summary: 'The mailed confirmation link: confirms and sends her to the site',
    query: VerifyEmailSchema,
    status: 303,
  },
  'POST /api/auth/resend-verification': { access: 'user', summary: 'Mails the confirmation link again', answer: AuthMessageSchema },
  'POST /api/auth/change-password': {
    access: 'user',
    summary: 'Changes the password',
    body: ChangePasswordSchema,
    answer: AuthMessageSchema,
  },
  'POST /api/auth/change-email': { access: 'user', summary: 'Changes the address', body: ChangeEmailSchema, answer: AuthMessageSchema },
  'GET /api/account/export': { access: 'user', summary: 'Everything the account holds', answer: AccountExportSchema },
  'POST /api/account/delete': { access: 'user', summary: 'Erases the account', body: DeleteAccountSchema, answer: AccountDeletedSchema },

  // the public catalogue
  'GET /api/profiles': {
    access: 'public',
    summary: 'A page of public profiles (the total in X-Total-Count)',
    query: ProfileListQuerySchema,
    answer: z.array(PublicProfileSchema),
  },
  'GET /api/profiles/featured': { access: 'public', summary: 'The featured profiles', answer: z.array(PublicProfileSchema) },
  'GET /api/profiles/by-slug/:slug/:language': {
    access: 'public',
    summary: 'A public profile by its address',
    answer: PublicProfileSchema,
  },
  'GET /api/profiles/:id': { access: 'public', summary: 'A public profile', answer: PublicProfileSchema },
  'GET /api/sync/catalog': {
    access: 'public',
    summary: 'A page of the catalogue change feed',
    query: CatalogQuerySchema,
    answer: CatalogPageSchema,
  },
  'GET /api/pricing': { access: 'public', summary: 'The prices in force', answer: PublicPricingSchema },

  // her profile: the submission and her owner link
  'POST /api/profiles': {
    access: 'public',
    summary: 'Submits a profile for review (an Idempotency-Key makes a retry safe)',
    body: SubmissionSchema,
    status: 201,
    answer: SubmissionCreatedSchema,
  },
  'GET /api/owner/profile': { access: 'owner-link', summary: 'Her profile and its state', answer: OwnerProfileSchema },
  'PUT /api/owner/profile': {
    access: 'owner-link',
    summary: 'Edits her profile (an Idempotency-Key makes a retry safe)',
    body: ProfileEditSchema,
    answer: OwnerProfileSchema,
  },
  'POST /api/owner/profile/pause': { access: 'owner-link', summary: 'Pauses her profile', answer: OwnerProfileSchema },
  'POST /api/owner/profile/resume': { access: 'owner-link', summary: 'Shows her profile again', answer: OwnerProfileSchema },
  'POST /api/owner/profile/withdraw': { access: 'owner-link', summary: 'Withdraws her consent', answer: OwnerProfileSchema },
  'DELETE /api/owner/profile': { access: 'owner-link', summary: 'Deletes and erases her profile', status: 204 },
  'PUT /api/owner/release-policy': {
    access: 'owner-link',
    summary: 'How her contacts are released',
    body: ReleasePolicyChangeSchema,
    answer: OwnerProfileSchema,
  },
  ...approvalRequestOperations(),
  'POST /api/owner/resend': {
    access: 'public',
    summary: 'Mails a new owner link to a profile’s contact email',
    body: OwnerLinkResendSchema,
    status: 202,
    answer: OwnerLinkResentSchema,
  },
  'POST /api/owner/new-link': { access: 'new-link-link', summary: 'Mints her new owner link', answer: OwnerNewLinkSchema },

  // buying
  'POST /api/create-checkout-session': {
    access: 'public',
    summary: 'Opens a hosted payment page',
    body: CreateCheckoutSessionRequestSchema,
    answer: CheckoutSessionCreatedSchema,
  },
  'POST /api/payment-success': {
    access: 'checkout-session',
    summary: 'The paid order and its contacts',
    body: PaymentSuccessRequestSchema,
    answer: PaymentSuccessResponseSchema,
  },
  'GET /api/orders/mine': { access: 'user', summary: 'The buyer’s paid orders', answer: z.array(PaymentSuccessResponseSchema) },
  'GET /api/purchases/:orderId': {
    access: 'purchase-link',
    summary: 'An order’s contacts from the signed link in its mail (?token=)',
    answer: PaymentSuccessResponseSchema,
  },
  'GET /test-checkout/:id': { access: 'checkout-session', summary: 'The test-mode payment page', answer: 'text/html' },
  'POST /test-checkout/:id/pay': { access: 'checkout-session', summary: 'Pays on the test-mode page', status: 303 },
  'POST /test-checkout/:id/cancel': { access: 'checkout-session', summary: 'Cancels on the test-mode page', status: 303 },

  // messages, reports and uploads
  'POST /api/contact': {
    access: 'public',
    summary: 'A message to the team',
    body: ContactMessageSchema,
    status: 201,
    answer: ContactMessageCreatedSchema,
  },
  'POST /api/reports': { access: 'public', summary: 'Reports a profile', form: ReportSchema, status: 201, answer: ReportCreatedSchema },
  'POST /api/takedowns': {
    access: 'public',
    summary: 'Asks for a takedown',
    form: TakedownSchema,
    status: 201,
    answer: TakedownCreatedSchema,
  },
  'POST /api/upload': { access: 'public', summary: 'Photos and videos for a profile (multipart "files")', answer: UploadResponseSchema },
  'POST /api/uploads/tus': { access: 'public', summary: 'Starts a resumable upload (tus)', status: 201 },
  'OPTIONS /api/uploads/tus': { access: 'public', summary: 'The resumable upload’s capabilities (tus)', status: 204 },
  'OPTIONS /api/uploads/tus/:id': { access: 'public', summary: 'The resumable upload’s capabilities (tus)', status: 204 },
  'HEAD /api/uploads/tus/:id': { access: 'public', summary: 'How much of the upload arrived (tus)' },
  'PATCH /api/uploads/tus/:id': { access: 'public', summary: 'The next bytes of the upload (tus)', status: 204 },
  'DELETE /api/uploads/tus/:id': { access: 'public', summary: 'Abandons the upload (tus)', status: 204 },
  'GET /api/uploads/tus/:id/result': {
    access: 'public',
    summary: 'The stored file of a finished upload (202 while it is processed)',
    answer: UploadedFileSchema,
  },

  // favourites and the offline sync
  'GET /api/favorites': { access: 'user', summary: 'Her favourites, newest first', answer: z.array(FavoriteSchema) },
  'GET /api/favorites/:profileId/status': {
    access: 'user',
    summary: 'Whether a profile is a favourite',
    params: FavoriteParamsSchema,
    answer: FavoriteStatusSchema,
  },
  'POST /api/favorites/:profileId': {
    access: 'user',
    summary: 'Adds a favourite',
    params: FavoriteParamsSchema,
    answer: FavoriteStatusSchema,
  },
  'DELETE /api/favorites/:profileId': {
    access: 'user',
    summary: 'Removes a favourite',
    params: FavoriteParamsSchema,
    answer: FavoriteStatusSchema,
  },
  'POST /api/sync/push': { access: 'user', summary: 'The device’s outbox', body: SyncPushRequestSchema, answer: SyncPushResultSchema },
  'GET /api/sync/favorites': { access: 'user', summary: 'Her favourites as the server holds them', answer: z.array(SyncedFavoriteSchema) },

  // media and the files search engines read
  'GET /uploads/images/:variant/:name': { access: 'public', summary: 'A size of a public profile’s photo', answer: 'image/*' },
  'GET /uploads/:kind/:name': { access: 'public', summary: 'A public profile’s photo or video', answer: 'application/octet-stream' },
  'GET /robots.txt': { access: 'public', summary: 'robots.txt', answer: 'text/plain' },
  'GET /sitemap.xml': { access: 'public', summary: 'The sitemap', answer: 'application/xml' },
  'GET /og/default.jpg': { access: 'public', summary: 'The default share image', answer: 'image/jpeg' },
  'GET /og/profile/:file': { access: 'public', summary: 'A public profile’s share image', answer: 'image/jpeg' },
};

/** Every /api/admin route; its access is the role its route declares. */
export const ADMIN_OPERATIONS: Record<string, Operation> = {
  // signing in, MFA and her own password
  'GET /api/admin/user': { summary: 'The signed-in admin', answer: CurrentAdminSchema },
  'POST /api/admin/login': { summary: 'Signs in (password and second factor)', body: AdminLoginSchema, answer: AdminLoginAnswerSchema },
  'POST /api/admin/logout': { summary: 'Signs out', answer: AdminSuccessSchema },
  'GET /api/admin/mfa': { summary: 'Her own MFA status', answer: MfaStatusSchema },
  'POST /api/admin/mfa/setup': { summary: 'A new secret to enrol', body: MfaPasswordSchema, answer: MfaSetupSchema },
  'POST /api/admin/mfa/confirm': { summary: 'Confirms the secret; her recovery codes', body: MfaCodeSchema, answer: RecoveryCodesSchema },
  'POST /api/admin/mfa/recovery-codes': { summary: 'New recovery codes', body: MfaChangeSchema, answer: RecoveryCodesSchema },
  'POST /api/admin/mfa/disable': { summary: 'Turns her MFA off', body: MfaChangeSchema, answer: AdminSuccessSchema },
  'POST /api/admin/password': { summary: 'Her own new password', body: AdminPasswordChangeSchema, answer: AdminSuccessSchema },
  'GET /api/admin/mfa/admins': { summary: 'Every admin’s MFA status', answer: z.array(AdminMfaRowSchema) },
  'POST /api/admin/mfa/admins/:id/reset': { summary: 'That admin enrols again', params: AdminIdParamsSchema, answer: AdminSuccessSchema },
  'GET /api/admin/settings/mfa-required': { summary: 'Whether every admin must use MFA', answer: MfaRequiredSchema },
  'PUT /api/admin/settings/mfa-required': { summary: 'Requires MFA or not', body: MfaRequiredSchema, answer: MfaRequiredSchema },

  // settings, audit, dashboard, analytics and exports
  'GET /api/admin/settings': { summary: 'Every setting', answer: SettingsPageSchema },
  'PATCH /api/admin/settings': { summary: 'Changes settings', body: UpdateSettingsSchema, answer: SettingsPageSchema },
  'GET /api/admin/activity': {
    summary: 'The audit trail (the total in X-Total-Count)',
    query: AuditQuerySchema,
    answer: z.array(AuditEntrySchema),
  },
  'GET /api/admin/dashboard-stats': { summary: 'The dashboard’s figures', answer: DashboardStatsSchema },
  'GET /api/admin/dashboard-queue': { summary: 'What waits for a moderator', answer: DashboardQueueSchema },
  'GET /api/admin/recent-profiles': { summary: 'The newest profiles', answer: RecentProfilesSchema },
  'GET /api/admin/analytics': { summary: 'Sales and moderation over a range', query: AnalyticsQuerySchema, answer: AnalyticsSchema },
  'GET /api/admin/exports/orders.csv': { summary: 'Orders as CSV', query: ExportQuerySchema, answer: 'text/csv' },
  'GET /api/admin/exports/audit.csv': { summary: 'The audit trail as CSV', query: ExportQuerySchema, answer: 'text/csv' },

  // users and admins
  'GET /api/admin/users': {
    summary: 'A page of site users (the total in X-Total-Count)',
    query: AdminUsersQuerySchema,
    answer: z.array(AdminSiteUserSchema),
  },
  'GET /api/admin/user-favorites/:userId': {
    summary: 'A user’s favourites',
    params: AdminUserIdParamsSchema,
    answer: z.array(AdminUserFavoriteSchema),
  },
  'GET /api/admin/user-orders/:userId': {
    summary: 'A user’s orders',
    params: AdminUserIdParamsSchema,
    answer: z.array(AdminUserOrderSchema),
  },
  'PATCH /api/admin/users/:id': {
    summary: 'Activates or deactivates a user',
    params: AdminIdParamsSchema,
    body: SetUserActiveSchema,
    answer: AdminSiteUserSchema,
  },
  'GET /api/admin/admins': { summary: 'The admins', answer: z.array(AdminAccountSchema) },
  'POST /api/admin/admins': { summary: 'Adds an admin', body: CreateAdminSchema, status: 201, answer: AdminAccountSchema },
  'PATCH /api/admin/admins/:id': {
    summary: 'Changes an admin',
    params: AdminIdParamsSchema,
    body: UpdateAdminSchema,
    answer: AdminAccountSchema,
  },
  'DELETE /api/admin/admins/:id': { summary: 'Removes an admin', params: AdminIdParamsSchema, answer: AdminSuccessSchema },

  // profiles
  'GET /api/admin/profiles': { summary: 'A page of profiles', query: AdminProfileListQuerySchema, answer: AdminProfileListSchema },
  'GET /api/admin/profiles/:id': { summary: 'A profile, her contact values included', answer: AdminProfileSchema },
  'GET /api/admin/profiles/:id/preview': { summary: 'A profile as buyers see it', answer: AdminProfilePreviewSchema },
  'PATCH /api/admin/profiles/:id': { summary: 'Edits a profile', body: AdminProfileUpdateSchema, answer: AdminProfileSchema },
  'POST /api/admin/profiles/:id/approve': { summary: 'Publishes a profile', answer: AdminProfileSchema },
  'POST /api/admin/profiles/:id/review': { summary: 'A review decision', body: ReviewDecisionSchema, answer: AdminProfileSchema },
  'POST /api/admin/profiles/:id/pending-edit/approve': { summary: 'Accepts her waiting edit', answer: AdminProfileSchema },
  'POST /api/admin/profiles/:id/pending-edit/send-back': {
    summary: 'Sends her waiting edit back',
    body: SendBackEditSchema,
    answer: AdminProfileSchema,
  },
  'DELETE /api/admin/profiles/:id': { summary: 'Deletes and erases a profile', status: 204 },

  // orders, refunds and blocks
  'GET /api/admin/orders': {
    summary: 'A page of orders (the total in X-Total-Count)',
    query: AdminOrdersQuerySchema,
    answer: z.array(AdminOrderListItemSchema),
  },
  'GET /api/admin/orders/refund-queue': { summary: 'Orders owing money back', answer: z.array(AdminRefundQueueItemSchema) },
  'GET /api/admin/orders/:id': { summary: 'An order', params: AdminOrderIdParamsSchema, answer: AdminOrderDetailSchema },
  'POST /api/admin/orders/:id/resend-confirmation': {
    summary: 'Mails the order again',
    params: AdminOrderIdParamsSchema,
    answer: AdminOrderDetailSchema,
  },
  'POST /api/admin/orders/:id/disclosure': {
    summary: 'Opens the buyer’s disclosure form',
    params: AdminOrderIdParamsSchema,
    answer: AdminOrderDisclosureSchema,
  },
  'POST /api/admin/orders/:id/refunds': {
    summary: 'Refunds an order',
    params: AdminOrderIdParamsSchema,
    body: AdminRefundRequestSchema,
    answer: AdminRefundResultSchema,
  },
  'POST /api/admin/orders/:id/refunds/:refundId/retry': { summary: 'Retries a failed refund', answer: AdminOrderDetailSchema },
  'GET /api/admin/blocks': { summary: 'A page of the block list', query: AdminBlocksQuerySchema, answer: AdminBlockListSchema },
  'POST /api/admin/blocks': { summary: 'Blocks an email', body: AdminBlockCreateSchema, status: 201, answer: AdminBlockCreatedSchema },
  'POST /api/admin/orders/:id/block-buyer': {
    summary: 'Blocks an order’s buyer',
    params: AdminOrderIdParamsSchema,
    body: AdminBlockBuyerSchema,
    status: 201,
    answer: AdminBlockCreatedSchema,
  },
  'DELETE /api/admin/blocks/:id': { summary: 'Unblocks', params: AdminIdParamsSchema, status: 204 },

  // reports and messages
  'GET /api/admin/reports': {
    summary: 'A page of reports (the total in X-Total-Count)',
    query: AdminReportsQuerySchema,
    answer: AdminReportListSchema,
  },
  'GET /api/admin/reports/assignees': { summary: 'The admins a report may be given to', answer: AdminRefListSchema },
  'GET /api/admin/reports/:id': { summary: 'A report', params: AdminIdParamsSchema, answer: AdminReportDetailSchema },
  'PATCH /api/admin/reports/:id': {
    summary: 'A report’s status or assignee',
    params: AdminIdParamsSchema,
    body: UpdateReportSchema,
    answer: AdminReportDetailSchema,
  },
  'POST /api/admin/reports/:id/notes': {
    summary: 'A note on a report',
    params: AdminIdParamsSchema,
    body: ReportNoteSchema,
    status: 201,
    answer: AdminReportDetailSchema,
  },
  'POST /api/admin/reports/:id/notify-reporter': {
    summary: 'Mails the reporter',
    params: AdminIdParamsSchema,
    body: NotifyReporterSchema,
    answer: AdminReportDetailSchema,
  },
  'POST /api/admin/reports/:id/pause-profile': {
    summary: 'Pauses the reported profile',
    params: AdminIdParamsSchema,
    answer: AdminReportDetailSchema,
  },
  'POST /api/admin/reports/:id/delete-profile': {
    summary: 'Deletes the reported profile',
    params: AdminIdParamsSchema,
    answer: AdminReportDetailSchema,
  },
  'GET /api/admin/reports/:id/evidence': {
    summary: 'The report’s evidence file',
    params: AdminIdParamsSchema,
    answer: 'application/octet-stream',
  },
  'GET /api/admin/messages': {
    summary: 'A page of messages (the total in X-Total-Count)',
    query: AdminMessagesQuerySchema,
    answer: AdminMessageListSchema,
  },
  'GET /api/admin/messages/:id': { summary: 'A message', params: AdminIdParamsSchema, answer: AdminMessageDetailSchema },
  'PATCH /api/admin/messages/:id': {
    summary: 'Read or unread, archived or not',
    params: AdminIdParamsSchema,
    body: UpdateMessageSchema,
    answer: AdminMessageDetailSchema,
  },
  'POST /api/admin/messages/:id/replies': {
    summary: 'Replies to a message',
    params: AdminIdParamsSchema,
    body: MessageReplySchema,
    status: 201,
    answer: AdminMessageDetailSchema,
  },
};

/**
 * Her approval requests, at their addresses and (deprecated) at the ones an app from before their
 * rename still calls.
 */
function approvalRequestOperations(): Record<string, SiteOperation> {
  const list: SiteOperation = {
    access: 'owner-link',
    summary: 'Her approval requests: waiting for her decision, decided lately, her blocks',
    answer: OwnerApprovalRequestsSchema,
  };
  const decide: SiteOperation = {
    access: 'her-owner-link',
    summary: 'She approves or declines one buyer',
    body: ApprovalDecisionSchema,
    answer: OwnerApprovalRequestsSchema,
  };
  const block: SiteOperation = {
    access: 'her-owner-link',
    summary: 'Blocks the buyer of an approval request',
    answer: OwnerApprovalRequestsSchema,
  };
  const decideByLink: SiteOperation = {
    access: 'approval-request-link',
    summary: 'She approves or declines through the mailed link',
    body: ApprovalDecisionSchema,
    answer: ApprovalRequestLinkViewSchema,
  };
  const earlier = (op: SiteOperation): SiteOperation => ({ ...op, deprecated: true });
  return {
    'GET /api/owner/approval-requests': list,
    'POST /api/owner/approval-requests/:id/decision': decide,
    'POST /api/owner/approval-requests/:id/block': block,
    'DELETE /api/owner/blocks/:id': { access: 'her-owner-link', summary: 'Unblocks a buyer', answer: OwnerApprovalRequestsSchema },
    'GET /api/approval-request': {
      access: 'approval-request-link',
      summary: 'The approval request her mailed link opens',
      answer: ApprovalRequestLinkViewSchema,
    },
    'POST /api/approval-request/decision': decideByLink,
    'GET /api/owner/requests': earlier(list),
    'POST /api/owner/requests/:id/answer': earlier(decide),
    'POST /api/owner/requests/:id/block': earlier(block),
    'POST /api/approval-request/answer': earlier(decideByLink),
  };
}
