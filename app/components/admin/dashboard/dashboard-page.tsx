// The back office's dashboard (/admin): the statistics, what
// needs an admin next, and the newest profiles; each section loads and fails on its own.
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../admin-page.tsx';
import { RefundQueue } from '../orders/refund-queue.tsx';
import { DashboardQueue } from './dashboard-queue.tsx';
import { DashboardStats } from './dashboard-stats.tsx';
import { RecentProfiles } from './recent-profiles.tsx';

export function DashboardPage() {
  const { t } = useTranslation();
  return (
    <AdminPage title={t('adminDashboard.title')}>
      <DashboardStats />
      <DashboardQueue />
      <RefundQueue />
      <RecentProfiles />
    </AdminPage>
  );
}
