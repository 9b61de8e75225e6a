// How the app writes dates, counts and money. Dates and counts follow the page's language; money
// is always US dollars written the en-US way ($1,234.50), whatever the language, because every
// price is charged in US dollars. A date the browser cannot read is shown as it came.

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$1,234.50". */
export function formatUsd(dollars: number): string {
  return usd.format(dollars);
}

const DATE_STYLES = {
  /** "Jan 5, 2026" */
  day: { dateStyle: 'medium' },
  /** "Jan 5, 2026, 10:04 AM" */
  dayTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** "Jan 5, 2026, 10:04:09 AM" */
  dayTimeSeconds: { dateStyle: 'medium', timeStyle: 'medium' },
  /** "January 5, 2026" */
  longDay: { dateStyle: 'long' },
  /** "January 5, 2026 at 10:04 AM" */
  longDayTime: { dateStyle: 'long', timeStyle: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof DATE_STYLES;

/** A date (an ISO text) in the language; null for no date. */
export function formatDate(iso: string, lang: string, style?: DateStyle): string;
export function formatDate(iso: string | null, lang: string, style?: DateStyle): string | null;
export function formatDate(iso: string | null, lang: string, style: DateStyle = 'day'): string | null {
  if (iso === null) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(lang, DATE_STYLES[style]).format(date);
}

/** A calendar day ("2026-01-05", no time and no zone) in the language: the same day everywhere. */
export function formatCalendarDay(day: string, lang: string, style: 'day' | 'longDay' = 'day'): string {
  const date = new Date(`${day}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : new Intl.DateTimeFormat(lang, { ...DATE_STYLES[style], timeZone: 'UTC' }).format(date);
}

/** A count in the language ("1.234" in German). */
export function formatCount(count: number, lang: string): string {
  return new Intl.NumberFormat(lang).format(count);
}

/** A file's size in kilobytes, at most one decimal, in the language ("12,3" in German); the unit is the text's. */
export function formatKilobytes(bytes: number, lang: string): string {
  return new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(bytes / 1024);
}

/** A language's name (a code such as "pt") in the page's language ("Portuguese", "portugués"); an unknown code as it came. */
export function formatLanguageName(code: string, lang: string): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
