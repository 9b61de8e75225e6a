// 'View Details': a dialog with the tabs User Info, Favorites
// and Orders. Headless UI gives the focus trap, Escape, and arrow keys between the tabs; the
// favourites and orders are fetched once the dialog opens on a user.
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle, Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getUserFavorites, getUserOrders } from '#app/api/admin-users.ts';
import { ProfileThumb } from '#app/components/admin/profile-thumb.tsx';
import { displayName } from '#app/components/admin/users/display-name.ts';
import { CloseIcon } from '#app/components/icons/icons.tsx';
import { IconButton } from '#app/components/tooltip/icon-button.tsx';
import { formatDate, formatUsd } from '#app/i18n/format.ts';
import { useCurrentLanguage } from '#app/i18n/i18n.ts';
import type { AdminSiteUser } from '#contract/admin-user.schema.ts';
import { orderStatusTone, PeopleBadge } from './people-badge.tsx';
import { UserActivationButton } from './user-activation.tsx';

const tabClass =
  'flex-1 rounded-lg px-3 py-2 text-sm font-semibold text-stone-700 hover:text-stone-900 focus:outline-none data-focus-visible:ring-2 data-focus-visible:ring-rose-600 data-selected:bg-white data-selected:text-rose-800 data-selected:shadow-sm';

export function UserDetailsDialog({ user, onClose }: { user: AdminSiteUser | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={user !== null} onClose={onClose} className="fixed inset-0 z-[70] flex items-center justify-center p-2 sm:p-4">
      <DialogBackdrop className="fixed inset-0 bg-stone-900/50" />
      <DialogPanel
        data-testid="user-details"
        className="relative max-h-[calc(100dvh-1rem)] w-full max-w-2xl overflow-y-auto rounded-2xl bg-white p-4 shadow-xl sm:p-6"
      >
        <IconButton
          onClick={onClose}
          label={t('adminUsers.close')}
          className="absolute top-3 right-3 rounded-md p-1.5 text-stone-600 hover:bg-stone-100"
        >
          <CloseIcon className="size-5" />
        </IconButton>
        {user ? <UserDetails user={user} /> : null}
      </DialogPanel>
    </Dialog>
  );
}

function UserDetails({ user }: { user: AdminSiteUser }) {
  const { t } = useTranslation();
  return (
    <>
      <DialogTitle as="h2" className="pr-10 text-xl font-semibold text-stone-900">
        {t('adminUsers.detailsTitle')}
      </DialogTitle>
      <p className="mt-1 text-sm text-stone-700">{displayName(user)}</p>
      <TabGroup className="mt-4">
        <TabList aria-label={t('adminUsers.tabs')} className="flex gap-1 rounded-xl bg-stone-100 p-1">
          <Tab className={tabClass}>{t('adminUsers.userInfoTab')}</Tab>
          <Tab className={tabClass}>{t('adminUsers.favoritesTab')}</Tab>
          <Tab className={tabClass}>{t('adminUsers.ordersTab')}</Tab>
        </TabList>
        <TabPanels className="mt-4">
          <TabPanel data-testid="user-info-panel">
            <UserInfo user={user} />
          </TabPanel>
          <TabPanel data-testid="user-favorites-panel">
            <UserFavorites userId={user.id} />
          </TabPanel>
          <TabPanel data-testid="user-orders-panel">
            <UserOrders userId={user.id} />
          </TabPanel>
        </TabPanels>
      </TabGroup>
    </>
  );
}

function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-stone-600">{label}</dt>
      <dd className="text-sm break-words text-stone-900 sm:col-span-2">{children}</dd>
    </div>
  );
}

function UserInfo({ user }: { user: AdminSiteUser }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const notProvided = <span className="text-stone-600 italic">{t('adminUsers.notProvided')}</span>;
  return (
    <>
      <dl className="divide-y divide-stone-100">
        <InfoRow label={t('adminUsers.email')}>{user.email}</InfoRow>
        <InfoRow label={t('adminUsers.username')}>{user.username}</InfoRow>
        <InfoRow label={t('adminUsers.firstName')}>{user.firstName || notProvided}</InfoRow>
        <InfoRow label={t('adminUsers.lastName')}>{user.lastName || notProvided}</InfoRow>
        <InfoRow label={t('adminUsers.accountStatus')}>
          <PeopleBadge tone={user.isActive ? 'green' : 'gray'}>
            {user.isActive ? t('adminUsers.active') : t('adminUsers.inactive')}
          </PeopleBadge>
        </InfoRow>
        <InfoRow label={t('adminUsers.emailStatus')}>
          <PeopleBadge tone={user.isEmailVerified ? 'blue' : 'yellow'}>
            {user.isEmailVerified ? t('adminUsers.verified') : t('adminUsers.unverified')}
          </PeopleBadge>
        </InfoRow>
        <InfoRow label={t('adminUsers.registrationDate')}>{formatDate(user.registrationDate, lang, 'dayTime')}</InfoRow>
        <InfoRow label={t('adminUsers.lastLoginLabel')}>{formatDate(user.lastLogin, lang, 'dayTime') ?? t('adminUsers.never')}</InfoRow>
        <InfoRow label={t('adminUsers.userId')}>{user.id}</InfoRow>
        <InfoRow label={t('adminUsers.role')}>{user.role}</InfoRow>
      </dl>
      <div className="mt-4 flex justify-end">
        <UserActivationButton user={user} />
      </div>
    </>
  );
}

