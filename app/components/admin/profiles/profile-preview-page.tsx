// /admin/profiles/$id/preview: one profile exactly as buyers see it, in any state but deleted
// (GET /api/admin/profiles/:id/preview), drawn by the storefront's own profile parts (media
// carousel with its lightbox and video modal, name, price, about, details, channels without their
// values) without the buyer actions, under a banner that says whether buyers see her now and, if
// not, why. Her photos load for the signed-in admin only (private answers no cache keeps).
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { getProfilePreview } from '#app/api/admin-profiles.ts';
import { ApiError } from '#app/api/client.ts';
import { fetchPricing } from '#app/api/public-pricing.ts';
import { LoadError, LoadingText } from '#app/components/admin/dashboard/load-state.tsx';
import { usePageTitle } from '#app/components/layout/use-page-title.ts';
import { AboutSection, ContactSection, DetailsSection } from '#app/components/profile-detail/profile-facts.tsx';
import { ProfileMedia } from '#app/components/profile-detail/profile-media.tsx';
import { ProfileHeading, ProfilePriceBox } from '#app/components/profile-detail/profile-summary.tsx';
import { displayName } from '#app/components/profile-detail/profile-view.ts';
import { useCurrentLanguage } from '#app/i18n/i18n.ts';
import type { Language } from '#app/i18n/language.ts';
import type { AdminProfilePreview } from '#contract/admin-profile-preview.schema.ts';
import { DEFAULT_PUBLIC_PRICING } from '#contract/pricing.ts';
import { AdminPage } from '../admin-page.tsx';
import { publicProfileHref } from './profile-links.ts';

export const profilePreviewKey = (id: number) => ['admin', 'profile', id, 'preview'] as const;

export function ProfilePreviewPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const query = useQuery({ queryKey: profilePreviewKey(id), queryFn: () => getProfilePreview(id) });

  if (query.isPending) {
    return (
      <AdminPage title={t('adminPreview.titleFallback')}>
        <BackLink />
        <LoadingText text={t('adminPreview.loading')} testId="admin-preview-loading" />
      </AdminPage>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return (
      <AdminPage title={missing ? t('adminPreview.notFound') : t('adminPreview.titleFallback')}>
        <BackLink />
        {missing ? (
          <p className="mt-4 text-stone-700" data-testid="admin-preview-not-found">
            {t('adminPreview.notFoundText')}
          </p>
        ) : (
          <div className="mt-4">
            <LoadError
              text={t('adminPreview.loadFailed')}
              retryText={t('adminPreview.retry')}
              onRetry={() => void query.refetch()}
              testId="admin-preview-error"
            />
          </div>
        )}
      </AdminPage>
    );
  }
  return <LoadedPreview preview={query.data} lang={lang} />;
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link
      to="/admin/profiles"
      className="text-sm font-medium text-rose-800 underline-offset-2 hover:underline"
      data-testid="admin-preview-back"
    >
      ← {t('adminPreview.back')}
    </Link>
  );
}

function LoadedPreview({ preview, lang }: { preview: AdminProfilePreview; lang: Language }) {
  const { t } = useTranslation();
  const { profile, state, editWaiting } = preview;
  const name = displayName(profile.firstName, profile.lastName);
  const headingId = useId();
  const bannerId = useId();
  usePageTitle(t('adminPreview.title', { name }));
  // The price note as buyers read it: the tier rule in force (public, never kept on this device).
  const pricing = useQuery({ queryKey: ['admin', 'public-pricing'], queryFn: fetchPricing, staleTime: 60_000 });

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <BackLink />
        <Link
          to="/admin/edit-profile/$id"
          params={{ id: profile.id }}
          className="btn-secondary px-3 py-1.5 text-sm"
          data-testid="admin-preview-edit"
        >
          {t('adminPreview.edit')}
        </Link>
      </div>

      <div
        id={bannerId}
        className={`mt-4 rounded-lg px-4 py-3 ring-1 ring-inset ${state === 'live' ? 'bg-emerald-50 text-emerald-950 ring-emerald-200' : 'bg-amber-50 text-amber-950 ring-amber-300'}`}
      >
        <p className="font-semibold" data-testid="admin-preview-banner" data-state={state}>
          {state === 'live' ? t('adminPreview.live') : t('adminPreview.hidden', { reason: t(`adminPreview.reason.${state}`) })}
        </p>
        {editWaiting ? (
          <p className="mt-1 text-sm" data-testid="admin-preview-edit-waiting">
            {t('adminPreview.editWaiting')}
          </p>
        ) : null}
        {state === 'live' ? (
          <a
            href={publicProfileHref(profile.id, lang)}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-1 inline-block text-sm font-medium text-emerald-900 underline underline-offset-2"
            data-testid="admin-preview-public-link"
          >
            {t('adminPreview.openPublic')} <span className="sr-only">{t('adminPreview.newTab')}</span>
          </a>
        ) : null}
      </div>

      <article
        className="mt-6 grid gap-8 lg:grid-cols-12"
        aria-labelledby={headingId}
        aria-describedby={bannerId}
        data-testid="admin-preview"
        data-profile-id={profile.id}
      >
        <div className="lg:col-span-6 xl:col-span-5">
          <div className="lg:sticky lg:top-24">
            <ProfileMedia profile={profile} name={name} />
          </div>
        </div>
        <div className="flex flex-col gap-6 lg:col-span-6 xl:col-span-7">
          <ProfileHeading profile={profile} name={name} id={headingId} />
          <ProfilePriceBox profile={profile} pricing={pricing.data ?? DEFAULT_PUBLIC_PRICING}>
            <p className="mt-4 rounded-lg border border-dashed border-rose-200 px-4 py-3 text-sm text-stone-600">
              {t('adminPreview.actionsNote')}
            </p>
          </ProfilePriceBox>
          <AboutSection aboutMe={profile.aboutMe} />
          <DetailsSection profile={profile} complete />
          <ContactSection flags={profile.contactMethods} lang={lang} />
        </div>
      </article>
    </div>
  );
}
