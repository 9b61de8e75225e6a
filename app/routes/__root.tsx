// The root layout of every page: skip link, language suggestion, header, main, footer, and the
// app-wide layers (toasts, offline pill, update prompt, login dialog). Unknown paths render
// the Not Found page inside it.
import { createRootRoute, Outlet } from '@tanstack/react-router';
import { LoginDialogHost } from '#app/components/auth/login-dialog-host.tsx';
import { LanguageBanner } from '#app/components/language/language-banner.tsx';
import { NotFoundPage } from '#app/components/layout/not-found-page.tsx';
import { SiteFooter } from '#app/components/layout/site-footer.tsx';
import { SiteHeader } from '#app/components/layout/site-header.tsx';
import { SkipLink } from '#app/components/layout/skip-link.tsx';
import { OfflineIndicator } from '#app/components/pwa/offline-indicator.tsx';
import { UpdatePrompt } from '#app/components/pwa/update-prompt.tsx';
import { Toaster } from '#app/components/toast/toaster.tsx';

export const Route = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <LanguageBanner />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <OfflineIndicator />
      <UpdatePrompt />
      <Toaster />
      <LoginDialogHost />
    </div>
  );
}
