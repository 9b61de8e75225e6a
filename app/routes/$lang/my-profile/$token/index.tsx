// Her owner link's page (/$lang/my-profile/<token>, DESIGN §8a): the token is the address's
// secret, sent to the API only in a header; the page is never indexed and sends no Referer.
import { createFileRoute } from '@tanstack/react-router';
import { OwnerPage } from '#app/components/owner/owner-page.tsx';

export const Route = createFileRoute('/$lang/my-profile/$token/')({
  component: OwnerRoute,
  staticData: { noindex: true },
});

function OwnerRoute() {
  const { lang, token } = Route.useParams();
  return <OwnerPage token={token} lang={lang} />;
}
