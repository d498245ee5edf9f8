import {
  adminCategoryListQuerySchema,
  adminCategoryListResponseSchema,
  categoryChoicesResponseSchema,
  adminCategoryResponseSchema,
  adminPostListQuerySchema,
  adminPostListResponseSchema,
  adminPostResponseSchema,
  BLOG_IMAGE_MAX_BYTES,
  blogImageUploadResponseSchema,
  categoryIdParamsSchema,
  categoryInputSchema,
  postIdParamsSchema,
  postInputSchema,
  postPatchSchema,
  publicCategoriesResponseSchema,
  publicPostListQuerySchema,
  publicPostListResponseSchema,
  publicPostResponseSchema,
} from '@careercard/shared/blog';
import { bulkResponseSchema, publishingBulkRequestSchema } from '@careercard/shared/bulk';
import { messageSchema, validationErrorSchema } from '@careercard/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';
import { runPublishing } from '../../lib/bulk';
import { publicOrigin } from '../../lib/public-origin';
import { readUpload } from '../../lib/upload';
import { varyOnLanguage } from '../../lib/vary';
import { actorOf, callerOf } from '../../plugins/access';
import { BLOG_FEED_PATH, blogFeed } from './feed';
import type { BlogService } from './service';

const editor = { access: 'admin:manage_blog' } as const;
const secured = { security: [{ bearer: [] }], tags: ['blog'] };
const IMAGE_NOT_FOUND = 'Image not found.';
const slugParams = z.object({ slug: z.string().max(200) });
const errors = { 404: messageSchema, 422: validationErrorSchema };

