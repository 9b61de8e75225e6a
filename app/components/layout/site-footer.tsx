// The storefront footer: brand blurb, quick links, support links, legal links, a call
// to contact support, the full language picker and the copyright line. All links are prefixed.
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '#app/components/icons/brand-mark.tsx';
import { LanguagePicker } from '#app/components/language/language-picker.tsx';
import { useCurrentLanguage } from '#app/i18n/i18n.ts';
import type { Language } from '#app/i18n/language.ts';
import { useCurrentYear } from '#app/ssr/use-hydrated.ts';

type FooterTo =
  | '/$lang'
  | '/$lang/browse'
  | '/$lang/submit-profile'
  | '/$lang/help'
  | '/$lang/contact'
  | '/$lang/safety'
  | '/$lang/report'
  | '/$lang/takedown'
  | '/$lang/privacy'
  | '/$lang/terms'
  | '/$lang/cookies'
  | '/$lang/disclaimer';

interface FooterLink {
  label: string;
  to: FooterTo;
  hash?: string;
}

const linkClass = 'rounded text-sm text-stone-300 hover:text-white hover:underline';

export function SiteFooter() {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const year = useCurrentYear();

  const quick: FooterLink[] = [
    { label: t('footer.browse'), to: '/$lang/browse' },
    { label: t('footer.howItWorks'), to: '/$lang', hash: 'how-it-works' },
    { label: t('footer.submitProfile'), to: '/$lang/submit-profile' },
    { label: t('footer.faq'), to: '/$lang/help', hash: 'faq' },
  ];
  const support: FooterLink[] = [
    { label: t('footer.contact'), to: '/$lang/contact' },
    { label: t('footer.help'), to: '/$lang/help' },
    { label: t('footer.safety'), to: '/$lang/safety' },
    { label: t('footer.report'), to: '/$lang/report' },
    { label: t('takedown.footerLink'), to: '/$lang/takedown' },
  ];
  const legal: FooterLink[] = [
    { label: t('footer.privacy'), to: '/$lang/privacy' },
    { label: t('footer.terms'), to: '/$lang/terms' },
    { label: t('footer.cookies'), to: '/$lang/cookies' },
    { label: t('footer.disclaimer'), to: '/$lang/disclaimer' },
  ];

  return (
    <footer className="mt-16 bg-stone-900 text-stone-200" data-testid="site-footer">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <p className="flex items-center gap-2 text-lg font-bold text-white">
              <BrandMark className="size-8" />
              Contacto
            </p>
            <p className="mt-4 text-sm leading-6 text-stone-300">{t('footer.blurb')}</p>
          </div>
          <FooterColumn title={t('footer.quickLinks')} links={quick} lang={lang} />
          <FooterColumn title={t('footer.support')} links={support} lang={lang} />
          <FooterColumn title={t('footer.legal')} links={legal} lang={lang} />
        </div>

        <div className="mt-10 flex flex-col items-start gap-4 rounded-2xl bg-stone-800 p-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-stone-200">{t('footer.needHelp')}</p>
          <Link to="/$lang/contact" params={{ lang }} className="btn-primary shrink-0 px-4 py-2 text-sm">
            {t('footer.contactSupport')}
          </Link>
        </div>

        <div className="mt-10 rounded-2xl bg-white p-6">
          <LanguagePicker variant="full" />
        </div>

        <p className="mt-10 border-t border-stone-700 pt-6 text-sm text-stone-400">{t('footer.copyright', { year })}</p>
      </div>
    </footer>
  );
}

function FooterColumn({ title, links, lang }: { title: string; links: FooterLink[]; lang: Language }) {
  const id = useId();
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold tracking-wide text-white uppercase">
        {title}
      </h2>
      <ul className="mt-4 grid gap-2">
        {links.map((link) => (
          <li key={`${link.to}#${link.hash ?? ''}`}>
            <Link to={link.to} params={{ lang }} hash={link.hash} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
