import type { Locale } from '@careercard/shared/locale';
import type { PageMeta } from '../../plugins/web';
import { escapeHtml } from '../../lib/escape-html';
import { organizationLd, websiteLd } from '../../lib/json-ld';

/** Public things of one kind (pages, posts …): each at `prefix` + its slug, with its last change. */
export interface SitemapSource {
  prefix: string;
  list: () => Promise<Array<{ slug: string; updatedAt?: Date | undefined }>>;
}

export type SeoService = ReturnType<typeof createSeoService>;

/** The landing page's title and description in each language. */
const HOME: Record<Locale, { title: string; description: string }> = {
  en: {
    title: 'CareerCard: ATS checker, CV builder and digital business card',
    description:
      'Check your CV against a job with an ATS score, build a CV that gets read, tailor it with a cover letter, and share a digital business card. Made for job seekers in Bangladesh.',
  },
  bn: {
    title: 'CareerCard: ATS চেকার, সিভি বিল্ডার ও ডিজিটাল বিজনেস কার্ড',
    description:
      'চাকরির বিজ্ঞপ্তির সঙ্গে আপনার সিভির ATS স্কোর দেখুন, পড়ার মতো সিভি তৈরি করুন, কভার লেটারসহ প্রতিটি চাকরির জন্য সিভি সাজিয়ে নিন, আর ডিজিটাল বিজনেস কার্ড শেয়ার করুন। বাংলাদেশের চাকরিপ্রার্থীদের জন্য তৈরি।',
  },
};

/** What search engines read: the sitemap, robots.txt and the landing page's own description. */
export function createSeoService({
  paths,
  sources,
}: {
  /** Addresses always there, such as the landing page. */
  paths: string[];
  sources: SitemapSource[];
}) {
  return {
    /** Every public page, published post and public V-Card, with its last change. */
    async sitemap(origin: string): Promise<string> {
      const listed = await Promise.all(
        sources.map(async ({ prefix, list }) =>
          (await list()).map(({ slug, updatedAt }) => ({ path: prefix + slug, updatedAt })),
        ),
      );
      const entries = [...paths.map((path) => ({ path, updatedAt: undefined })), ...listed.flat()];
      const urls = entries.map(({ path, updatedAt }) =>
        [
          '  <url>',
          `    <loc>${escapeHtml(origin + path)}</loc>`,
          ...(updatedAt ? [`    <lastmod>${updatedAt.toISOString()}</lastmod>`] : []),
          '  </url>',
        ].join('\n'),
      );
      return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...urls,
        '</urlset>',
        '',
      ].join('\n');
    },

    /** Crawlers stay out of accounts and the API, except the images link previews show. */
    robots(origin: string): string {
      return [
        'User-agent: *',
        'Disallow: /dashboard',
        'Disallow: /admin',
        'Disallow: /api/',
        'Allow: /api/blog/images/',
        'Allow: /api/photos/',
        'Allow: /api/theme/files/',
        '',
        `Sitemap: ${origin}/sitemap.xml`,
        '',
      ].join('\n');
    },

    /** The landing page as search results and link previews show it, in `locale`. */
    home(origin: string, locale: Locale = 'en'): PageMeta {
      return {
        ...HOME[locale],
        url: `${origin}/`,
        jsonLd: {
          '@context': 'https://schema.org',
          '@graph': [websiteLd(origin), organizationLd(origin)],
        },
      };
    },
  };
}
