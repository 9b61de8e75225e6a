// /admin/settings (decision 031): every setting of admin_settings with its label,
// help text and stored description, in one form that saves only what changed (PATCH
// /api/admin/settings). Values are checked by the shared schemas before sending; the server's
// field errors land on their fields. Admins see the page read-only; superadmins edit it.

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getSettings, updateSettings } from '#app/api/admin-settings.ts';
import { ApiError } from '#app/api/client.ts';
import { AdminPage } from '#app/components/admin/admin-page.tsx';
import { LoadError, LoadingText } from '#app/components/admin/dashboard/load-state.tsx';
import { formatUsd } from '#app/components/cart/money.ts';
import { inputClass } from '#app/components/forms/form-fields.tsx';
import { toast } from '#app/components/toast/toast-store.ts';
import { formatDate } from '#app/i18n/format.ts';
import {
  type IntegerBounds,
  SETTINGS,
  type SettingKey,
  type SettingRow,
  type SettingsPage as SettingsAnswer,
} from '#contract/admin-settings.schema.ts';
import { buildUpdate, dirtyKeys, errorsBySetting, type FieldErrors, type FormValues, formValuesOf } from './settings-values.ts';

export const settingsKey = ['admin', 'settings', 'page'] as const;

const SECTIONS: { id: 'pricing' | 'buyers' | 'back-office'; keys: SettingKey[] }[] = [
  { id: 'pricing', keys: ['default_contact_price_cents', 'bulk_unit_price_cents', 'bulk_threshold'] },
  { id: 'buyers', keys: ['max_purchases_per_buyer_per_day', 'approve_each_buyer_countries', 'approval_deadline_hours'] },
  { id: 'back-office', keys: ['review_promise_hours', 'mfa_required'] },
];

function useMessage() {
  const { t } = useTranslation();
  return (key: SettingKey, message: string): string => {
    const bounds = SETTINGS[key].bounds as IntegerBounds | null;
    const values =
      bounds?.kind === 'money'
        ? { min: formatUsd(bounds.min), max: formatUsd(bounds.max) }
        : bounds
          ? { min: bounds.min.toLocaleString('en-US'), max: bounds.max.toLocaleString('en-US') }
          : {};
    return message.startsWith('adminSettings.validation.') ? t(message as never, values) : t('adminSettings.validation.invalid');
  };
}

export function SettingsPage() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: settingsKey, queryFn: getSettings });
  return (
    <AdminPage title={t('admin.nav.settings')}>
      <p className="max-w-3xl text-stone-700">{t('adminSettings.intro')}</p>
      {query.isPending ? (
        <LoadingText text={t('adminSettings.loading')} />
      ) : query.isError ? (
        <LoadError text={t('adminSettings.loadError')} retryText={t('adminSettings.retry')} onRetry={() => void query.refetch()} />
      ) : (
        <SettingsForm answer={query.data} />
      )}
    </AdminPage>
  );
}

function SettingsForm({ answer }: { answer: SettingsAnswer }) {
  const { t } = useTranslation();
  const message = useMessage();
  const queryClient = useQueryClient();
  const saved = useMemo(() => formValuesOf(answer.settings), [answer]);
  const [values, setValues] = useState<FormValues>(saved);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const rows = useMemo(() => new Map(answer.settings.map((row) => [row.key, row])), [answer]);
  const dirty = dirtyKeys(values, saved);
  const readOnly = !answer.canEdit;

  // A fresh answer (after a save, or another admin's change on refetch) becomes the form's base.
  useEffect(() => setValues(saved), [saved]);

  const focusFirstError = (keys: SettingKey[]) => {
    const first = keys[0];
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) => updateSettings(body),
    onSuccess: (next) => {
      queryClient.setQueryData(settingsKey, next);
      // the MFA page reads mfa_required under its own key
      void queryClient.invalidateQueries({ queryKey: ['admin', 'settings', 'mfa-required'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'mfa'] });
      setErrors({});
      setFormError(null);
      toast({ title: t('adminSettings.saved'), variant: 'success' });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400 && error.body.fieldErrors) {
        const byKey = errorsBySetting(error.body.fieldErrors as Record<string, string[]>);
        setErrors(byKey);
        setFormError(t('adminSettings.fixErrors'));
        focusFirstError(Object.keys(byKey) as SettingKey[]);
        return;
      }
      if (error instanceof ApiError && error.status === 401) return;
      toast({ title: t('adminSettings.saveError'), variant: 'destructive' });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (readOnly || dirty.length === 0 || save.isPending) return;
    const update = buildUpdate(values, dirty);
    if (!update.ok) {
      setErrors(update.errors);
      setFormError(t('adminSettings.fixErrors'));
      focusFirstError(dirty.filter((key) => update.errors[key]));
      return;
    }
    save.mutate(update.body);
  };

  const change = (key: SettingKey, value: string | boolean) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      className="mt-6 space-y-6"
      aria-describedby={readOnly ? 'settings-read-only' : undefined}
    >
      {readOnly ? (
        <p
          id="settings-read-only"
          className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
          data-testid="settings-read-only"
        >
          {t('adminSettings.readOnlyNote')}
        </p>
      ) : null}
      {formError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {formError}
        </p>
      ) : null}
      {SECTIONS.map((section) => (
        <fieldset key={section.id} className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-6">
          <legend className="px-1 text-lg font-semibold text-stone-900">{t(`adminSettings.sections.${section.id}`)}</legend>
          <div className="divide-y divide-stone-100">
            {section.keys.map((key) => {
              const row = rows.get(key);
              return row ? (
                <SettingField
                  key={key}
                  row={row}
                  value={values[key]}
                  error={errors[key] ? message(key, errors[key]) : undefined}
                  disabled={readOnly || save.isPending}
                  onChange={(value) => change(key, value)}
                />
              ) : null;
            })}
          </div>
        </fieldset>
      ))}
      {readOnly ? null : (
        <div className="sticky bottom-0 flex flex-wrap items-center gap-3 border-t border-stone-200 bg-stone-50/95 py-3">
          <button type="submit" className="btn-primary px-5 py-2.5" disabled={dirty.length === 0 || save.isPending}>
            {save.isPending ? t('adminSettings.saving') : t('adminSettings.save')}
          </button>
          <button
            type="button"
            className="btn-secondary px-5 py-2.5"
            disabled={dirty.length === 0 || save.isPending}
            onClick={() => {
              setValues(saved);
              setErrors({});
              setFormError(null);
            }}
          >
            {t('adminSettings.discard')}
          </button>
          <p className="text-sm text-stone-700" aria-live="polite" data-testid="settings-dirty">
            {dirty.length > 0 ? t('adminSettings.unsaved', { count: dirty.length }) : t('adminSettings.noChanges')}
          </p>
        </div>
      )}
    </form>
  );
}

