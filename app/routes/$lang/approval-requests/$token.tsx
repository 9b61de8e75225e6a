// Her emailed link to decide one approval request (/$lang/approval-requests/<token>): the
// token is the address's secret, sent to the API only in a header; the page is never indexed and
// sends no Referer.
import { createFileRoute } from '@tanstack/react-router';
import { ApprovalRequestLinkPage } from '#app/components/owner/approval-request-link-page.tsx';

export const Route = createFileRoute('/$lang/approval-requests/$token')({
  component: ApprovalRequestLinkRoute,
  staticData: { noindex: true },
});

function ApprovalRequestLinkRoute() {
  const { lang, token } = Route.useParams();
  return <ApprovalRequestLinkPage token={token} lang={lang} />;
}
