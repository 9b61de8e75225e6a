// A site user's rights over her account as use cases: she downloads a copy of what it holds, and
// she deletes it (with her current password), which ends every session and erases it
// (account.queries.ts eraseAccount). Nothing here sees a request.
import type { Logger } from 'pino';
import type { AccountExport, DeleteAccount } from '#contract/account.schema.ts';
import type { Sql } from '#db/connection.ts';
import { findUserById, type UserRow } from '../auth/auth.queries.ts';
import { authTexts, checkCurrentPassword, toUser } from '../auth/auth.service.ts';
import type { LoginLimits } from '../auth/login-limits.ts';
import { AppError, LoginRequiredError } from '../errors.ts';
import { findPaidOrdersOfUser } from '../orders/orders.queries.ts';
import { orderView } from '../orders/orders.service.ts';
import { eraseAccount, findFavoritesForExport } from './account.queries.ts';

export interface AccountDeps {
  sql: Sql;
  log: Logger;
  loginLimits: LoginLimits;
}

/** Far more paid orders than any account makes; the copy holds all of them. */
const EXPORT_ORDERS_LIMIT = 100_000;

/** 409 while a purchase of the account waits for its payment or her answer: it must settle first. */
export class PurchaseInProgressError extends AppError {
  constructor(message: string) {
    super(409, message, { code: 'purchaseInProgress' });
  }
}

/** Her rights over her account, as use cases (the router's only way in). */
export function createAccountService(deps: AccountDeps) {
  const { sql } = deps;
  return {
    /** Her account, every favourite and every paid order as "My purchases" shows it. */
    async export(user: UserRow): Promise<AccountExport> {
      const full = await findUserById(sql, user.id);
      if (!full) throw new LoginRequiredError();
      const { id, email, username, firstName, lastName, isEmailVerified, language, registrationDate, lastLogin } = toUser(full);
      const favorites = await findFavoritesForExport(sql, user.id);
      const orders = await findPaidOrdersOfUser(sql, user.id, EXPORT_ORDERS_LIMIT);
      return {
        exportedAt: new Date().toISOString(),
        account: {
          id,
          email,
          pendingEmail: full.pendingEmail,
          username,
          firstName,
          lastName,
          isEmailVerified,
          language,
          registrationDate,
          lastLogin,
        },
        favorites: favorites.map((f) => ({ profileId: f.profileId, addedAt: f.addedAt.toISOString(), isPublic: f.isPublic, name: f.name })),
        purchases: await Promise.all(orders.map((order) => orderView(sql, order))),
      };
    },

    /** Erases her account once her current password is checked; every device of hers is signed out. */
    async remove(user: UserRow, input: DeleteAccount, ip: string | undefined): Promise<void> {
      const t = authTexts(input.language ?? user.language);
      await checkCurrentPassword(deps, user, input.currentPassword, ip, t);
      const erasure = await deps.sql.begin((tx) => eraseAccount(tx, user.id));
      if (erasure.kind === 'not-found') throw new LoginRequiredError();
      if (erasure.kind === 'purchase-in-progress') throw new PurchaseInProgressError(t('errors.purchaseInProgress'));
      deps.log.info({ userId: user.id, ...erasure }, 'site account deleted by its owner');
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
