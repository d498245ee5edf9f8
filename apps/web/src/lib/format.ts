import { intlLocale, toBengaliDigits, type Locale } from '@careercard/shared/locale';
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

/**
 * Morning and afternoon in the languages whose CLDR data leaves them in English: bn-BD's
 * 12-hour clock says "AM"/"PM". Index 0 before noon, 1 from noon.
 */
const dayPeriods: Partial<Record<Locale, readonly [string, string]>> = {
  bn: ['পূর্বাহ্ণ', 'অপরাহ্ণ'],
};

/** Every date with its time on screen: "22 Nov 2026, 10:15 am"; in Bangla "২২ নভে, ২০২৬, ১০:১৫ পূর্বাহ্ণ". */
export function formatDateTime(value: string | Date): string {
  const date = toDate(value);
  const periods = dayPeriods[currentLocale()];
  if (!periods) return dateTime().format(date);
  return dateTime()
    .formatToParts(date)
    .map((part) => (part.type === 'dayPeriod' ? periods[date.getHours() < 12 ? 0 : 1] : part.value))
    .join('');
}

const date = perLocale(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      // Bangladesh days, wherever the page is read or rendered: a post's date is the same in
      // the HTML the server sends (in UTC) as in the browser that hydrates it.
      timeZone: 'Asia/Dhaka',
    }),
);

/** A day without the time, as in Bangladesh: "25 December 2026". */
export function formatDate(value: string | Date): string {
  return date().format(toDate(value));
}

const number = perLocale((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }));

/** A count or a score: "1,250"; in Bangla "১,২৫০". */
export function formatNumber(value: number): string {
  return number().format(value);
}

const list = perLocale((locale) => new Intl.ListFormat(locale, { type: 'conjunction' }));

/** Names in a sentence: "Tools, Publications and References"; in Bangla with its own "ও". */
export function formatList(names: string[]): string {
  return list().format(names);
}

/** An amount in taka with the spec's symbol: "৳30", "৳1,250.5"; in Bangla "৳৩০". */
export function formatTaka(amount: number): string {
  return `৳${formatNumber(amount)}`;
}

/**
 * A code read digit by digit (a verification code), in the reader's digits: "046810" stays
 * "046810" in English and is "০৪৬৮১০" in Bangla. Leading zeros stay, unlike a number's.
 */
export function formatDigits(code: string): string {
  return currentLocale() === 'bn' ? toBengaliDigits(code) : code;
}
