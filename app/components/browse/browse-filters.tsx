// The browse filter panel (storefront §2 Browse): search by name or description, city, age band
// and sort. A card on large screens; on small ones the same card carries its title. The
// favourites page uses the same panel (FilterPanel) with its own sorts and search hint.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AgeBand, BROWSE_LOCATIONS, type BrowseLocation, PROFILE_SORTS, type ProfileSort } from '#api/contract/catalog-constants.ts';
import { SearchIcon } from '#app/components/profile/profile-icons.tsx';
import { AGE_BANDS, DEFAULT_SORT } from '#app/local/catalog-query.ts';
import type { BrowseSearch } from './browse-search.ts';

/** What the panel shows and changes. */
export interface FilterValues<S extends string> {
  search?: string | undefined;
  location?: BrowseLocation | undefined;
  age?: AgeBand | undefined;
  sort?: S | undefined;
}

type FilterPatch<S extends string> = Partial<FilterValues<S>>;

/** The sort menu: its options in order, their labels, and the one an absent value means. */
export interface SortChoices<S extends string> {
  options: readonly S[];
  label: (sort: S) => string;
  defaultSort: S;
}

interface FilterPanelProps<S extends string> {
  value: FilterValues<S>;
  onChange: (patch: FilterPatch<S>, options?: { replace?: boolean }) => void;
  sorts: SortChoices<S>;
  searchPlaceholder: string;
  testId: string;
}

interface BrowseFiltersProps {
  value: BrowseSearch;
  onChange: (patch: FilterPatch<ProfileSort>, options?: { replace?: boolean }) => void;
}

const SORT_LABELS = {
  newest: 'browse.sortNewest',
  oldest: 'browse.sortOldest',
  youngest: 'browse.sortYoungest',
  'oldest-age': 'browse.sortOldestAge',
} as const satisfies Record<ProfileSort, string>;

const fieldClass =
  'mt-1 block h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 shadow-xs focus:border-rose-600 focus:outline-none focus:ring-2 focus:ring-rose-600/30 sm:text-sm';
const labelClass = 'block text-sm font-medium text-stone-800';

export function BrowseFilters({ value, onChange }: BrowseFiltersProps) {
  const { t } = useTranslation();
  return (
    <FilterPanel
      value={value}
      onChange={onChange}
      sorts={{ options: PROFILE_SORTS, label: (sort) => t(SORT_LABELS[sort]), defaultSort: DEFAULT_SORT }}
      searchPlaceholder={t('browse.searchPlaceholder')}
      testId="browse-filters"
    />
  );
}

export function FilterPanel<S extends string>({ value, onChange, sorts, searchPlaceholder, testId }: FilterPanelProps<S>) {
  const { t } = useTranslation();
  const id = useId();
  const urlText = value.search ?? '';
  // The box keeps its own text so typing never waits for the router; a change of the URL
  // from elsewhere (back button, clear filters) is copied into it.
  const [text, setText] = useState(urlText);
  const pushed = useRef(urlText);
  useEffect(() => {
    if (urlText !== pushed.current) {
      pushed.current = urlText;
      setText(urlText);
    }
  }, [urlText]);

  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid={testId}
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={`${id}-title`} className="mb-3 text-lg font-semibold text-stone-900 lg:sr-only">
        {t('browse.filtersTitle')}
      </h2>
      <search className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))] lg:gap-4">
        <div className="col-span-2 lg:col-span-1">
          <label htmlFor={`${id}-search`} className={labelClass}>
            {t('browse.searchLabel')}
          </label>
          <div className="relative">
            <SearchIcon className="pointer-events-none absolute top-1/2 left-3 mt-0.5 size-5 -translate-y-1/2 text-stone-500" />
            <input
              id={`${id}-search`}
              type="search"
              value={text}
              maxLength={200}
              autoComplete="off"
              enterKeyHint="search"
              placeholder={searchPlaceholder}
              onChange={(event) => {
                const next = event.target.value;
                setText(next);
                pushed.current = next;
                onChange({ search: next === '' ? undefined : next }, { replace: true });
              }}
              className={`${fieldClass} pl-10`}
            />
          </div>
        </div>
        <div>
          <label htmlFor={`${id}-location`} className={labelClass}>
            {t('browse.locationLabel')}
          </label>
          <select
            id={`${id}-location`}
            value={value.location ?? ''}
            onChange={(event) => onChange({ location: (event.target.value || undefined) as BrowseLocation | undefined })}
            className={fieldClass}
          >
            <option value="">{t('browse.allLocations')}</option>
            {BROWSE_LOCATIONS.map((city) => (
              <option key={city} value={city}>
                {city}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-age`} className={labelClass}>
            {t('browse.ageLabel')}
          </label>
          <select
            id={`${id}-age`}
            value={value.age ?? ''}
            onChange={(event) => onChange({ age: (event.target.value || undefined) as AgeBand | undefined })}
            className={fieldClass}
          >
            <option value="">{t('browse.allAges')}</option>
            {AGE_BANDS.map((band) => (
              <option key={band} value={band}>
                {band}
              </option>
            ))}
          </select>
        </div>
        <div className="col-span-2 lg:col-span-1">
          <label htmlFor={`${id}-sort`} className={labelClass}>
            {t('browse.sortLabel')}
          </label>
          <select
            id={`${id}-sort`}
            value={value.sort ?? sorts.defaultSort}
            onChange={(event) => {
              const sort = event.target.value as S;
              onChange({ sort: sort === sorts.defaultSort ? undefined : sort });
            }}
            className={fieldClass}
          >
            {sorts.options.map((sort) => (
              <option key={sort} value={sort}>
                {sorts.label(sort)}
              </option>
            ))}
          </select>
        </div>
      </search>
    </section>
  );
}
