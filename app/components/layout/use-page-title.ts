// Sets the document title of a page ("<page> · Contacto"), translated by the caller.
import { useEffect } from 'react';

export const SITE_NAME = 'Contacto';

export function usePageTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
