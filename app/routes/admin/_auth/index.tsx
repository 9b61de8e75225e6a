// /admin: the dashboard (backoffice §2, issue 12 item 5).
import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '#app/components/admin/dashboard/dashboard-page.tsx';

export const Route = createFileRoute('/admin/_auth/')({ component: DashboardPage });
