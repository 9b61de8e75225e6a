// Home's featured grid: featured profiles from the local replica, four
// columns on large screens; skeletons of the same size while the replica is still filling, so
// the sections below do not jump (the How It Works link lands where it should). The replica
// (Dexie) is not on the first render's path: the part that reads it (featured-live.ts) loads
// once the page has loaded, and the skeletons hold its place until then — or, on a page the
// server drew, the featured cards it read (app/ssr/ssr-data.ts), the same on both sides. It is
// always this one section that shows them, so the cards the server drew stay the same elements
// when the replica's take over: a pointer on a heart or the keyboard's focus stays where it was.
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProfileCard, type ProfileCardData, ProfileCardSkeleton } from '#app/components/profile/profile-card.tsx';
import type { Language } from '#app/i18n/language.ts';
import { afterLoad } from '#app/pwa/after-load.ts';
import { loadChunk } from '#app/pwa/load-chunk.ts';
import { ssrData } from '#app/ssr/ssr-data.ts';
import type { FeaturedState } from './featured-live.ts';

export const FEATURED_COUNT = 8;
const SIZES = '(min-width: 1280px) 296px, (min-width: 1024px) 23vw, 48vw';

export function FeaturedProfiles({ lang }: { lang: Language }) {
  const drawn = ssrData().featured;
  // The replica is read after the first render, so a hydrated page first draws what the server drew.
  const [live, setLive] = useState<FeaturedState>({ kind: 'filling' });
  useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    void afterLoad()
      .then(() => loadChunk(() => import('./featured-live.ts')))
      .then(({ watchFeatured }) => {
        if (!gone) stop = watchFeatured(FEATURED_COUNT, setLive);
      });
    return () => {
      gone = true;
      stop?.();
    };
  }, []);
  if (live.kind === 'none') return null;
  const fromReplica = live.kind === 'shown';
  return <FeaturedSection lang={lang} profiles={fromReplica ? live.profiles : drawn} source={fromReplica ? 'app' : drawn && 'server'} />;
}

/** The section itself: skeletons while `profiles` is undefined. `source`: whose cards they are,
 * the page the server drew or the app's replica. */
export function FeaturedSection({
  lang,
  profiles,
  source,
}: {
  lang: Language;
  profiles: readonly ProfileCardData[] | undefined;
  source?: 'server' | 'app' | undefined;
}) {
  const { t } = useTranslation();
  const filling = profiles === undefined;
  return (
    <section
      aria-labelledby="featured-title"
      data-testid="featured-profiles"
      data-results={source}
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
    >
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
