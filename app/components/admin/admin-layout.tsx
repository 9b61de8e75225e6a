// The back office's own chrome (/admin): a slim header with the way back to the site, and the
// page. No storefront header, footer, language banner or login dialog here; its code and texts
// are admin-only chunks, kept out of the storefront's precache and messages.
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '#app/components/icons/brand-mark.tsx';
import { SkipLink } from '#app/components/layout/skip-link.tsx';
import { useCurrentLanguage } from '#app/i18n/i18n.ts';

export function AdminLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  return (
    <div className="flex min-h-dvh flex-col bg-stone-50" data-testid="admin-layout">
      <SkipLink />
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-6 lg:px-8">
          <p className="flex items-center gap-2 font-semibold text-stone-900">
            <BrandMark className="size-7" />
            {t('admin.title')}
          </p>
          <Link to="/$lang" params={{ lang }} className="text-sm font-medium text-rose-800 underline hover:text-rose-900">
            {t('admin.backToSite')}
          </Link>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
    </div>
  );
}
