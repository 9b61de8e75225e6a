// Admin Management for anyone but a superadmin: the destructive toast
// 'Access Denied', the page body saying why, and after 2000 ms the login page (which stays, for
// signing in with a superadmin's account).
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '#app/components/toast/toast-store.ts';

export const ACCESS_DENIED_REDIRECT_MS = 2000;

export function AccessDenied() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    toast({ title: t('adminAdmins.accessDenied'), description: t('adminAdmins.accessDeniedToast'), variant: 'destructive' });
    const timer = setTimeout(() => void navigate({ to: '/admin/login', search: { reason: 'superadmin' } }), ACCESS_DENIED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate, t]);
  return (
    <div role="alert" data-testid="access-denied" className="mx-auto max-w-lg rounded-xl border border-red-200 bg-red-50 p-6 text-center">
      <h2 className="text-lg font-semibold text-red-900">{t('adminAdmins.accessDenied')}</h2>
      <p className="mt-2 text-sm text-red-900">{t('adminAdmins.accessDeniedText')}</p>
    </div>
  );
}
