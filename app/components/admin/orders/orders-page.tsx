// The orders (/admin/orders): search on the server by order number, buyer email
// or profile name (debounced, kept in the URL), filters for status, mode (test or live) and dates,
// 25 a page with buttons that reach every page, and loading, error and empty states. Any new
// search or filter starts again from page 1.

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listOrders } from '#app/api/admin-orders.ts';
import { Pagination } from '#app/components/browse/pagination.tsx';
import { formatCount } from '#app/i18n/format.ts';
import { ADMIN_ORDER_FILTERS, ADMIN_ORDER_MODES, ADMIN_ORDERS_PAGE_SIZE, ADMIN_ORDERS_SEARCH_MAX } from '#contract/admin-order.schema.ts';
import { AdminPage } from '../admin-page.tsx';
import { LoadError, LoadingText } from '../dashboard/load-state.tsx';
import { useDebouncedValue } from '../profiles/use-debounced-value.ts';
import { OrderRows } from './order-rows.tsx';
import { hasOrderFilters, type OrdersSearch, ordersQuery } from './orders-search.ts';

const SEARCH_DELAY_MS = 300;
const field = 'mt-1 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900';

export function OrdersPage({
  search,
  onChange,
}: {
  search: OrdersSearch;
  /** A new address; `replace` while typing, so the history is not one entry per key. */
  onChange: (next: OrdersSearch, options?: { replace?: boolean }) => void;
}) {
  const { t, i18n } = useTranslation();
  const ids = { search: useId(), status: useId(), mode: useId(), from: useId(), to: useId() };
  const page = search.page ?? 1;

  const [text, setText] = useState(search.q ?? '');
  const typed = useDebouncedValue(text, SEARCH_DELAY_MS);
  // the address changed from elsewhere (back button, a link): the box follows it
  const [shown, setShown] = useState(search.q ?? '');
  if ((search.q ?? '') !== shown) {
    setShown(search.q ?? '');
    setText(search.q ?? '');
  }
  const lastTyped = useRef(typed);
  useEffect(() => {
    if (typed === lastTyped.current) return;
    lastTyped.current = typed;
    const next = typed.trim() ? typed.trim() : undefined;
    if ((next ?? '') !== (search.q ?? '')) onChange({ ...search, q: next, page: undefined }, { replace: true });
  }, [typed, search, onChange]);

  const list = useQuery({
    queryKey: ['admin', 'orders', 'list', { ...search, page }],
    queryFn: () => listOrders(ordersQuery(search)),
    placeholderData: keepPreviousData,
  });

  const rows = list.data?.data ?? [];
  const total = list.data?.total ?? rows.length;
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_ORDERS_PAGE_SIZE));
  const from = (page - 1) * ADMIN_ORDERS_PAGE_SIZE + 1;
  const count = (n: number) => formatCount(n, i18n.language);
  const set = (patch: Partial<OrdersSearch>) => onChange({ ...search, ...patch, page: undefined });

  return (
    <AdminPage title={t('admin.nav.orders')}>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto_auto]">
        <div className="sm:col-span-2 lg:col-span-1">
          <label htmlFor={ids.search} className="block text-sm font-medium text-stone-800">
            {t('adminOrders.searchLabel')}
          </label>
          <input
            id={ids.search}
            type="search"
            value={text}
            maxLength={ADMIN_ORDERS_SEARCH_MAX}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('adminOrders.searchPlaceholder')}
            className={`${field} placeholder:text-stone-500`}
          />
        </div>
        <div>
          <label htmlFor={ids.status} className="block text-sm font-medium text-stone-800">
            {t('adminOrders.statusLabel')}
          </label>
          <select
            id={ids.status}
            value={search.status ?? ''}
            onChange={(event) => set({ status: (event.target.value || undefined) as OrdersSearch['status'] })}
            className={field}
          >
            <option value="">{t('adminOrders.filters.all')}</option>
            {ADMIN_ORDER_FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {t(`adminOrders.filters.${filter}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.mode} className="block text-sm font-medium text-stone-800">
            {t('adminOrders.modeLabel')}
          </label>
          <select
            id={ids.mode}
            value={search.mode ?? ''}
            onChange={(event) => set({ mode: (event.target.value || undefined) as OrdersSearch['mode'] })}
            className={field}
          >
            <option value="">{t('adminOrders.modes.all')}</option>
            {ADMIN_ORDER_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {t(`adminOrders.modes.${mode}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.from} className="block text-sm font-medium text-stone-800">
            {t('adminOrders.fromLabel')}
          </label>
          <input
            id={ids.from}
            type="date"
            value={search.from ?? ''}
            max={search.to}
            onChange={(event) => set({ from: event.target.value || undefined })}
            className={field}
          />
        </div>
        <div>
          <label htmlFor={ids.to} className="block text-sm font-medium text-stone-800">
            {t('adminOrders.toLabel')}
          </label>
          <input
            id={ids.to}
            type="date"
            value={search.to ?? ''}
            min={search.from}
            onChange={(event) => set({ to: event.target.value || undefined })}
            className={field}
          />
        </div>
      </div>
      {hasOrderFilters(search) ? (
        <button type="button" className="btn-secondary mt-3 px-3 py-1.5 text-sm" onClick={() => onChange({})}>
          {t('adminOrders.clearFilters')}
        </button>
      ) : null}

      <div className="mt-6" aria-busy={list.isFetching}>
        {list.isPending ? (
          <LoadingText text={t('adminOrders.loading')} />
        ) : list.isError && !list.data ? (
          <LoadError text={t('adminOrders.error')} retryText={t('adminOrders.retry')} onRetry={() => void list.refetch()} />
        ) : rows.length === 0 ? (
          <p role="status" className="py-10 text-center text-stone-700" data-testid="orders-empty">
            {hasOrderFilters(search) ? t('adminOrders.noMatches') : t('adminOrders.empty')}
          </p>
        ) : (
          <>
            <div className="mb-3 flex flex-wrap items-center justify-between gap-2 text-sm text-stone-700">
              <p role="status" data-testid="orders-showing">
                {t('adminOrders.showing', {
                  from: count(from),
                  to: count(from + rows.length - 1),
                  total: count(total),
                })}
              </p>
              <p>{t('adminOrders.pageOf', { page, pages: pageCount })}</p>
            </div>
            {list.isError ? (
              <LoadError text={t('adminOrders.error')} retryText={t('adminOrders.retry')} onRetry={() => void list.refetch()} />
            ) : null}
            <OrderRows orders={rows} />
            <Pagination page={page} pageCount={pageCount} onPage={(next) => onChange({ ...search, page: next > 1 ? next : undefined })} />
          </>
        )}
      </div>
    </AdminPage>
  );
}
