// The profile's text sections: about, personal details (empty ones hidden) and the contact
// methods she shares, shown as available without their values; once this visitor has bought
// them, their values from the device's purchase rows (values only after purchase).
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AwaitingApproval } from '#app/components/purchases/approval-status.tsx';
import { ContactValues } from '#app/components/purchases/contact-values.tsx';
import type { Language } from '#app/i18n/language.ts';
import type { CatalogCard, PublicProfile } from '#contract/profile.schema.ts';
import { LockIcon } from './profile-icons.tsx';
import { type DetailField, detailRows, optionLabelKey, sharedChannels } from './profile-view.ts';
import type { BoughtContact } from './use-bought-contact.ts';

const card = 'rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6';

export function AboutSection({ aboutMe }: { aboutMe: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="profile-about" className={card}>
      <h2 id="profile-about" className="text-lg font-semibold text-stone-900">
        {t('profile.about')}
      </h2>
      <p className="mt-3 whitespace-pre-line text-stone-700">{aboutMe.trim() || t('profile.noDescription')}</p>
    </section>
  );
}

export function DetailsSection({ profile, complete }: { profile: PublicProfile | CatalogCard; complete: boolean }) {
  const { t } = useTranslation();
  const rows = detailRows(profile);
  // Stored values are English words; an option is shown by its label in the page's language.
  const label = (field: DetailField, value: string) => {
    const key = optionLabelKey(field, value);
    return key ? t(key as never, { defaultValue: value }) : value;
  };
  return (
    <section aria-labelledby="profile-details" className={card} data-testid="profile-details">
      <h2 id="profile-details" className="text-lg font-semibold text-stone-900">
        {t('profile.details')}
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-4 sm:grid-cols-2">
        {rows.map((row) => (
          <div key={row.field} className={row.list ? 'sm:col-span-2' : ''} data-field={row.field}>
            <dt className="text-sm font-medium text-stone-500">{t(`profile.field.${row.field}`)}</dt>
            <dd className="mt-1 text-stone-900">
              {row.list ? (
                <ul className="flex flex-wrap gap-1.5">
                  {row.values.map((value) => (
                    <li
                      key={value}
                      className={`rounded-full px-3 py-1 text-sm ${
                        row.field === 'personalityTags' ? 'bg-rose-50 font-medium text-rose-800' : 'bg-stone-100 text-stone-800'
                      }`}
                    >
                      {label(row.field, value)}
                    </li>
                  ))}
                </ul>
              ) : (
                row.values.map((value) => label(row.field, value)).join(', ')
              )}
            </dd>
          </div>
        ))}
      </dl>
      {!complete && (
        <p className="mt-4 text-sm text-stone-500" role="status">
          {t('profile.loadingDetails')}
        </p>
      )}
    </section>
  );
}

interface ContactSectionProps {
  flags: CatalogCard['contactMethods'];
  /** The values this visitor bought (from the device's purchase rows), or null when not bought. */
  bought?: BoughtContact | null;
  lang: Language;
}

export function ContactSection({ flags, bought = null, lang }: ContactSectionProps) {
  const { t } = useTranslation();
  const channels = sharedChannels(flags);
  return (
    <section aria-labelledby="profile-contact" className={card} data-testid="contact-methods" data-purchased={bought ? '' : undefined}>
      <h2 id="profile-contact" className="text-lg font-semibold text-stone-900">
        {t('profile.contact.title')}
      </h2>
      {bought ? (
        <>
          <p className="mt-2 text-sm text-stone-600">
            {t('profile.contact.bought')}{' '}
            <Link to="/$lang/purchases" params={{ lang }} className="font-medium text-rose-700 hover:underline">
              {t('cart.myPurchases')}
            </Link>
          </p>
          {bought.awaiting === undefined ? (
            <ContactValues contactInfo={bought.contactInfo} name={bought.name} />
          ) : (
            <AwaitingApproval deadline={bought.awaiting} reason={bought.awaitingReason} captureMethod={bought.captureMethod} />
          )}
        </>
      ) : channels.length === 0 ? (
        <p className="mt-3 text-stone-700">{t('profile.contact.none')}</p>
      ) : (
        <>
          <p className="mt-2 text-sm text-stone-600">{t('profile.contact.intro')}</p>
          <ul className="mt-4 grid gap-2 sm:grid-cols-2">
            {channels.map((channel) => (
              <li
                key={channel}
                data-channel={channel}
                className="flex items-center justify-between gap-3 rounded-xl border border-stone-200 bg-stone-50 px-4 py-3"
              >
                <span className="font-medium text-stone-900">{t(`profile.contact.${channel}`)}</span>
                <span className="flex items-center gap-1.5 text-sm text-stone-600">
                  <LockIcon className="size-4" />
                  {t('profile.contact.afterPurchase')}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
