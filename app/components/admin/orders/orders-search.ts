// The order list's address (/admin/orders?q&status&mode&from&to&page): each value is checked with
// the API's own schema and dropped when it is bad, so a mistyped address shows the plain list
// instead of an error. The page is 1-based; the API's offset derives from it.
import { ADMIN_ORDERS_PAGE_SIZE, AdminOrdersQuerySchema } from '#contract/admin-order.schema.ts';

const FILTER_KEYS = ['q', 'status', 'mode', 'from', 'to'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

export type OrdersSearch = {
  [K in FilterKey]?: NonNullable<(typeof AdminOrdersQuerySchema)['_zod']['output'][K]>;
} & { page?: number };

export function parseOrdersSearch(raw: Record<string, unknown>): OrdersSearch {
  const search: OrdersSearch = {};
  for (const key of FILTER_KEYS) {
    const value = typeof raw[key] === 'number' ? String(raw[key]) : raw[key];
    if (value === undefined || value === '') continue;
    const parsed = AdminOrdersQuerySchema.shape[key].safeParse(value);
    if (parsed.success && parsed.data !== undefined && parsed.data !== '') Object.assign(search, { [key]: parsed.data });
  }
  const page = Number(raw.page);
  if (Number.isInteger(page) && page > 1 && page <= 1_000_000) search.page = page;
  return search;
}

/** The API query string of one page of the list. */
export function ordersQuery(search: OrdersSearch): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = search[key];
    if (value !== undefined) params.set(key, String(value));
  }
  params.set('limit', String(ADMIN_ORDERS_PAGE_SIZE));
  params.set('offset', String(((search.page ?? 1) - 1) * ADMIN_ORDERS_PAGE_SIZE));
  return String(params);
}

/** Whether any filter is set (the empty state then says "no orders match"). */
export function hasOrderFilters(search: OrdersSearch): boolean {
  return FILTER_KEYS.some((key) => search[key] !== undefined);
}
