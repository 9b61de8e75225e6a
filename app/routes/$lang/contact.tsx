// Contact page: the contact form beside the company's
// address, support email and response time, then three common questions.
import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ContactForm } from '#app/components/forms/contact-form.tsx';
import { FormPage } from '#app/components/forms/form-page.tsx';
import { COMPANY, companyAddressLines } from '#app/content/company.ts';
import { useCurrentLanguage } from '#app/i18n/i18n.ts';

export const Route = createFileRoute('/$lang/contact')({ component: ContactPage });

function ContactPage() {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const faq = [
    { question: t('forms.contact.faqPurchaseQuestion'), answer: t('forms.contact.faqPurchaseAnswer') },
    { question: t('forms.contact.faqVerifiedQuestion'), answer: t('forms.contact.faqVerifiedAnswer') },
    {
      question: t('forms.contact.faqSubmitQuestion'),
      answer: t('forms.contact.faqSubmitAnswer'),
      link: (
        <Link
          to="/$lang/submit-profile"
          params={{ lang }}
          className="mt-2 inline-block font-semibold text-rose-800 underline hover:text-rose-900"
        >
          {t('forms.contact.faqSubmitLink')}
        </Link>
      ),
    },
  ];
  return (
    <FormPage
      id="contact"
      title={t('pages.contact')}
      intro={t('forms.contact.intro')}
      formTitle={t('forms.contact.formTitle')}
      form={<ContactForm />}
      aside={
        <aside aria-labelledby="contact-info-title" className="h-fit rounded-2xl bg-stone-900 p-6 text-stone-100 sm:p-8">
          <h2 id="contact-info-title" className="text-xl font-semibold text-white">
            {t('forms.contact.infoTitle')}
          </h2>
          <dl className="mt-6 grid gap-6 text-sm">
            <div>
              <dt className="font-semibold text-white">{t('forms.contact.addressLabel')}</dt>
              <dd className="mt-1 text-stone-300" data-testid="company-address">
                <address className="not-italic">
                  {companyAddressLines(lang).map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </address>
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-white">{t('forms.contact.emailLabel')}</dt>
              <dd className="mt-1">
                <a href={`mailto:${COMPANY.supportEmail}`} className="break-all text-rose-200 underline hover:text-white">
                  {COMPANY.supportEmail}
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-white">{t('forms.contact.responseLabel')}</dt>
              <dd className="mt-1 text-stone-300">{t('forms.contact.responseText')}</dd>
            </div>
          </dl>
        </aside>
      }
    >
      <section aria-labelledby="contact-faq-title" className="mt-14">
        <h2 id="contact-faq-title" className="text-2xl font-bold tracking-tight text-stone-900">
          {t('forms.contact.faqTitle')}
        </h2>
        <dl className="mt-6 grid gap-4 md:grid-cols-3">
          {faq.map((item) => (
            <div key={item.question} className="rounded-2xl border border-stone-200 bg-stone-50 p-5">
              <dt className="font-semibold text-stone-900">{item.question}</dt>
              <dd className="mt-2 text-sm text-stone-700">
                {item.answer}
                {item.link ? <span className="block">{item.link}</span> : null}
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </FormPage>
  );
}
