// Takedown request page: anyone whose photos are misused asks for
// their removal without an account. The form, what happens next (reviewed within 72 hours, the
// profile taken off the site, an email with the decision), and the way to an ordinary report.
import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { FormPage } from '#app/components/forms/form-page.tsx';
import { NextSteps } from '#app/components/forms/next-steps.tsx';
import { TakedownForm } from '#app/components/forms/takedown-form.tsx';
import { useCurrentLanguage } from '#app/i18n/i18n.ts';

export const Route = createFileRoute('/$lang/takedown')({ component: TakedownPage });

function TakedownPage() {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const steps = [t('takedown.nextReview'), t('takedown.nextAction'), t('takedown.nextEmail')];
  return (
    <FormPage
      id="takedown"
      title={t('takedown.title')}
      intro={t('takedown.intro')}
      formTitle={t('takedown.formTitle')}
      form={<TakedownForm />}
      aside={
        <aside className="grid h-fit gap-6">
          <NextSteps id="takedown" title={t('takedown.nextTitle')} steps={steps} />
          <p className="text-sm text-stone-700">
            <Link to="/$lang/report" params={{ lang }} className="font-medium text-rose-800 underline hover:text-rose-900">
              {t('footer.report')}
            </Link>
          </p>
        </aside>
      }
    />
  );
}
