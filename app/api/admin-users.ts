// The back office's calls about site users: the list (searched and paged on the server, its
// total in X-Total-Count), activation, and one user's favourites and orders.

import { z } from 'zod/mini';
import {
  type AdminSiteUser,
  AdminSiteUserSchema,
  type AdminUserFavorite,
  AdminUserFavoriteSchema,
  type AdminUserOrder,
  AdminUserOrderSchema,
} from '#contract/admin-user.schema.ts';
import { adminGet, adminGetWithTotal, adminSend } from './admin.ts';
import type { WithTotal } from './client.ts';

/** GET /api/admin/users?<query>: a page of users (query: limit, offset, search). */
export function listUsers(query: string): Promise<WithTotal<AdminSiteUser[]>> {
  return adminGetWithTotal(`/users?${query}`, z.array(AdminSiteUserSchema));
}

/** PATCH /api/admin/users/{id}: activates or deactivates her (deactivated, she is signed out at once). */
export function setUserActive(id: number, isActive: boolean): Promise<AdminSiteUser> {
  return adminSend('PATCH', `/users/${id}`, AdminSiteUserSchema, { isActive });
}

/** GET /api/admin/user-favorites/{userId}. */
export function getUserFavorites(userId: number): Promise<AdminUserFavorite[]> {
  return adminGet(`/user-favorites/${userId}`, z.array(AdminUserFavoriteSchema));
}

/** GET /api/admin/user-orders/{userId}. */
export function getUserOrders(userId: number): Promise<AdminUserOrder[]> {
  return adminGet(`/user-orders/${userId}`, z.array(AdminUserOrderSchema));
}
