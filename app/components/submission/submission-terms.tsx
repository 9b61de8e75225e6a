// The submission form's Terms and Agreements: her release policy (a new submission; an edit keeps
// the policy, changed on her owner page), the terms and privacy agreement, and her consent to
// share the channels she filled in at the contact price in force.
import { Link } from '@tanstack/react-router';
import { useField, useFormikContext } from 'formik';
import { Trans, useTranslation } from 'react-i18next';
import { formatUsd } from '#app/components/cart/money.ts';
import { usePricing } from '#app/components/cart/use-pricing.ts';
import { CheckboxField } from '#app/components/forms/form-choices.tsx';
import { useCurrentLanguage } from '#app/i18n/i18n.ts';
import type { ReleasePolicyName } from '#contract/approval-request.schema.ts';
import { ReleasePolicyOptions } from './release-policy-options.tsx';
import { filledChannels, type SubmissionFormValues } from './submission-values.ts';

export function TermsFields({ showReleasePolicy }: { showReleasePolicy: boolean }) {
  return (
    <>
      {showReleasePolicy ? <ReleasePolicyField /> : null}
      <CheckboxField name="combinedAgreement" label={<AgreementText />} required framed />
      <CheckboxField name="contactSharingConsent" label={<ConsentText />} required framed />
    </>
  );
}

function ReleasePolicyField() {
  const { t } = useTranslation();
  const [field, , helpers] = useField<ReleasePolicyName>('releasePolicy');
  return (
    <ReleasePolicyOptions
      value={field.value}
      onChange={(policy) => void helpers.setValue(policy)}
      legend={t('submission.policy.legend')}
      testId="submission-release-policy"
    />
  );
}

function AgreementText() {
  const lang = useCurrentLanguage();
  const link = 'font-medium text-rose-800 underline hover:text-rose-900';
  return (
    <Trans
      i18nKey="submission.agreement"
      components={{
        terms: <Link to="/$lang/terms" params={{ lang }} target="_blank" className={link} />,
        privacy: <Link to="/$lang/privacy" params={{ lang }} target="_blank" className={link} />,
      }}
    />
  );
}

function ConsentText() {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const { values } = useFormikContext<SubmissionFormValues>();
  const names = filledChannels(values).map((channel) => t(`profile.contact.${channel}`));
  const channels = names.length > 0 ? new Intl.ListFormat(lang, { type: 'conjunction' }).format(names) : t('submission.noChannelsYet');
  // the default contact price in force (decision 031), as last fetched; the server lists her at it
  const price = formatUsd(usePricing().defaultContactCents);
  return <span data-testid="consent-text">{t('submission.consent', { channels, price })}</span>;
}
