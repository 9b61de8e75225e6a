// Her emailed link to answer one purchase request (/$lang/requests/<token>): the
// token is the address's secret, sent to the API only in a header; the page is never indexed and
// sends no Referer.
import { createFileRoute } from '@tanstack/react-router';
import { ApprovalLinkPage } from '#app/components/owner/approval-request-link-page.tsx';

export const Route = createFileRoute('/$lang/requests/$token')({
  component: ApprovalLinkRoute,
  staticData: { noindex: true },
});

function ApprovalLinkRoute() {
  const { lang, token } = Route.useParams();
  return <ApprovalLinkPage token={token} lang={lang} />;
}
