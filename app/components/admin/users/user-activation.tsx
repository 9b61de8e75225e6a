// Activate / Deactivate a site user (they work). Deactivation asks
// first (she is signed out at once); activation acts at once. Used in the list and in the details
// dialog; the confirmation renders inside whichever holds the button, so a dialog nests in a dialog.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setUserActive } from '#app/api/admin-users.ts';
import { ApiError } from '#app/api/client.ts';
import { displayName } from '#app/components/admin/users/display-name.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import type { AdminSiteUser } from '#contract/admin-user.schema.ts';
import { ConfirmDialog } from './people-confirm.tsx';

export function UserActivationButton({ user, className = '' }: { user: AdminSiteUser; className?: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const name = displayName(user);
  const mutation = useMutation({
    mutationFn: (isActive: boolean) => setUserActive(user.id, isActive),
    onSuccess: async (updated) => {
      setConfirming(false);
      toast(
        updated.isActive
          ? { title: t('adminUsers.activatedTitle'), description: t('adminUsers.activatedText', { name }), variant: 'success' }
          : { title: t('adminUsers.deactivatedTitle'), description: t('adminUsers.deactivatedText', { name }), variant: 'success' },
      );
      await queryClient.invalidateQueries({ queryKey: ['admin', 'users'] });
    },
    onError: (error) => {
      setConfirming(false);
      const description = error instanceof ApiError ? error.serverMessage : t('adminUsers.updateFailed');
      toast({ title: t('adminUsers.errorTitle'), description, variant: 'destructive' });
    },
  });

  const label = user.isActive ? t('adminUsers.deactivate') : t('adminUsers.activate');
  return (
    <>
      <button
        type="button"
        disabled={mutation.isPending}
        onClick={() => (user.isActive ? setConfirming(true) : mutation.mutate(true))}
        className={`${user.isActive ? 'btn-secondary text-red-800' : 'btn-secondary text-green-800'} px-3 py-1.5 text-sm ${className}`}
        data-testid={user.isActive ? 'user-deactivate' : 'user-activate'}
      >
        {label}
        <span className="sr-only">, {name}</span>
      </button>
      <ConfirmDialog
        open={confirming}
        title={t('adminUsers.confirmTitle')}
        text={t('adminUsers.confirmText', { name })}
        cancelLabel={t('adminUsers.cancel')}
        confirmLabel={t('adminUsers.deactivate')}
        pending={mutation.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => mutation.mutate(false)}
        testId="user-deactivate-confirm"
      />
    </>
  );
}
