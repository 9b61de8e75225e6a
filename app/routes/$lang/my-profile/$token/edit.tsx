// Editing her profile through the owner link (/$lang/my-profile/<token>/edit). The lead wires
// this route to the submission form (app/components/submission) with her current values and
// PUT /api/owner/profile; until then it says, translated, that editing comes soon.
import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useNoIndex } from '#app/components/checkout/use-no-index.ts';
import { ComingSoonPage } from '#app/components/layout/coming-soon-page.tsx';
import { useNoReferrer } from '#app/components/owner/use-no-referrer.ts';

export const Route = createFileRoute('/$lang/my-profile/$token/edit')({
  component: OwnerEditRoute,
  staticData: { noindex: true },
});

function OwnerEditRoute() {
  const { t } = useTranslation();
  const { lang, token } = Route.useParams();
  useNoIndex();
  useNoReferrer();
  return (
    <ComingSoonPage title={t('owner.edit')}>
      <p className="mt-3 text-stone-700">{t('owner.editComing')}</p>
      <div className="mt-6">
        <Link to="/$lang/my-profile/$token" params={{ lang, token }} className="btn-primary px-5 py-2.5">
          {t('owner.title')}
        </Link>
      </div>
    </ComingSoonPage>
  );
}
