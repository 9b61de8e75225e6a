// The superadmins' calls about admin accounts: the list, a new account, a change, a deletion (a
// refusal is 409 {message, code}; a field the server refuses, 400 {fieldErrors}).

import { z } from 'zod/mini';
import { type AdminAccount, AdminAccountSchema, type CreateAdminInput, type UpdateAdmin } from '#contract/admin-account.schema.ts';
import { type AdminSuccess, AdminSuccessSchema } from '#contract/admin-auth.schema.ts';
import { adminGet, adminSend } from './admin.ts';

/** GET /api/admin/admins. */
export function listAdmins(): Promise<AdminAccount[]> {
  return adminGet('/admins', z.array(AdminAccountSchema));
}

/** POST /api/admin/admins: the password is sent here only, never answered. */
export function createAdmin(body: CreateAdminInput): Promise<AdminAccount> {
  return adminSend('POST', '/admins', AdminAccountSchema, body);
}

/** PATCH /api/admin/admins/{id}. */
export function updateAdmin(id: number, body: UpdateAdmin): Promise<AdminAccount> {
  return adminSend('PATCH', `/admins/${id}`, AdminAccountSchema, body);
}

/** DELETE /api/admin/admins/{id}. */
export function deleteAdmin(id: number): Promise<AdminSuccess> {
  return adminSend('DELETE', `/admins/${id}`, AdminSuccessSchema);
}
