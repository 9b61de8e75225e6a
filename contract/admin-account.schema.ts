// Admin accounts: the bodies of POST and PATCH
// /api/admin/admins and the account they answer with, shared by the Admin Management dialogs
// (formik) and the API. Messages are i18n keys (adminAdmins.validation.*), translated where shown;
// the English texts are fixed ('Username must be at least 3 characters', …).
import { z } from 'zod/mini';
import { emailAddress } from '#contract/contact.schema.ts';
import { text } from '#contract/text.ts';

export const ADMIN_ROLES = ['admin', 'superadmin'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const ADMIN_USERNAME_MIN = 3;
export const ADMIN_USERNAME_MAX = 50;
export const ADMIN_PASSWORD_MIN = 8;
/** Far above any real password; keeps a megabyte "password" away from argon2. */
export const ADMIN_PASSWORD_MAX = 256;

const username = text('adminAdmins.validation.usernameMin').check(
  z.trim(),
  z.minLength(ADMIN_USERNAME_MIN, 'adminAdmins.validation.usernameMin'),
  z.maxLength(ADMIN_USERNAME_MAX, 'adminAdmins.validation.usernameMax'),
);
const email = emailAddress('adminAdmins.validation.emailInvalid');
const password = text('adminAdmins.validation.passwordMin').check(
  z.minLength(ADMIN_PASSWORD_MIN, 'adminAdmins.validation.passwordMin'),
  z.maxLength(ADMIN_PASSWORD_MAX, 'adminAdmins.validation.passwordMax'),
);
const role = z.enum(ADMIN_ROLES, 'adminAdmins.validation.roleRequired');

/** POST /api/admin/admins: the password is sent here only, never answered. */
export const CreateAdminSchema = z.strictObject({ username, email, password, role });
export type CreateAdmin = z.infer<typeof CreateAdminSchema>;
export type CreateAdminInput = z.input<typeof CreateAdminSchema>;

/** PATCH /api/admin/admins/{id}: any of the four (the dialog sends them all); nothing else. */
export const UpdateAdminSchema = z
  .strictObject({
    username: z.optional(username),
    email: z.optional(email),
    role: z.optional(role),
    isActive: z.optional(z.boolean('adminAdmins.validation.isActive')),
  })
  .check(
    z.refine((body) => Object.values(body).some((value) => value !== undefined), {
      message: 'adminAdmins.validation.nothingToUpdate',
    }),
  );
export type UpdateAdmin = z.infer<typeof UpdateAdminSchema>;

/** A row id in a path (/admins/{id}, /users/{id} …): a positive 32-bit integer. */
export const rowId = () => z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647));

/** :id of /api/admin/admins/{id} and /api/admin/users/{id}. */
export const AdminIdParamsSchema = z.object({ id: rowId() });

/** One admin account as GET /api/admin/admins lists it. */
export const AdminAccountSchema = z.object({
  id: z.int(),
  username: z.string(),
  email: z.string(),
  role: z.enum(ADMIN_ROLES),
  isActive: z.boolean(),
  lastLogin: z.nullable(z.string()),
  createdAt: z.string(),
});
export type AdminAccount = z.infer<typeof AdminAccountSchema>;

/**
 * Why a change of admin accounts is refused (409 {message, code}): the English message by code;
 * the page shows adminAdmins.refusals.<code> in the admin's language.
 */
export const ADMIN_REFUSALS = {
  usernameTaken: 'An admin with this username already exists',
  emailTaken: 'An admin with this email already exists',
  selfDelete: 'You cannot delete your own account',
  selfDemote: 'You cannot remove your own superadmin role',
  selfDeactivate: 'You cannot deactivate your own account',
  lastSuperadmin: 'The last active superadmin cannot be deleted, demoted or deactivated',
} as const;
export type AdminRefusal = keyof typeof ADMIN_REFUSALS;
