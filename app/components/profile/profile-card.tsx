// The profile card of every grid: 3:4 photo with photo and video
// counts, first name and age, city, two lines of her description, a favourite heart and
// Add to Cart, which turns into a disabled IN CART. The whole card opens her profile (one
// stretched link; the two buttons sit above it).
import { Link } from '@tanstack/react-router';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddToCart } from '#app/components/cart/use-add-to-cart.ts';
import { FavoriteToggle } from '#app/components/favorite-toggle/favorite-toggle.tsx';
import { CartIcon, CheckIcon } from '#app/components/icons/icons.tsx';
import { ResponsiveImage } from '#app/components/media/responsive-image.tsx';
import { useCurrentLanguage } from '#app/i18n/i18n.ts';
import { useCartIds } from '#app/local/cart.ts';
import type { CatalogCard } from '#contract/profile.schema.ts';
import { CameraIcon, MapPinIcon, VideoIcon } from './profile-icons.tsx';
import { profileLink } from './profile-link.ts';
import { useIsPurchased } from './use-purchased.ts';

/** The fields a card shows. */
const CARD_FIELDS = [
  'id',
  'firstName',
  'age',
  'location',
  'aboutMe',
  'price',
  'primaryPhoto',
  'photos',
  'videos',
  'verified',
  'slugEn',
  'slugEs',
  'slugIt',
  'slugDe',
  'slugNl',
  'slugPt',
] as const satisfies readonly (keyof CatalogCard)[];

export type ProfileCardData = Pick<CatalogCard, (typeof CARD_FIELDS)[number]>;

/** True when two cards show the same: a new answer of the catalogue worker (or the API) is a
 * new object for every row, even when nothing in it changed. */
export function sameCard(a: ProfileCardData, b: ProfileCardData): boolean {
  if (a === b) return true;
  return CARD_FIELDS.every((field) => {
    const x = a[field];
    const y = b[field];
    if (Array.isArray(x) && Array.isArray(y)) return x.length === y.length && x.every((item, i) => item === y[i]);
    return x === y;
  });
}

/** How wide a card is drawn in the standard grid (2 / 3 / 4 columns in a 80rem container). */
export const CARD_IMAGE_SIZES = '(min-width: 1280px) 296px, (min-width: 1024px) 23vw, (min-width: 768px) 31vw, 48vw';

interface ProfileCardProps {
  profile: ProfileCardData;
  /** Above the fold: load the photo at once (the first row of a grid). */
  eager?: boolean;
  sizes?: string;
  /** The heading level of her name inside the page's outline. */
  headingLevel?: 2 | 3;
}

/** Drawn again only when what it shows changed (decision 044): browse draws the grid again on
 * every new page of results, and most cards of a search that narrows are the same. */
export const ProfileCard = memo(
  ProfileCardView,
  (prev, next) =>
    prev.eager === next.eager &&
    prev.sizes === next.sizes &&
    prev.headingLevel === next.headingLevel &&
    sameCard(prev.profile, next.profile),
);

