// Home's featured grid: featured profiles from the local replica, four
// columns on large screens; skeletons of the same size while the replica is still filling, so
// the sections below do not jump (the How It Works link lands where it should). The replica
// (Dexie) is not on the first render's path: the part that reads it (featured-live.tsx) loads
// once the page has loaded, and the skeletons hold its place until then — or, on a page the
// server drew, the featured cards it read (app/ssr/ssr-data.ts), the same on both sides.
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProfileCard, type ProfileCardData, ProfileCardSkeleton } from '#app/components/profile/profile-card.tsx';
import type { Language } from '#app/i18n/language.ts';
import { afterLoad } from '#app/pwa/after-load.ts';
import { loadChunk } from '#app/pwa/load-chunk.ts';
import { ssrData } from '#app/ssr/ssr-data.ts';

export const FEATURED_COUNT = 8;
const SIZES = '(min-width: 1280px) 296px, (min-width: 1024px) 23vw, 48vw';

const FeaturedLive = lazy(() => afterLoad().then(() => loadChunk(() => import('./featured-live.tsx'))));

export function FeaturedProfiles({ lang }: { lang: Language }) {
  const drawn = ssrData().featured;
  // The live part starts after the first render, so a hydrated page first draws what the server drew.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const placeholder = <FeaturedSection lang={lang} profiles={drawn} />;
  return <Suspense fallback={placeholder}>{live ? <FeaturedLive lang={lang} drawn={drawn} /> : placeholder}</Suspense>;
}

/** The section itself: skeletons while `profiles` is undefined. */
export function FeaturedSection({ lang, profiles }: { lang: Language; profiles: readonly ProfileCardData[] | undefined }) {
  const { t } = useTranslation();
  const filling = profiles === undefined;
  return (
    <section aria-labelledby="featured-title" data-testid="featured-profiles" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="featured-title" className="text-3xl font-bold tracking-tight text-stone-900">
            {t('landing.featuredTitle')}
          </h2>
          <p className="mt-3 text-stone-700">{t('landing.featuredIntro')}</p>
        </div>
        <Link to="/$lang/browse" params={{ lang }} className="font-semibold text-rose-700 hover:text-rose-800 hover:underline">
          {t('landing.viewAll')} <span aria-hidden="true">→</span>
        </Link>
      </div>
      <ul className="mt-10 grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4" aria-busy={filling}>
        {filling
          ? Array.from({ length: FEATURED_COUNT }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <li key={index} className="flex [&>div]:w-full">
                <ProfileCardSkeleton />
              </li>
            ))
          : profiles.map((profile) => (
              <li key={profile.id} className="below-fold-card flex [&>article]:w-full">
                <ProfileCard profile={profile} sizes={SIZES} />
              </li>
            ))}
      </ul>
    </section>
  );
}
