// While MFA is required and the admin has not enrolled, every admin call but a few answers 403
// {mfaEnrolmentRequired: true} (docs/decisions/024): the admin's own MFA status (read once with the
// layout) or whichever query or mutation meets that answer first sends the admin to
// /admin/security, with a notice saying why.
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { getMfaStatus } from '#app/api/admin-mfa.ts';
import { ApiError } from '#app/api/client.ts';
import { adminQueryClient } from '#app/components/admin/admin-query.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { mfaKeys } from './mfa-shared.ts';

export function isMfaEnrolmentRequired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.body.mfaEnrolmentRequired === true;
}

export function useMfaEnrolmentRedirect(): void {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const status = useQuery({ queryKey: mfaKeys.own, queryFn: getMfaStatus });
  const mustEnrol = status.data ? status.data.required && !status.data.enrolled : false;
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => {
    if (mustEnrol && pathname !== '/admin/security') {
      toast({ title: t('adminSecurity.enrolmentRequired'), variant: 'destructive' });
      void navigate({ to: '/admin/security' });
    }
  }, [mustEnrol, pathname, navigate, t]);
  useEffect(() => {
    const send = (error: unknown) => {
      if (!isMfaEnrolmentRequired(error) || window.location.pathname === '/admin/security') return;
      toast({ title: t('adminSecurity.enrolmentRequired'), variant: 'destructive' });
      void navigate({ to: '/admin/security' });
    };
    const queries = adminQueryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') send(event.action.error);
    });
    const mutations = adminQueryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') send(event.action.error);
    });
    return () => {
      queries();
      mutations();
    };
  }, [navigate, t]);
}
