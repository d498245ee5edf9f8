import type { PublicPostSummary } from '@careercard/shared/blog';
import type { Locale } from '@careercard/shared/locale';
import { escapeHtml } from '../../lib/escape-html';

/** The blog's name, the title of its list and its description, in each language. */
export const BLOG_TEXT: Record<Locale, { name: string; listTitle: string; description: string }> = {
  en: {
    name: 'CareerCard Blog',
    listTitle: 'Blog · CareerCard',
    description:
      'CV tips, career advice and industry news for job seekers in Bangladesh, from CareerCard.',
  },
  bn: {
    name: 'CareerCard ব্লগ',
    listTitle: 'ব্লগ · CareerCard',
    description:
      'বাংলাদেশের চাকরিপ্রার্থীদের জন্য CareerCard-এর সিভি টিপস, ক্যারিয়ার পরামর্শ ও ইন্ডাস্ট্রির খবর।',
  },
};
/** Where feed readers find the blog's latest posts. */
export const BLOG_FEED_PATH = '/p/blog/rss.xml';

/** RSS 2.0 dates are RFC 822: "Tue, 01 Dec 2026 08:00:00 GMT". */
const rfc822 = (iso: string) => new Date(iso).toUTCString();

/**
 * The blog as an RSS 2.0 feed: the latest Published posts, newest first, each with its address,
 * date, author, category and excerpt, every address absolute (feed readers fetch it from afar).
 */
export function blogFeed(posts: PublicPostSummary[], origin: string): string {
  const element = (name: string, value: string) => `<${name}>${escapeHtml(value)}</${name}>`;
  const items = posts.map((post) => {
    const link = `${origin}/p/blog/${encodeURIComponent(post.slug)}`;
    return [
      '    <item>',
      `      ${element('title', post.title)}`,
      `      ${element('link', link)}`,
      `      <guid isPermaLink="true">${escapeHtml(link)}</guid>`,
      `      ${element('pubDate', rfc822(post.publishedAt))}`,
      `      ${element('dc:creator', post.authorName)}`,
      `      ${element('category', post.category.name)}`,
      `      ${element('description', post.excerpt)}`,
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    ${element('title', BLOG_TEXT.en.name)}`,
    `    ${element('link', `${origin}/p/blog`)}`,
    `    ${element('description', BLOG_TEXT.en.description)}`,
    '    <language>en</language>',
    `    <atom:link href="${escapeHtml(origin + BLOG_FEED_PATH)}" rel="self" type="application/rss+xml" />`,
    ...(posts[0] ? [`    ${element('lastBuildDate', rfc822(posts[0].publishedAt))}`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
