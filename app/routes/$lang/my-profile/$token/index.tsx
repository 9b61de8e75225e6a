// Her owner link's page (/$lang/my-profile/<token>, DESIGN §8a): the token is the address's
// secret, sent to the API only in a header; the page is never indexed and sends no Referer.
// `?edited=review|updated`: she has just sent an edit from the edit page (the notice says so).
import { createFileRoute } from '@tanstack/react-router';
import { type EditNotice, OwnerPage } from '#app/components/owner/owner-page.tsx';

interface OwnerSearch {
  edited?: EditNotice;
}

const parseOwnerSearch = (raw: Record<string, unknown>): OwnerSearch =>
  raw.edited === 'review' || raw.edited === 'updated' ? { edited: raw.edited } : {};

export const Route = createFileRoute('/$lang/my-profile/$token/')({
  validateSearch: parseOwnerSearch,
  component: OwnerRoute,
  staticData: { noindex: true },
});

function OwnerRoute() {
  const { lang, token } = Route.useParams();
  const { edited } = Route.useSearch();
  return <OwnerPage token={token} lang={lang} {...(edited ? { edited } : {})} />;
}
