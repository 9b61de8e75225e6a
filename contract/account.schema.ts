// A site user's rights over her account: the copy of her data she downloads
// (GET /api/account/export, one JSON file) and the deletion of the account
// (POST /api/account/delete, with her current password). What deletion keeps is said in
// docs/decisions/065.
import { z } from 'zod/mini';
import { anyPassword } from '#contract/auth.schema.ts';
import { PaymentSuccessResponseSchema } from '#contract/checkout.schema.ts';
import { SUPPORTED_LANGUAGES } from '#contract/languages.ts';

/** POST /api/account/delete. `language`: the page's, for the answer's text. */
export const DeleteAccountSchema = z.object({
  currentPassword: anyPassword,
  language: z.optional(z.enum(SUPPORTED_LANGUAGES)),
});
export type DeleteAccount = z.infer<typeof DeleteAccountSchema>;
export type DeleteAccountInput = z.input<typeof DeleteAccountSchema>;

/** Her account as it is stored: never the password hash or a token. */
const ExportedAccountSchema = z.object({
  id: z.number(),
  email: z.string(),
  /** The address she asked to change to, until she follows the link mailed to it. */
  pendingEmail: z.nullable(z.string()),
  username: z.string(),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  isEmailVerified: z.boolean(),
  language: z.enum(SUPPORTED_LANGUAGES),
  registrationDate: z.string(),
  lastLogin: z.nullable(z.string()),
});

/** One favourite: the profile's public name while it is public, only its id once it is not. */
const ExportedFavoriteSchema = z.object({
  profileId: z.number(),
  addedAt: z.string(),
  isPublic: z.boolean(),
  /** Her first name and the initial of her last name, as the site shows them; null once not public. */
  name: z.nullable(z.string()),
});

/** GET /api/account/export: everything the account holds, newest first within each list. */
export const AccountExportSchema = z.object({
  exportedAt: z.string(),
  account: ExportedAccountSchema,
  favorites: z.array(ExportedFavoriteSchema),
  /** Her paid orders as "My purchases" shows them (GET /api/orders/mine): contact details of released items only. */
  purchases: z.array(PaymentSuccessResponseSchema),
});
export type AccountExport = z.infer<typeof AccountExportSchema>;

/** The answer of a deletion: a message the page may show. */
export const AccountDeletedSchema = z.object({ message: z.string() });
export type AccountDeleted = z.infer<typeof AccountDeletedSchema>;
