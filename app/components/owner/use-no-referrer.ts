// Pages whose address holds a secret (her owner link): <meta name="referrer" content="no-referrer">
// while the page is shown, so no request it makes — an image, a link she follows — carries the
// address along. The server answers these addresses with the same Referrer-Policy header.
import { useEffect } from 'react';

export function useNoReferrer(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'referrer';
    meta.content = 'no-referrer';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
