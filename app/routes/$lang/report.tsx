// Report page: the report form,
// what happens next (review within 24 hours, an email about the resolution), the way to a
// takedown request for misused photos, the warning about false reports, and the emergency number
// for the page's language.
import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { FormPage } from '#app/components/forms/form-page.tsx';
import { NextSteps } from '#app/components/forms/next-steps.tsx';
import { ReportForm } from '#app/components/forms/report-form.tsx';
import { useCurrentLanguage } from '#app/i18n/i18n.ts';

export const Route = createFileRoute('/$lang/report')({ component: ReportPage });

function ReportPage() {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const emergency = t('forms.report.emergencyNumber');
  const steps = [t('forms.report.nextReview'), t('forms.report.nextAction'), t('forms.report.nextEmail')];
  return (
    <FormPage
      id="report"
      title={t('pages.report')}
      intro={t('forms.report.intro')}
      formTitle={t('forms.report.formTitle')}
      form={<ReportForm />}
      aside={
        <aside className="grid h-fit gap-6">
          <NextSteps id="report" title={t('forms.report.nextTitle')} steps={steps} />

          <section
            aria-labelledby="report-takedown-title"
            className="rounded-2xl border border-rose-200 bg-rose-50 p-6 text-rose-950"
            data-testid="report-takedown"
          >
            <h2 id="report-takedown-title" className="text-lg font-semibold">
              {t('takedown.reportLink')}
            </h2>
            <Link
              to="/$lang/takedown"
              params={{ lang }}
              className="mt-3 inline-flex font-semibold text-rose-800 underline hover:text-rose-900"
            >
              {t('takedown.reportLinkAction')}
            </Link>
          </section>

          <section aria-labelledby="report-warning-title" className="rounded-2xl border border-amber-300 bg-amber-50 p-6 text-amber-950">
            <h2 id="report-warning-title" className="text-lg font-semibold">
              {t('forms.report.warningTitle')}
            </h2>
            <p className="mt-2 text-sm" data-testid="false-report-warning">
              {t('forms.report.warningText')}
            </p>
          </section>

          <section aria-labelledby="report-emergency-title" className="rounded-2xl bg-red-800 p-6 text-white">
            <h2 id="report-emergency-title" className="text-lg font-semibold">
              {t('forms.report.emergencyTitle')}
            </h2>
            <p className="mt-2 text-sm text-red-50">{t('forms.report.emergencyText')}</p>
            <a
              href={`tel:${emergency}`}
              className="mt-4 inline-flex items-center rounded-lg bg-white px-4 py-2 text-lg font-bold text-red-800 hover:bg-red-50"
              data-testid="emergency-number"
            >
              {t('forms.report.emergencyCall', { number: emergency })}
            </a>
          </section>
        </aside>
      }
    />
  );
}
