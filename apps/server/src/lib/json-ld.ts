/**
 * schema.org data that the site's pages share, for the JSON-LD in their HTML: the site and who
 * runs it, and a page of it. Each names the site by its address, so crawlers join them up.
 */

const SITE_NAME = 'CareerCard';

/** The site, in both its languages. */
export const websiteLd = (origin: string) => ({
  '@type': 'WebSite',
  '@id': `${origin}/#website`,
  name: SITE_NAME,
  url: `${origin}/`,
  inLanguage: ['en', 'bn'],
  publisher: { '@id': `${origin}/#organization` },
});

/** Who runs the site. */
export const organizationLd = (origin: string) => ({
  '@type': 'Organization',
  '@id': `${origin}/#organization`,
  name: SITE_NAME,
  url: `${origin}/`,
  logo: `${origin}/favicon.svg`,
});

/** A page of the site: a content page (WebPage) or a list of posts (CollectionPage). */
export const webPageLd = (
  type: 'WebPage' | 'CollectionPage',
  page: { name: string; description: string; url: string },
  origin: string,
) => ({
  '@context': 'https://schema.org',
  '@type': type,
  '@id': page.url,
  name: page.name,
  description: page.description,
  url: page.url,
  isPartOf: { '@type': 'WebSite', '@id': `${origin}/#website`, name: SITE_NAME, url: `${origin}/` },
});
