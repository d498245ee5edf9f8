import { describe, expect, it } from 'vitest';
import { pickLocale, toAsciiDigits } from '../src/locale';
import { verifyOtpRequestSchema } from '../src/otp';
import { normaliseBdPhone } from '../src/phone';

describe('numbers typed on a Bangla keyboard', () => {
  it('are read as the digits we store', () => {
    expect(toAsciiDigits('০১৭১২-৩৪৫৬৭৮')).toBe('01712-345678');
    expect(normaliseBdPhone('০১৭১২-৩৪৫৬৭৮')).toBe('+8801712345678');
    expect(normaliseBdPhone('+৮৮০ ১৭১২ ৩৪৫৬৭৮')).toBe('+8801712345678');
    const parsed = verifyOtpRequestSchema.parse({ phone: '01712345678', otp: '১২৩৪৫৬' });
    expect(parsed.otp).toBe('123456');
  });
});

describe('the language of a request', () => {
  it('is the best-weighted of ours in Accept-Language, else English', () => {
    expect(pickLocale('bn-BD,bn;q=0.9,en;q=0.8')).toBe('bn');
    expect(pickLocale('en-GB,bn;q=0.5')).toBe('en');
    expect(pickLocale('fr, bn;q=0.3')).toBe('bn');
    expect(pickLocale('fr, de;q=0.5')).toBe('en');
    expect(pickLocale('bn;q=0')).toBe('en');
    expect(pickLocale(undefined)).toBe('en');
  });
});
