// The addresses of the reports queue (/admin/reports?status&type&assigned&overdue&order&page) and
// of the inbox (/admin/messages?subject&read&folder&page): each filter is checked with the API's
// own schema and dropped when it is bad, so a mistyped address shows the plain list. The page is
// 1-based; the API's offset derives from it.
import { z } from 'zod/mini';
import { MESSAGES_PAGE_SIZE, type MessageFilter, MessageFilterSchema } from '#contract/admin-message.schema.ts';
import { REPORTS_PAGE_SIZE, type ReportFilter, ReportFilterSchema } from '#contract/admin-report.schema.ts';

export type ReportsSearch = ReportFilter & { page?: number };
export type MessagesSearch = MessageFilter & { page?: number };

const Page = z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1_000_000));

function pick<T extends object>(
  shape: Record<string, { safeParse(value: unknown): { success: boolean; data?: unknown } }>,
  raw: Record<string, unknown>,
): T & { page?: number } {
  const out: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(shape)) {
    const value = typeof raw[key] === 'boolean' || typeof raw[key] === 'number' ? String(raw[key]) : raw[key];
    if (value === undefined || value === '') continue;
    const parsed = schema.safeParse(value);
    if (parsed.success && parsed.data !== undefined) out[key] = parsed.data;
  }
  const page = Page.safeParse(raw.page);
  if (page.success && page.data > 1) out.page = page.data;
  return out as T & { page?: number };
}

function apiQuery(search: Record<string, unknown>, pageSize: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) if (key !== 'page' && value !== undefined) params.set(key, String(value));
  params.set('limit', String(pageSize));
  params.set('offset', String(((Number(search.page) || 1) - 1) * pageSize));
  return String(params);
}

export const parseReportsSearch = (raw: Record<string, unknown>): ReportsSearch => pick<ReportFilter>(ReportFilterSchema.shape, raw);
export const parseMessagesSearch = (raw: Record<string, unknown>): MessagesSearch => pick<MessageFilter>(MessageFilterSchema.shape, raw);
/** The API query strings of one page of the reports queue and of the inbox. */
export const reportsQuery = (search: ReportsSearch) => apiQuery(search, REPORTS_PAGE_SIZE);
export const messagesQuery = (search: MessagesSearch) => apiQuery(search, MESSAGES_PAGE_SIZE);
