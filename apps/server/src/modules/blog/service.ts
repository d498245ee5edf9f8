import {
  ADMIN_POST_PAGE_SIZE,
  BLOG_IMAGE_TYPE_MESSAGE,
  BLOG_PAGE_SIZE,
  CATEGORY_NOT_FOUND_MESSAGE,
  CATEGORY_PAGE_SIZE,
  CATEGORY_SLUG_TAKEN_MESSAGE,
  POST_NOT_FOUND_MESSAGE,
  POST_REQUIRED_MESSAGE,
  POST_SLUG_TAKEN_MESSAGE,
  RECENT_POSTS,
  RELATED_POSTS,
  SLUG_EMPTY_MESSAGE,
  UNCATEGORIZED_CATEGORY_ID,
  UNCATEGORIZED_UNDELETABLE_MESSAGE,
  wordsOfHtml,
  type AdminCategory,
  type AdminCategoryListQuery,
  type AdminPost,
  type AdminPostListQuery,
  type AdminPostSummary,
  type categoryInputSchema,
  type PostStatus,
  type postInputSchema,
  type postPatchSchema,
  type PublicCategory,
  type PublicPostAnswer,
  type PublicPostList,
  type PublicPostSummary,
} from '@careercard/shared/blog';
import type { Locale } from '@careercard/shared/locale';
import { finalSlug } from '@careercard/shared/slug';
import { and, asc, count, desc, eq, ilike, ne, sql, type SQL } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Db } from '../../infra/db/client';
import { appSettings, blogCategories, blogPosts } from '../../infra/db/schema';
import type { Storage } from '../../infra/storage/storage';
import { AppError, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { offsetOf, pageOrder } from '../../lib/paging';
import { detectFileKind, imagePixels } from '../../lib/file-kind';
import { safeHtml, textOfHtml } from '../../lib/safe-html';
import type { Actor, AuditService } from '../audit/service';
import { STARTER_POSTS } from './starter-posts';

const POST_SORT_COLUMNS = {
  created_at: blogPosts.createdAt,
  title: sql`lower(${blogPosts.title})`,
  category: sql`lower(${blogCategories.name})`,
  status: blogPosts.status,
};

export type BlogService = ReturnType<typeof createBlogService>;
type PostInput = z.output<typeof postInputSchema>;
type PostPatch = z.output<typeof postPatchSchema>;
type CategoryInput = z.output<typeof categoryInputSchema>;
type PostRow = typeof blogPosts.$inferSelect;
type CategoryRow = typeof blogCategories.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type SummaryRow = Pick<
  PostRow,
  | 'id'
  | 'title'
  | 'slug'
  | 'categoryId'
  | 'authorName'
  | 'status'
  | 'createdAt'
  | 'updatedAt'
  | 'publishedAt'
> & { categoryName: string };

/** Marks in app_settings that the starter posts were written once (deleted ones stay deleted). */
export const STARTER_BLOG_MARKER = 'starter_blog_v1';
/** The author of the starter posts: the site itself, named in each language. */
const SITE_AUTHOR = { name: 'CareerCard Editorial', nameBn: 'CareerCard সম্পাদকীয় দল' } as const;
/** Larger than any photo a post needs; a header claiming more is a decompression bomb. */
const MAX_PIXELS = 50_000_000;
const EXTENSIONS = { jpeg: 'jpg', png: 'png' } as const;
const CONTENT_TYPES = { jpg: 'image/jpeg', png: 'image/png' } as const;
/** `<uuid>.<jpg|png>`: a new address per upload, so it is cached for ever. */
const IMAGE_FILE = /^[0-9a-f-]{36}\.(jpg|png)$/;
/** How much of a post's HTML a card's excerpt is made from. */
const EXCERPT_SOURCE_CHARS = 4000;
const EXCERPT_CHARS = 180;

/** `%`, `_` and `\` typed in a search are looked for as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const fieldError = (field: string, message: string) =>
  new AppError(422, message, { [field]: [message] });
const unknownCategory = () => fieldError('categoryId', CATEGORY_NOT_FOUND_MESSAGE);

/** The start of a text, cut at a word and marked as cut. */
function excerptOf(text: string): string {
  if (text.length <= EXCERPT_CHARS) return text;
  const cut = text.slice(0, EXCERPT_CHARS);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > EXCERPT_CHARS / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/** What the audit log keeps of a post: its fields, and of its content only the size. */
const snapshot = (row: PostRow) => ({
  title: row.title,
  slug: row.slug,
  status: row.status,
  categoryId: row.categoryId,
  authorName: row.authorName,
  focusKeyword: row.focusKeyword,
  seoTitle: row.seoTitle,
  metaDescription: row.metaDescription,
  featuredImage: row.featuredImage,
  words: wordsOfHtml(row.content),
});

const categorySnapshot = ({ name, slug, description, nameBn, descriptionBn }: CategoryRow) => ({
  name,
  slug,
  description,
  nameBn,
  descriptionBn,
});

/** A category as staff edit it: no Bangla text is ''. */
const toAdminCategory = (row: CategoryRow, postCount: number): AdminCategory => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  description: row.description,
  nameBn: row.nameBn ?? '',
  descriptionBn: row.descriptionBn ?? '',
  postCount,
});

