// The main navigation items as list entries, shared by the header and the mobile menu (each
// gives its own look and, in the menu, closes itself on navigation).
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '#app/i18n/language.ts';
import { MAIN_NAV } from './nav-items.ts';

export function MainNavLinks({ lang, className, onNavigate }: { lang: Language; className: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return MAIN_NAV.map((item) => (
    <li key={item.key}>
      <Link
        to={item.to}
        params={{ lang }}
        hash={item.hash}
        activeOptions={{ exact: true, includeHash: true }}
        onClick={onNavigate}
        className={className}
      >
        {t(`nav.${item.key}`)}
      </Link>
    </li>
  ));
}
