import type { FastifyRequest } from 'fastify';
import type { PageMetaResolvers } from '../../plugins/web';
import type { BlogService } from './service';

const BLOG_DESCRIPTION =
  'CV tips, career advice and industry news for job seekers in Bangladesh, from CareerCard.';

/**
 * The blog's pages as the server sends them: the list, a post (404 unless Published) and a
 * category (404 unless it exists), each with its own title and description.
 */
export function blogPageResolvers(
  blog: BlogService,
  originOf: (request: FastifyRequest) => string,
): PageMetaResolvers {
  return {
    '/p/blog': async (_params, request) => ({
      title: 'Blog · CareerCard',
      description: BLOG_DESCRIPTION,
      url: `${originOf(request)}/p/blog`,
    }),
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
    '/p/blog/category/:slug': async (params, request) => {
      const slug = params.slug ?? '';
      const category = await blog.categoryMeta(slug);
      if (!category) return null;
      return {
        title: `${category.name} · CareerCard Blog`,
        description: category.description || BLOG_DESCRIPTION,
        url: `${originOf(request)}/p/blog/category/${encodeURIComponent(slug)}`,
      };
    },
  };
}
