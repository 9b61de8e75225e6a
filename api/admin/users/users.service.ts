// User management as use cases: list and
// search the site users, show one user's favourites and orders, and activate or deactivate her.
// Deactivation works at once: her sessions end in the same transaction as the flag and the audit
// row, and login refuses an inactive account (api/auth/auth.service.ts).
import {
  ADMIN_USERS_MAX_LIMIT,
  type AdminSiteUser,
  type AdminUserFavorite,
  type AdminUserOrder,
  type AdminUsersQuery,
} from '#contract/admin-user.schema.ts';
import type { Sql } from '#db/connection.ts';
import { deleteUserSessions } from '../../auth/session.queries.ts';
import { NotFoundError } from '../../errors.ts';
import { type AuditActor, audit } from '../audit.ts';
import { findSiteUser, findSiteUsers, findUserFavorites, findUserOrders, type SiteUserRow, setSiteUserActive } from './users.queries.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;
const dollars = (amount: string) => Number(amount);

export function toSiteUser(row: SiteUserRow): AdminSiteUser {
  return { ...row, registrationDate: row.registrationDate.toISOString(), lastLogin: iso(row.lastLogin) };
}

export function createUsersService(sql: Sql) {
  const assertUser = async (id: number) => {
    if (!(await findSiteUser(sql, id))) throw new NotFoundError('User not found');
  };

  return {
    /** One page of users, newest first, and how many match in all. */
    async list(query: AdminUsersQuery): Promise<{ users: AdminSiteUser[]; total: number }> {
      const { users, total } = await findSiteUsers(sql, {
        search: query.search || undefined,
        limit: query.limit ?? ADMIN_USERS_MAX_LIMIT,
        offset: query.offset ?? 0,
      });
      return { users: users.map(toSiteUser), total };
    },

    async favorites(userId: number): Promise<AdminUserFavorite[]> {
      await assertUser(userId);
      const rows = await findUserFavorites(sql, userId);
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },

    async orders(userId: number): Promise<AdminUserOrder[]> {
      await assertUser(userId);
      const rows = await findUserOrders(sql, userId);
      return rows.map((order) => ({
        id: order.id,
        createdAt: order.createdAt.toISOString(),
        status: order.status,
        totalAmount: dollars(order.totalAmount),
        currency: order.currency,
        items: order.items.map((item) => ({
          id: item.id,
          price: dollars(item.price),
          profileId: item.profileId,
          profile: { firstName: item.firstName ?? '', lastName: item.lastName },
        })),
      }));
    },

    /** Activate or deactivate; a deactivated user's sessions end with the same commit. */
    async setActive(actor: AuditActor, id: number, isActive: boolean): Promise<AdminSiteUser> {
      const user = await sql.begin(async (tx) => {
        const changed = await setSiteUserActive(tx, id, isActive);
        if (!changed) return undefined;
        const sessionsEnded = isActive ? 0 : await deleteUserSessions(tx, id);
        await audit(
          tx,
          actor,
          isActive ? 'user.activate' : 'user.deactivate',
          { type: 'user', id },
          {
            username: changed.user.username,
            changes: { isActive: { from: changed.before, to: isActive } },
            sessionsEnded,
          },
        );
        return changed.user;
      });
      if (!user) throw new NotFoundError('User not found');
      return toSiteUser(user);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
