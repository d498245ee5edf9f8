import { describe, expect, it } from 'vitest';
import { finalSlug, slugify } from '../src/slug';
import {
  VCARD_MISSING_MESSAGE,
  VCARD_SLUG_LENGTH_MESSAGE,
  VCARD_SLUG_RESERVED_MESSAGE,
  vcardSlugSchema,
} from '../src/vcards';

const problem = (input: unknown) => vcardSlugSchema.safeParse(input).error?.issues[0]?.message;

describe('V-Card slugs', () => {
  it.each([
    ['Tanjila Rahman', 'tanjila-rahman'],
    ['  Nadia  Islam ', 'nadia-islam-'],
    ['Md. Karim (CSE)', 'md-karim-cse'],
    ['dev_ops-2026', 'dev_ops-2026'],
    ['তানজিলা Rahman', 'rahman'],
    ['ÉCOLE', 'cole'],
  ])('%j becomes %j as it is typed', (input, slug) => {
    expect(slugify(input)).toBe(slug);
  });

  it.each([
    ['Job Market – Trends 2026', 'job-market-trends-2026'],
    ['  Nadia  Islam ', 'nadia-islam'],
    ['-- Dhaka --', 'dhaka'],
  ])('%j is saved, and shown before it is saved, as %j', (input, slug) => {
    expect(finalSlug(input)).toBe(slug);
    // Typed on, the slug shown keeps what will be saved.
    expect(finalSlug(slugify(input))).toBe(slug);
  });

  it('saves the slug without doubled or outer hyphens', () => {
    expect(vcardSlugSchema.parse('Tanjila Rahman')).toBe('tanjila-rahman');
    expect(vcardSlugSchema.parse('  Nadia  Islam ')).toBe('nadia-islam');
  });

  it('refuses an empty, short, long or reserved slug with a clear message', () => {
    expect(problem('')).toBe(VCARD_MISSING_MESSAGE);
    expect(problem('তানজিলা')).toBe(VCARD_MISSING_MESSAGE);
    expect(problem(undefined)).toBe(VCARD_MISSING_MESSAGE);
    expect(problem('ab')).toBe(VCARD_SLUG_LENGTH_MESSAGE);
    expect(problem('a'.repeat(61))).toBe(VCARD_SLUG_LENGTH_MESSAGE);
    expect(problem('Admin')).toBe(VCARD_SLUG_RESERVED_MESSAGE);
    expect(problem('-api-')).toBe(VCARD_SLUG_RESERVED_MESSAGE);
  });
});
