// What the submission page says around the form: the benefits banner above it, the confirmation
// once she has sent it, and the notice that the device's disk is full (every value is kept).
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentLanguage } from '#app/i18n/i18n.ts';

export function BenefitsBanner() {
  const { t } = useTranslation();
  const items = [
    t('submission.benefits.free'),
    t('submission.benefits.review'),
    t('submission.benefits.control'),
    t('submission.benefits.withdraw'),
  ];
  return (
    <section
      aria-labelledby="submission-benefits-title"
      className="rounded-2xl bg-rose-50 p-5 text-rose-950 sm:p-6"
      data-testid="submission-benefits"
    >
      <h2 id="submission-benefits-title" className="text-lg font-semibold">
        {t('submission.benefits.title')}
      </h2>
      <ul className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0 text-rose-700" fill="currentColor">
              <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
            </svg>
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Confirmation() {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const panel = useRef<HTMLDivElement>(null);
  // Queued while offline: it is kept on this device and sent once the connection is back.
  const [offline] = useState(() => typeof navigator !== 'undefined' && navigator.onLine === false);
  useEffect(() => panel.current?.focus(), []);
  return (
    <div
      ref={panel}
      tabIndex={-1}
      role="status"
      className="rounded-2xl border border-emerald-300 bg-emerald-50 p-5 text-emerald-950 focus:outline-none"
      data-testid="submission-confirmation"
    >
      <p className="font-semibold">{t('submission.successTitle')}</p>
      <p className="mt-1 text-sm">{t('submission.successText')}</p>
      {offline ? <p className="mt-2 text-sm">{t('submission.queuedOffline')}</p> : null}
      <Link to="/$lang/my-submissions" params={{ lang }} className="mt-3 inline-block text-sm font-semibold text-emerald-900 underline">
        {t('submission.trackLink', { page: t('mySubmissions.title') })}
      </Link>
    </div>
  );
}

export function StorageFull() {
  const { t } = useTranslation();
  return (
    <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950" data-testid="storage-full">
      <p className="font-semibold">{t('submission.storageFullTitle')}</p>
      <p className="mt-1">{t('submission.storageFullText')}</p>
    </div>
  );
}
