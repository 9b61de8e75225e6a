// The top of a profile as buyers see it: her name (the page's h1) with Verified, her age and town;
// and the price box with its notes, whose actions the page puts in (Add to Cart and the favourite
// on her public page). Shared by the public profile page and the back office's preview.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUsd } from '#app/components/cart/money.ts';
import { ApprovalNotice } from '#app/components/checkout/approval-notice.tsx';
import type { PublicPricing } from '#contract/pricing.ts';
import type { CatalogCard } from '#contract/profile.schema.ts';
import { MapPinIcon, ShieldCheckIcon } from './profile-icons.tsx';
import { formatPrice } from './profile-view.ts';

export function ProfileHeading({
  profile,
  name,
  id,
}: {
  profile: Pick<CatalogCard, 'verified' | 'age' | 'location'>;
  name: string;
  id?: string;
}) {
  const { t } = useTranslation();
  return (
    <header>
      <div className="flex flex-wrap items-center gap-3">
        <h1 id={id} className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl" data-testid="profile-name">
          {name}
        </h1>
        {profile.verified && (
          <span
            className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800"
            title={t('profile.verifiedLabel')}
            data-testid="verified-badge"
          >
            <ShieldCheckIcon className="size-4" />
            {t('profile.verified')}
          </span>
        )}
      </div>
      <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-lg text-stone-700">
        <span data-testid="profile-age">{t('profile.age', { count: profile.age })}</span>
        <span aria-hidden="true" className="text-stone-400">
          ·
        </span>
        <span className="inline-flex items-center gap-1" data-testid="profile-location">
          <MapPinIcon className="size-5 text-rose-700" />
          {profile.location}
        </span>
      </p>
    </header>
  );
}

export function ProfilePriceBox({
  profile,
  pricing,
  children,
}: {
  profile: Pick<CatalogCard, 'price' | 'releasePolicy'>;
  pricing: PublicPricing;
  /** What sits under the price: the page's actions. */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="profile-price" className="rounded-2xl border border-rose-100 bg-rose-50/60 p-5 sm:p-6">
      <h2 id="profile-price" className="text-sm font-medium text-stone-600">
        {t('profile.price.label')}
      </h2>
      <p className="mt-1 text-3xl font-bold text-stone-900" data-testid="profile-price">
        {formatPrice(profile.price)}
      </p>
      <p className="mt-1 text-sm text-stone-600">
        {t('profile.price.note', { bulk: formatUsd(pricing.bulkUnitCents), threshold: pricing.bulkThreshold })}
      </p>
      {profile.releasePolicy === 'approve_each_buyer' ? (
        <ApprovalNotice hours={pricing.approvalDeadlineHours} className="mt-2 rounded-lg bg-sky-50 px-3 py-2" />
      ) : null}
      {children}
    </section>
  );
}
