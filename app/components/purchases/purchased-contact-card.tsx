// One bought contact (payment result and "My purchases"): her photo, name, age and location,
// then the values of every channel she shares (contact-values.tsx); a refunded one says so instead
// (decision 029: its details are no longer the buyer's to see); one waiting for her answer, or
// that she did not share, says so and what it costs (approval-status.tsx).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '#app/components/media/responsive-image.tsx';
import { mediaUrl } from '#contract/media.ts';
import { AwaitingApproval, DeclinedContact } from './approval-status.tsx';
import { ContactValues } from './contact-values.tsx';

export interface PurchasedContactView {
  /** The profile snapshot of the order item (PurchasedProfile, possibly from an older app). */
  profile: object;
  contactInfo: Record<string, string>;
  releaseStatus?: string;
  declineReason?: string | null;
  approvalDeadline?: string | null;
  approvalReason?: string | null;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

export function PurchasedContactCard({ contact, captureMethod }: { contact: PurchasedContactView; captureMethod?: string | undefined }) {
  const { t } = useTranslation();
  const titleId = useId();
  const profile = contact.profile as Record<string, unknown>;
  const firstName = text(profile.firstName);
  const fullName = [firstName, text(profile.lastName)].filter(Boolean).join(' ');
  const age = text(profile.age);
  const location = text(profile.location);
  const photos = Array.isArray(profile.photos) ? profile.photos.filter((p): p is string => typeof p === 'string') : [];
  const photo = text(profile.primaryPhoto) || photos[0] || '';
  return (
    <article
      aria-labelledby={titleId}
      data-testid="purchased-contact"
      className="flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm sm:flex-row"
    >
      <div className="aspect-[3/4] w-full shrink-0 bg-stone-100 sm:w-40">
        <ResponsiveImage
          src={photo ? mediaUrl(photo) : null}
          alt={fullName}
          sizes="(min-width: 640px) 160px, 100vw"
          placeholderLabel={t('cart.photo')}
          className="size-full object-cover"
        />
      </div>
      <div className="flex-1 p-5">
        <h3 id={titleId} className="text-lg font-semibold text-stone-900">
          {age ? `${fullName}, ${age}` : fullName}
        </h3>
        {location ? <p className="text-sm text-stone-600">{location}</p> : null}
        {contact.releaseStatus === 'refunded' ? (
          <div className="mt-4" data-testid="contact-refunded">
            <span className="inline-flex items-center rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-800 ring-1 ring-stone-500/30 ring-inset">
              {t('purchases.refunded')}
            </span>
            <p className="mt-2 text-sm text-stone-700">{t('purchases.refundedText')}</p>
          </div>
        ) : contact.releaseStatus === 'awaiting_consent' ? (
          <AwaitingApproval deadline={contact.approvalDeadline} reason={contact.approvalReason} captureMethod={captureMethod} />
        ) : contact.releaseStatus === 'declined' ? (
          <DeclinedContact reason={contact.declineReason} captureMethod={captureMethod} />
        ) : (
          <ContactValues contactInfo={contact.contactInfo} name={fullName} />
        )}
      </div>
    </article>
  );
}
