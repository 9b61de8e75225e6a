// Account settings, from the My Account menu: the signed-in user downloads a copy of her data or
// deletes her account (docs/decisions/065). A guest is asked to log in; both actions need a
// connection and say so offline. Private to her: never indexed.
import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteAccount } from '#app/components/account/delete-account.tsx';
import { DownloadData } from '#app/components/account/download-data.tsx';
import { openLoginDialog } from '#app/components/auth/login-dialog-store.ts';
import { loadSession, useSession } from '#app/components/auth/use-session.ts';
import { useNoIndex } from '#app/components/layout/use-no-index.ts';
import { usePageTitle } from '#app/components/layout/use-page-title.ts';
import { useOnlineStatus } from '#app/pwa/use-online-status.ts';

export const Route = createFileRoute('/$lang/account')({
  component: AccountSettingsPage,
  staticData: { noindex: true },
});

function AccountSettingsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const online = useOnlineStatus();
  usePageTitle(t('account.settings'));
  useNoIndex();
  useEffect(() => {
    void loadSession();
  }, []);

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{t('account.settings')}</h1>
      {session.user ? (
        <>
          <p className="mt-2 text-stone-700">{t('accountSettings.intro')}</p>
          <p className="mt-1 break-words text-sm text-stone-600" data-testid="account-settings-user">
            {t('accountSettings.signedInAs', { name: session.user.username, email: session.user.email })}
          </p>
          {online ? null : (
            <p role="status" className="mt-6 rounded-lg bg-stone-100 p-4 text-sm text-stone-800" data-testid="account-settings-offline">
              {t('accountSettings.offline')}
            </p>
          )}
          <div className="mt-8 grid gap-6">
            <DownloadData online={online} />
            <DeleteAccount user={session.user} online={online} />
          </div>
        </>
      ) : session.status === 'guest' ? (
        <section
          aria-labelledby="account-settings-guest"
          data-testid="account-settings-guest"
          className="mt-8 rounded-2xl border border-dashed border-stone-300 p-8 text-center"
        >
          <h2 id="account-settings-guest" className="text-xl font-semibold text-stone-900">
            {t('accountSettings.guestTitle')}
          </h2>
          <p className="mx-auto mt-2 max-w-xl text-stone-700">{t('accountSettings.guestText')}</p>
          <button type="button" onClick={() => openLoginDialog('general')} className="btn-primary mt-6 px-5 py-2.5">
            {t('nav.login')}
          </button>
        </section>
      ) : (
        <p role="status" data-testid="account-settings-loading" className="mt-8 text-stone-700">
          {t('accountSettings.loading')}
        </p>
      )}
    </div>
  );
}
