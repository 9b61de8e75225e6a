// /admin/edit-profile/$id: the
// header (Back to Dashboard, 'Edit Profile: first last', dates, status and FEATURED badges,
// Approve Profile, Make/Remove Featured, Delete profile after a question that says what is erased
// and that contacts already delivered cannot be recalled), the review panel, and the nine sections
// of the form.
// Media toggles are saved at once (after 100 ms) as partial PATCHes, so is the primary photo;
// everything else with 'Save All Changes'. One zod schema (contract/admin-profile.schema.ts)
// checks what formik sends, as the server does.

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Form, Formik, type FormikProps, useField } from 'formik';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  approvePendingEdit,
  approveProfile,
  deleteProfile,
  getProfile,
  reviewProfile,
  sendBackPendingEdit,
  updateProfile,
} from '#app/api/admin-profiles.ts';
import { ApiError } from '#app/api/client.ts';
import { AdminPage } from '#app/components/admin/admin-page.tsx';
import { ProfileStatusBadge } from '#app/components/admin/profile-status-badge.tsx';
import { ConfirmDialog } from '#app/components/admin/users/people-confirm.tsx';
import { toast } from '#app/components/toast/toast-store.ts';
import { formatDate } from '#app/i18n/format.ts';
import { i18n } from '#app/i18n/i18n.ts';
import {
  ADMIN_CHILDREN,
  ADMIN_EDUCATION,
  ADMIN_HEIGHTS,
  type AdminProfile,
  type AdminProfileUpdate,
  AdminProfileUpdateSchema,
  PROFILE_STATUSES,
} from '#contract/admin-profile.schema.ts';
import {
  APPEARANCES,
  BODY_TYPES,
  CITIES,
  DRINKING,
  ETHNICITIES,
  GENDERS,
  OCCUPATIONS,
  PERSONALITY_TAGS,
  RELATIONSHIP_STATUSES,
  RELIGIONS,
  SMOKING,
} from '#contract/profile-options.ts';
import { cleanedUpdate, type EditFormValues, formValuesOf, isUnsavedUpload, withoutMedia } from './edit-profile-values.ts';
import { MediaGrid } from './media-grid.tsx';
import { type ReviewAction, ReviewPanel } from './review-panel.tsx';

/** The media toggle's immediate save waits this long. */
export const TOGGLE_SAVE_DELAY_MS = 100;

const profileKey = (id: number) => ['admin', 'profile', id] as const;

export function EditProfilePage({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: profileKey(id), queryFn: () => getProfile(id) });

  if (query.isPending) {
    return (
      <AdminPage title={t('adminEdit.titleFallback')}>
        <p role="status" className="text-stone-700" data-testid="admin-edit-loading">
          {t('adminEdit.loading')}
        </p>
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
          <div role="alert" className="mt-4">
            <p className="text-stone-700">{t('adminEdit.loadFailed')}</p>
            <button type="button" className="btn-secondary mt-3 px-4 py-2" onClick={() => void query.refetch()}>
              {t('adminEdit.retry')}
            </button>
          </div>
        )}
      </AdminPage>
    );
  }
  return <LoadedEditPage key={query.data.updatedAt} profile={query.data} />;
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link to="/admin" className="text-sm font-medium text-rose-800 underline-offset-2 hover:underline" data-testid="admin-edit-back">
      ← {t('adminEdit.back')}
    </Link>
  );
}

