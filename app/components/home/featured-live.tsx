// The featured grid fed by the replica (Dexie, live): loaded after the home page's first render
// by featured-profiles.tsx. Skeletons while the replica fills; no section at all when there is
// nothing to feature (an empty catalogue, or offline before the first pull). While the replica
// fills, a page the server drew keeps the featured cards it came with (`drawn`).
import type { ProfileCardData } from '#app/components/profile/profile-card.tsx';
import type { Language } from '#app/i18n/language.ts';
import { useFeaturedProfiles } from '#app/local/catalog.ts';
import { useReplicaStatus } from '#app/local/replica-status.ts';
import { FEATURED_COUNT, FeaturedSection } from './featured-profiles.tsx';

export default function FeaturedLive({ lang, drawn }: { lang: Language; drawn?: readonly ProfileCardData[] | undefined }) {
  const featured = useFeaturedProfiles(FEATURED_COUNT);
  const { state } = useReplicaStatus();
  const filling = state === 'loading' || state === 'syncing' || featured === undefined;
  if (!filling && featured.length === 0) return null;
  return <FeaturedSection lang={lang} profiles={filling ? drawn : featured} />;
}
