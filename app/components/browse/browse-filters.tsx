// The browse filter panel: search by name or description, city, age band
// and sort. A card on large screens; on small ones the same card carries its title. The
// favourites page uses the same panel (FilterPanel) with its own sorts and search hint.
import { memo, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '#app/components/profile/profile-icons.tsx';
import { AGE_BANDS, DEFAULT_SORT } from '#app/local/catalog-query.ts';
import { type AgeBand, BROWSE_LOCATIONS, type BrowseLocation, PROFILE_SORTS, type ProfileSort } from '#contract/catalog-constants.ts';
import type { BrowseSearch } from './browse-search.ts';
import type { DraftTiming } from './filter-draft.ts';
import { createSearchBox } from './search-box.ts';

/** What the panel shows and changes. */
export interface FilterValues<S extends string> {
  search?: string | undefined;
  location?: BrowseLocation | undefined;
  age?: AgeBand | undefined;
  sort?: S | undefined;
}

type FilterPatch<S extends string> = Partial<FilterValues<S>>;

/** How a change was made: `replace` the history entry (typing); `timing`, when the URL should
 * follow (filter-draft.ts): after a pause in typing, after the next paint (a menu), or now. */
export interface FilterChangeOptions {
  replace?: boolean;
  timing?: DraftTiming;
}

/** The sort menu: its options in order, their labels, and the one an absent value means. */
export interface SortChoices<S extends string> {
  options: readonly S[];
  label: (sort: S) => string;
  defaultSort: S;
}

interface FilterPanelProps<S extends string> {
  value: FilterValues<S>;
  onChange: (patch: FilterPatch<S>, options?: FilterChangeOptions) => void;
  /** Enter or leaving the search box: whatever still waits for the URL goes now. */
  onSettle?: (() => void) | undefined;
  sorts: SortChoices<S>;
  searchPlaceholder: string;
  testId: string;
}

interface BrowseFiltersProps {
  value: BrowseSearch;
  onChange: (patch: FilterPatch<ProfileSort>, options?: FilterChangeOptions) => void;
  onSettle: () => void;
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

/** Browse's panel; drawn again only when the filters change, not with the results. */
export const BrowseFilters = memo(function BrowseFilters({ value, onChange, onSettle }: BrowseFiltersProps) {
  const { t } = useTranslation();
  const sorts = useMemo(
    (): SortChoices<ProfileSort> => ({ options: PROFILE_SORTS, label: (sort) => t(SORT_LABELS[sort]), defaultSort: DEFAULT_SORT }),
    [t],
  );
  const placeholder = useMemo(() => t('browse.searchPlaceholder'), [t]);
  return (
    <FilterPanel
      value={value}
      onChange={onChange}
      onSettle={onSettle}
      sorts={sorts}
      searchPlaceholder={placeholder}
      testId="browse-filters"
    />
  );
});

export function FilterPanel<S extends string>({ value, onChange, onSettle, sorts, searchPlaceholder, testId }: FilterPanelProps<S>) {
  const { t } = useTranslation();
  const id = useId();
  // Looked up once per language (and sort menu): the panel draws again on every filter change.
  const texts = useMemo(
    () => ({
      title: t('browse.filtersTitle'),
      search: t('browse.searchLabel'),
      location: t('browse.locationLabel'),
      allLocations: t('browse.allLocations'),
      age: t('browse.ageLabel'),
      allAges: t('browse.allAges'),
      sort: t('browse.sortLabel'),
    }),
    [t],
  );
  const sortLabels = useMemo(() => sorts.options.map((sort) => sorts.label(sort)), [sorts]);
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid={testId}
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={`${id}-title`} className="mb-3 text-lg font-semibold text-stone-900 lg:sr-only">
        {texts.title}
      </h2>
      <search className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))] lg:gap-4">
        <div className="col-span-2 lg:col-span-1">
          <label htmlFor={`${id}-search`} className={labelClass}>
            {texts.search}
          </label>
          <SearchField
            id={`${id}-search`}
            urlText={value.search ?? ''}
            placeholder={searchPlaceholder}
            onChange={onChange}
            onSettle={onSettle}
          />
        </div>
        <div>
          <label htmlFor={`${id}-location`} className={labelClass}>
            {texts.location}
          </label>
          <select
            id={`${id}-location`}
            value={value.location ?? ''}
            onChange={(event) =>
              onChange({ location: (event.target.value || undefined) as BrowseLocation | undefined }, { timing: 'paint' })
            }
            className={fieldClass}
          >
            <option value="">{texts.allLocations}</option>
            {BROWSE_LOCATIONS.map((city) => (
              <option key={city} value={city}>
                {city}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-age`} className={labelClass}>
            {texts.age}
          </label>
          <select
            id={`${id}-age`}
            value={value.age ?? ''}
            onChange={(event) => onChange({ age: (event.target.value || undefined) as AgeBand | undefined }, { timing: 'paint' })}
            className={fieldClass}
          >
            <option value="">{texts.allAges}</option>
            {AGE_BANDS.map((band) => (
              <option key={band} value={band}>
                {band}
              </option>
            ))}
          </select>
        </div>
        <div className="col-span-2 lg:col-span-1">
          <label htmlFor={`${id}-sort`} className={labelClass}>
            {texts.sort}
          </label>
          <select
            id={`${id}-sort`}
            value={value.sort ?? sorts.defaultSort}
            onChange={(event) => {
              const sort = event.target.value as S;
              onChange({ sort: sort === sorts.defaultSort ? undefined : sort }, { timing: 'paint' });
            }}
            className={fieldClass}
          >
            {sorts.options.map((sort, index) => (
              <option key={sort} value={sort}>
                {sortLabels[index]}
              </option>
            ))}
          </select>
        </div>
      </search>
    </section>
  );
}

interface SearchFieldProps {
  id: string;
  /** The search the URL (or the filters not yet in it) holds. */
  urlText: string;
  placeholder: string;
  onChange: (patch: { search?: string | undefined }, options: FilterChangeOptions) => void;
  onSettle?: (() => void) | undefined;
}

/**
 * The search box keeps its own text, so a keystroke draws this box alone and paints at once; the
 * filters, and with them the results, follow after a pause in typing, or at once on Enter or when
 * the box is left (search-box.ts, decision 044). A change made elsewhere (back button, clear
 * filters) is copied into it.
 */
function SearchField({ id, urlText, placeholder, onChange, onSettle }: SearchFieldProps) {
  const [text, setText] = useState(urlText);
  const latestOnChange = useRef(onChange);
  const latestOnSettle = useRef(onSettle);
  useEffect(() => {
    latestOnChange.current = onChange;
    latestOnSettle.current = onSettle;
  }, [onChange, onSettle]);
  const [box] = useState(() =>
    createSearchBox({
      initial: urlText,
      commit: (next, { now }) =>
        latestOnChange.current({ search: next === '' ? undefined : next }, { replace: true, timing: now ? 'now' : 'pause' }),
    }),
  );
  useEffect(() => {
    const shown = box.urlChanged(urlText);
    if (shown !== undefined) setText(shown);
  }, [box, urlText]);
  useEffect(() => () => box.dispose(), [box]);
  // Enter or leaving the box also sends what still waits for the URL (the text sent earlier).
  const flush = () => {
    if (!box.flush()) latestOnSettle.current?.();
  };

  return (
    <div className="relative">
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 mt-0.5 size-5 -translate-y-1/2 text-stone-500" />
      <input
        id={id}
        type="search"
        value={text}
        maxLength={200}
        autoComplete="off"
        enterKeyHint="search"
        placeholder={placeholder}
        onChange={(event) => {
          setText(event.target.value);
          box.type(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') flush();
        }}
        onBlur={flush}
        className={`${fieldClass} pl-10`}
      />
    </div>
  );
}
