import { z } from 'zod';
import { MAX_DB_INTEGER } from './validation';
import { listQuerySchema, pageFields, pageQuery, sortDirection } from './pagination';
import { finalSlug } from './slug';

/**
 * Blog Management (admin spec §2, §5) and the public blog (/p/blog, user spec §2): posts written
 * by staff, filed under categories, shown to readers once Published.
 */

export const postStatuses = ['Draft', 'Published'] as const;
export type PostStatus = (typeof postStatuses)[number];

/** Where the posts of a deleted category go; it cannot be deleted itself. */
export const UNCATEGORIZED_CATEGORY_ID = 1;
/** Posts on a page of the public list. */
export const BLOG_PAGE_SIZE = 9;
export const RELATED_POSTS = 3;
export const RECENT_POSTS = 4;

export const POST_REQUIRED_MESSAGE = 'Title and content are required.';
export const CATEGORY_NAME_MESSAGE = 'Please enter a category name.';
export const UNCATEGORIZED_UNDELETABLE_MESSAGE = "The 'Uncategorized' category cannot be deleted.";
export const POST_NOT_FOUND_MESSAGE = 'Post not found.';
export const CATEGORY_NOT_FOUND_MESSAGE = 'Category not found.';
export const POST_SLUG_TAKEN_MESSAGE =
  'Another post already uses this slug. Please choose another.';
export const CATEGORY_SLUG_TAKEN_MESSAGE =
  'Another category already uses this slug. Please choose another.';
export const SLUG_EMPTY_MESSAGE = 'The slug needs at least one English letter or digit.';
const FEATURED_IMAGE_MESSAGE =
  'The featured image must be an https:// address or an uploaded image.';

/** Featured images uploaded in the editor: JPEG or PNG, checked by their bytes. */
const BLOG_IMAGE_MAX_MB = 5;
export const BLOG_IMAGE_MAX_BYTES = BLOG_IMAGE_MAX_MB * 1024 * 1024;
export const blogImageAccept = 'image/jpeg,image/png';
export const BLOG_IMAGE_TYPE_MESSAGE = 'Please upload a JPG or PNG image.';
/** Where an uploaded image is served: relative, so it works on any host the site answers at. */
const BLOG_IMAGE_PATH = /^\/api\/blog\/images\/[0-9a-f-]{36}\.(?:jpg|png)$/;

/** The spec's SEO limits: advisory only, they block nothing. */
export const SEO_LIMITS = {
  titleMin: 40,
  titleMax: 60,
  descriptionMin: 120,
  descriptionMax: 160,
  minWords: 300,
} as const;

export const seoCheckNames = [
  'titleLength',
  'descriptionLength',
  'keywordInTitle',
  'keywordInDescription',
  'keywordInSlug',
  'contentLength',
] as const;
export type SeoCheckName = (typeof seoCheckNames)[number];
export interface SeoCheck {
  check: SeoCheckName;
  ok: boolean;
}

/** The words of some HTML (tags and entities left out): what the SEO analysis counts. */
export function wordsOfHtml(html: string): number {
  const text = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z]+;|&#\d+;|&#x[0-9a-f]+;/gi, ' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/**
 * The editor's SEO analysis (admin spec §5): SEO title 40–60 characters, meta description
 * 120–160, the focus keyword in the SEO title, the description and the slug, and at least 300
 * words. Without a focus keyword, the keyword checks fail.
 */
export function seoChecks({
  seoTitle,
  metaDescription,
  focusKeyword,
  slug,
  words,
}: {
  seoTitle: string;
  metaDescription: string;
  focusKeyword: string;
  slug: string;
  /** How many words the content has (wordsOfHtml). */
  words: number;
}): SeoCheck[] {
  const title = seoTitle.trim();
  const description = metaDescription.trim();
  const keyword = focusKeyword.trim().toLowerCase();
  const keywordSlug = finalSlug(keyword);
  const within = (length: number, min: number, max: number) => length >= min && length <= max;
  return [
    {
      check: 'titleLength',
      ok: within(title.length, SEO_LIMITS.titleMin, SEO_LIMITS.titleMax),
    },
    {
      check: 'descriptionLength',
      ok: within(description.length, SEO_LIMITS.descriptionMin, SEO_LIMITS.descriptionMax),
    },
    { check: 'keywordInTitle', ok: keyword !== '' && title.toLowerCase().includes(keyword) },
    {
      check: 'keywordInDescription',
      ok: keyword !== '' && description.toLowerCase().includes(keyword),
    },
    {
      check: 'keywordInSlug',
      ok: keywordSlug !== '' && finalSlug(slug).includes(keywordSlug),
    },
    { check: 'contentLength', ok: words >= SEO_LIMITS.minWords },
  ];
}

