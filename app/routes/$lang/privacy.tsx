// Privacy Policy: what Contacto keeps about buyers, submitters and visitors, why, for how long, who
// processes it (Stripe for payments), what stays on the device, and how to use one's rights.
// The text per language lives in app/content/pages/privacy/<lang>.ts.
import { createFileRoute } from '@tanstack/react-router';
import { InfoPageError, InfoPagePending } from '#app/components/info/info-page-states.tsx';
import { LegalPage } from '#app/components/info/legal-page.tsx';
import { loadPageContent } from '#app/content/load-page-content.ts';

export const Route = createFileRoute('/$lang/privacy')({
  loader: ({ params }) => loadPageContent('privacy', params.lang),
  pendingComponent: InfoPagePending,
  errorComponent: InfoPageError,
  component: PrivacyPage,
});

function PrivacyPage() {
  return <LegalPage page="privacy" content={Route.useLoaderData()} />;
}
