import type { FastifyRequest } from 'fastify';
import { webPageLd } from '../../lib/json-ld';
import type { PageMetaResolvers } from '../../plugins/web';
import { BLOG_FEED_PATH, BLOG_TEXT } from './feed';
import type { BlogService } from './service';

/**
 * The blog's pages as the server sends them: the list, a post (404 unless Published) and a
 * category (404 unless it exists), each with its own title and description.
 */
export function blogPageResolvers(
  blog: BlogService,
  originOf: (request: FastifyRequest) => string,
): PageMetaResolvers {
  const feed = (request: FastifyRequest) => ({
    href: `${originOf(request)}${BLOG_FEED_PATH}`,
    type: 'application/rss+xml',
    title: BLOG_TEXT.en.name,
  });
  return {
    '/p/blog': async (_params, request, locale) => {
      const origin = originOf(request);
      const url = `${origin}/p/blog`;
      const { name, listTitle, description } = BLOG_TEXT[locale];
      return {
        title: listTitle,
        description,
        url,
        alternates: [feed(request)],
        jsonLd: webPageLd('CollectionPage', { name, description, url }, origin),
      };
    },
    '/p/blog/:slug': async (params, request) => {
      const origin = originOf(request);
      const slug = params.slug ?? '';
      const meta = await blog.postMeta(slug, origin);
      if (!meta) return null;
      const url = `${origin}/p/blog/${encodeURIComponent(slug)}`;
      return {
        title: `${meta.title} · CareerCard`,
        description: meta.description,
        url,
        image: meta.image ?? undefined,
        type: 'article',
        alternates: [feed(request)],
        jsonLd: {
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: meta.title,
          description: meta.description,
          ...(meta.image ? { image: [meta.image] } : {}),
          datePublished: meta.publishedAt.toISOString(),
          dateModified: meta.updatedAt.toISOString(),
          author: { '@type': 'Person', name: meta.authorName },
          publisher: { '@type': 'Organization', name: 'CareerCard', url: `${origin}/` },
          articleSection: meta.category.name,
          mainEntityOfPage: url,
        },
      };
    },
    '/p/blog/category/:slug': async (params, request, locale) => {
      const slug = params.slug ?? '';
      const category = await blog.categoryMeta(slug, locale);
      if (!category) return null;
      const origin = originOf(request);
      const url = `${origin}/p/blog/category/${encodeURIComponent(slug)}`;
      const description = category.description || BLOG_TEXT[locale].description;
      return {
        title: `${category.name} · ${BLOG_TEXT[locale].name}`,
        description,
        url,
        alternates: [feed(request)],
        jsonLd: webPageLd('CollectionPage', { name: category.name, description, url }, origin),
      };
    },
  };
}
