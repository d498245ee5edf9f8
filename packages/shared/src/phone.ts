import { toAsciiDigits } from './locale';

/**
 * Bangladeshi mobile numbers in any usual form (01712-345678, +880 1712 345678, 8801712345678,
 * also in Bengali digits) as +8801XXXXXXXXX; null when the text is not one.
 */
export function normaliseBdPhone(raw: string): string | null {
  const digits = toAsciiDigits(raw).replace(/[\s().-]/g, '');
  const match = /^(?:\+?88|0088)?0(1[3-9]\d{8})$/.exec(digits);
  return match ? `+880${match[1]}` : null;
}

/** "+8801712345678" shown as "+880 1712-345678". */
export const formatBdPhone = (phone: string) =>
  phone.replace(/^\+880(\d{4})(\d{6})$/, '+880 $1-$2');
