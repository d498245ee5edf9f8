import { intlLocale } from '@careercard/shared/locale';
import { currentLocale } from './i18n';

/**
 * Dates, numbers and taka in the interface's language: Bangla gets Bengali digits and month
 * names ("২২ নভে, ২০২৬"), English the spec's forms. Formatters are made once per language.
 */
function perLocale<T>(make: (locale: string) => T): () => T {
  const made = new Map<string, T>();
  return () => {
    const locale = intlLocale[currentLocale()];
    let formatter = made.get(locale);
    if (!formatter) made.set(locale, (formatter = make(locale)));
    return formatter;
  };
}

/** The spec's date format: day, short month, year, hour, minute, 12-hour ("22 Nov 2026, 10:15 am"). */
const dateTime = perLocale(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    }),
);

const toDate = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);

export function formatDateTime(value: string | Date): string {
  return dateTime().format(toDate(value));
}

const date = perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }),
);

/** A day without the time: "25 December 2026". */
export function formatDate(value: string | Date): string {
  return date().format(toDate(value));
}

const number = perLocale((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }));

/** A count or a score: "1,250"; in Bangla "১,২৫০". */
export function formatNumber(value: number): string {
  return number().format(value);
}

/** An amount in taka with the spec's symbol: "৳30", "৳1,250.5"; in Bangla "৳৩০". */
export function formatTaka(amount: number): string {
  return `৳${formatNumber(amount)}`;
}
