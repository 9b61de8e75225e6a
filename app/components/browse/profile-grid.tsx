// The card grid of browse and favourites (2 / 3 / 4 columns), and what a filtered list shows
// when nothing matches: the fixed "No profiles found matching your criteria." and a way back.
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_IMAGE_SIZES, ProfileCard, type ProfileCardData } from '#app/components/profile/profile-card.tsx';
import { WIDE_ONLY } from './use-media-query.ts';

interface ProfileGridProps {
  profiles: readonly ProfileCardData[];
  /** How many cards, from the first, load their photo at once (the first row). */
  eagerCount: number;
  testId: string;
  /** From this index on, the cards show on wide screens only: browse, drawn before the width is
   * known, carries the wide page and hides what the narrow one lacks. */
  wideOnlyFrom?: number;
}

/** Drawn again only when its list changes (the page around it re-renders on every URL change). */
export const ProfileGrid = memo(function ProfileGrid({ profiles, eagerCount, testId, wideOnlyFrom }: ProfileGridProps) {
  return (
    <ul data-testid={testId} className="mt-4 grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4">
      {profiles.map((profile, index) => (
        <li key={profile.id} className={`below-fold-card ${wideOnlyFrom !== undefined && index >= wideOnlyFrom ? WIDE_ONLY.flex : 'flex'}`}>
          <div className="flex w-full [&>article]:w-full">
            <ProfileCard profile={profile} eager={index < eagerCount} sizes={CARD_IMAGE_SIZES} />
          </div>
        </li>
      ))}
    </ul>
  );
});

export function NoMatches({ testId, onClearFilters }: { testId: string; onClearFilters: () => void }) {
  const { t } = useTranslation();
  return (
    <div data-testid={testId} className="py-20 text-center">
      <p className="text-lg text-stone-800">{t('browse.empty')}</p>
      <button type="button" onClick={onClearFilters} className="btn-secondary mt-6 px-5 py-2.5">
        {t('browse.clearFilters')}
      </button>
    </div>
  );
}
