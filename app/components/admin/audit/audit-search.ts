// The audit log page's URL search params (/admin/audit?action=…&adminId=…&page=2): each filter
// is checked with the API's own schema and dropped when it is bad, so a mistyped address shows
// the unfiltered log instead of an error. The page is 1-based; the API's offset derives from it.
import { AUDIT_PAGE_SIZE, type AuditFilter, AuditFilterSchema } from '#contract/admin-audit.schema.ts';

export interface AuditSearch extends AuditFilter {
  page?: number;
}

const FILTER_KEYS = ['action', 'adminId', 'targetType', 'targetId', 'from', 'to'] as const;

export function parseAuditSearch(raw: Record<string, unknown>): AuditSearch {
  const search: AuditSearch = {};
  for (const key of FILTER_KEYS) {
    if (raw[key] === undefined || raw[key] === '') continue;
    const parsed = AuditFilterSchema.shape[key].safeParse(typeof raw[key] === 'number' ? String(raw[key]) : raw[key]);
    if (parsed.success && parsed.data !== undefined) Object.assign(search, { [key]: parsed.data });
  }
  const page = Number(raw.page);
  if (Number.isInteger(page) && page > 1) search.page = page;
  return search;
}

/** The API's query string for a search: the filters, limit and the page's offset. */
export function auditQueryString(search: AuditSearch): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = search[key];
    if (value !== undefined) params.set(key, String(value));
  }
  params.set('limit', String(AUDIT_PAGE_SIZE));
  params.set('offset', String(((search.page ?? 1) - 1) * AUDIT_PAGE_SIZE));
  return params.toString();
}

/** Whether any filter is set (the empty state then says "no entries match"). */
export function hasFilters(search: AuditSearch): boolean {
  return FILTER_KEYS.some((key) => search[key] !== undefined);
}