function ProfileCardView({ profile, eager = false, sizes = CARD_IMAGE_SIZES, headingLevel = 3 }: ProfileCardProps) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const addToCart = useAddToCart();
  const inCart = useCartIds().has(profile.id);
  const purchased = useIsPurchased(profile.id);
  const nameId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const photo = profile.primaryPhoto ?? profile.photos[0] ?? null;
  const photoCount = profile.photos.length;
  const videoCount = profile.videos.length;
  const about = profile.aboutMe.trim();

  return (
    <article
      data-testid="profile-card"
      data-profile-id={profile.id}
      className="relative flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:ring-3 has-[a:focus-visible]:ring-rose-600"
    >
      {/* The photo fills the 3:4 box without sizing it: in the card's flex column the image's own
          ratio (its file's rounded pixels) would otherwise stretch the box by a fraction of a pixel
          as it loads, moving every row below (and a running scroll, through scroll anchoring). */}
      <div className="relative aspect-[3/4] bg-stone-100">
        <ResponsiveImage
          src={photo}
          alt={t('browse.card.photoAlt', { name: profile.firstName })}
          placeholderLabel={t('browse.card.photo')}
          sizes={sizes}
          priority={eager}
          width={640}
          height={853}
          className="absolute inset-0 size-full object-cover"
        />
        <div className="absolute bottom-2 left-2 flex gap-1.5">
          {photoCount > 0 ? (
            <span
              className="flex items-center gap-1 rounded-full bg-stone-900/75 px-2 py-0.5 text-xs font-medium text-white"
              data-testid="photo-count"
            >
              <CameraIcon />
              <span aria-hidden="true">{photoCount}</span>
              <span className="sr-only">{t('browse.card.photos', { count: photoCount })}</span>
            </span>
          ) : null}
          {videoCount > 0 ? (
            <span
              className="flex items-center gap-1 rounded-full bg-stone-900/75 px-2 py-0.5 text-xs font-medium text-white"
              data-testid="video-count"
            >
              <VideoIcon />
              <span aria-hidden="true">{videoCount}</span>
              <span className="sr-only">{t('browse.card.videos', { count: videoCount })}</span>
            </span>
          ) : null}
        </div>
        <FavoriteToggle
          profileId={profile.id}
          labels={{
            add: t('browse.card.addFavorite', { name: profile.firstName }),
            remove: t('browse.card.removeFavorite', { name: profile.firstName }),
          }}
          className="absolute top-2 right-2 z-10 rounded-full bg-white/90 p-2 text-rose-700 shadow-sm hover:bg-white"
        />
      </div>

      <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
        <Heading id={nameId} className="truncate text-base font-semibold text-stone-900 sm:text-lg">
          <Link {...profileLink(lang, profile)} className="outline-none after:absolute after:inset-0 after:content-['']">
            {profile.firstName}, {profile.age}
          </Link>
        </Heading>
        <p className="flex items-center gap-1 truncate text-sm text-stone-600">
          <MapPinIcon className="size-4 shrink-0" />
          <span className="truncate">{profile.location}</span>
        </p>
        <p className={`line-clamp-2 min-h-10 text-sm ${about ? 'text-stone-700' : 'text-stone-500 italic'}`}>
          {about || t('browse.card.noDescription')}
        </p>
        <div className="mt-auto pt-2">
          {purchased ? (
            <button
              type="button"
              disabled
              aria-describedby={nameId}
              data-testid="card-purchased"
              className="relative z-10 flex w-full items-center justify-center gap-1.5 rounded-lg bg-emerald-50 px-3 py-2 text-xs font-semibold tracking-wide text-emerald-900 sm:text-sm"
            >
              <CheckIcon />
              {t('cart.purchased')}
            </button>
          ) : inCart ? (
            <button
              type="button"
              disabled
              aria-describedby={nameId}
              className="relative z-10 flex w-full items-center justify-center gap-1.5 rounded-lg bg-stone-100 px-3 py-2 text-xs font-semibold tracking-wide text-stone-600 sm:text-sm"
            >
              <CheckIcon />
              {t('cart.inCart')}
            </button>
          ) : (
            <button
              type="button"
              onClick={() => void addToCart(profile)}
              aria-describedby={nameId}
              className="btn-primary relative z-10 w-full gap-1.5 px-3 py-2 text-xs sm:text-sm"
            >
              <CartIcon className="size-4 shrink-0" />
              {t('cart.addToCart')}
            </button>
          )}
        </div>
      </div>
    </article>
  );
}

/** The card's shape while the replica is still filling (no text, not announced). */
export function ProfileCardSkeleton() {
  return (
    <div aria-hidden="true" data-testid="profile-card-skeleton" className="overflow-hidden rounded-2xl border border-stone-200 bg-white">
      <div className="aspect-[3/4] animate-pulse bg-stone-200" />
      <div className="space-y-2 p-3 sm:p-4">
        <div className="h-5 w-2/3 animate-pulse rounded bg-stone-200" />
        <div className="h-4 w-1/2 animate-pulse rounded bg-stone-200" />
        <div className="h-10 animate-pulse rounded bg-stone-100" />
        <div className="h-9 animate-pulse rounded-lg bg-stone-200" />
      </div>
    </div>
  );
}
