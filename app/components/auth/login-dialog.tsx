// The login / sign-up dialog, loaded on first use by
// login-dialog-host.tsx: Headless UI Dialog (focus trap, Escape, labelled by its title) with the
// tabs Log In and Sign Up (Log In first), the "favorites" or "general" introduction, and a
// "Forgot password?" view. Both tab panels stay mounted, so switching tabs loses nothing typed.
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle, Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon, HeartIcon, UserIcon } from '#app/components/icons/icons.tsx';
import { IconButton } from '#app/components/tooltip/icon-button.tsx';
import { ForgotPasswordForm, LoginForm, SignupForm } from './auth-forms.tsx';
import { closeLoginDialog, useLoginDialog } from './login-dialog-store.ts';

type View = 'login' | 'signup' | 'forgot';

const tabClass =
  'flex-1 rounded-lg px-3 py-2 text-sm font-semibold text-stone-700 hover:text-stone-900 focus:outline-none data-focus-visible:ring-2 data-focus-visible:ring-rose-600 data-selected:bg-white data-selected:text-rose-800 data-selected:shadow-sm';

export default function LoginDialog() {
  const { t } = useTranslation();
  const { open, reason } = useLoginDialog();
  const [view, setView] = useState<View>('login');
  const [forgotEmail, setForgotEmail] = useState('');
  const body = useRef<HTMLDivElement>(null);
  const movedByVisitor = useRef(false);

  // Each opening starts on Log In.
  useEffect(() => {
    if (open) setView('login');
    movedByVisitor.current = false;
  }, [open]);

  // Moving to or from the forgot-password view moves focus along, to its first field or the tabs.
  useEffect(() => {
    if (!movedByVisitor.current) return;
    const target = view === 'forgot' ? 'input' : '[role="tab"][aria-selected="true"]';
    body.current?.querySelector<HTMLElement>(target)?.focus();
  }, [view]);
  const go = (next: View) => {
    movedByVisitor.current = true;
    setView(next);
  };

  const title = view === 'login' ? t('auth.welcomeBack') : view === 'signup' ? t('auth.joinTitle') : t('auth.forgotTitle');
  const intro = reason === 'favorites' ? t('auth.favoritesIntro') : view === 'signup' ? t('auth.signupIntro') : t('auth.generalIntro');

  return (
    <Dialog open={open} onClose={closeLoginDialog} className="fixed inset-0 z-[70] flex items-center justify-center p-4">
      <DialogBackdrop className="fixed inset-0 bg-stone-900/50" />
      <DialogPanel
        data-testid="login-dialog"
        className="relative max-h-[calc(100dvh-2rem)] w-full max-w-md overflow-y-auto rounded-2xl bg-white p-6 shadow-xl"
      >
        <IconButton
          onClick={closeLoginDialog}
          label={t('common.close')}
          className="absolute top-3 right-3 rounded-md p-1.5 text-stone-600 hover:bg-stone-100"
        >
          <CloseIcon className="size-5" />
        </IconButton>
        <div
          className="flex size-12 items-center justify-center rounded-full bg-rose-100 text-rose-700"
          data-testid={`login-reason-${reason}`}
        >
          {reason === 'favorites' ? <HeartIcon className="size-6" /> : <UserIcon className="size-6" />}
        </div>
        <DialogTitle className="mt-4 text-xl font-semibold text-stone-900">{title}</DialogTitle>
        {view === 'forgot' ? null : <p className="mt-2 text-sm text-stone-700">{intro}</p>}

        <div ref={body} className="mt-5">
          <div hidden={view === 'forgot'}>
            <TabGroup selectedIndex={view === 'signup' ? 1 : 0} onChange={(index) => go(index === 1 ? 'signup' : 'login')}>
              <TabList aria-label={t('auth.tabs')} className="flex gap-1 rounded-xl bg-stone-100 p-1">
                <Tab className={tabClass}>{t('auth.loginTab')}</Tab>
                <Tab className={tabClass}>{t('auth.signupTab')}</Tab>
              </TabList>
              <TabPanels className="mt-5">
                <TabPanel unmount={false} tabIndex={-1}>
                  <LoginForm
                    onForgot={(email) => {
                      setForgotEmail(email);
                      go('forgot');
                    }}
                  />
                </TabPanel>
                <TabPanel unmount={false} tabIndex={-1}>
                  <SignupForm />
                </TabPanel>
              </TabPanels>
            </TabGroup>
          </div>
          {view === 'forgot' ? <ForgotPasswordForm email={forgotEmail} onBack={() => go('login')} /> : null}
        </div>
      </DialogPanel>
    </Dialog>
  );
}
