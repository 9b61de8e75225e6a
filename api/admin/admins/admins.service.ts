// Admin Management as use cases, for
// superadmins: list, create, edit and delete admin accounts. Every change is audited in its own
// transaction; an account that is deactivated, demoted or deleted loses its sessions at once.
// Nobody can delete, demote or deactivate themself, and the last active superadmin stays one.
// Refusals carry a `code` the page translates; `message` is the English text.
import {
  ADMIN_REFUSALS,
  type AdminAccount,
  type AdminRefusal,
  type CreateAdmin,
  type UpdateAdmin,
} from '#contract/admin-account.schema.ts';
import type { Queryable, Sql } from '#db/connection.ts';
import { hashPassword } from '../../auth/password.ts';
import { isCommonPassword } from '../../auth/password-policy.ts';
import { AppError, NotFoundError, ValidationError } from '../../errors.ts';
import { endAdminSessions } from '../admin-session.ts';
import { type AuditActor, audit } from '../audit.ts';
import {
  type AdminAccountChanges,
  type AdminAccountRow,
  deleteAdminAccount,
  findAdminAccounts,
  insertAdminAccount,
  lockActiveSuperadmins,
  lockAdminAccount,
  takenAdminNames,
  updateAdminAccount,
} from './admins.queries.ts';

/** 409 {message, code}. */
export class AdminConflictError extends AppError {
  constructor(code: AdminRefusal) {
    super(409, ADMIN_REFUSALS[code], { code });
  }
}

const UNIQUE_VIOLATION = '23505';

/** A concurrent request that won the race to the unique index: the same 409 as the check's. */
function conflictOf(error: unknown): unknown {
  const pg = error as { code?: string; constraint_name?: string };
  if (pg.code !== UNIQUE_VIOLATION) return error;
  if (pg.constraint_name === 'admin_users_username_lower_key') return new AdminConflictError('usernameTaken');
  if (pg.constraint_name === 'admin_users_email_lower_key') return new AdminConflictError('emailTaken');
  return error;
}

export function toAdminAccount(row: AdminAccountRow): AdminAccount {
  return { ...row, lastLogin: row.lastLogin?.toISOString() ?? null, createdAt: row.createdAt.toISOString() };
}

/** Who acts: the signed-in superadmin's id (for the self rules) and the audit row's actor. */
export interface AdminActor {
  adminId: number;
  audit: AuditActor;
}

/** The fields of `input` that differ from the account, as {field: {from, to}}. */
function changesOf(
  account: AdminAccountRow,
  input: UpdateAdmin,
): { changes: AdminAccountChanges; diff: Record<string, { from: unknown; to: unknown }> } {
  const changes: AdminAccountChanges = {};
  const diff: Record<string, { from: unknown; to: unknown }> = {};
  if (input.username !== undefined && input.username !== account.username) changes.username = input.username;
  if (input.email !== undefined && input.email !== account.email) changes.email = input.email;
  if (input.role !== undefined && input.role !== account.role) changes.role = input.role;
  if (input.isActive !== undefined && input.isActive !== account.isActive) changes.isActive = input.isActive;
  for (const [key, to] of Object.entries(changes)) diff[key] = { from: account[key as keyof AdminAccountChanges], to };
  return { changes, diff };
}

/** 409 when another account holds the username or the email (case-insensitive). */
async function assertFree(q: Queryable, names: { username?: string; email?: string }, exceptId: number | null): Promise<void> {
  const taken = await takenAdminNames(q, names, exceptId);
  if (taken.username) throw new AdminConflictError('usernameTaken');
  if (taken.email) throw new AdminConflictError('emailTaken');
}

export function createAdminsService(sql: Sql) {
  return {
    async list(): Promise<AdminAccount[]> {
      return (await findAdminAccounts(sql)).map(toAdminAccount);
    },

    async create(actor: AdminActor, input: CreateAdmin): Promise<AdminAccount> {
      if (isCommonPassword(input.password))
        throw new ValidationError('This password is too common. Choose another one.', {
          password: ['adminAdmins.validation.passwordCommon'],
        });
      await assertFree(sql, input, null);
      const passwordHash = await hashPassword(input.password);
      try {
        const row = await sql.begin(async (tx) => {
          const created = await insertAdminAccount(tx, { username: input.username, email: input.email, passwordHash, role: input.role });
          await audit(
            tx,
            actor.audit,
            'admin.create',
            { type: 'admin', id: created.id },
            {
              username: created.username,
              email: created.email,
              role: created.role,
            },
          );
          return created;
        });
        return toAdminAccount(row);
      } catch (error) {
        throw conflictOf(error);
      }
    },

    /** Only what differs is written and audited; losing superadmin or active ends the sessions. */
    async update(actor: AdminActor, id: number, input: UpdateAdmin): Promise<AdminAccount> {
      try {
        const row = await sql.begin(async (tx) => {
          const superadmins = await lockActiveSuperadmins(tx);
          const account = await lockAdminAccount(tx, id);
          if (!account) throw new NotFoundError('Admin not found');
          const { changes, diff } = changesOf(account, input);
          if (Object.keys(changes).length === 0) return account;
          const demoted = changes.role === 'admin';
          const deactivated = changes.isActive === false;
          if (id === actor.adminId && demoted) throw new AdminConflictError('selfDemote');
          if (id === actor.adminId && deactivated) throw new AdminConflictError('selfDeactivate');
          if ((demoted || deactivated) && superadmins.length === 1 && superadmins[0] === id) throw new AdminConflictError('lastSuperadmin');
          if (changes.username !== undefined || changes.email !== undefined) await assertFree(tx, changes, id);
          const updated = await updateAdminAccount(tx, id, changes);
          const sessionsEnded = demoted || deactivated ? await endAdminSessions(tx, id) : 0;
          await audit(tx, actor.audit, 'admin.update', { type: 'admin', id }, { username: account.username, changes: diff, sessionsEnded });
          return updated;
        });
        return toAdminAccount(row);
      } catch (error) {
        throw conflictOf(error);
      }
    },

    async remove(actor: AdminActor, id: number): Promise<void> {
      await sql.begin(async (tx) => {
        const superadmins = await lockActiveSuperadmins(tx);
        const account = await lockAdminAccount(tx, id);
        if (!account) throw new NotFoundError('Admin not found');
        if (id === actor.adminId) throw new AdminConflictError('selfDelete');
        if (superadmins.length === 1 && superadmins[0] === id) throw new AdminConflictError('lastSuperadmin');
        const sessionsEnded = await endAdminSessions(tx, id);
        await deleteAdminAccount(tx, id);
        await audit(
          tx,
          actor.audit,
          'admin.delete',
          { type: 'admin', id },
          {
            username: account.username,
            email: account.email,
            role: account.role,
            sessionsEnded,
          },
        );
      });
    },
  };
}

export type AdminsService = ReturnType<typeof createAdminsService>;
