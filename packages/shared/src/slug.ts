/** Slugs of V-Cards, pages, posts and categories, by one rule everywhere. */

/**
 * The spec's slug rule, applied as the user types: lowercased, spaces become hyphens, and any
 * character other than a letter, digit, underscore or hyphen is removed.
 */
export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/\s/g, '-')
    .replace(/[^a-z0-9_-]/g, '');

/** The slug as saved: the typing rule, then no hyphens doubled or at the ends. */
export const finalSlug = (text: string) =>
  slugify(text)
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
