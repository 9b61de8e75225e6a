// Mounts the login dialog the first time something asks for it, so its dialog code is not part
// of a first visit's download.
import { lazy, Suspense } from 'react';
import { useLoginDialog } from './login-dialog-store.ts';

const LoginDialog = lazy(() => import('./login-dialog.tsx'));

export function LoginDialogHost() {
  const { everOpened } = useLoginDialog();
  if (!everOpened) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  );
}
