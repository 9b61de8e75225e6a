// The address her approval request mails carried before the page was named for the idea
// (/$lang/requests/<token>): those mails still open her approval request. The server answers this
// address with a redirect; this route does the same when the service worker serves the app
// shell for it (offline, or before the server is asked).
import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/$lang/requests/$token')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/$lang/approval-requests/$token', params, replace: true });
  },
  staticData: { noindex: true },
});
