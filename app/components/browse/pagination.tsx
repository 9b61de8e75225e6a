// Previous / numbered / Next page buttons: Previous is disabled on the first page and Next on the
// last; long ranges collapse into ellipses around the current page.
import { useTranslation } from 'react-i18next';
import { pageWindow } from '#app/local/catalog-query.ts';
import { NARROW_ONLY, WIDE_ONLY } from './use-media-query.ts';

interface PaginationProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** Shown on narrow or on wide screens only: browse, drawn before the width is known, carries
   * the buttons of both its page sizes. */
  shownAt?: 'narrow' | 'wide';
}

const SHOWN_AT = { narrow: `flex ${NARROW_ONLY}`, wide: WIDE_ONLY.flex, always: 'flex' };

const buttonClass =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-50';

export function Pagination({ page, pageCount, onPage, shownAt }: PaginationProps) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t('browse.pagination')} className={`mt-10 justify-center ${SHOWN_AT[shownAt ?? 'always']}`}>
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>
          <button
            type="button"
            onClick={() => onPage(page - 1)}
            disabled={page <= 1}
            className={`${buttonClass} border-stone-300 bg-white text-stone-800 hover:bg-stone-50`}
          >
            {t('browse.previous')}
          </button>
        </li>
        {pageWindow(page, pageCount).map((n, index) =>
          n === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: an ellipsis has no identity but its place
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-stone-500">
              …
            </li>
          ) : (
            <li key={n}>
              <button
                type="button"
                onClick={() => onPage(n)}
                aria-current={n === page ? 'page' : undefined}
                aria-label={t('browse.goToPage', { page: n })}
                className={`${buttonClass} ${
                  n === page ? 'border-rose-700 bg-rose-700 text-white' : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-50'
                }`}
              >
                {n}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            onClick={() => onPage(page + 1)}
            disabled={page >= pageCount}
            className={`${buttonClass} border-stone-300 bg-white text-stone-800 hover:bg-stone-50`}
          >
            {t('browse.next')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