const id = (what: string) =>
  z.coerce
    .number({ error: `The ${what} id must be a number.` })
    .int(`The ${what} id must be a whole number.`)
    .positive(`The ${what} id must be a whole number.`)
    .max(MAX_DB_INTEGER, `The ${what} id is too large.`);

export const postIdParamsSchema = z.object({ id: id('post') });
export const categoryIdParamsSchema = z.object({ id: id('category') });

/** A slug as typed: normalised by the one rule; blank means "from the title (or name)". */
const slugField = z
  .string({ error: 'The slug must be text.' })
  .max(200, 'The slug must be at most 200 characters.')
  .transform(finalSlug);

const required = (max: number, tooLong: string) =>
  z.string({ error: POST_REQUIRED_MESSAGE }).trim().min(1, POST_REQUIRED_MESSAGE).max(max, tooLong);

const postFields = {
  title: required(200, 'The title must be at most 200 characters.'),
  content: required(200_000, 'The content must be at most 200000 characters.'),
  slug: slugField,
  categoryId: id('category'),
  status: z.enum(postStatuses, { error: 'The status must be Draft or Published.' }),
  focusKeyword: z
    .string({ error: 'The focus keyword must be text.' })
    .trim()
    .max(100, 'The focus keyword must be at most 100 characters.'),
  seoTitle: z
    .string({ error: 'The SEO title must be text.' })
    .trim()
    .max(200, 'The SEO title must be at most 200 characters.'),
  metaDescription: z
    .string({ error: 'The meta description must be text.' })
    .trim()
    .max(400, 'The meta description must be at most 400 characters.'),
  featuredImage: z
    .string({ error: FEATURED_IMAGE_MESSAGE })
    .trim()
    .max(2000, 'The featured image address must be at most 2000 characters.')
    .refine(
      (value) => value === '' || BLOG_IMAGE_PATH.test(value) || isHttpsUrl(value),
      FEATURED_IMAGE_MESSAGE,
    ),
};

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** POST /api/admin/blog/posts: a blank slug or SEO title is filled from the title. */
export const postInputSchema = z.strictObject({
  ...postFields,
  slug: postFields.slug.default(''),
  categoryId: postFields.categoryId.default(UNCATEGORIZED_CATEGORY_ID),
  status: postFields.status.default('Draft'),
  focusKeyword: postFields.focusKeyword.default(''),
  seoTitle: postFields.seoTitle.default(''),
  metaDescription: postFields.metaDescription.default(''),
  featuredImage: postFields.featuredImage.default(''),
});
export type PostInput = z.input<typeof postInputSchema>;

/** PUT /api/admin/blog/posts/{id}: the fields sent change (publish sends the status alone). */
export const postPatchSchema = z.strictObject(postFields).partial();
export type PostPatch = z.input<typeof postPatchSchema>;

export const ADMIN_POST_PAGE_SIZE = 20;
const adminPostSortKeys = ['created_at', 'title', 'category', 'status'] as const;

/** GET /api/admin/blog/posts?search=&status=&category=&sort=&dir=&page= */
export const adminPostListQuerySchema = z.object({
  /** Part of a title, any case. */
  search: z.string().trim().max(200, 'The search must be at most 200 characters.').optional(),
  status: z
    .enum(postStatuses, { error: `The status must be one of: ${postStatuses.join(', ')}.` })
    .optional(),
  /** A category's id. */
  category: z.coerce
    .number({ error: 'The category must be a category id.' })
    .int('The category must be a category id.')
    .positive('The category must be a category id.')
    .max(MAX_DB_INTEGER, 'The category must be a category id.')
    .optional(),
  sort: z
    .enum(adminPostSortKeys, {
      error: `The sort must be one of: ${adminPostSortKeys.join(', ')}.`,
    })
    .default('created_at'),
  dir: sortDirection,
  page: pageQuery,
});
export type AdminPostListQuery = z.infer<typeof adminPostListQuerySchema>;

/** A post in the back office's list: everything but the content. */
export const adminPostSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  authorName: z.string(),
  status: z.enum(postStatuses),
  /** ISO 8601: the date the list shows. */
  createdAt: z.string(),
  updatedAt: z.string(),
  /** When it was first published; null while it never was. */
  publishedAt: z.string().nullable(),
});
export type AdminPostSummary = z.infer<typeof adminPostSummarySchema>;

/** A post as the editor opens it. */
export const adminPostSchema = adminPostSummarySchema.extend({
  content: z.string(),
  focusKeyword: z.string(),
  seoTitle: z.string(),
  metaDescription: z.string(),
  featuredImage: z.string(),
});
export type AdminPost = z.infer<typeof adminPostSchema>;

