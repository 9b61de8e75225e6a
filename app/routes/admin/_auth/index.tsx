// /admin: the dashboard.
import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '#app/components/admin/dashboard/dashboard-page.tsx';

export const Route = createFileRoute('/admin/_auth/')({ component: DashboardPage });
