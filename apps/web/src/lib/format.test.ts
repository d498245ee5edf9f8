import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDigits, formatNumber, formatTaka } from './format';
import i18n, { changeLocale, chosenLocale } from './i18n';

afterEach(async () => {
  await changeLocale('en');
  localStorage.clear();
});

describe('numbers, dates and taka in the chosen language', () => {
  it('are written the English way in English', () => {
    expect(formatTaka(1250.5)).toBe('৳1,250.5');
    expect(formatNumber(123456)).toBe('123,456');
    expect(formatDate('2026-12-25T06:00:00Z')).toBe('25 December 2026');
    expect(i18n.t('footer.rights', { year: 2026 })).toBe('© 2026 CareerCard. All rights reserved.');
  });

  it('use Bengali digits, Bangla months and Bangladeshi grouping in Bangla', async () => {
    await changeLocale('bn');
    expect(formatTaka(1250.5)).toBe('৳১,২৫০.৫');
    expect(formatNumber(123456)).toBe('১,২৩,৪৫৬');
    expect(formatDate('2026-12-25T06:00:00Z')).toBe('২৫ ডিসেম্বর, ২০২৬');
    // A year or an order number in a sentence keeps its digits together.
    expect(i18n.t('footer.rights', { year: 2026 })).toContain('২০২৬');
    expect(i18n.t('validation.characterCount', { length: 1200, max: 50000 })).toContain('১,২০০');
  });

  it('write times with the Bangla words for morning and afternoon, never AM and PM', async () => {
    // Local times: the formatter writes the reader's own clock.
    const morning = new Date(2026, 10, 22, 10, 15);
    const evening = new Date(2026, 10, 22, 22, 15);
    expect(formatDateTime(evening)).toBe('22 Nov 2026, 10:15 pm');
    await changeLocale('bn');
    expect(formatDateTime(morning)).toBe('২২ নভে, ২০২৬, ১০:১৫ পূর্বাহ্ণ');
    expect(formatDateTime(evening)).toBe('২২ নভে, ২০২৬, ১০:১৫ অপরাহ্ণ');
  });

  it("write a code digit by digit in the reader's digits, leading zeros kept", async () => {
    expect(formatDigits('046810')).toBe('046810');
    await changeLocale('bn');
    expect(formatDigits('046810')).toBe('০৪৬৮১০');
  });

  it('remember the choice in the browser and mark the page with it', async () => {
    await changeLocale('bn');
    expect(chosenLocale()).toBe('bn');
    expect(document.documentElement.lang).toBe('bn');
    expect(i18n.t('nav.login')).toBe('লগইন');
  });
});
