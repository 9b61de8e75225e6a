// The Create Admin and Edit Admin forms: formik with the
// shared schemas of contract/admin-account.schema.ts. Create asks for a password (with the
// hint) and starts on the role Admin; edit has the Active checkbox and its warning. Field errors
// the server sends back land on their fields; the caller shows the toasts.
import { Formik, type FormikHelpers, useField, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { describedBy, SelectField, TextField, useFieldIds } from '#app/components/forms/form-fields.tsx';
import { FormFrame } from '#app/components/forms/form-frame.tsx';
import { fieldErrorsToFormik, type Translate, zodFormikValidate } from '#app/components/forms/zod-formik.ts';
import {
  type AdminAccount,
  type AdminRole,
  type CreateAdminInput,
  CreateAdminSchema,
  UpdateAdminSchema,
} from '#contract/admin-account.schema.ts';

export interface AdminFormValues {
  username: string;
  email: string;
  password: string;
  role: AdminRole | '';
  isActive: boolean;
}

export type CreateAdminBody = CreateAdminInput;
export type UpdateAdminBody = { username: string; email: string; role: AdminRole; isActive: boolean };

const createBody = (values: AdminFormValues) => ({
  username: values.username,
  email: values.email,
  password: values.password,
  role: values.role === '' ? undefined : values.role,
});
const updateBody = (values: AdminFormValues) => ({
  username: values.username,
  email: values.email,
  role: values.role === '' ? undefined : values.role,
  isActive: values.isActive,
});

/** Thrown by onSubmit when the server named fields: they are shown next to their inputs. */
export class AdminFieldErrors extends Error {
  constructor(readonly fieldErrors: Record<string, readonly string[]>) {
    super('field errors');
  }
}

function useTranslate(): Translate {
  const { t } = useTranslation();
  return (key) => t(key as never);
}

function ActiveCheckbox() {
  const { t } = useTranslation();
  const ids = useFieldIds();
  const [field] = useField<boolean>('isActive');
  return (
    <div className="flex items-start gap-3">
      <input
        name={field.name}
        checked={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        id={ids.id}
        type="checkbox"
        aria-describedby={describedBy(ids, true, false)}
        className="mt-1 size-4 rounded border-stone-400 text-rose-700 focus:ring-rose-600"
      />
      <div>
        <label htmlFor={ids.id} className="text-sm font-medium text-stone-900">
          {t('adminAdmins.activeLabel')}
        </label>
        <p id={ids.hintId} className="text-sm text-stone-600">
          {t('adminAdmins.activeHint')}
        </p>
      </div>
    </div>
  );
}

function FormButtons({ label, pendingLabel, onCancel }: { label: string; pendingLabel: string; onCancel: () => void }) {
  const { t } = useTranslation();
  const { isSubmitting } = useFormikContext();
  return (
    <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <button type="button" onClick={onCancel} className="btn-secondary px-4 py-2">
        {t('adminAdmins.cancel')}
      </button>
      <button type="submit" className="btn-primary px-4 py-2">
        {isSubmitting ? pendingLabel : label}
      </button>
    </div>
  );
}

export function AdminAccountForm({
  account,
  onSubmit,
  onCancel,
}: {
  /** The account to edit; none for Create Admin. */
  account?: AdminAccount;
  onSubmit: (body: CreateAdminBody | UpdateAdminBody) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const creating = account === undefined;
  const initialValues: AdminFormValues = {
    username: account?.username ?? '',
    email: account?.email ?? '',
    password: '',
    role: account?.role ?? 'admin',
    isActive: account?.isActive ?? true,
  };
  const submit = async (values: AdminFormValues, helpers: FormikHelpers<AdminFormValues>) => {
    try {
      await onSubmit(creating ? (createBody(values) as CreateAdminBody) : (updateBody(values) as UpdateAdminBody));
    } catch (error) {
      if (!(error instanceof AdminFieldErrors)) return;
      helpers.setErrors(fieldErrorsToFormik<AdminFormValues>(error.fieldErrors, translate));
    }
  };
  const roles = [
    { value: 'admin', label: t('adminAdmins.roleAdmin') },
    { value: 'superadmin', label: t('adminAdmins.roleSuperadmin') },
  ];
  return (
    <Formik<AdminFormValues>
      initialValues={initialValues}
      validate={
        creating ? zodFormikValidate(CreateAdminSchema, translate, createBody) : zodFormikValidate(UpdateAdminSchema, translate, updateBody)
      }
      validateOnBlur={false}
      onSubmit={submit}
    >
      <FormFrame testId={creating ? 'create-admin-form' : 'edit-admin-form'}>
        <TextField name="username" label={t('adminAdmins.username')} required autoComplete="off" autoFocus maxLength={50} />
        <TextField name="email" type="email" label={t('adminAdmins.email')} required autoComplete="off" maxLength={254} />
        {creating ? (
          <TextField
            name="password"
            type="password"
            label={t('adminAdmins.password')}
            required
            autoComplete="new-password"
            hint={t('adminAdmins.passwordHint')}
            maxLength={256}
          />
        ) : null}
        <SelectField name="role" label={t('adminAdmins.role')} required placeholder={t('adminAdmins.selectRole')} options={roles} />
        {creating ? null : <ActiveCheckbox />}
        <FormButtons
          label={creating ? t('adminAdmins.createAdmin') : t('adminAdmins.save')}
          pendingLabel={creating ? t('adminAdmins.creating') : t('adminAdmins.saving')}
          onCancel={onCancel}
        />
      </FormFrame>
    </Formik>
  );
}
