// The profile detail page shared by /{slug} and /profile/{id-or-slug}:
// loading, not found (also offline and not stored), error, or the profile with its media
// carousel (with its lightbox and video modal, profile-media.tsx), details, contact channels,
// price, Add to Cart and favourite.
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddToCart } from '#app/components/cart/use-add-to-cart.ts';
import { usePricing } from '#app/components/cart/use-pricing.ts';
import { FavoriteToggle } from '#app/components/favorite-toggle/favorite-toggle.tsx';
import { CartIcon, CheckIcon } from '#app/components/icons/icons.tsx';
import { ErrorPanel, LoadingPanel } from '#app/components/layout/loading-panel.tsx';
import { StatusPanel, StatusText } from '#app/components/layout/status-panel.tsx';
import { usePageTitle } from '#app/components/layout/use-page-title.ts';
import type { Language } from '#app/i18n/language.ts';
import { useCartIds } from '#app/local/cart.ts';
import { isNumericParam, slugKey } from '#app/local/profile-details.ts';
import type { CatalogCard, PublicProfile } from '#contract/profile.schema.ts';
import { AboutSection, ContactSection, DetailsSection } from './profile-facts.tsx';
import { ArrowLeftIcon } from './profile-icons.tsx';
import { ProfileMedia } from './profile-media.tsx';
import { ProfileHeading, ProfilePriceBox } from './profile-summary.tsx';
import { displayName } from './profile-view.ts';
import { useBoughtContact } from './use-bought-contact.ts';
import { useProfileDetail } from './use-profile-detail.ts';

export interface ProfileDetailPageProps {
  /** The route parameter: an id (all digits) or a slug. */
  param: string;
  lang: Language;
  /** Called when the profile's slug in this language differs from the one in the address. */
  onCanonicalSlug?: (slug: string) => void;
}

export function ProfileDetailPage({ param, lang, onCanonicalSlug }: ProfileDetailPageProps) {
  const { t } = useTranslation();
  const state = useProfileDetail(param, lang);
  const loadedProfile = state.status === 'loaded' ? state.profile : null;
  usePageTitle(
    loadedProfile
      ? displayName(loadedProfile.firstName, loadedProfile.lastName)
      : state.status === 'not-found'
        ? t('profile.notFound.title')
        : t('pages.profile'),
  );

  const canonical = loadedProfile && !isNumericParam(param) ? loadedProfile[slugKey(lang)] : null;
  useEffect(() => {
    if (canonical && canonical !== param) onCanonicalSlug?.(canonical);
  }, [canonical, param, onCanonicalSlug]);

  if (state.status === 'loading') {
    return <LoadingPanel label={t('profile.loading')} testId="profile-loading" />;
  }
  if (state.status === 'not-found') return <ProfileNotFound lang={lang} offline={state.offline} />;
  if (state.status === 'error') {
    return (
      <ErrorPanel
        title={t('profile.error.title')}
        text={t('profile.error.text')}
        retryLabel={t('profile.error.retry')}
        onRetry={state.retry}
        actions={
          <Link to="/$lang/browse" params={{ lang }} className="btn-secondary px-5 py-2.5">
            {t('profile.backToBrowse')}
          </Link>
        }
      />
    );
  }
  return (
    <LoadedProfile key={state.profile.id} profile={state.profile} complete={state.complete} offlineCopy={state.offlineCopy} lang={lang} />
  );
}

function ProfileNotFound({ lang, offline }: { lang: Language; offline: boolean }) {
  const { t } = useTranslation();
  return (
    <StatusPanel
      title={t('profile.notFound.title')}
      testId="profile-not-found"
      actions={
        <Link to="/$lang/browse" params={{ lang }} className="btn-primary px-5 py-2.5">
          {t('profile.backToBrowse')}
        </Link>
      }
    >
      <StatusText>{t('profile.notFound.text')}</StatusText>
      {offline && (
        <p className="mt-4 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900" data-testid="profile-offline-hint">
          {t('profile.notFound.offline')}
        </p>
      )}
    </StatusPanel>
  );
}

interface LoadedProfileProps {
  profile: PublicProfile | CatalogCard;
  complete: boolean;
  offlineCopy: boolean;
  lang: Language;
}

function LoadedProfile({ profile, complete, offlineCopy, lang }: LoadedProfileProps) {
  const { t } = useTranslation();
  const name = displayName(profile.firstName, profile.lastName);
  const cartIds = useCartIds();
  const addToCart = useAddToCart();
  const inCart = cartIds.has(profile.id);
  const bought = useBoughtContact(profile.id, name);
  const pricing = usePricing();

  return (
    <article className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-10" data-testid="profile-detail" data-profile-id={profile.id}>
      <Link
        to="/$lang/browse"
        params={{ lang }}
        className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-stone-700 hover:text-rose-700"
      >
        <ArrowLeftIcon className="size-4" />
        {t('profile.backToBrowse')}
      </Link>

      {offlineCopy && (
        <p className="mt-4 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900" role="status" data-testid="profile-offline-copy">
          {t('profile.offlineCopy')}
        </p>
      )}

      <div className="mt-4 grid gap-8 lg:grid-cols-12">
        <div className="lg:col-span-6 xl:col-span-5">
          <div className="lg:sticky lg:top-24">
            <ProfileMedia profile={profile} name={name} />
          </div>
        </div>

        <div className="flex flex-col gap-6 lg:col-span-6 xl:col-span-7">
          <ProfileHeading profile={profile} name={name} />

          <ProfilePriceBox profile={profile} pricing={pricing}>
            <div className="mt-4 flex gap-3">
              {bought ? (
                <Link
                  to="/$lang/purchases"
                  params={{ lang }}
                  aria-label={t('profile.purchasedLabel', { name })}
                  className="flex flex-1 items-center justify-center gap-2 rounded-lg bg-emerald-50 px-5 py-3 font-semibold text-emerald-900 ring-1 ring-emerald-200 hover:bg-emerald-100"
                  data-testid="purchased"
                >
                  <CheckIcon className="size-5" />
                  {t('profile.purchased')}
                </Link>
              ) : null}
              {/* Bought: the Purchased link above takes its place. */}
              <button
                type="button"
                hidden={bought !== null}
                className="btn-primary flex-1 gap-2 px-5 py-3"
                disabled={inCart}
                onClick={() => void addToCart(profile)}
                data-testid="add-to-cart"
              >
                {inCart ? <CheckIcon className="size-5" /> : <CartIcon className="size-5" />}
                {inCart ? t('profile.inCart') : t('profile.addToCart')}
              </button>
              <FavoriteToggle
                profileId={profile.id}
                labels={{ add: t('profile.addFavorite'), remove: t('favorites.toggle.removeFromFavorites') }}
                className="btn-secondary size-12 shrink-0 text-rose-700"
                iconClassName="size-6"
              />
            </div>
          </ProfilePriceBox>

          <AboutSection aboutMe={profile.aboutMe} />
          <DetailsSection profile={profile} complete={complete || offlineCopy} />
          <ContactSection flags={profile.contactMethods} bought={bought} lang={lang} />
        </div>
      </div>
    </article>
  );
}
