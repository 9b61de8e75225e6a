// The ten recovery codes, shown once (after enrolment or a new set): copy, download as a text
// file, and an "I have saved them" checkbox that must be ticked before the panel can close.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '#app/components/toast/toast-store.ts';

export function RecoveryCodesPanel({ codes, username, onDone }: { codes: string[]; username: string; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [saved, setSaved] = useState(false);
  const text = `${t('adminSecurity.codesFileTitle', { username })}\n\n${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: t('adminSecurity.codesCopied'), variant: 'success' });
    } catch {
      toast({ title: t('adminSecurity.copyFailed'), variant: 'destructive' });
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `contacto-recovery-codes-${username}.txt`;
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4"
      data-testid="recovery-codes"
    >
      <h3 id={`${id}-title`} className="font-semibold text-stone-900">
        {t('adminSecurity.codesTitle')}
      </h3>
      <p className="mt-1 text-sm text-stone-800">{t('adminSecurity.codesText')}</p>
      <ol className="mt-3 grid grid-cols-1 gap-1 font-mono text-base text-stone-900 lg:grid-cols-2">
        {codes.map((code) => (
          <li key={code} data-testid="recovery-code">
            {code}
          </li>
        ))}
      </ol>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" onClick={copy} className="btn-secondary px-3 py-1.5 text-sm">
          {t('adminSecurity.copyCodes')}
        </button>
        <button type="button" onClick={download} className="btn-secondary px-3 py-1.5 text-sm">
          {t('adminSecurity.downloadCodes')}
        </button>
      </div>
      <div className="mt-4 flex items-center gap-2">
        <input
          id={id}
          type="checkbox"
          checked={saved}
          onChange={(event) => setSaved(event.target.checked)}
          className="size-4 accent-rose-700"
        />
        <label htmlFor={id} className="text-sm font-medium text-stone-900">
          {t('adminSecurity.codesSaved')}
        </label>
      </div>
      <button type="button" disabled={!saved} onClick={onDone} className="btn-primary mt-3 px-4 py-2">
        {t('adminSecurity.done')}
      </button>
    </section>
  );
}