/** What the category modal sets: a blank Bangla text is none; one not sent stays as it is. */
function categoryColumns({ nameBn, descriptionBn, ...english }: CategoryInput, slug: string) {
  return {
    ...english,
    slug,
    ...(nameBn !== undefined && { nameBn: nameBn || null }),
    ...(descriptionBn !== undefined && { descriptionBn: descriptionBn || null }),
  };
}

/** The text in the reader's language: the Bangla when they read Bangla and there is one. */
const inLanguage = (locale: Locale, english: string, bangla: string | null) =>
  (locale === 'bn' && bangla) || english;

/** A saved slug: the one typed, else the title's; never empty. */
function slugOf(typed: string | undefined, title: string): string {
  const slug = typed || finalSlug(title);
  if (!slug) throw fieldError('slug', SLUG_EMPTY_MESSAGE);
  return slug;
}

/** Sanitised content, refused when nothing is left of it. */
function cleanContent(content: string): string {
  const clean = safeHtml(content).trim();
  if (!clean) throw fieldError('content', POST_REQUIRED_MESSAGE);
  return clean;
}

/**
 * Blog Management and the public blog: staff write posts (stored sanitised, and sanitised again
 * when served), file them under categories and publish them; readers see Published posts only.
 * Every change in the back office is audited.
 */
