// Cookie Policy: no tracking cookies; the one session cookie of a login, and what the app keeps on
// the device (local storage keys, the offline database, the service worker cache).
// The text per language lives in app/content/pages/cookies/<lang>.ts.
import { createFileRoute } from '@tanstack/react-router';
import { InfoPageError, InfoPagePending } from '#app/components/info/info-page-states.tsx';
import { LegalPage } from '#app/components/info/legal-page.tsx';
import { loadPageContent } from '#app/content/load-page-content.ts';

export const Route = createFileRoute('/$lang/cookies')({
  loader: ({ params }) => loadPageContent('cookies', params.lang),
  pendingComponent: InfoPagePending,
  errorComponent: InfoPageError,
  component: CookiesPage,
});

function CookiesPage() {
  return <LegalPage page="cookies" content={Route.useLoaderData()} />;
}
