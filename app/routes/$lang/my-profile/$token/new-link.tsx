// The page of the short link "send me a new link" mails: /$lang/my-profile/<request token>/new-link.
// The segment is that link's token, not her owner token; it sits where her owner token does, so
// the server treats it alike (never logged, never indexed, no Referer).
import { createFileRoute } from '@tanstack/react-router';
import { OwnerNewLinkPage } from '#app/components/owner/owner-new-link-page.tsx';

export const Route = createFileRoute('/$lang/my-profile/$token/new-link')({
  component: OwnerNewLinkRoute,
  staticData: { noindex: true },
});

function OwnerNewLinkRoute() {
  const { lang, token } = Route.useParams();
  return <OwnerNewLinkPage token={token} lang={lang} />;
}
