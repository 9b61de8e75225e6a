// Offline pill while the browser reports no connection, and a "back online" toast when the
// connection returns during the visit.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '#app/components/toast/toast-store.ts';
import { useOnlineStatus } from '#app/pwa/use-online-status.ts';

export function OfflineIndicator() {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  const wasOffline = useRef(!online);

  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      return;
    }
    if (wasOffline.current) {
      wasOffline.current = false;
      toast({
        title: t('pwa.backOnline'),
        description: t('pwa.backOnlineDescription'),
        variant: 'success',
      });
    }
  }, [online, t]);

  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed top-3 left-1/2 z-[95] -translate-x-1/2">
      {online ? null : (
        <p
          data-testid="offline-indicator"
          className="flex items-center gap-2 rounded-full bg-stone-900 px-4 py-2 text-sm font-medium text-white shadow-lg"
        >
          <span aria-hidden="true" className="size-2 rounded-full bg-amber-400" />
          {t('pwa.offline')}
          <span className="sr-only">. {t('pwa.offlineDetail')}</span>
        </p>
      )}
    </div>
  );
}
