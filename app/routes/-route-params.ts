// The admin routes' address checks, by hand rather than with zod: route definitions are part of
// every visitor's first download, the back office's pages (and zod) are not.

/** An id in the address: a positive integer, or 0 (no record has it: the page says it was not found). */
export function idParam(raw: string): number {
  return /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
}

/** A list's page in the address (?page=N): from 2 up to 1,000,000; page 1 is no parameter. */
export function pageParam(raw: unknown): { page?: number } {
  const page = typeof raw === 'string' || typeof raw === 'number' ? Number(raw) : Number.NaN;
  return Number.isInteger(page) && page > 1 && page <= 1_000_000 ? { page } : {};
}
