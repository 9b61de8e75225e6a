// Favourites whose profile left the public view: named from
// the card snapshot kept when the heart was tapped (else by number), marked "no longer
// available", each with a Remove button. They are not filtered: the visitor should see them.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '#app/components/media/responsive-image.tsx';
import type { UnavailableFavorite } from './favorites-query.ts';

interface UnavailableFavoritesProps {
  items: readonly UnavailableFavorite[];
  onRemove: (profileId: number) => void;
}

export function UnavailableFavorites({ items, onRemove }: UnavailableFavoritesProps) {
  const { t } = useTranslation();
  const titleId = useId();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={titleId} data-testid="favorites-unavailable" className="mt-12">
      <h2 id={titleId} className="text-xl font-semibold text-stone-900">
        {t('favoritesPage.unavailableTitle')}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t('favoritesPage.unavailableText')}</p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => {
          const name = item.card
            ? `${item.card.firstName}, ${item.card.age}`
            : t('favoritesPage.unavailableProfile', { id: item.profileId });
          const photo = item.card ? (item.card.primaryPhoto ?? item.card.photos[0] ?? null) : null;
          return (
            <li
              key={item.profileId}
              data-testid="favorite-unavailable"
              data-profile-id={item.profileId}
              className="flex items-center gap-3 rounded-2xl border border-amber-300 bg-amber-50/40 p-3"
            >
              <div className="aspect-[3/4] w-14 shrink-0 overflow-hidden rounded-lg bg-stone-100">
                <ResponsiveImage
                  src={photo}
                  alt=""
                  sizes="56px"
                  placeholderLabel={t('browse.card.photo')}
                  className="size-full object-cover opacity-60 grayscale"
                />
              </div>
              <div className="min-w-0 flex-1">
                <h3 className="truncate font-semibold text-stone-900">{name}</h3>
                <p className="text-sm font-medium text-amber-900">{t('favoritesPage.unavailableTitle')}</p>
              </div>
              <button
                type="button"
                onClick={() => onRemove(item.profileId)}
                aria-label={t('favoritesPage.removeLabel', { name })}
                className="btn-secondary shrink-0 px-3 py-2 text-sm"
              >
                {t('favoritesPage.remove')}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