function SettingField({
  row,
  value,
  error,
  disabled,
  onChange,
}: {
  row: SettingRow;
  value: string | boolean;
  error: string | undefined;
  disabled: boolean;
  onChange: (value: string | boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const key = row.key;
  const bounds = SETTINGS[key].bounds as IntegerBounds | null;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(' ');
  const label = t(`adminSettings.fields.${key}.label`);
  const changed = row.updatedAt
    ? row.updatedBy
      ? t('adminSettings.lastChanged', { date: formatDate(row.updatedAt, i18n.language, 'dayTime'), name: row.updatedBy })
      : t('adminSettings.lastChangedUnknown', { date: formatDate(row.updatedAt, i18n.language, 'dayTime') })
    : null;

  const hint = (
    <div id={hintId} className="mt-1.5 space-y-1 text-sm text-stone-600">
      <p>{t(`adminSettings.fields.${key}.help`)}</p>
      {key === 'approve_each_buyer_countries' && typeof value === 'string' ? <CountryNames input={value} /> : null}
      {row.description ? (
        <p className="text-xs text-stone-500">{t('adminSettings.storedDescription', { description: row.description })}</p>
      ) : null}
      {changed ? <p className="text-xs text-stone-500">{changed}</p> : null}
    </div>
  );
  const errorText = error ? (
    <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700" data-testid="field-error">
      {error}
    </p>
  ) : null;

  if (typeof value === 'boolean') {
    return (
      <div className="flex items-start gap-3 py-4" data-testid={`setting-${key}`}>
        <input
          id={id}
          name={key}
          type="checkbox"
          role="switch"
          checked={value}
          aria-checked={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className="mt-1 size-5 accent-rose-700"
        />
        <div>
          <label htmlFor={id} className="font-medium text-stone-900">
            {label}
          </label>
          {hint}
          {errorText}
        </div>
      </div>
    );
  }

  return (
    <div className="py-4" data-testid={`setting-${key}`}>
      <label htmlFor={id} className="block text-sm font-medium text-stone-900">
        {label}
      </label>
      <div className="flex max-w-xs items-center gap-2">
        {bounds?.kind === 'money' ? (
          <span aria-hidden="true" className="mt-1.5 text-stone-700">
            $
          </span>
        ) : null}
        <input
          id={id}
          name={key}
          type="text"
          inputMode={bounds?.kind === 'money' ? 'decimal' : bounds ? 'numeric' : 'text'}
          autoComplete="off"
          spellCheck={false}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className={inputClass}
        />
        {bounds?.kind === 'money' ? <span className="mt-1.5 text-sm text-stone-600">{t('adminSettings.usd')}</span> : null}
      </div>
      {errorText}
      {hint}
    </div>
  );
}

/** The typed codes as country names in the admin's language, so a typo shows before saving. */
function CountryNames({ input }: { input: string }) {
  const { t, i18n } = useTranslation();
  const codes = input
    .split(/[\s,;]+/)
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
  if (codes.length === 0) return <p>{t('adminSettings.countriesNone')}</p>;
  let names: string[];
  try {
    const display = new Intl.DisplayNames([i18n.language, 'en'], { type: 'region', fallback: 'none' });
    names = codes.map((code) => (/^[A-Z]{2}$/.test(code) ? display.of(code) : undefined) ?? `${code} (?)`);
  } catch {
    names = codes;
  }
  return <p>{t('adminSettings.countriesPreview', { names: names.join(', ') })}</p>;
}