export const blogRoutes: FastifyPluginAsyncZod<{
  blog: BlogService;
  publicUrl: string | undefined;
}> = async (app, { blog, publicUrl }) => {
  // Blog Management (manage_blog).

  app.get(
    '/api/admin/blog/posts',
    {
      config: editor,
      schema: {
        ...secured,
        summary:
          'A page of posts without their content, newest first; ?search= matches titles, ?status= and ?category= filter',
        querystring: adminPostListQuerySchema,
        response: { 200: adminPostListResponseSchema, 422: validationErrorSchema },
      },
    },
    async (request) => ({ success: true as const, ...(await blog.listPosts(request.query)) }),
  );

  app.post(
    '/api/admin/blog/posts',
    {
      config: editor,
      schema: {
        ...secured,
        summary:
          'Write a post; its author is the caller; slug and SEO title from the title when blank',
        body: postInputSchema,
        response: { 201: adminPostResponseSchema, 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      const { account } = callerOf(request);
      const created = await blog.createPost(
        request.body,
        { id: account.id, name: account.name },
        actorOf(request),
      );
      return reply
        .status(201)
        .send({ success: true as const, message: 'Post saved.', data: created });
    },
  );

  app.get(
    '/api/admin/blog/posts/:id',
    {
      config: editor,
      schema: {
        ...secured,
        summary: 'A post as the editor opens it',
        params: postIdParamsSchema,
        response: { 200: adminPostResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await blog.getPost(request.params.id) }),
  );

  app.put(
    '/api/admin/blog/posts/:id',
    {
      config: editor,
      schema: {
        ...secured,
        summary: 'Change a post: only the fields sent (publish and unpublish send the status)',
        params: postIdParamsSchema,
        body: postPatchSchema,
        response: { 200: adminPostResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Post updated.',
      data: await blog.updatePost(request.params.id, request.body, actorOf(request)),
    }),
  );

  app.delete(
    '/api/admin/blog/posts/:id',
    {
      config: editor,
      schema: {
        ...secured,
        summary: 'Delete a post',
        params: postIdParamsSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await blog.deletePost(request.params.id, actorOf(request));
      return { message: 'Post deleted.' };
    },
  );

  app.post(
    '/api/admin/blog/posts/bulk',
    {
      config: editor,
      schema: {
        ...secured,
        summary: 'Publish, unpublish or delete many posts: each on its own, answered and audited',
        body: publishingBulkRequestSchema,
        response: { 200: bulkResponseSchema, 422: validationErrorSchema },
      },
    },
    (request) => {
      const by = actorOf(request);
      return runPublishing(request.body, {
        setStatus: (id, status) => blog.updatePost(id, { status }, by),
        remove: (id) => blog.deletePost(id, by),
      });
    },
  );

  app.get(
    '/api/admin/blog/categories',
    {
      config: editor,
      schema: {
        ...secured,
        summary: 'A page of the categories, each with how many posts it holds; ?sort=&dir=&page=',
        querystring: adminCategoryListQuerySchema,
        response: { 200: adminCategoryListResponseSchema, 422: validationErrorSchema },
      },
    },
    async (request) => ({ success: true as const, ...(await blog.listCategories(request.query)) }),
  );

  app.get(
    '/api/admin/blog/categories/choices',
    {
      config: editor,
      schema: {
        ...secured,
        summary: "Every category's id and name, A to Z, for a post's category picker",
        response: { 200: categoryChoicesResponseSchema },
      },
    },
    async () => ({ success: true as const, data: await blog.categoryChoices() }),
  );

  app.post(
    '/api/admin/blog/categories',
    {
      config: editor,
      schema: {
        ...secured,
        summary: 'Add a category (its slug made from the name when blank)',
        body: categoryInputSchema,
        response: { 201: adminCategoryResponseSchema, 422: validationErrorSchema },
      },
    },
    async (request, reply) => {
      const created = await blog.createCategory(request.body, actorOf(request));
      return reply
        .status(201)
        .send({ success: true as const, message: 'Category saved.', data: created });
    },
  );

  app.put(
    '/api/admin/blog/categories/:id',
    {
      config: editor,
      schema: {
        ...secured,
        summary: 'Change a category',
        params: categoryIdParamsSchema,
        body: categoryInputSchema,
        response: { 200: adminCategoryResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Category updated.',
      data: await blog.updateCategory(request.params.id, request.body, actorOf(request)),
    }),
  );

  app.delete(
    '/api/admin/blog/categories/:id',
    {
      config: editor,
      schema: {
        ...secured,
        summary: "Delete a category; its posts move to 'Uncategorized', which cannot be deleted",
        params: categoryIdParamsSchema,
        response: { 200: messageSchema, 409: messageSchema, ...errors },
      },
    },
    async (request) => {
      await blog.deleteCategory(request.params.id, actorOf(request));
      return { message: 'Category deleted.' };
    },
  );

  app.post(
    '/api/admin/blog/images',
    {
      config: editor,
      schema: {
        ...secured,
        consumes: ['multipart/form-data'],
        summary:
          'Store a featured image (JPG or PNG up to 5 MB, multipart image); answers its address',
        response: {
          201: blogImageUploadResponseSchema,
          400: messageSchema,
          413: messageSchema,
          415: messageSchema,
          422: validationErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const bytes = await readUpload(request, 'image', BLOG_IMAGE_MAX_BYTES);
      return reply
        .status(201)
        .send({ success: true as const, data: await blog.uploadImage(bytes) });
    },
  );

  // The public blog.

  app.get(
    '/api/blog/images/:file',
    {
      config: { access: 'public' },
      schema: {
        tags: ['blog'],
        summary: 'A featured image',
        params: z.object({ file: z.string().max(60) }),
        response: { 200: z.unknown().describe('The JPEG or PNG image'), 404: messageSchema },
      },
    },
    async (request, reply) => {
      const image = await blog.readImage(request.params.file);
      if (!image) throw notFound(IMAGE_NOT_FOUND);
      // The address changes with every upload, so the bytes behind it never do.
      return reply
        .type(image.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(image.bytes);
    },
  );

  app.get(
    '/api/blog/posts',
    {
      config: { access: 'public' },
      schema: {
        tags: ['blog'],
        summary:
          'Published posts, newest first, nine a page; ?category=<slug> for one category. Category and author names in the language Accept-Language picks where they have it',
        querystring: publicPostListQuerySchema,
        response: { 200: publicPostListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      varyOnLanguage(reply);
      return blog.publicPosts(request.query, request.locale);
    },
  );

  // For feed readers: the latest posts, in English (a feed has one language).
  app.get(
    BLOG_FEED_PATH,
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const { posts } = await blog.publicPosts({ page: 1 }, 'en');
      return reply
        .type('application/rss+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=900')
        .send(blogFeed(posts, publicOrigin(request, publicUrl)));
    },
  );

  app.get(
    '/api/blog/posts/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags: ['blog'],
        summary: 'A Published post, with up to 3 related posts and up to 4 recent ones',
        params: slugParams,
        response: { 200: publicPostResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      varyOnLanguage(reply);
      return blog.publicPost(request.params.slug, request.locale);
    },
  );

  app.get(
    '/api/blog/categories',
    {
      config: { access: 'public' },
      schema: {
        tags: ['blog'],
        summary: 'Categories with at least one Published post, with how many',
        response: { 200: publicCategoriesResponseSchema },
      },
    },
    async (request, reply) => {
      varyOnLanguage(reply);
      return { categories: await blog.publicCategories(request.locale) };
    },
  );

  // Links of the old site: the blog lives under /p/blog now.
  app.get(
    '/blog/:slug',
    { config: { access: 'public' }, schema: { hide: true, params: slugParams } },
    async (request, reply) =>
      reply.redirect(`/p/blog/${encodeURIComponent(request.params.slug)}`, 301),
  );
};
