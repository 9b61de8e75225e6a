// Favorites: login needed. A guest gets the
// "Unauthorized" toast and goes to the language home after 500 ms. A user sees their favourites
// from Dexie (offline too; the page pulls the server's list when it opens online): age band,
// free-text search over name, location, occupation and description, city, the three sorts, the
// card grid, and below it the favourites whose profile left the public view, each removable.
// The filters live in the URL's typed search params, like browse's.
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadSession, useSession } from '#app/components/auth/use-session.ts';
import { FilterPanel } from '#app/components/browse/browse-filters.tsx';
import { NoMatches, ProfileGrid } from '#app/components/browse/profile-grid.tsx';
import {
  DEFAULT_FAVORITE_SORT,
  FAVORITE_SORTS,
  type FavoriteSort,
  type FavoritesSearch,
  parseFavoritesSearch,
  queryFavorites,
} from '#app/components/favorites/favorites-query.ts';
import { UnavailableFavorites } from '#app/components/favorites/unavailable-favorites.tsx';
import { useFavoriteProfiles } from '#app/components/favorites/use-favorite-profiles.ts';
import { useFavoritesPull } from '#app/components/favorites/use-favorites-pull.ts';
import { LoadingPanel } from '#app/components/layout/loading-panel.tsx';
import { useNoIndex } from '#app/components/layout/use-no-index.ts';
import { usePageTitle } from '#app/components/layout/use-page-title.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { removeFavorite } from '#app/local/favorites.ts';
import { useOnlineStatus } from '#app/pwa/use-online-status.ts';

/** A guest is sent home this long after the toast. */
const GUEST_REDIRECT_MS = 500;

export const Route = createFileRoute('/$lang/favorites')({
  validateSearch: (raw: Record<string, unknown>): FavoritesSearch => parseFavoritesSearch(raw),
  component: FavoritesPage,
  staticData: { noindex: true },
});

const SORT_LABELS = {
  newest: 'favoritesPage.sortNewest',
  age: 'favoritesPage.sortAge',
  added: 'favoritesPage.sortAdded',
} as const satisfies Record<FavoriteSort, string>;

function FavoritesPage() {
  const { t } = useTranslation();
  const session = useSession();
  // Logging out here sends the visitor home without the guest's "Unauthorized" toast.
  const [wasUser, setWasUser] = useState(false);
  if (session.user && !wasUser) setWasUser(true);
  usePageTitle(t('pages.favorites'));
  useNoIndex();
  useEffect(() => {
    void loadSession();
  }, []);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{t('pages.favorites')}</h1>
      {session.user ? (
        <UserFavorites userId={session.user.id} />
      ) : session.status === 'guest' ? (
        <GuestRedirect quiet={wasUser} />
      ) : (
        <LoadingPanel label={t('favoritesPage.loading')} layout="section" testId="favorites-loading" className="min-h-dvh" />
      )}
    </div>
  );
}

function GuestRedirect({ quiet }: { quiet: boolean }) {
  const { t } = useTranslation();
  const { lang } = Route.useParams();
  const navigate = useNavigate();
  const told = useRef(false);
  useEffect(() => {
    if (!told.current && !quiet) {
      told.current = true;
      toast({ title: t('favoritesPage.unauthorized'), description: t('favoritesPage.unauthorizedText'), variant: 'destructive' });
    }
    const timer = window.setTimeout(() => void navigate({ to: '/$lang', params: { lang }, replace: true }), GUEST_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [t, navigate, lang, quiet]);
  return quiet ? null : <p className="py-24 text-center text-stone-700">{t('favoritesPage.unauthorizedText')}</p>;
}

function UserFavorites({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { lang } = Route.useParams();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const online = useOnlineStatus();
  const favorites = useFavoriteProfiles(userId);
  useFavoritesPull();

  const { search: text, location, age, sort } = search;
  const matches = useMemo(
    () => (favorites ? queryFavorites(favorites.available, { search: text, location, age, sort }) : undefined),
    [favorites, text, location, age, sort],
  );

  const changeFilters = (patch: Partial<FavoritesSearch>, options: { replace?: boolean } = {}) => {
    void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: options.replace, resetScroll: false });
  };

  const remove = async (profileId: number) => {
    try {
      await removeFavorite(userId, profileId);
      toast({ title: t('favoritesPage.removedTitle'), description: t('favoritesPage.removedText'), variant: 'success' });
    } catch {
      toast({ title: t('favoritesPage.errorTitle'), description: t('favoritesPage.removeFailed'), variant: 'destructive' });
    }
  };

  if (!favorites || !matches) {
    return <LoadingPanel label={t('favoritesPage.loading')} layout="section" testId="favorites-loading" className="min-h-dvh" />;
  }

  if (favorites.available.length === 0 && favorites.unavailable.length === 0) {
    return (
      <section data-testid="favorites-empty" aria-labelledby="favorites-empty-title" className="mx-auto max-w-lg py-20 text-center">
        <h2 id="favorites-empty-title" className="text-xl font-semibold text-stone-900">
          {t('favoritesPage.emptyTitle')}
        </h2>
        <p className="mt-2 text-stone-700">{t('favoritesPage.emptyText')}</p>
        <Link to="/$lang/browse" params={{ lang }} className="btn-primary mt-6 px-5 py-2.5">
          {t('favoritesPage.browse')}
        </Link>
      </section>
    );
  }

  return (
    <>
      <p className="mt-2 text-stone-700">{t('favoritesPage.intro')}</p>
      {online ? null : (
        <p role="status" data-testid="favorites-offline" className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('favoritesPage.offline')}
        </p>
      )}

      {favorites.available.length > 0 ? (
        <>
          <div className="mt-6">
            <FilterPanel
              value={search}
              onChange={changeFilters}
              sorts={{ options: FAVORITE_SORTS, label: (value) => t(SORT_LABELS[value]), defaultSort: DEFAULT_FAVORITE_SORT }}
              searchPlaceholder={t('favoritesPage.searchPlaceholder')}
              testId="favorites-filters"
            />
          </div>

          <section aria-labelledby="favorites-results-title" className="mt-8">
            <h2 id="favorites-results-title" className="sr-only">
              {t('favoritesPage.results')}
            </h2>
            <p role="status" data-testid="favorites-count" className="text-sm font-medium text-stone-900">
              {t('favoritesPage.resultsCount', { count: matches.length })}
            </p>
            {matches.length === 0 ? (
              <NoMatches testId="favorites-no-match" onClearFilters={() => void navigate({ search: {}, resetScroll: false })} />
            ) : (
              <ProfileGrid profiles={matches.map((item) => item.card)} eagerCount={4} testId="favorites-grid" />
            )}
          </section>
        </>
      ) : null}

      <UnavailableFavorites items={favorites.unavailable} onRemove={(profileId) => void remove(profileId)} />
    </>
  );
}
