// The storefront's chrome around every public page: skip link, language suggestion, header,
// main, footer and the login dialog. The back office (/admin) has a layout of its own.
import type { ReactNode } from 'react';
import { LoginDialogHost } from '#app/components/auth/login-dialog-host.tsx';
import { useFavoritesPull } from '#app/components/favorites/use-favorites-pull.ts';
import { LanguageBanner } from '#app/components/language/language-banner.tsx';
import { useMarkHydrated } from '#app/ssr/use-hydrated.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { SkipLink } from './skip-link.tsx';

export function StorefrontLayout({ children }: { children: ReactNode }) {
  // After a login (or on start, signed in) the device takes the account's favourites from the server.
  useFavoritesPull();
  // Here, not in the root route: the router draws each area inside a Suspense boundary, which
  // React hydrates after the root's first commit; the page answers once this has committed.
  useMarkHydrated();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <LanguageBanner />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
      <LoginDialogHost />
    </div>
  );
}
