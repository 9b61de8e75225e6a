// /admin/edit-profile/$id: the header (edit-profile-header.tsx), the review panel, and the nine
// sections of the form (edit-profile-fields.tsx, the media in edit-media-section.tsx).
// Media toggles are saved at once (after 100 ms) as partial PATCHes, so is the primary photo;
// everything else with 'Save All Changes'. One zod schema (contract/admin-profile.schema.ts)
// checks what formik sends, as the server does; its errors show from the first save on, and the
// save moves focus to the first field in error.
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Form, Formik, useFormikContext } from 'formik';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { getProfile } from '#app/api/admin-profiles.ts';
import { ApiError } from '#app/api/client.ts';
import { AdminPage } from '#app/components/admin/admin-page.tsx';
import { LoadError, LoadingText } from '#app/components/admin/dashboard/load-state.tsx';
import { useFocusFirstInvalid } from '#app/components/forms/use-focus-first-invalid.ts';
import type { AdminProfile } from '#contract/admin-profile.schema.ts';
import { EditMediaSection } from './edit-media-section.tsx';
import {
  AttributeFields,
  ContactFields,
  EditSection,
  ListAndAboutFields,
  PersonalFields,
  PhysicalFields,
  ProfessionalFields,
  StatusFields,
} from './edit-profile-fields.tsx';
import { BackLink, ProfileActions, ProfileFacts } from './edit-profile-header.tsx';
import { type EditFormValues, editFormErrors, formValuesOf } from './edit-profile-values.ts';
import { ReviewPanel } from './review-panel.tsx';
import { type EditProfileActions, profileKey, useEditProfile } from './use-edit-profile.ts';

export function EditProfilePage({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: profileKey(id), queryFn: () => getProfile(id) });

  if (query.isPending) {
    return (
      <AdminPage title={t('adminEdit.titleFallback')}>
        <LoadingText text={t('adminEdit.loading')} testId="admin-edit-loading" />
      </AdminPage>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return (
      <AdminPage title={missing ? t('adminEdit.notFound') : t('adminEdit.titleFallback')}>
        <BackLink />
        {missing ? (
          <p className="mt-4 text-stone-700" data-testid="admin-edit-not-found">
            {t('adminEdit.notFound')}
          </p>
        ) : (
          <div className="mt-4">
            <LoadError text={t('adminEdit.loadFailed')} retryText={t('adminEdit.retry')} onRetry={() => void query.refetch()} />
          </div>
        )}
      </AdminPage>
    );
  }
  // A save draws the page again from what the server answered.
  return <LoadedEditPage key={query.data.updatedAt} profile={query.data} />;
}

function LoadedEditPage({ profile }: { profile: AdminProfile }) {
  const { t } = useTranslation();
  const actions = useEditProfile(profile);
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  return (
    <Formik<EditFormValues>
      initialValues={formValuesOf(profile)}
      validate={editFormErrors}
      onSubmit={actions.submit}
      validateOnChange={false}
    >
      <AdminPage title={t('adminEdit.title', { name })} actions={<ProfileActions profile={profile} name={name} actions={actions} />}>
        <ProfileFacts profile={profile} />
        <ReviewPanel profile={profile} busy={actions.busy} onAction={actions.act} />
        <EditProfileForm actions={actions} />
      </AdminPage>
    </Formik>
  );
}

function EditProfileForm({ actions }: { actions: EditProfileActions }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { isSubmitting } = useFormikContext<EditFormValues>();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef);
  return (
    <Form ref={formRef} noValidate className="flex flex-col gap-6" data-testid="admin-edit-form">
      <PersonalFields />
      <ProfessionalFields />
      <PhysicalFields />
      <AttributeFields />
      <ListAndAboutFields />
      <EditSection id="media">
        <EditMediaSection saveNow={actions.saveNow} />
      </EditSection>
      <ContactFields />
      <StatusFields />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button
          type="button"
          className="btn-secondary px-5 py-2.5"
          onClick={() => void navigate({ to: '/admin' })}
          data-testid="admin-edit-cancel"
        >
          {t('adminEdit.cancel')}
        </button>
        <button type="submit" className="btn-primary px-5 py-2.5" disabled={isSubmitting} data-testid="admin-edit-save">
          {isSubmitting ? t('adminEdit.saving') : t('adminEdit.save')}
        </button>
      </div>
    </Form>
  );
}
