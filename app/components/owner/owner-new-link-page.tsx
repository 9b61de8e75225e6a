// The page of the link "send me a new link" mails (/$lang/my-profile/<request token>/new-link):
// opening it changes nothing (mail scanners fetch links); only her press on the button POSTs
// the token, which mints her new owner link once, and the page then opens her owner page at the
// new link (the old link no longer works). A used or expired link says so and offers a new one.
// Never indexed, no Referer, nothing kept on the device.
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#app/api/client.ts';
import { isOwnerTokenShape, mintOwnerLink } from '#app/api/owner.ts';
import { StatusPanel, StatusText } from '#app/components/layout/status-panel.tsx';
import { useNoIndex } from '#app/components/layout/use-no-index.ts';
import { usePageTitle } from '#app/components/layout/use-page-title.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import type { Language } from '#app/i18n/language.ts';
import { OwnerLinkResendForm } from './owner-link-resend-form.tsx';
import { useNoReferrer } from './use-no-referrer.ts';

export function OwnerNewLinkPage({ token, lang }: { token: string; lang: Language }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [state, setState] = useState<'ready' | 'working' | 'invalid'>(() => (isOwnerTokenShape(token) ? 'ready' : 'invalid'));
  useNoIndex();
  useNoReferrer();
  usePageTitle(t('owner.newLink.title'));

  const confirm = async () => {
    setState('working');
    try {
      const { ownerToken } = await mintOwnerLink(token);
      // replace: Back must not return to a link that is used up
      await navigate({ to: '/$lang/my-profile/$token', params: { lang, token: ownerToken }, search: { minted: true }, replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        setState('invalid');
        return;
      }
      setState('ready');
      toast({ title: t('owner.newLink.failed'), variant: 'destructive' });
    }
  };

  if (state === 'invalid') {
    return (
      <div className="mx-auto max-w-md px-4 py-10 sm:py-14" data-testid="owner-new-link-invalid">
        <h1 className="text-3xl font-bold tracking-tight text-stone-900">{t('owner.newLink.invalidTitle')}</h1>
        <p className="mt-3 text-stone-700">{t('owner.newLink.invalidText')}</p>
        <div className="mt-6 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
          <OwnerLinkResendForm />
        </div>
      </div>
    );
  }
  const working = state === 'working';
  return (
    <StatusPanel
      title={t('owner.newLink.title')}
      testId="owner-new-link"
      actions={
        <button
          type="button"
          onClick={() => void confirm()}
          disabled={working}
          aria-busy={working}
          className="btn-primary px-5 py-2.5"
          data-testid="owner-new-link-confirm"
        >
          {working ? t('owner.newLink.working') : t('owner.newLink.submit')}
        </button>
      }
    >
      <StatusText>{t('owner.newLink.text')}</StatusText>
    </StatusPanel>
  );
}
