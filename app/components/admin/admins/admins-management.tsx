// Admin Management (/admin/admins): superadmins list, search (on the page,
// case-insensitive over username, email and role), create, edit and delete admin accounts. Each
// change refetches the list and says so in a toast; a refusal says why. Anyone else gets the
// Access Denied notice and, 2 s later, the login page.
import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createAdmin, deleteAdmin, listAdmins, updateAdmin } from '#app/api/admin-admins.ts';
import { ApiError } from '#app/api/client.ts';
import { LoadingText } from '#app/components/admin/dashboard/load-state.tsx';
import { useCurrentAdmin } from '#app/components/admin/use-current-admin.ts';
import { PeopleBadge } from '#app/components/admin/users/people-badge.tsx';
import { ConfirmDialog } from '#app/components/admin/users/people-confirm.tsx';
import { inputClass } from '#app/components/forms/form-fields.tsx';
import { CloseIcon, Svg, UserIcon } from '#app/components/icons/icons.tsx';
import { toast } from '#app/components/toast/toast-store.ts';
import { IconButton } from '#app/components/tooltip/icon-button.tsx';
import { formatDate } from '#app/i18n/format.ts';
import { useCurrentLanguage } from '#app/i18n/i18n.ts';
import type { AdminAccount } from '#contract/admin-account.schema.ts';
import { failureText } from './admin-account-errors.ts';
import { AdminAccountForm, AdminFieldErrors, type CreateAdminBody, type UpdateAdminBody } from './admin-account-form.tsx';

const ADMINS_KEY = ['admin', 'admins'] as const;

function ShieldIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <Svg className={className}>
      <path d="M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6z" />
      <path d="m9 12 2 2 4-4" />
    </Svg>
  );
}

/** The list's search: username, email or role (its value or its label), any case. */
export function matchesAdmin(account: AdminAccount, search: string, roleLabel: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [account.username, account.email, account.role, roleLabel].some((text) => text.toLowerCase().includes(needle));
}

/** The server's 400 field errors, when it sent some. */
function fieldErrorsOf(error: unknown): Record<string, string[]> | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const fieldErrors = error.body.fieldErrors;
  return fieldErrors && typeof fieldErrors === 'object' ? (fieldErrors as Record<string, string[]>) : null;
}