export function createBlogService(options: { db: Db; storage: Storage; audit: AuditService }) {
  const { db, storage, audit } = options;

  const summaryColumns = {
    id: blogPosts.id,
    title: blogPosts.title,
    slug: blogPosts.slug,
    categoryId: blogPosts.categoryId,
    categoryName: blogCategories.name,
    authorName: blogPosts.authorName,
    status: blogPosts.status,
    createdAt: blogPosts.createdAt,
    updatedAt: blogPosts.updatedAt,
    publishedAt: blogPosts.publishedAt,
  };
  const toSummary = (row: SummaryRow): AdminPostSummary => ({
    id: row.id,
    title: row.title,
    slug: row.slug,
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    authorName: row.authorName,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
  });

  /** `within` a transaction, the post is locked until it ends. */
  async function findPost(id: number, within: Pick<Db, 'select'> = db): Promise<PostRow> {
    const [row] = await within.select().from(blogPosts).where(eq(blogPosts.id, id)).for('update');
    if (!row) throw notFound(POST_NOT_FOUND_MESSAGE);
    return row;
  }

  async function adminPost(id: number, within: Pick<Db, 'select'> = db): Promise<AdminPost> {
    const [row] = await within
      .select({ post: blogPosts, categoryName: blogCategories.name })
      .from(blogPosts)
      .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
      .where(eq(blogPosts.id, id));
    if (!row) throw notFound(POST_NOT_FOUND_MESSAGE);
    const { post } = row;
    return {
      ...toSummary({ ...post, categoryName: row.categoryName }),
      content: post.content,
      focusKeyword: post.focusKeyword,
      seoTitle: post.seoTitle,
      metaDescription: post.metaDescription,
      featuredImage: post.featuredImage,
    };
  }

  /** The category stays until the transaction ends (a delete waits), or a 422 when it is gone. */
  async function holdCategory(tx: Tx, categoryId: number): Promise<void> {
    const [row] = await tx
      .select({ id: blogCategories.id })
      .from(blogCategories)
      .where(eq(blogCategories.id, categoryId))
      .for('share');
    if (!row) throw unknownCategory();
  }

  async function assertPostSlugFree(tx: Tx, slug: string, exceptId?: number): Promise<void> {
    const [taken] = await tx
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(and(eq(blogPosts.slug, slug), exceptId ? ne(blogPosts.id, exceptId) : undefined));
    if (taken) throw fieldError('slug', POST_SLUG_TAKEN_MESSAGE);
  }

  /** Two saves racing for one slug: the loser hears the same as if it had come second. */
  const slugRace =
    (constraint: string, field: string, message: string) =>
    (error: unknown): never => {
      throw isUniqueViolation(error, constraint) ? fieldError(field, message) : error;
    };

  const publishedAtFor = (status: PostStatus, current: Date | null) =>
    status === 'Published' && !current ? new Date() : current;

  const statusAction = (before: PostStatus, after: PostStatus) =>
    before === after
      ? 'post.updated'
      : after === 'Published'
        ? 'post.published'
        : 'post.unpublished';

  // The public side.

  const published = eq(blogPosts.status, 'Published');
  const publicSummaryColumns = {
    title: blogPosts.title,
    slug: blogPosts.slug,
    metaDescription: blogPosts.metaDescription,
    head: sql<string>`left(${blogPosts.content}, ${EXCERPT_SOURCE_CHARS})`,
    featuredImage: blogPosts.featuredImage,
    authorName: blogPosts.authorName,
    authorNameBn: blogPosts.authorNameBn,
    publishedAt: blogPosts.publishedAt,
    createdAt: blogPosts.createdAt,
    categoryName: blogCategories.name,
    categoryNameBn: blogCategories.nameBn,
    categorySlug: blogCategories.slug,
  };

  function toPublicSummary(
    row: {
      title: string;
      slug: string;
      metaDescription: string;
      head: string;
      featuredImage: string;
      authorName: string;
      authorNameBn: string | null;
      publishedAt: Date | null;
      createdAt: Date;
      categoryName: string;
      categoryNameBn: string | null;
      categorySlug: string;
    },
    locale: Locale,
  ): PublicPostSummary {
    return {
      title: row.title,
      slug: row.slug,
      excerpt: row.metaDescription || excerptOf(textOfHtml(row.head)),
      featuredImage: row.featuredImage,
      authorName: inLanguage(locale, row.authorName, row.authorNameBn),
      publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
      category: {
        name: inLanguage(locale, row.categoryName, row.categoryNameBn),
        slug: row.categorySlug,
      },
    };
  }

  /** Published posts matching `where`, newest first. */
  async function publicSummaries(
    locale: Locale,
    where: SQL | undefined,
    limit: number,
    offset = 0,
  ) {
    const rows = await db
      .select(publicSummaryColumns)
      .from(blogPosts)
      .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
      .where(and(published, where))
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(limit)
      .offset(offset);
    return rows.map((row) => toPublicSummary(row, locale));
  }

  async function publishedPost(slug: string) {
    const [row] = await db
      .select({
        post: blogPosts,
        categoryName: blogCategories.name,
        categoryNameBn: blogCategories.nameBn,
        categorySlug: blogCategories.slug,
      })
      .from(blogPosts)
      .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
      .where(and(published, eq(blogPosts.slug, slug)));
    return row ?? null;
  }

  async function readImage(file: string) {
    const match = IMAGE_FILE.exec(file);
    if (!match) return null;
    const bytes = await storage.get(`blog/${file}`);
    return bytes ? { contentType: CONTENT_TYPES[match[1] as 'jpg' | 'png'], bytes } : null;
  }

  return {
    /**
     * A page of the back office's list, newest first unless asked otherwise; `search` matches
     * part of a title, any case.
     */
    async listPosts({ search, status, category, sort, dir, page }: AdminPostListQuery) {
      const where = and(
        search ? ilike(blogPosts.title, likePattern(search)) : undefined,
        status ? eq(blogPosts.status, status) : undefined,
        category ? eq(blogPosts.categoryId, category) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select(summaryColumns)
          .from(blogPosts)
          .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
          .where(where)
          .orderBy(...pageOrder(POST_SORT_COLUMNS[sort], blogPosts.id, dir))
          .limit(ADMIN_POST_PAGE_SIZE)
          .offset(offsetOf(page, ADMIN_POST_PAGE_SIZE)),
        db.select({ n: count() }).from(blogPosts).where(where),
      ]);
      return {
        data: rows.map(toSummary),
        page,
        pageSize: ADMIN_POST_PAGE_SIZE,
        total: total?.n ?? 0,
      };
    },

    getPost: (id: number) => adminPost(id),

    /** A new post by `author` (its name is kept on the post); slug and SEO title from the title when blank. */
    async createPost(
      input: PostInput,
      author: { id: number; name: string },
      by: Actor,
    ): Promise<AdminPost> {
      const content = cleanContent(input.content);
      const slug = slugOf(input.slug, input.title);
      return db
        .transaction(async (tx) => {
          await holdCategory(tx, input.categoryId);
          await assertPostSlugFree(tx, slug);
          const [row] = await tx
            .insert(blogPosts)
            .values({
              ...input,
              content,
              slug,
              seoTitle: input.seoTitle || input.title,
              authorId: author.id,
              authorName: author.name,
              publishedAt: publishedAtFor(input.status, null),
            })
            .returning();
          await audit.record(
            {
              action: 'post.created',
              ...by,
              targetType: 'post',
              targetId: row!.id,
              details: { after: snapshot(row!) },
            },
            tx,
          );
          return adminPost(row!.id, tx);
        })
        .catch(slugRace('blog_posts_slug_unique', 'slug', POST_SLUG_TAKEN_MESSAGE));
    },

    /**
     * Changes the fields sent: the publish action sends the status alone. Publishing stamps the
     * first publication once; a blank slug or SEO title is filled from the title again.
     */
    async updatePost(id: number, patch: PostPatch, by: Actor): Promise<AdminPost> {
      const content = patch.content === undefined ? undefined : cleanContent(patch.content);
      return db
        .transaction(async (tx) => {
          const before = await findPost(id, tx);
          if (Object.keys(patch).length === 0) return adminPost(id, tx);
          const title = patch.title ?? before.title;
          const slug = patch.slug === undefined ? before.slug : slugOf(patch.slug, title);
          if (slug !== before.slug) await assertPostSlugFree(tx, slug, id);
          if (patch.categoryId !== undefined && patch.categoryId !== before.categoryId) {
            await holdCategory(tx, patch.categoryId);
          }
          const status = patch.status ?? before.status;
          const [after] = await tx
            .update(blogPosts)
            .set({
              ...patch,
              ...(content === undefined ? {} : { content }),
              slug,
              ...(patch.seoTitle === undefined ? {} : { seoTitle: patch.seoTitle || title }),
              status,
              publishedAt: publishedAtFor(status, before.publishedAt),
            })
            .where(eq(blogPosts.id, id))
            .returning();
          await audit.record(
            {
              action: statusAction(before.status, status),
              ...by,
              targetType: 'post',
              targetId: id,
              details: { before: snapshot(before), after: snapshot(after!) },
            },
            tx,
          );
          return adminPost(id, tx);
        })
        .catch(slugRace('blog_posts_slug_unique', 'slug', POST_SLUG_TAKEN_MESSAGE));
    },

    async deletePost(id: number, by: Actor): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await findPost(id, tx);
        await tx.delete(blogPosts).where(eq(blogPosts.id, id));
        await audit.record(
          {
            action: 'post.deleted',
            ...by,
            targetType: 'post',
            targetId: id,
            details: { before: snapshot(before) },
          },
          tx,
        );
      });
    },

    /** Every category, Uncategorized first, with how many posts (of any status) each holds. */
    /** A page of the categories, each with how many posts (of any status) it holds. */
    async listCategories({ sort, dir, page }: AdminCategoryListQuery) {
      const postCount = count(blogPosts.id);
      const columns = {
        created_at: blogCategories.id,
        name: sql`lower(${blogCategories.name})`,
        slug: blogCategories.slug,
        posts: postCount,
      };
      const [rows, [total]] = await Promise.all([
        db
          .select({ category: blogCategories, postCount })
          .from(blogCategories)
          .leftJoin(blogPosts, eq(blogPosts.categoryId, blogCategories.id))
          .groupBy(blogCategories.id)
          .orderBy(...pageOrder(columns[sort], blogCategories.id, dir))
          .limit(CATEGORY_PAGE_SIZE)
          .offset(offsetOf(page, CATEGORY_PAGE_SIZE)),
        db.select({ n: count() }).from(blogCategories),
      ]);
      return {
        data: rows.map((row) => toAdminCategory(row.category, row.postCount)),
        page,
        pageSize: CATEGORY_PAGE_SIZE,
        total: total?.n ?? 0,
      };
    },

    /** Every category's id and name, A to Z: what a post may be filed under. */
    categoryChoices: () =>
      db
        .select({ id: blogCategories.id, name: blogCategories.name })
        .from(blogCategories)
        .orderBy(asc(sql`lower(${blogCategories.name})`), asc(blogCategories.id)),

    async createCategory(input: CategoryInput, by: Actor): Promise<AdminCategory> {
      const slug = slugOf(input.slug, input.name);
      return db
        .transaction(async (tx) => {
          const [taken] = await tx
            .select({ id: blogCategories.id })
            .from(blogCategories)
            .where(eq(blogCategories.slug, slug));
          if (taken) throw fieldError('slug', CATEGORY_SLUG_TAKEN_MESSAGE);
          const [row] = await tx
            .insert(blogCategories)
            .values(categoryColumns(input, slug))
            .returning();
          await audit.record(
            {
              action: 'category.created',
              ...by,
              targetType: 'category',
              targetId: row!.id,
              details: { after: categorySnapshot(row!) },
            },
            tx,
          );
          return toAdminCategory(row!, 0);
        })
        .catch(slugRace('blog_categories_slug_unique', 'slug', CATEGORY_SLUG_TAKEN_MESSAGE));
    },

    async updateCategory(id: number, input: CategoryInput, by: Actor): Promise<AdminCategory> {
      const slug = slugOf(input.slug, input.name);
      return db
        .transaction(async (tx) => {
          const [before] = await tx
            .select()
            .from(blogCategories)
            .where(eq(blogCategories.id, id))
            .for('update');
          if (!before) throw notFound(CATEGORY_NOT_FOUND_MESSAGE);
          const [taken] = await tx
            .select({ id: blogCategories.id })
            .from(blogCategories)
            .where(and(eq(blogCategories.slug, slug), ne(blogCategories.id, id)));
          if (taken) throw fieldError('slug', CATEGORY_SLUG_TAKEN_MESSAGE);
          const [after] = await tx
            .update(blogCategories)
            .set(categoryColumns(input, slug))
            .where(eq(blogCategories.id, id))
            .returning();
          const [posts] = await tx
            .select({ count: count() })
            .from(blogPosts)
            .where(eq(blogPosts.categoryId, id));
          await audit.record(
            {
              action: 'category.updated',
              ...by,
              targetType: 'category',
              targetId: id,
              details: { before: categorySnapshot(before), after: categorySnapshot(after!) },
            },
            tx,
          );
          return toAdminCategory(after!, posts?.count ?? 0);
        })
        .catch(slugRace('blog_categories_slug_unique', 'slug', CATEGORY_SLUG_TAKEN_MESSAGE));
    },

    /** Its posts move to Uncategorized in the same transaction; Uncategorized itself stays. */
    async deleteCategory(id: number, by: Actor): Promise<{ movedPosts: number }> {
      if (id === UNCATEGORIZED_CATEGORY_ID) {
        throw new AppError(409, UNCATEGORIZED_UNDELETABLE_MESSAGE);
      }
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(blogCategories)
          .where(eq(blogCategories.id, id))
          .for('update');
        if (!before) throw notFound(CATEGORY_NOT_FOUND_MESSAGE);
        const moved = await tx
          .update(blogPosts)
          .set({ categoryId: UNCATEGORIZED_CATEGORY_ID })
          .where(eq(blogPosts.categoryId, id))
          .returning({ id: blogPosts.id });
        await tx.delete(blogCategories).where(eq(blogCategories.id, id));
        await audit.record(
          {
            action: 'category.deleted',
            ...by,
            targetType: 'category',
            targetId: id,
            details: {
              before: categorySnapshot(before),
              movedPostIds: moved.map((row) => row.id),
            },
          },
          tx,
        );
        return { movedPosts: moved.length };
      });
    },

    /** Stores a featured image (JPEG or PNG, checked by its bytes) and answers its address. */
    async uploadImage(bytes: Buffer): Promise<{ url: string }> {
      const kind = detectFileKind(bytes);
      if (kind !== 'jpeg' && kind !== 'png') throw new AppError(415, BLOG_IMAGE_TYPE_MESSAGE);
      const pixels = imagePixels(bytes, kind);
      if (pixels === null || pixels === 0 || pixels > MAX_PIXELS) {
        throw new AppError(415, BLOG_IMAGE_TYPE_MESSAGE);
      }
      const extension = EXTENSIONS[kind];
      const file = `${randomUUID()}.${extension}`;
      await storage.put(`blog/${file}`, bytes, CONTENT_TYPES[extension]);
      return { url: `/api/blog/images/${file}` };
    },

    readImage,

    /**
     * A page of Published posts, newest first, of one category when asked (404 if none such),
     * named in `locale` where they have it.
     */
    async publicPosts(
      query: { category?: string | undefined; page: number },
      locale: Locale,
    ): Promise<PublicPostList> {
      let category: PublicPostList['category'] = null;
      let where: SQL | undefined;
      if (query.category) {
        const [row] = await db
          .select()
          .from(blogCategories)
          .where(eq(blogCategories.slug, query.category));
        if (!row) throw notFound(CATEGORY_NOT_FOUND_MESSAGE);
        category = {
          name: inLanguage(locale, row.name, row.nameBn),
          slug: row.slug,
          description: inLanguage(locale, row.description, row.descriptionBn),
        };
        where = eq(blogPosts.categoryId, row.id);
      }
      const [posts, [total]] = await Promise.all([
        publicSummaries(locale, where, BLOG_PAGE_SIZE, (query.page - 1) * BLOG_PAGE_SIZE),
        db.select({ count: count() }).from(blogPosts).where(and(published, where)),
      ]);
      return {
        posts,
        page: query.page,
        pageSize: BLOG_PAGE_SIZE,
        total: total?.count ?? 0,
        category,
      };
    },

    /** A Published post (its HTML sanitised again on the way out), related and recent posts. */
    async publicPost(slug: string, locale: Locale): Promise<PublicPostAnswer> {
      const found = await publishedPost(slug);
      if (!found) throw notFound(POST_NOT_FOUND_MESSAGE);
      const { post } = found;
      const others = ne(blogPosts.id, post.id);
      const [related, recent] = await Promise.all([
        publicSummaries(
          locale,
          and(others, eq(blogPosts.categoryId, post.categoryId)),
          RELATED_POSTS,
        ),
        publicSummaries(locale, others, RECENT_POSTS),
      ]);
      const summary = toPublicSummary(
        {
          ...post,
          head: post.content.slice(0, EXCERPT_SOURCE_CHARS),
          categoryName: found.categoryName,
          categoryNameBn: found.categoryNameBn,
          categorySlug: found.categorySlug,
        },
        locale,
      );
      return {
        post: {
          ...summary,
          content: safeHtml(post.content),
          seoTitle: post.seoTitle || post.title,
          metaDescription: post.metaDescription,
          updatedAt: post.updatedAt.toISOString(),
        },
        related,
        recent,
      };
    },

    /** Categories holding at least one Published post, with how many, by the name shown. */
    async publicCategories(locale: Locale): Promise<PublicCategory[]> {
      const name =
        locale === 'bn'
          ? sql<string>`coalesce(${blogCategories.nameBn}, ${blogCategories.name})`
          : blogCategories.name;
      return db
        .select({ name, slug: blogCategories.slug, postCount: count(blogPosts.id) })
        .from(blogCategories)
        .innerJoin(blogPosts, and(eq(blogPosts.categoryId, blogCategories.id), published))
        .groupBy(blogCategories.id)
        .orderBy(asc(name));
    },

    /** Every Published post and when it last changed, for the sitemap. */
    async publishedForSitemap(): Promise<Array<{ slug: string; updatedAt: Date }>> {
      return db
        .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
        .from(blogPosts)
        .where(published)
        .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id));
    },

    /**
     * What a Published post is to search engines and link previews, or null when there is no
     * such post. `image` is the featured image, made absolute with `origin` when it is ours.
     */
    async postMeta(
      slug: string,
      origin?: string,
    ): Promise<{
      title: string;
      description: string;
      image: string | null;
      publishedAt: Date;
      updatedAt: Date;
      authorName: string;
      category: { name: string; slug: string };
    } | null> {
      const found = await publishedPost(slug);
      if (!found) return null;
      const { post } = found;
      const image = post.featuredImage
        ? post.featuredImage.startsWith('/') && origin
          ? `${origin}${post.featuredImage}`
          : post.featuredImage
        : null;
      return {
        title: post.seoTitle || post.title,
        description:
          post.metaDescription ||
          excerptOf(textOfHtml(post.content.slice(0, EXCERPT_SOURCE_CHARS))),
        image,
        publishedAt: post.publishedAt ?? post.createdAt,
        updatedAt: post.updatedAt,
        authorName: post.authorName,
        category: { name: found.categoryName, slug: found.categorySlug },
      };
    },

    /** A category by its slug (with or without posts), named in `locale`; null when there is none. */
    async categoryMeta(
      slug: string,
      locale: Locale = 'en',
    ): Promise<{ name: string; slug: string; description: string; postCount: number } | null> {
      const [row] = await db
        .select({
          name: blogCategories.name,
          nameBn: blogCategories.nameBn,
          slug: blogCategories.slug,
          description: blogCategories.description,
          descriptionBn: blogCategories.descriptionBn,
          postCount: count(blogPosts.id),
        })
        .from(blogCategories)
        .leftJoin(blogPosts, and(eq(blogPosts.categoryId, blogCategories.id), published))
        .where(eq(blogCategories.slug, slug))
        .groupBy(blogCategories.id);
      if (!row) return null;
      return {
        name: inLanguage(locale, row.name, row.nameBn),
        slug: row.slug,
        description: inLanguage(locale, row.description, row.descriptionBn),
        postCount: row.postCount,
      };
    },

    /**
     * A fresh install's posts, Published under the site's own name. Once only: the marker in
     * app_settings is written in the same transaction, so a post staff delete does not come
     * back on a restart, and of several servers starting at once one writes them while the
     * others wait and skip.
     */
    async seedStarterPosts(): Promise<{ created: string[] }> {
      return db.transaction(async (tx) => {
        const [marker] = await tx
          .insert(appSettings)
          .values({ key: STARTER_BLOG_MARKER, value: { seededAt: new Date().toISOString() } })
          .onConflictDoNothing()
          .returning({ key: appSettings.key });
        if (!marker) return { created: [] };
        const categories = await tx
          .select({ id: blogCategories.id, slug: blogCategories.slug })
          .from(blogCategories);
        const categoryOf = (slug: string) =>
          categories.find((category) => category.slug === slug)?.id ?? UNCATEGORIZED_CATEGORY_ID;
        const now = Date.now();
        const rows = await tx
          .insert(blogPosts)
          .values(
            STARTER_POSTS.map(({ category, ...post }, index) => {
              // The first post of the list is the newest: minutes apart, in the list's order.
              const at = new Date(now - index * 60_000);
              return {
                ...post,
                content: safeHtml(post.content).trim(),
                categoryId: categoryOf(category),
                authorId: null,
                authorName: SITE_AUTHOR.name,
                authorNameBn: SITE_AUTHOR.nameBn,
                status: 'Published' as const,
                publishedAt: at,
                createdAt: at,
                updatedAt: at,
              };
            }),
          )
          // A post staff already wrote at one of these addresses stays theirs.
          .onConflictDoNothing({ target: blogPosts.slug })
          .returning({ slug: blogPosts.slug });
        const created = rows.map((row) => row.slug);
        if (created.length > 0) {
          await audit.record(
            { action: 'post.starter_posts_created', targetType: 'post', details: { created } },
            tx,
          );
        }
        return { created };
      });
    },
  };
}