export const adminPostListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(adminPostSummarySchema),
  ...pageFields,
});
export const adminPostResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: adminPostSchema,
});

/** A category in the back office, with how many posts (of any status) it holds. */
export const adminCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  /**
   * What readers who chose বাংলা see ('' when there is none: then the English), each on its own:
   * the public blog answers in the language Accept-Language picks.
   */
  nameBn: z.string(),
  descriptionBn: z.string(),
  postCount: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

/** A Bangla text of a category: blank means "none"; left out, it stays as it is. */
const banglaCategoryText = (what: string, max: number) =>
  z
    .string({ error: `The ${what} must be text.` })
    .trim()
    .max(max, `The ${what} must be at most ${max} characters.`)
    .optional();

/** The category modal: a name is required; a blank slug is made from it. */
export const categoryInputSchema = z.strictObject({
  name: z
    .string({ error: CATEGORY_NAME_MESSAGE })
    .trim()
    .min(1, CATEGORY_NAME_MESSAGE)
    .max(120, 'The name must be at most 120 characters.'),
  slug: slugField.pipe(z.string().max(140, 'The slug must be at most 140 characters.')).default(''),
  description: z
    .string({ error: 'The description must be text.' })
    .trim()
    .max(1000, 'The description must be at most 1000 characters.')
    .default(''),
  nameBn: banglaCategoryText('Bangla name', 120),
  descriptionBn: banglaCategoryText('Bangla description', 1000),
});
export type CategoryInput = z.input<typeof categoryInputSchema>;

export const CATEGORY_PAGE_SIZE = 20;

/** GET /api/admin/blog/categories?sort=&dir=&page=: Uncategorized, then the others as made. */
export const adminCategoryListQuerySchema = listQuerySchema(
  ['created_at', 'name', 'slug', 'posts'],
  { sort: 'created_at', dir: 'asc' },
);
export type AdminCategoryListQuery = z.infer<typeof adminCategoryListQuerySchema>;

export const adminCategoryListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(adminCategorySchema),
  ...pageFields,
});

/** GET /api/admin/blog/categories/choices: every category by name, for a post's picker. */
export const categoryChoicesResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type CategoryChoice = z.infer<typeof categoryChoicesResponseSchema>['data'][number];
export const adminCategoryResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: adminCategorySchema,
});

/** POST /api/admin/blog/images (multipart `image`): where the stored image is served. */
export const blogImageUploadResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ url: z.string() }),
});

/**
 * The public side. Category names and descriptions, and an author named in words (the site's
 * own), come in the language Accept-Language picks when the category or post has it.
 */

const publicCategoryRefSchema = z.object({ name: z.string(), slug: z.string() });

/** A post on a card: the list, related and recent posts. */
export const publicPostSummarySchema = z.object({
  title: z.string(),
  slug: z.string(),
  /** The meta description, or the start of the text. */
  excerpt: z.string(),
  featuredImage: z.string(),
  authorName: z.string(),
  /** ISO 8601: when it was first published, the date readers see. */
  publishedAt: z.string(),
  category: publicCategoryRefSchema,
});
export type PublicPostSummary = z.infer<typeof publicPostSummarySchema>;

/** GET /api/blog/posts?category=&page= */
export const publicPostListQuerySchema = z.object({
  category: z.string().trim().max(140, 'The category must be at most 140 characters.').optional(),
  page: pageQuery,
});

export const publicPostListResponseSchema = z.object({
  posts: z.array(publicPostSummarySchema),
  ...pageFields,
  /** The category asked for, when one was. */
  category: publicCategoryRefSchema.extend({ description: z.string() }).nullable(),
});
export type PublicPostList = z.infer<typeof publicPostListResponseSchema>;

/** GET /api/blog/posts/{slug}: the post, with related posts (same category) and recent ones. */
const publicPostSchema = publicPostSummarySchema.extend({
  /** Sanitised HTML. */
  content: z.string(),
  seoTitle: z.string(),
  metaDescription: z.string(),
  updatedAt: z.string(),
});

export const publicPostResponseSchema = z.object({
  post: publicPostSchema,
  related: z.array(publicPostSummarySchema),
  recent: z.array(publicPostSummarySchema),
});
export type PublicPostAnswer = z.infer<typeof publicPostResponseSchema>;

/** GET /api/blog/categories: only those with a published post, with how many. */
export const publicCategoriesResponseSchema = z.object({
  categories: z.array(publicCategoryRefSchema.extend({ postCount: z.number().int() })),
});
export type PublicCategory = z.infer<typeof publicCategoriesResponseSchema>['categories'][number];
