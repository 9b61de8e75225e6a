// Her owner link's page (/$lang/my-profile/<token>): the token is the address's
// secret, sent to the API only in a header; the page is never indexed and sends no Referer.
// `?edited=review|updated`: she has just sent an edit from the edit page (the notice says so).
// `?minted=true`: this link was just made for her (the notice asks her to keep it).
import { createFileRoute } from '@tanstack/react-router';
import { type EditNotice, OwnerPage } from '#app/components/owner/owner-page.tsx';

interface OwnerSearch {
  edited?: EditNotice;
  minted?: true;
}

const parseOwnerSearch = (raw: Record<string, unknown>): OwnerSearch => ({
  ...(raw.edited === 'review' || raw.edited === 'updated' ? { edited: raw.edited } : {}),
  ...(raw.minted === true || raw.minted === 'true' ? { minted: true as const } : {}),
});

export const Route = createFileRoute('/$lang/my-profile/$token/')({
  validateSearch: parseOwnerSearch,
  component: OwnerRoute,
  staticData: { noindex: true },
});

function OwnerRoute() {
  const { lang, token } = Route.useParams();
  const { edited, minted } = Route.useSearch();
  return <OwnerPage token={token} lang={lang} {...(edited ? { edited } : {})} minted={minted === true} />;
}
