// How the back office writes money and dates: dollars always in en-US ($1,234.50),
// whatever the admin's language; dates in her language.
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatAdminUsd(dollars: number): string {
  return usd.format(dollars);
}

export function formatAdminDate(iso: string, lang: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(date);
}