function PanelMessage({ children, tone = 'muted' }: { children: ReactNode; tone?: 'muted' | 'error' }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={`py-6 text-center text-sm ${tone === 'error' ? 'text-red-800' : 'text-stone-700'}`}
    >
      {children}
    </p>
  );
}

function UserFavorites({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const query = useQuery({
    queryKey: ['admin', 'users', 'favorites', userId],
    queryFn: () => getUserFavorites(userId),
  });
  if (query.isPending) return <PanelMessage>{t('adminUsers.loadingFavorites')}</PanelMessage>;
  if (query.isError) return <PanelMessage tone="error">{t('adminUsers.favoritesError')}</PanelMessage>;
  const favorites = query.data;
  return (
    <section aria-labelledby={`favorites-${userId}`}>
      <h3 id={`favorites-${userId}`} className="text-base font-semibold text-stone-900" data-testid="favorites-count">
        {t('adminUsers.favoritesCount', { count: favorites.length })}
      </h3>
      {favorites.length === 0 ? (
        <PanelMessage>{t('adminUsers.noFavorites')}</PanelMessage>
      ) : (
        <ul className="mt-3 grid gap-3">
          {favorites.map((favorite) => {
            const { profile } = favorite;
            const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
            return (
              <li
                key={favorite.id}
                data-testid="user-favorite"
                className="flex flex-wrap items-center gap-3 rounded-xl border border-stone-200 p-3"
              >
                <ProfileThumb photos={profile.photos} primaryPhoto={profile.primaryPhoto} firstName={profile.firstName} size="size-14" />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-stone-900">{name}</p>
                  <p className="text-sm text-stone-700">
                    {t('adminUsers.age', { age: profile.age })} · {profile.location}
                  </p>
                  <p className="text-xs text-stone-600">{t('adminUsers.added', { date: formatDate(favorite.createdAt, lang) })}</p>
                </div>
                <a href={`/profile/${profile.id}`} target="_blank" rel="noopener noreferrer" className="btn-secondary px-3 py-1.5 text-sm">
                  {t('adminUsers.viewProfile')}
                  <span className="sr-only">
                    {' '}
                    {name} {t('adminUsers.opensInNewTab')}
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function UserOrders({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const query = useQuery({
    queryKey: ['admin', 'users', 'orders', userId],
    queryFn: () => getUserOrders(userId),
  });
  if (query.isPending) return <PanelMessage>{t('adminUsers.loadingOrders')}</PanelMessage>;
  if (query.isError) return <PanelMessage tone="error">{t('adminUsers.ordersError')}</PanelMessage>;
  const orders = query.data;
  return (
    <section aria-labelledby={`orders-${userId}`}>
      <p className="text-sm text-stone-700" data-testid="orders-count">
        {t('adminUsers.ordersCount', { count: orders.length })}
      </p>
      <h3 id={`orders-${userId}`} className="mt-1 text-base font-semibold text-stone-900">
        {t('adminUsers.purchaseHistory')}
      </h3>
      {orders.length === 0 ? (
        <PanelMessage>{t('adminUsers.noOrders')}</PanelMessage>
      ) : (
        <ul className="mt-3 grid gap-3">
          {orders.map((order) => (
            <li key={order.id} data-testid="user-order" className="rounded-xl border border-stone-200 p-3">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div>
                  <p className="font-semibold text-stone-900">{t('adminUsers.orderNumber', { id: order.id })}</p>
                  <p className="text-xs text-stone-600">{formatDate(order.createdAt, lang, 'dayTime')}</p>
                </div>
                <div className="flex items-center gap-2">
                  <PeopleBadge tone={orderStatusTone(order.status)} testId="order-status">
                    <OrderStatusLabel status={order.status} />
                  </PeopleBadge>
                  <span className="font-semibold text-stone-900" data-testid="order-total">
                    {t('adminUsers.total', { amount: formatUsd(order.totalAmount) })}
                  </span>
                </div>
              </div>
              <h4 className="mt-3 text-sm font-semibold text-stone-800">{t('adminUsers.purchasedProfiles')}</h4>
              <ul className="mt-1 divide-y divide-stone-100 text-sm">
                {order.items.map((item) => (
                  <li key={item.id} className="flex justify-between gap-3 py-1" data-testid="order-item">
                    <span>{[item.profile.firstName, item.profile.lastName].filter(Boolean).join(' ')}</span>
                    <span className="font-medium">{formatUsd(item.price)}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** An order status in the admin's language; one we do not know as it is. */
function OrderStatusLabel({ status }: { status: string }) {
  const { t } = useTranslation();
  const labels: Record<string, string> = {
    completed: t('adminUsers.status.completed'),
    pending: t('adminUsers.status.pending'),
    expired: t('adminUsers.status.expired'),
    cancelled: t('adminUsers.status.cancelled'),
    awaiting_approval: t('adminUsers.status.awaiting_approval'),
    failed: t('adminUsers.status.failed'),
  };
  return <>{labels[status] ?? status}</>;
}
