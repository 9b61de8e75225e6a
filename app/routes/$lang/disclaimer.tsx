// Disclaimer: the limits of verification, of the stated figures and of Contacto's role; each
// person's own responsibility when they talk and meet; no legal or immigration advice.
// The text per language lives in app/content/pages/disclaimer/<lang>.ts.
import { createFileRoute } from '@tanstack/react-router';
import { InfoPageError, InfoPagePending } from '#app/components/info/info-page-states.tsx';
import { LegalPage } from '#app/components/info/legal-page.tsx';
import { loadPageContent } from '#app/content/load-page-content.ts';

export const Route = createFileRoute('/$lang/disclaimer')({
  loader: ({ params }) => loadPageContent('disclaimer', params.lang),
  pendingComponent: InfoPagePending,
  errorComponent: InfoPageError,
  component: DisclaimerPage,
});

function DisclaimerPage() {
  return <LegalPage page="disclaimer" content={Route.useLoaderData()} />;
}
