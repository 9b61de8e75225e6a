// Mounts the login dialog the first time something asks for it, so its dialog code is not part
// of a first visit's download.
import { lazy, Suspense } from 'react';
import { currentLanguage, loadMessages } from '#app/i18n/i18n.ts';
import { useLoginDialog } from './login-dialog-store.ts';

// Its forms' texts too: a page without forms starts without them (app/i18n/message-parts.ts).
const LoginDialog = lazy(() => Promise.all([import('./login-dialog.tsx'), loadMessages(currentLanguage())]).then(([dialog]) => dialog));

export function LoginDialogHost() {
  const { everOpened } = useLoginDialog();
  if (!everOpened) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  );
}
