/** The interface languages: English and Bangla. */
export const locales = ['en', 'bn'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** Intl's name for each language: Bangla as written in Bangladesh, with Bengali digits. */
export const intlLocale: Record<Locale, string> = { en: 'en-GB', bn: 'bn-BD' };

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (locales as readonly string[]).includes(value);

/**
 * The best of our languages for an Accept-Language header ("bn-BD,bn;q=0.9,en;q=0.8"): the
 * highest-weighted tag whose primary language we have; English when none is.
 */
export function pickLocale(acceptLanguage: string | undefined): Locale {
  if (!acceptLanguage) return defaultLocale;
  let best: { locale: Locale; weight: number } | undefined;
  for (const part of acceptLanguage.split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (!isLocale(primary)) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (!Number.isFinite(weight) || weight <= 0) continue;
    if (!best || weight > best.weight) best = { locale: primary, weight };
  }
  return best?.locale ?? defaultLocale;
}

/** A stored or sent language as one of ours; anything else is English. */
export const toLocale = (value: unknown): Locale => (isLocale(value) ? value : defaultLocale);

/** Bengali digits (০–৯), as typed on a Bangla keyboard, read as the ASCII ones we store. */
export const toAsciiDigits = (text: string) =>
  text.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));

/** The other way: each ASCII digit written as its Bengali one, for a code or number a reader sees. */
export const toBengaliDigits = (text: string) =>
  text.replace(/[0-9]/g, (digit) => String.fromCharCode(0x09e6 + Number(digit)));

/** The months, January first, in English and as Bangla writes them (dates on a Bangla CV). */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
export const BANGLA_MONTH_NAMES = [
  'জানুয়ারি',
  'ফেব্রুয়ারি',
  'মার্চ',
  'এপ্রিল',
  'মে',
  'জুন',
  'জুলাই',
  'আগস্ট',
  'সেপ্টেম্বর',
  'অক্টোবর',
  'নভেম্বর',
  'ডিসেম্বর',
] as const;

/**
 * A month's number (1–12) from its English name or abbreviation ("Sep", "Sept.", "September",
 * read by its first three letters) or its Bangla name; 0 when the word names none.
 */
export function monthNumber(word: string): number {
  const bangla = (BANGLA_MONTH_NAMES as readonly string[]).indexOf(word);
  if (bangla >= 0) return bangla + 1;
  const short = word.slice(0, 3).toLowerCase();
  return MONTH_NAMES.findIndex((month) => month.slice(0, 3).toLowerCase() === short) + 1;
}
