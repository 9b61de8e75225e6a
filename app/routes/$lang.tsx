// The language segment of every public route: validated (an unknown segment such as /xx/ is
// Not Found), the language's messages the page reads loaded before it renders (the forms' texts
// only on pages with forms: app/i18n/message-parts.ts), and the storefront's
// chrome (header, footer, banner, login dialog) around the page.
import { createFileRoute, notFound, Outlet } from '@tanstack/react-router';
import { StorefrontLayout } from '#app/components/layout/storefront-layout.tsx';
import { loadLanguage } from '#app/i18n/i18n.ts';
import { isLanguage } from '#app/i18n/language.ts';
import { needsFormMessages } from '#app/i18n/message-parts.ts';

export const Route = createFileRoute('/$lang')({
  params: {
    parse: ({ lang }) => {
      if (!isLanguage(lang)) throw notFound();
      return { lang };
    },
    stringify: ({ lang }) => ({ lang }),
  },
  beforeLoad: async ({ params, location }) => {
    await loadLanguage(params.lang, { forms: needsFormMessages(location.pathname) });
  },
  component: StorefrontRoute,
});

function StorefrontRoute() {
  return (
    <StorefrontLayout>
      <Outlet />
    </StorefrontLayout>
  );
}
