// One bought contact (payment result and "My purchases"): her photo, name, age and location,
// then every channel she shares with its value, a copy button and, where the value has the
// channel's format, a link that opens it. An empty map gets the "will be updated" notice.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_CHANNELS } from '#api/contract/catalog-constants.ts';
import { mediaUrl } from '#api/contract/media.ts';
import { ResponsiveImage } from '#app/components/media/responsive-image.tsx';
import { toast } from '#app/components/toast/toast-store.ts';
import { contactHref } from './contact-links.ts';

export interface PurchasedContactView {
  /** The profile snapshot of the order item (PurchasedProfile, possibly from an older app). */
  profile: object;
  contactInfo: Record<string, string>;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** Channels in the storefront's order, then any other the server sent. */
function orderedChannels(contactInfo: Record<string, string>): Array<[string, string]> {
  const entries = Object.entries(contactInfo).filter(([, value]) => typeof value === 'string' && value.trim() !== '');
  const rank = (channel: string) => {
    const index = (CONTACT_CHANNELS as readonly string[]).indexOf(channel);
    return index === -1 ? CONTACT_CHANNELS.length : index;
  };
  return entries.sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
}

export function PurchasedContactCard({ contact }: { contact: PurchasedContactView }) {
  const { t } = useTranslation();
  const titleId = useId();
  const profile = contact.profile as Record<string, unknown>;
  const firstName = text(profile.firstName);
  const fullName = [firstName, text(profile.lastName)].filter(Boolean).join(' ');
  const age = text(profile.age);
  const location = text(profile.location);
  const photos = Array.isArray(profile.photos) ? profile.photos.filter((p): p is string => typeof p === 'string') : [];
  const photo = text(profile.primaryPhoto) || photos[0] || '';
  const channels = orderedChannels(contact.contactInfo);

  const channelLabel = (channel: string) =>
    (CONTACT_CHANNELS as readonly string[]).includes(channel)
      ? t(`purchases.channels.${channel as (typeof CONTACT_CHANNELS)[number]}`)
      : channel;

  const copy = async (channel: string, value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      toast({
        title: t('purchases.copied'),
        description: t('purchases.copiedDescription', { channel: channelLabel(channel) }),
        variant: 'success',
      });
    } catch {
      toast({ title: t('purchases.copyFailed'), description: t('purchases.copyFailedDescription'), variant: 'destructive' });
    }
  };

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
        {channels.length === 0 ? (
          <p className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900" data-testid="contact-pending">
            {t('purchases.contactPending')}
          </p>
        ) : (
          <dl aria-label={t('purchases.contactList', { name: fullName })} className="mt-4 grid gap-3">
            {channels.map(([channel, value]) => {
              const href = contactHref(channel, value);
              const label = channelLabel(channel);
              return (
                <div key={channel} data-channel={channel} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <dt className="w-24 shrink-0 text-sm font-medium text-stone-600">{label}</dt>
                  <dd className="min-w-0 flex-1 font-mono text-sm break-all text-stone-900 select-all">{value}</dd>
                  <dd className="flex gap-2">
                    <button
                      type="button"
                      onClick={() => void copy(channel, value)}
                      aria-label={t('purchases.copyLabel', { channel: label, name: fullName })}
                      className="btn-secondary px-3 py-1.5 text-xs"
                    >
                      {t('purchases.copy')}
                    </button>
                    {href ? (
                      <a
                        href={href}
                        target={href.startsWith('https:') ? '_blank' : undefined}
                        rel="noopener noreferrer"
                        aria-label={t('purchases.openLabel', { channel: label, name: fullName })}
                        className="btn-primary px-3 py-1.5 text-xs"
                      >
                        {t('purchases.open')}
                      </a>
                    ) : null}
                  </dd>
                </div>
              );
            })}
          </dl>
        )}
      </div>
    </article>
  );
}
