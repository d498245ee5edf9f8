import { z } from 'zod';
import { toAsciiDigits } from './locale';

export const INVALID_PHONE_MESSAGE =
  'Please enter a valid Bangladeshi mobile number, such as 01712-345678.';

/**
 * Bangladeshi mobile numbers in any usual form (01712-345678, +880 1712 345678, 8801712345678,
 * also in Bengali digits) as +8801XXXXXXXXX; null when the text is not one.
 */
export function normaliseBdPhone(raw: string): string | null {
  const digits = toAsciiDigits(raw).replace(/[\s().-]/g, '');
  const match = /^(?:\+?88|0088)?0(1[3-9]\d{8})$/.exec(digits);
  return match ? `+880${match[1]}` : null;
}

/** A Bangladeshi mobile number in any usual form, read as +8801XXXXXXXXX. */
export const bdPhone = z
  .string({ error: 'The phone field is required.' })
  .trim()
  .min(1, 'The phone field is required.')
  .max(30, INVALID_PHONE_MESSAGE)
  .transform((value, ctx) => {
    const phone = normaliseBdPhone(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: INVALID_PHONE_MESSAGE });
      return z.NEVER;
    }
    return phone;
  });

/** "+8801712345678" shown as "+880 1712-345678". */
export const formatBdPhone = (phone: string) =>
  phone.replace(/^\+880(\d{4})(\d{6})$/, '+880 $1-$2');
