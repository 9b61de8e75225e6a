// The values of a bought contact, channel by channel (payment result, "My purchases", and the
// Contact Methods of a profile this visitor has bought): each value with a copy button and,
// where the value has the channel's format, a link that opens it. An empty map gets the
// notice that the details will be updated.
import { useTranslation } from 'react-i18next';
import { toast } from '#app/components/toast/toast-store.ts';
import { CONTACT_CHANNELS } from '#contract/catalog-constants.ts';
import { contactHref } from './contact-links.ts';

/** Channels in the storefront's order, then any other the server sent. */
function orderedChannels(contactInfo: Record<string, string>): Array<[string, string]> {
  const entries = Object.entries(contactInfo).filter(([, value]) => typeof value === 'string' && value.trim() !== '');
  const rank = (channel: string) => {
    const index = (CONTACT_CHANNELS as readonly string[]).indexOf(channel);
    return index === -1 ? CONTACT_CHANNELS.length : index;
  };
  return entries.sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
}

export function ContactValues({ contactInfo, name }: { contactInfo: Record<string, string>; name: string }) {
  const { t } = useTranslation();
  const channels = orderedChannels(contactInfo);

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

  if (channels.length === 0) {
    return (
      <p className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900" data-testid="contact-pending">
        {t('purchases.contactPending')}
      </p>
    );
  }
  return (
    <dl aria-label={t('purchases.contactList', { name })} className="mt-4 grid gap-3">
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
                aria-label={t('purchases.copyLabel', { channel: label, name })}
                className="btn-secondary px-3 py-1.5 text-xs"
              >
                {t('purchases.copy')}
              </button>
              {href ? (
                <a
                  href={href}
                  target={href.startsWith('https:') ? '_blank' : undefined}
                  rel="noopener noreferrer"
                  aria-label={t('purchases.openLabel', { channel: label, name })}
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
  );
}
