// How the people pages of the back office write dates and money: dates in the admin's language,
// money always in US dollars with en-US formatting, whatever the language.
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatUsd(amount: number): string {
  return usd.format(amount);
}

/** "Jan 5, 2026" in the admin's language; null for no date. */
export function formatDay(iso: string | null, lang: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(date);
}

/** "Jan 5, 2026, 10:04 AM" in the admin's language; null for no date. */
export function formatDateTime(iso: string | null, lang: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** A site user's display name: first and last name, else the username. */
export function displayName(user: { firstName: string | null; lastName: string | null; username: string }): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
}