/** Field errors of the shared schema, by form field (lists and contacts under their form names). */
function validate(values: EditFormValues): Record<string, string> {
  const parsed = AdminProfileUpdateSchema.safeParse(cleanedUpdate(values));
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const [first, second] = issue.path.map(String);
    const field =
      first === 'contactMethods' && second
        ? `contact${second[0]?.toUpperCase()}${second.slice(1)}`
        : first === 'languages' || first === 'interests' || first === 'lookingFor'
          ? `${first}Text`
          : (first ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

function LoadedEditPage({ profile }: { profile: AdminProfile }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const toggleTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  const date = (iso: string) => formatDate(iso, i18n.language);

  const refresh = (next: AdminProfile) => {
    queryClient.setQueryData(profileKey(profile.id), next);
    void queryClient.invalidateQueries({ queryKey: ['admin'], refetchType: 'none' });
  };
  const failed = (error: unknown) =>
    toast({ title: error instanceof ApiError ? error.serverMessage : t('adminEdit.updateFailed'), variant: 'destructive' });

  const save = useMutation({
    mutationFn: (body: AdminProfileUpdate) => updateProfile(profile.id, body),
  });
  /** A partial save at once (toggle, primary, featured); the form keeps its other edits. */
  const saveNow = async (body: AdminProfileUpdate) => {
    try {
      const next = await save.mutateAsync(body);
      queryClient.setQueryData(profileKey(profile.id), { ...next, updatedAt: profile.updatedAt });
      void queryClient.invalidateQueries({ queryKey: ['admin'], refetchType: 'none' });
      toast({ title: t('adminEdit.updatedToast'), variant: 'success' });
      return next;
    } catch (error) {
      failed(error);
      return null;
    }
  };

  const act = async (action: ReviewAction | 'approve_profile', reason?: string) => {
    setBusy(true);
    try {
      refresh(
        await (action === 'approve' || action === 'approve_profile'
          ? approveProfile(profile.id)
          : action === 'edit_approve'
            ? approvePendingEdit(profile.id)
            : action === 'edit_send_back'
              ? sendBackPendingEdit(profile.id, reason ?? '')
              : reviewProfile(profile.id, { decision: action, reason: reason ?? '' })),
      );
      const done =
        action === 'declined'
          ? t('adminEdit.review.declinedToast')
          : action === 'needs_changes' || action === 'edit_send_back'
            ? t('adminEdit.review.sentBack')
            : action === 'edit_approve'
              ? t('adminEdit.review.editApproved')
              : t('adminEdit.review.approved');
      toast({ title: done, variant: 'success' });
    } catch (error) {
      toast({
        title: error instanceof ApiError ? error.serverMessage : t('adminEdit.review.failed'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  const [askingDelete, setAskingDelete] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteProfile(profile.id),
    onSuccess: () => {
      setAskingDelete(false);
      queryClient.removeQueries({ queryKey: profileKey(profile.id) });
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
      toast({ title: t('adminEdit.delete.done'), variant: 'success' });
      void navigate({ to: '/admin/profiles' });
    },
    onError: (error) =>
      toast({
        title: error instanceof ApiError ? error.serverMessage : t('adminEdit.delete.failed'),
        variant: 'destructive',
      }),
  });

  const submit = async (values: EditFormValues) => {
    try {
      refresh(await save.mutateAsync(cleanedUpdate(values)));
      toast({ title: t('adminEdit.updatedToast'), variant: 'success' });
    } catch (error) {
      failed(error);
    }
  };

  return (
    <Formik<EditFormValues> initialValues={formValuesOf(profile)} validate={validate} onSubmit={submit} validateOnChange={false}>
      {(form) => (
        <AdminPage
          title={t('adminEdit.title', { name })}
          actions={
            <>
              {!(profile.status === 'ACTIVE' && profile.isApproved) && (
                <button
                  type="button"
                  className="btn-primary px-4 py-2"
                  disabled={busy}
                  onClick={() => void act('approve_profile')}
                  data-testid="admin-approve-profile"
                >
                  {t('adminEdit.approve')}
                </button>
              )}
              <button
                type="button"
                className="btn-secondary px-4 py-2"
                disabled={save.isPending}
                onClick={() =>
                  void saveNow({ isFeatured: !form.values.isFeatured }).then(
                    (next) => next && form.setFieldValue('isFeatured', next.isFeatured),
                  )
                }
                data-testid="admin-feature-toggle"
              >
                {form.values.isFeatured ? t('adminEdit.removeFeatured') : t('adminEdit.makeFeatured')}
              </button>
              <button
                type="button"
                className="btn-secondary px-4 py-2 text-rose-800 ring-rose-200"
                disabled={remove.isPending}
                onClick={() => setAskingDelete(true)}
                data-testid="admin-delete-profile"
              >
                {t('adminEdit.delete.button')}
              </button>
              <ConfirmDialog
                open={askingDelete}
                testId="admin-delete-confirm"
                title={t('adminEdit.delete.confirmTitle', { name })}
                text={t('adminEdit.delete.confirmText')}
                cancelLabel={t('adminEdit.cancel')}
                confirmLabel={t('adminEdit.delete.confirm')}
                pending={remove.isPending}
                onCancel={() => !remove.isPending && setAskingDelete(false)}
                onConfirm={() => remove.mutate()}
              />
            </>
          }
        >
          <div className="-mt-3 mb-6 flex flex-col gap-2">
            <BackLink />
            <div className="flex flex-wrap items-center gap-2 text-sm text-stone-700" data-testid="admin-edit-header">
              <span>{t('adminEdit.submitted', { date: date(profile.createdAt) })}</span>
              {date(profile.updatedAt) !== date(profile.createdAt) && (
                <span data-testid="admin-edit-updated">· {t('adminEdit.updated', { date: date(profile.updatedAt) })}</span>
              )}
              <ProfileStatusBadge status={profile.status} isApproved={profile.isApproved} />
              {profile.isFeatured && (
                <span
                  className="rounded-full bg-purple-100 px-2 py-0.5 text-xs font-semibold text-purple-900 ring-1 ring-purple-600/30"
                  data-testid="admin-featured-badge"
                >
                  {t('adminEdit.featured')}
                </span>
              )}
              {profile.verified && (
                <span className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900 ring-1 ring-sky-600/30">
                  {t('adminEdit.verifiedBadge')}
                </span>
              )}
            </div>
          </div>

          <ReviewPanel profile={profile} busy={busy} onAction={act} />

          <Form noValidate className="flex flex-col gap-6" data-testid="admin-edit-form">
            <Section title={t('adminEdit.sections.personal')}>
              <TextField name="firstName" label={t('adminEdit.fields.firstName')} />
              <TextField name="lastName" label={t('adminEdit.fields.lastName')} />
              <TextField name="age" type="number" label={t('adminEdit.fields.age')} />
              <SelectField
                name="gender"
                label={t('adminEdit.fields.gender')}
                options={GENDERS.map((g) => [g, t(`adminEdit.genders.${g}`)])}
                required
              />
              <SelectField name="location" label={t('adminEdit.fields.location')} options={pairs(CITIES, form.values.location)} />
              <TextField name="email" type="email" label={t('adminEdit.fields.email')} />
            </Section>
            <Section title={t('adminEdit.sections.professional')}>
              <SelectField
                name="education"
                label={t('adminEdit.fields.education')}
                options={pairs(ADMIN_EDUCATION, form.values.education, 'education')}
              />
              <SelectField
                name="occupation"
                label={t('adminEdit.fields.occupation')}
                options={pairs(OCCUPATIONS, form.values.occupation, 'occupation')}
              />
              <TextField name="occupationDetails" label={t('adminEdit.fields.occupationDetails')} />
            </Section>
            <Section title={t('adminEdit.sections.physical')}>
              <SelectField name="height" label={t('adminEdit.fields.height')} options={pairs(ADMIN_HEIGHTS, form.values.height)} />
              <SelectField
                name="bodyType"
                label={t('adminEdit.fields.bodyType')}
                options={pairs(BODY_TYPES, form.values.bodyType, 'bodyType')}
              />
              <SelectField
                name="appearance"
                label={t('adminEdit.fields.appearance')}
                options={pairs(APPEARANCES, form.values.appearance, 'appearance')}
              />
              <TextField name="skinColor" label={t('adminEdit.fields.skinColor')} />
              <TextField name="hairColor" label={t('adminEdit.fields.hairColor')} />
              <TextField name="eyeColor" label={t('adminEdit.fields.eyeColor')} />
            </Section>
            <Section title={t('adminEdit.sections.attributes')}>
              <SelectField
                name="relationshipStatus"
                label={t('adminEdit.fields.relationshipStatus')}
                options={pairs(RELATIONSHIP_STATUSES, form.values.relationshipStatus, 'relationshipStatus')}
              />
              <MultiSelectField name="children" label={t('adminEdit.fields.children')} options={ADMIN_CHILDREN} />
              <SelectField name="smoking" label={t('adminEdit.fields.smoking')} options={pairs(SMOKING, form.values.smoking, 'smoking')} />
              <SelectField
                name="drinking"
                label={t('adminEdit.fields.drinking')}
                options={pairs(DRINKING, form.values.drinking, 'drinking')}
              />
              <SelectField
                name="ethnicity"
                label={t('adminEdit.fields.ethnicity')}
                options={pairs(ETHNICITIES, form.values.ethnicity, 'ethnicity')}
              />
              <SelectField
                name="religion"
                label={t('adminEdit.fields.religion')}
                options={pairs(RELIGIONS, form.values.religion, 'religion')}
              />
              <CheckboxGroup name="personalityTags" label={t('adminEdit.fields.personalityTags')} options={PERSONALITY_TAGS} />
            </Section>
            <Section title={t('adminEdit.sections.languages')}>
              <TextField name="languagesText" label={t('adminEdit.fields.languages')} hint={t('adminEdit.fields.listHint')} />
              <TextField name="interestsText" label={t('adminEdit.fields.interests')} hint={t('adminEdit.fields.listHint')} />
              <TextField name="lookingForText" label={t('adminEdit.fields.lookingFor')} hint={t('adminEdit.fields.listHint')} />
            </Section>
            <Section title={t('adminEdit.sections.about')} single>
              <TextField name="aboutMe" label={t('adminEdit.fields.aboutMe')} multiline />
            </Section>
            <Section title={t('adminEdit.sections.media')} single>
              <MediaSection form={form} saveNow={saveNow} toggleTimer={toggleTimer} />
            </Section>
            <Section title={t('adminEdit.sections.contact')}>
              {(
                [
                  'contactWhatsapp',
                  'contactInstagram',
                  'contactEmail',
                  'contactPhone',
                  'contactTelegram',
                  'contactFacebook',
                  'contactTiktok',
                ] as const
              ).map((field) => (
                <TextField
                  key={field}
                  name={field}
                  label={t(`adminEdit.fields.${field}`)}
                  type={field === 'contactEmail' ? 'email' : 'text'}
                />
              ))}
            </Section>
            <Section title={t('adminEdit.sections.status')}>
              <TextField name="price" type="number" step="0.01" label={t('adminEdit.fields.price')} />
              <SelectField
                name="status"
                label={t('adminEdit.fields.status')}
                options={PROFILE_STATUSES.map((s) => [s, t(`adminEdit.statuses.${s}`)])}
                required
                onChosen={(value) => void form.setFieldValue('isApproved', value === 'ACTIVE')}
              />
              <CheckboxField name="isFeatured" label={t('adminEdit.fields.isFeatured')} />
              <div className="sm:col-span-2 rounded-lg border border-stone-200 p-3">
                <CheckboxField
                  name="verificationConfirmed"
                  label={t('adminEdit.fields.verifiedConfirm')}
                  onChosen={(checked) => !checked && void form.setFieldValue('verified', false)}
                />
                <CheckboxField name="verified" label={t('adminEdit.fields.verified')} disabled={!form.values.verificationConfirmed} />
                <p className="mt-1 text-sm text-stone-600">{t('adminEdit.fields.verifiedHint')}</p>
              </div>
            </Section>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <button
                type="button"
                className="btn-secondary px-5 py-2.5"
                onClick={() => void navigate({ to: '/admin' })}
                data-testid="admin-edit-cancel"
              >
                {t('adminEdit.cancel')}
              </button>
              <button type="submit" className="btn-primary px-5 py-2.5" disabled={form.isSubmitting} data-testid="admin-edit-save">
                {form.isSubmitting ? t('adminEdit.saving') : t('adminEdit.save')}
              </button>
            </div>
          </Form>
        </AdminPage>
      )}
    </Formik>
  );
}

/**
 * The options of a list, with the current value kept when it is not one of them (data from
 * elsewhere). Stored values stay English words; the labels are the storefront's
 * translated option labels where the group has one (cities and heights read the same everywhere).
 */
function pairs(list: readonly string[], current: string, group?: string): [string, string][] {
  const values = current && !list.includes(current) ? [current, ...list] : list;
  return values.map((v) => [v, optionLabel(group, v)]);
}

function optionLabel(group: string | undefined, value: string): string {
  const key = `options.${group}.${value}`;
  return group && i18n.exists(key) ? (i18n.t(key as never) as string) : value;
}

function MediaSection({
  form,
  saveNow,
  toggleTimer,
}: {
  form: FormikProps<EditFormValues>;
  saveNow: (body: AdminProfileUpdate) => Promise<AdminProfile | null>;
  toggleTimer: React.MutableRefObject<ReturnType<typeof setTimeout> | null>;
}) {
  const v = form.values;
  return (
    <MediaGrid
      photos={v.photos}
      videos={v.videos}
      inactivePhotos={v.inactivePhotos}
      inactiveVideos={v.inactiveVideos}
      primaryPhoto={v.primaryPhoto}
      onToggle={(kind, url) => {
        const field = kind === 'photos' ? 'inactivePhotos' : 'inactiveVideos';
        const list = v[field].includes(url) ? v[field].filter((x) => x !== url) : [...v[field], url];
        void form.setFieldValue(field, list);
        // saved at once, only the inactive list, after 100 ms (a quick second toggle replaces it)
        if (toggleTimer.current) clearTimeout(toggleTimer.current);
        toggleTimer.current = setTimeout(() => {
          void saveNow({ [field]: list.filter((x) => !isUnsavedUpload(x)) });
        }, TOGGLE_SAVE_DELAY_MS);
      }}
      onPrimary={(url) => {
        void form.setFieldValue('primaryPhoto', url);
        if (!isUnsavedUpload(url)) void saveNow({ primaryPhoto: url });
      }}
      onDelete={(url) => {
        const next = withoutMedia(v, url);
        void form.setValues({ ...v, ...next });
      }}
      onUploaded={(files) => {
        const images = files.filter((f) => f.mimetype.startsWith('image/')).map((f) => f.url);
        const videos = files.filter((f) => f.mimetype.startsWith('video/')).map((f) => f.url);
        void form.setValues({
          ...v,
          photos: [...v.photos, ...images],
          videos: [...v.videos, ...videos],
          primaryPhoto: v.primaryPhoto || images[0] || '',
        });
      }}
    />
  );
}

function Section({ title, children, single }: { title: string; children: ReactNode; single?: boolean }) {
  const id = `section-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-stone-900">
        {title}
      </h2>
      <div className={`mt-4 grid gap-4 ${single ? '' : 'sm:grid-cols-2'}`}>{children}</div>
    </section>
  );
}

const inputClass = 'mt-1 w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-stone-900 disabled:bg-stone-100';

function FieldLabel({ name, label }: { name: string; label: string }) {
  return (
    <label htmlFor={name} className="block text-sm font-medium text-stone-900">
      {label}
    </label>
  );
}

function FieldError({ name, error }: { name: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={`${name}-error`} className="mt-1 text-sm text-rose-800">
      {error}
    </p>
  );
}

function TextField({
  name,
  label,
  type = 'text',
  hint,
  multiline,
  step,
}: {
  name: keyof EditFormValues;
  label: string;
  type?: string;
  hint?: string;
  multiline?: boolean;
  step?: string;
}) {
  const [field, meta] = useField<string>(name);
  const describedBy = [hint ? `${name}-hint` : '', meta.error ? `${name}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id: name,
    ...field,
    value: field.value ?? '',
    'aria-invalid': Boolean(meta.error),
    'aria-describedby': describedBy,
    className: inputClass,
  };
  return (
    <div>
      <FieldLabel name={name} label={label} />
      {multiline ? <textarea rows={6} {...common} /> : <input type={type} step={step} {...common} />}
      {hint && (
        <p id={`${name}-hint`} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      )}
      <FieldError name={name} error={meta.error} />
    </div>
  );
}

function SelectField({
  name,
  label,
  options,
  required,
  onChosen,
}: {
  name: keyof EditFormValues;
  label: string;
  options: [string, string][];
  required?: boolean;
  onChosen?: (value: string) => void;
}) {
  const { t } = useTranslation();
  const [field, meta] = useField<string>(name);
  return (
    <div>
      <FieldLabel name={name} label={label} />
      <select
        id={name}
        {...field}
        onChange={(e) => {
          field.onChange(e);
          onChosen?.(e.target.value);
        }}
        aria-invalid={Boolean(meta.error)}
        className={inputClass}
      >
        {!required && <option value="">{t('adminEdit.notChosen')}</option>}
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      <FieldError name={name} error={meta.error} />
    </div>
  );
}

function MultiSelectField({ name, label, options }: { name: 'children'; label: string; options: readonly string[] }) {
  const [field, , helpers] = useField<string[]>(name);
  return (
    <div>
      <FieldLabel name={name} label={label} />
      <select
        id={name}
        multiple
        value={field.value}
        onChange={(e) => void helpers.setValue([...e.target.selectedOptions].map((o) => o.value))}
        className={`${inputClass} h-28`}
      >
        {options.map((o) => (
          <option key={o} value={o}>
            {optionLabel(name, o)}
          </option>
        ))}
      </select>
    </div>
  );
}

function CheckboxGroup({ name, label, options }: { name: 'personalityTags'; label: string; options: readonly string[] }) {
  const [field, , helpers] = useField<string[]>(name);
  return (
    <fieldset className="sm:col-span-2">
      <legend className="text-sm font-medium text-stone-900">{label}</legend>
      <div className="mt-2 flex flex-wrap gap-3">
        {options.map((o) => (
          <label key={o} className="inline-flex items-center gap-2 text-sm text-stone-800">
            <input
              type="checkbox"
              checked={field.value.includes(o)}
              onChange={(e) => void helpers.setValue(e.target.checked ? [...field.value, o] : field.value.filter((x) => x !== o))}
            />
            {optionLabel(name, o)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function CheckboxField({
  name,
  label,
  disabled,
  onChosen,
}: {
  name: 'isFeatured' | 'verified' | 'verificationConfirmed';
  label: string;
  disabled?: boolean;
  onChosen?: (checked: boolean) => void;
}) {
  const [field, , helpers] = useField<boolean>(name);
  return (
    <label className="flex items-start gap-2 py-1 text-sm text-stone-900">
      <input
        type="checkbox"
        name={name}
        checked={field.value}
        disabled={disabled}
        onChange={(e) => {
          void helpers.setValue(e.target.checked);
          onChosen?.(e.target.checked);
        }}
        className="mt-0.5"
        data-testid={`admin-field-${name}`}
      />
      <span>{label}</span>
    </label>
  );
}
