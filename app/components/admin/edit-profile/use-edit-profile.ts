// What the edit page does with one profile: the moderator's answers (approve, send back, decline,
// her edit approved or sent back), a partial save at once (a media toggle, the primary photo,
// featured), Save All Changes, and the deletion. Each tells its outcome in a toast; the page shows
// the profile the server answered with.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  approvePendingEdit,
  approveProfile,
  deleteProfile,
  reviewProfile,
  sendBackPendingEdit,
  updateProfile,
} from '#app/api/admin-profiles.ts';
import { ApiError } from '#app/api/client.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import type { AdminProfile, AdminProfileUpdate } from '#contract/admin-profile.schema.ts';
import { cleanedUpdate, type EditFormValues } from './edit-profile-values.ts';
import type { ReviewAction } from './review-panel.tsx';

export const profileKey = (id: number) => ['admin', 'profile', id] as const;

export type ProfileAction = ReviewAction | 'approve_profile';

const send = (id: number, action: ProfileAction, reason = '') =>
  action === 'approve' || action === 'approve_profile'
    ? approveProfile(id)
    : action === 'edit_approve'
      ? approvePendingEdit(id)
      : action === 'edit_send_back'
        ? sendBackPendingEdit(id, reason)
        : reviewProfile(id, { decision: action, reason });

const doneKey = (action: ProfileAction) =>
  action === 'declined'
    ? 'adminEdit.review.declinedToast'
    : action === 'needs_changes' || action === 'edit_send_back'
      ? 'adminEdit.review.sentBack'
      : action === 'edit_approve'
        ? 'adminEdit.review.editApproved'
        : 'adminEdit.review.approved';

export function useEditProfile(profile: AdminProfile) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [askingDelete, setAskingDelete] = useState(false);

  const refresh = (next: AdminProfile) => {
    queryClient.setQueryData(profileKey(profile.id), next);
    void queryClient.invalidateQueries({ queryKey: ['admin'], refetchType: 'none' });
  };
  const failed = (error: unknown, fallback: string) =>
    toast({ title: error instanceof ApiError ? error.serverMessage : fallback, variant: 'destructive' });

  const save = useMutation({ mutationFn: (body: AdminProfileUpdate) => updateProfile(profile.id, body) });

  /** A partial save at once (toggle, primary, featured); the form keeps its other edits, so the
   * page is not drawn again (the profile keeps the time it was loaded at). */
  const saveNow = async (body: AdminProfileUpdate): Promise<AdminProfile | null> => {
    try {
      const next = await save.mutateAsync(body);
      refresh({ ...next, updatedAt: profile.updatedAt });
      toast({ title: t('adminEdit.updatedToast'), variant: 'success' });
      return next;
    } catch (error) {
      failed(error, t('adminEdit.updateFailed'));
      return null;
    }
  };

  /** Save All Changes. */
  const submit = async (values: EditFormValues) => {
    try {
      refresh(await save.mutateAsync(cleanedUpdate(values)));
      toast({ title: t('adminEdit.updatedToast'), variant: 'success' });
    } catch (error) {
      failed(error, t('adminEdit.updateFailed'));
    }
  };

  const act = async (action: ProfileAction, reason?: string) => {
    setBusy(true);
    try {
      refresh(await send(profile.id, action, reason));
      toast({ title: t(doneKey(action)), variant: 'success' });
    } catch (error) {
      failed(error, t('adminEdit.review.failed'));
    } finally {
      setBusy(false);
    }
  };

  const remove = useMutation({
    mutationFn: () => deleteProfile(profile.id),
    onSuccess: () => {
      setAskingDelete(false);
      queryClient.removeQueries({ queryKey: profileKey(profile.id) });
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
      toast({ title: t('adminEdit.delete.done'), variant: 'success' });
      void navigate({ to: '/admin/profiles' });
    },
    onError: (error) => failed(error, t('adminEdit.delete.failed')),
  });

  return {
    busy,
    act,
    saving: save.isPending,
    saveNow,
    submit,
    deleting: remove.isPending,
    askingDelete,
    askDelete: () => setAskingDelete(true),
    cancelDelete: () => !remove.isPending && setAskingDelete(false),
    confirmDelete: () => remove.mutate(),
  };
}

export type EditProfileActions = ReturnType<typeof useEditProfile>;
