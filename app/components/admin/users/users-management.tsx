// User management (/admin/users): the registered site users, searched and paged on
// the server (GET /api/admin/users?limit&offset&search, the total in X-Total-Count), each with
// her badges, addresses, dates, 'View Details' and Activate/Deactivate.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listUsers } from '#app/api/admin-users.ts';
import { LoadingText } from '#app/components/admin/dashboard/load-state.tsx';
import { displayName } from '#app/components/admin/users/display-name.ts';
import { inputClass } from '#app/components/forms/form-fields.tsx';
import { formatDate } from '#app/i18n/format.ts';
import { useCurrentLanguage } from '#app/i18n/i18n.ts';
import { ADMIN_USERS_PAGE_SIZE, type AdminSiteUser } from '#contract/admin-user.schema.ts';
import { PeopleBadge } from './people-badge.tsx';
import { UserActivationButton } from './user-activation.tsx';
import { UserDetailsDialog } from './user-details-dialog.tsx';
import { type UsersView, usersQuery } from './users-search.ts';

const SEARCH_DELAY_MS = 300;

export function UsersManagement({ view, onChange }: { view: UsersView; onChange: (next: UsersView) => void }) {
  const { t } = useTranslation();
  const searchId = useId();
  const [typed, setTyped] = useState(view.search);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const query = useQuery({
    queryKey: ['admin', 'users', 'list', view.page, view.search],
    queryFn: () => listUsers(usersQuery(view)),
    placeholderData: keepPreviousData,
  });

  // Back and forward move the search too.
  useEffect(() => setTyped(view.search), [view.search]);
  // The search reaches the server once typing pauses, and starts again from page 1.
  useEffect(() => {
    const next = typed.trim();
    if (next === view.search) return;
    const timer = setTimeout(() => onChange({ page: 1, search: next }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, view.search, onChange]);

  const users = query.data?.data ?? [];
  const total = query.data?.total ?? users.length;
  const pages = Math.max(1, Math.ceil(total / ADMIN_USERS_PAGE_SIZE));
  const selected = selectedId === null ? null : (users.find((user) => user.id === selectedId) ?? null);

  return (
    <div className="grid gap-4">
      <p className="text-sm text-stone-700">{t('adminUsers.intro')}</p>
      <search>
        <form
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            onChange({ page: 1, search: typed.trim() });
          }}
        >
          <div className="flex-1">
            <label htmlFor={searchId} className="block text-sm font-medium text-stone-900">
              {t('adminUsers.searchLabel')}
            </label>
            <input
              id={searchId}
              type="search"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              placeholder={t('adminUsers.searchPlaceholder')}
              maxLength={100}
              className={inputClass}
            />
          </div>
          <button type="submit" className="btn-primary px-4 py-2.5">
            {t('adminUsers.search')}
          </button>
        </form>
      </search>

      {query.isPending ? (
        <LoadingText text={t('adminUsers.loading')} />
      ) : query.isError ? (
        <p role="alert" className="py-10 text-center text-red-800">
          {t('adminUsers.error')}
        </p>
      ) : users.length === 0 ? (
        <p role="status" className="py-10 text-center text-stone-700" data-testid="users-empty">
          {t('adminUsers.empty')}
        </p>
      ) : (
        <>
          <p className="text-sm text-stone-700" aria-live="polite" data-testid="users-showing">
            {t('adminUsers.showing', {
              from: (view.page - 1) * ADMIN_USERS_PAGE_SIZE + 1,
              to: (view.page - 1) * ADMIN_USERS_PAGE_SIZE + users.length,
              total,
            })}
          </p>
          <ul aria-label={t('adminUsers.listLabel')} className="grid gap-3" aria-busy={query.isFetching}>
            {users.map((user) => (
              <UserRow key={user.id} user={user} onView={() => setSelectedId(user.id)} />
            ))}
          </ul>
          {pages > 1 ? (
            <nav aria-label={t('adminUsers.pagination')} className="flex flex-wrap items-center justify-between gap-3">
              <button
                type="button"
                className="btn-secondary px-4 py-2"
                disabled={view.page <= 1}
                onClick={() => onChange({ ...view, page: view.page - 1 })}
              >
                {t('adminUsers.previous')}
              </button>
              <p className="text-sm text-stone-700">{t('adminUsers.pageOf', { page: view.page, pages })}</p>
              <button
                type="button"
                className="btn-secondary px-4 py-2"
                disabled={view.page >= pages}
                onClick={() => onChange({ ...view, page: view.page + 1 })}
              >
                {t('adminUsers.next')}
              </button>
            </nav>
          ) : null}
        </>
      )}
      <UserDetailsDialog user={selected} onClose={() => setSelectedId(null)} />
    </div>
  );
}

function UserRow({ user, onView }: { user: AdminSiteUser; onView: () => void }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const name = displayName(user);
  return (
    <li data-testid="user-row" data-user-id={user.id} className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-base font-semibold text-stone-900">{name}</h2>
            <PeopleBadge tone={user.isActive ? 'green' : 'gray'} testId="user-active-badge">
              {user.isActive ? t('adminUsers.active') : t('adminUsers.inactive')}
            </PeopleBadge>
            {user.isEmailVerified ? (
              <PeopleBadge tone="blue" testId="user-verified-badge">
                {t('adminUsers.verified')}
              </PeopleBadge>
            ) : null}
          </div>
          <p className="mt-1 text-sm break-words text-stone-800">{user.email}</p>
          <p className="text-sm text-stone-700">@{user.username}</p>
          <p className="mt-1 text-xs text-stone-600">
            {t('adminUsers.joined', { date: formatDate(user.registrationDate, lang) })} ·{' '}
            {t('adminUsers.lastLogin', { date: formatDate(user.lastLogin, lang, 'dayTime') ?? t('adminUsers.never') })}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <button type="button" onClick={onView} className="btn-secondary px-3 py-1.5 text-sm" data-testid="user-view-details">
            {t('adminUsers.viewDetails')}
            <span className="sr-only">, {name}</span>
          </button>
          <UserActivationButton user={user} />
        </div>
      </div>
    </li>
  );
}
