// The root of every page: the app-wide layers (toasts, offline pill, update prompt) around the
// area's own layout — the storefront's in /$lang, the back office's in /admin. Paths that no
// area takes render the storefront's Not Found page in its chrome.
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { NotFoundPage } from '#app/components/layout/not-found-page.tsx';
import { StorefrontLayout } from '#app/components/layout/storefront-layout.tsx';
import { OfflineIndicator } from '#app/components/pwa/offline-indicator.tsx';
import { UpdatePrompt } from '#app/components/pwa/update-prompt.tsx';
import { Toaster } from '#app/components/toast/toaster.tsx';
import type { AppRouterContext } from '#app/router-context.ts';

export const Route = createRootRouteWithContext<AppRouterContext>()({
  component: RootLayout,
  notFoundComponent: StorefrontNotFound,
});

function RootLayout() {
  return (
    <>
      <Outlet />
      <OfflineIndicator />
      <UpdatePrompt />
      <Toaster />
    </>
  );
}

function StorefrontNotFound() {
  return (
    <StorefrontLayout>
      <NotFoundPage />
    </StorefrontLayout>
  );
}
