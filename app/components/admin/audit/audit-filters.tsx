// The audit log's filters: action, admin, target type and id, and a date range. Applying them
// writes the URL's search params (back to page 1); Clear removes them all.
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass, labelClass } from '#app/components/forms/form-fields.tsx';
import type { AdminMfaRow } from '#contract/admin-mfa.schema.ts';
import { type AuditSearch, parseAuditSearch } from './audit-search.ts';

/** The actions the back office writes, offered as suggestions. */
export const KNOWN_ACTIONS = [
  'admin.login',
  'admin.login_failed',
  'admin.logout',
  'admin.create',
  'admin.update',
  'admin.delete',
  'mfa.enrol',
  'mfa.disable',
  'mfa.reset',
  'mfa.recovery_codes',
  'mfa.recovery_code_used',
  'settings.update',
  'profile.approve',
  'profile.send_back',
  'profile.decline',
  'profile.update',
  'profile.media_toggle',
  'profile.primary_photo',
  'profile.feature',
  'profile.edit_approve',
  'profile.edit_send_back',
  'user.activate',
  'user.deactivate',
] as const;

const FIELDS = ['action', 'adminId', 'targetType', 'targetId', 'from', 'to'] as const;
type Field = (typeof FIELDS)[number];

export function AuditFilters({
  search,
  admins,
  onApply,
}: {
  search: AuditSearch;
  admins: AdminMfaRow[];
  onApply: (search: AuditSearch) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const initial = () =>
    Object.fromEntries(FIELDS.map((field) => [field, search[field] === undefined ? '' : String(search[field])])) as Record<Field, string>;
  const [values, setValues] = useState(initial);
  const set = (field: Field) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(parseAuditSearch(values));
  };
  const clear = () => {
    setValues(Object.fromEntries(FIELDS.map((field) => [field, ''])) as Record<Field, string>);
    onApply({});
  };
  const label = (field: Field) => (
    <label htmlFor={`${id}-${field}`} className={labelClass}>
      {t(`adminAudit.filter.${field}`)}
    </label>
  );
  return (
    <form
      onSubmit={submit}
      aria-label={t('adminAudit.filtersLabel')}
      className="grid grid-cols-1 gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3"
    >
      <div>
        {label('action')}
        <input id={`${id}-action`} list={`${id}-actions`} value={values.action} onChange={set('action')} className={inputClass} />
        <datalist id={`${id}-actions`}>
          {KNOWN_ACTIONS.map((action) => (
            <option key={action} value={action} />
          ))}
        </datalist>
      </div>
      <div>
        {label('adminId')}
        <select id={`${id}-adminId`} value={values.adminId} onChange={set('adminId')} className={inputClass}>
          <option value="">{t('adminAudit.anyAdmin')}</option>
          {admins.map((admin) => (
            <option key={admin.id} value={String(admin.id)}>
              {admin.username}
            </option>
          ))}
        </select>
      </div>
      <div>
        {label('targetType')}
        <input id={`${id}-targetType`} value={values.targetType} onChange={set('targetType')} className={inputClass} />
      </div>
      <div>
        {label('targetId')}
        <input id={`${id}-targetId`} value={values.targetId} onChange={set('targetId')} className={inputClass} />
      </div>
      <div>
        {label('from')}
        <input id={`${id}-from`} type="date" value={values.from} onChange={set('from')} className={inputClass} />
      </div>
      <div>
        {label('to')}
        <input id={`${id}-to`} type="date" value={values.to} onChange={set('to')} className={inputClass} />
      </div>
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-3">
        <button type="submit" className="btn-primary px-4 py-2">
          {t('adminAudit.apply')}
        </button>
        <button type="button" onClick={clear} className="btn-secondary px-4 py-2">
          {t('adminAudit.clear')}
        </button>
      </div>
    </form>
  );
}
