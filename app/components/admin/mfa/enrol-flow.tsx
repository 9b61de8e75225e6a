// Turning MFA on, in three steps: the password again (→ a pending key), scanning the QR code or
// typing the key into an authenticator and confirming with one code, then the recovery codes,
// shown once.
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmSetup, startSetup } from '#app/api/admin-mfa.ts';
import type { MfaSetup } from '#contract/admin-mfa.schema.ts';
import { mfaErrorText } from './mfa-shared.ts';
import { PasswordPrompt } from './password-prompt.tsx';
import { RecoveryCodesPanel } from './recovery-codes-panel.tsx';
import { TotpCodeField } from './totp-code-field.tsx';

export function EnrolFlow({ username, onCancel, onDone }: { username: string; onCancel: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [setup, setSetup] = useState<MfaSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const start = useMutation({ mutationFn: startSetup, onSuccess: setSetup });
  const confirm = useMutation({ mutationFn: confirmSetup, onSuccess: (answer) => setCodes(answer.recoveryCodes) });

  if (codes) return <RecoveryCodesPanel codes={codes} username={username} onDone={onDone} />;
  if (!setup) {
    return (
      <PasswordPrompt
        submitLabel={t('adminSecurity.continue')}
        onSubmit={(password) => start.mutate(password)}
        onCancel={onCancel}
        pending={start.isPending}
        error={start.isError ? { text: mfaErrorText(t, start.error, 'password') } : null}
      />
    );
  }
  return (
    <ScanStep
      setup={setup}
      onConfirm={(code) => confirm.mutate(code)}
      onCancel={onCancel}
      pending={confirm.isPending}
      error={confirm.isError ? mfaErrorText(t, confirm.error, 'code') : null}
    />
  );
}

function ScanStep({
  setup,
  onConfirm,
  onCancel,
  pending,
  error,
}: {
  setup: MfaSetup;
  onConfirm: (code: string) => void;
  onCancel: () => void;
  pending: boolean;
  error: string | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(code.replace(/\s/g, ''));
  };
  return (
    <div className="mt-4 space-y-4" data-testid="mfa-scan">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-stone-800">
        <li>{t('adminSecurity.scanStep1')}</li>
        <li>{t('adminSecurity.scanStep2')}</li>
      </ol>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
        alt={t('adminSecurity.qrAlt')}
        className="size-48 rounded-lg border border-stone-200 bg-white p-2"
        data-testid="mfa-qr"
      />
      <div>
        <p className="text-sm font-medium text-stone-900">{t('adminSecurity.secretLabel')}</p>
        <code className="mt-1 block break-all rounded bg-stone-100 px-2 py-1 font-mono text-sm text-stone-900" data-testid="mfa-secret">
          {setup.secret}
        </code>
      </div>
      <form onSubmit={submit} className="max-w-sm space-y-3">
        <TotpCodeField id={id} value={code} onChange={setCode} error={error} />
        <div className="flex flex-wrap gap-2">
          <button type="submit" disabled={pending} className="btn-primary px-4 py-2">
            {pending ? t('adminSecurity.working') : t('adminSecurity.confirm')}
          </button>
          <button type="button" onClick={onCancel} className="btn-secondary px-4 py-2">
            {t('adminSecurity.cancel')}
          </button>
        </div>
      </form>
    </div>
  );
}