export function AdminsManagement() {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const me = useCurrentAdmin();
  const queryClient = useQueryClient();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminAccount | null>(null);
  const [deleting, setDeleting] = useState<AdminAccount | null>(null);
  const query = useQuery({ queryKey: ADMINS_KEY, queryFn: listAdmins });
  const roleLabel = (role: AdminAccount['role']) => (role === 'superadmin' ? t('adminAdmins.roleSuperadmin') : t('adminAdmins.roleAdmin'));
  const admins = useMemo(() => {
    const label = (role: AdminAccount['role']) => (role === 'superadmin' ? t('adminAdmins.roleSuperadmin') : t('adminAdmins.roleAdmin'));
    return (query.data ?? []).filter((account) => matchesAdmin(account, search, label(account.role)));
  }, [query.data, search, t]);

  const refetch = () => queryClient.invalidateQueries({ queryKey: ADMINS_KEY });
  const failed = (error: unknown, fallback: string) => {
    const message = error instanceof ApiError ? error.serverMessage : undefined;
    toast({
      title: t('adminAdmins.errorTitle'),
      description: failureText(message, fallback, (key) => t(key as never)),
      variant: 'destructive',
    });
    const fieldErrors = fieldErrorsOf(error);
    if (fieldErrors) throw new AdminFieldErrors(fieldErrors);
  };

  const create = async (body: CreateAdminBody | UpdateAdminBody) => {
    try {
      await createAdmin(body as CreateAdminBody);
    } catch (error) {
      return failed(error, t('adminAdmins.createFailed'));
    }
    toast({ title: t('adminAdmins.createdTitle'), description: t('adminAdmins.createdText'), variant: 'success' });
    setCreating(false);
    await refetch();
  };
  const update = (account: AdminAccount) => async (body: CreateAdminBody | UpdateAdminBody) => {
    try {
      await updateAdmin(account.id, body as UpdateAdminBody);
    } catch (error) {
      return failed(error, t('adminAdmins.updateFailed'));
    }
    toast({ title: t('adminAdmins.updatedTitle'), description: t('adminAdmins.updatedText'), variant: 'success' });
    setEditing(null);
    await refetch();
  };
  const remove = useMutation({
    mutationFn: (account: AdminAccount) => deleteAdmin(account.id),
    onSuccess: async () => {
      toast({ title: t('adminAdmins.deletedTitle'), description: t('adminAdmins.deletedText'), variant: 'success' });
      setDeleting(null);
      await refetch();
    },
    onError: (error) => {
      setDeleting(null);
      const message = error instanceof ApiError ? error.serverMessage : undefined;
      toast({
        title: t('adminAdmins.errorTitle'),
        description: failureText(message, t('adminAdmins.deleteFailed'), (key) => t(key as never)),
        variant: 'destructive',
      });
    },
  });

  if (query.isPending) {
    return <LoadingText text={t('adminAdmins.loading')} />;
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-stone-700">{t('adminAdmins.intro')}</p>
        <button type="button" onClick={() => setCreating(true)} className="btn-primary px-4 py-2" data-testid="create-admin">
          {t('adminAdmins.createAdmin')}
        </button>
      </div>
      <search>
        <label htmlFor={searchId} className="block text-sm font-medium text-stone-900">
          {t('adminAdmins.searchLabel')}
        </label>
        <input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('adminAdmins.searchPlaceholder')}
          className={inputClass}
        />
      </search>
      <section aria-labelledby="admin-users-title" className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
        <h2 id="admin-users-title" className="text-lg font-semibold text-stone-900" data-testid="admins-count">
          {t('adminAdmins.listTitle', { count: admins.length })}
        </h2>
        {query.isError ? (
          <p role="alert" className="py-6 text-center text-red-800">
            {t('adminAdmins.loadError')}
          </p>
        ) : admins.length === 0 ? (
          <p role="status" className="py-6 text-center text-stone-700">
            {t('adminAdmins.empty')}
          </p>
        ) : (
          <ul className="mt-3 divide-y divide-stone-100">
            {admins.map((account) => {
              const self = account.id === me.id;
              const superadmin = account.role === 'superadmin';
              return (
                <li
                  key={account.id}
                  data-testid="admin-row"
                  data-username={account.username}
                  className="flex flex-col gap-3 py-3 md:flex-row md:items-center md:justify-between"
                >
                  <div className="flex min-w-0 items-start gap-3">
                    <span
                      className={`flex size-10 shrink-0 items-center justify-center rounded-full ${superadmin ? 'bg-violet-100 text-violet-800' : 'bg-sky-100 text-sky-800'}`}
                      data-testid={superadmin ? 'role-icon-superadmin' : 'role-icon-admin'}
                    >
                      {superadmin ? <ShieldIcon /> : <UserIcon />}
                    </span>
                    <div className="min-w-0">
                      <div className="flex flex-wrap items-center gap-2">
                        <h3 className="font-semibold text-stone-900">{account.username}</h3>
                        <PeopleBadge tone={superadmin ? 'purple' : 'blue'} testId="admin-role-badge">
                          {roleLabel(account.role)}
                        </PeopleBadge>
                        <PeopleBadge tone={account.isActive ? 'green' : 'gray'} testId="admin-active-badge">
                          {account.isActive ? t('adminAdmins.active') : t('adminAdmins.inactive')}
                        </PeopleBadge>
                        {self ? <PeopleBadge tone="yellow">{t('adminAdmins.you')}</PeopleBadge> : null}
                      </div>
                      <p className="text-sm break-words text-stone-800">{account.email}</p>
                      <p className="text-xs text-stone-600">
                        {t('adminAdmins.lastLogin', { date: formatDate(account.lastLogin, lang, 'dayTime') ?? t('adminAdmins.never') })} ·{' '}
                        {t('adminAdmins.created', { date: formatDate(account.createdAt, lang) })}
                      </p>
                    </div>
                  </div>
                  <div className="flex shrink-0 gap-2">
                    <button
                      type="button"
                      onClick={() => setEditing(account)}
                      className="btn-secondary px-3 py-1.5 text-sm"
                      data-testid="admin-edit"
                    >
                      {t('adminAdmins.edit')}
                      <span className="sr-only">, {account.username}</span>
                    </button>
                    <button
                      type="button"
                      disabled={self}
                      onClick={() => setDeleting(account)}
                      className="btn-secondary px-3 py-1.5 text-sm text-red-800"
                      data-testid="admin-delete"
                    >
                      {t('adminAdmins.delete')}
                      <span className="sr-only">, {account.username}</span>
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <FormDialog
        open={creating}
        title={t('adminAdmins.createAdmin')}
        text={t('adminAdmins.createText')}
        onClose={() => setCreating(false)}
        testId="create-admin-dialog"
      >
        <AdminAccountForm onSubmit={create} onCancel={() => setCreating(false)} />
      </FormDialog>
      <FormDialog
        open={editing !== null}
        title={t('adminAdmins.editTitle')}
        text={t('adminAdmins.editText', { username: editing?.username ?? '' })}
        onClose={() => setEditing(null)}
        testId="edit-admin-dialog"
      >
        {editing ? <AdminAccountForm account={editing} onSubmit={update(editing)} onCancel={() => setEditing(null)} /> : null}
      </FormDialog>
      <ConfirmDialog
        open={deleting !== null}
        title={t('adminAdmins.deleteTitle')}
        text={t('adminAdmins.deleteText', { username: deleting?.username ?? '' })}
        cancelLabel={t('adminAdmins.cancel')}
        confirmLabel={remove.isPending ? t('adminAdmins.deleting') : t('adminAdmins.deleteConfirm')}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting)}
        testId="delete-admin-dialog"
      />
    </div>
  );
}

function FormDialog({
  open,
  title,
  text,
  onClose,
  testId,
  children,
}: {
  open: boolean;
  title: string;
  text: string;
  onClose: () => void;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-[70] flex items-center justify-center p-2 sm:p-4">
      <DialogBackdrop className="fixed inset-0 bg-stone-900/50" />
      <DialogPanel
        data-testid={testId}
        className="relative max-h-[calc(100dvh-1rem)] w-full max-w-md overflow-y-auto rounded-2xl bg-white p-6 shadow-xl"
      >
        <IconButton
          onClick={onClose}
          label={t('adminAdmins.close')}
          className="absolute top-3 right-3 rounded-md p-1.5 text-stone-600 hover:bg-stone-100"
        >
          <CloseIcon className="size-5" />
        </IconButton>
        <DialogTitle className="pr-10 text-lg font-semibold text-stone-900">{title}</DialogTitle>
        <Description className="mt-1 mb-4 text-sm text-stone-700">{text}</Description>
        {children}
      </DialogPanel>
    </Dialog>
  );
}
