// Trust badges under the checkout form: SSL, PCI, all cards accepted.
import { useTranslation } from 'react-i18next';

function Badge({ label, path }: { label: string; path: string }) {
  return (
    <li className="flex items-center gap-2 rounded-xl border border-stone-200 bg-white px-3 py-2 text-sm font-medium text-stone-800">
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className="size-5 shrink-0 text-emerald-700"
      >
        <path d={path} />
      </svg>
      {label}
    </li>
  );
}

export function TrustBadges() {
  const { t } = useTranslation();
  return (
    <section aria-label={t('checkout.trustTitle')} data-testid="trust-badges" className="mt-4">
      <ul className="grid gap-2 sm:grid-cols-3">
        <Badge label={t('checkout.trustSsl')} path="M6 11V8a6 6 0 0 1 12 0v3M5 11h14v10H5z" />
        <Badge label={t('checkout.trustPci')} path="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z M9 12l2 2 4-4" />
        <Badge label={t('checkout.trustCards')} path="M3 6h18v12H3z M3 10h18 M7 15h3" />
      </ul>
    </section>
  );
}
