// Report page (storefront §2 "Information pages", §4 "Reports and contact"): the report form,
// what happens next (review within 24 hours, an email about the resolution), the warning about
// false reports, and the emergency number for the page's language.
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { FormPage } from '#app/components/forms/form-page.tsx';
import { ReportForm } from '#app/components/forms/report-form.tsx';

export const Route = createFileRoute('/$lang/report')({ component: ReportPage });

function ReportPage() {
  const { t } = useTranslation();
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
          <section aria-labelledby="report-next-title" className="rounded-2xl border border-stone-200 bg-stone-50 p-6">
            <h2 id="report-next-title" className="text-lg font-semibold text-stone-900">
              {t('forms.report.nextTitle')}
            </h2>
            <ol className="mt-4 grid gap-3 text-sm text-stone-700" data-testid="report-next-steps">
              {steps.map((step, index) => (
                <li key={step} className="flex gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-6 shrink-0 items-center justify-center rounded-full bg-rose-100 text-xs font-bold text-rose-800"
                  >
                    {index + 1}
                  </span>
                  <span>{step}</span>
                </li>
              ))}
            </ol>
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
