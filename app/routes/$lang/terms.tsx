// Terms of Service: what Contacto sells (contact information, not a dating or marriage agency),
// who may use it (18+), prices, delivery, refunds, acceptable use, profile submission and the law.
// The text per language lives in app/content/pages/terms/<lang>.ts.
import { createFileRoute } from '@tanstack/react-router';
import { InfoPageError, InfoPagePending } from '#app/components/info/info-page-states.tsx';
import { LegalPage } from '#app/components/info/legal-page.tsx';
import { loadPageContent } from '#app/content/load-page-content.ts';

export const Route = createFileRoute('/$lang/terms')({
  loader: ({ params }) => loadPageContent('terms', params.lang),
  pendingComponent: InfoPagePending,
  errorComponent: InfoPageError,
  component: TermsPage,
});

function TermsPage() {
  return <LegalPage page="terms" content={Route.useLoaderData()} />;
}
