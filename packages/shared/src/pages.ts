import { z } from 'zod';
import { locales } from './locale';
import { listQuerySchema, pageFields as pagingFields } from './pagination';
import { finalSlug } from './slug';

/**
 * Page Management (admin spec §2, §5) and the public content pages at /p/{slug} (user spec):
 * About Us, Privacy Policy, Terms of Service, Pricing, Contact Us and any page staff add.
 */

export const pageStatuses = ['Draft', 'Published'] as const;
export type PageStatus = (typeof pageStatuses)[number];

export const PAGE_FORM_MESSAGE = 'Title and content are required.';
export const PAGE_NOT_FOUND_MESSAGE = 'Page not found.';
export const PAGE_SLUG_TAKEN_MESSAGE = 'Another page already uses this slug. Choose another one.';
export const PAGE_SLUG_EMPTY_MESSAGE =
  'The slug needs at least one English letter or digit: type one, or give the title some.';
export const PAGE_SLUG_RESERVED_MESSAGE =
  'This slug belongs to the blog (/p/blog). Choose another one.';
/** Said under the Bangla title or content when only one of the two is given. */
export const PAGE_BANGLA_PAIR_MESSAGE =
  'A Bangla version needs both its title and its content. Leave both blank for none.';

/**
 * The SEO counters' limits ('n / 60', 'n / 160'): what search results show before they cut the
 * text off. They are hard limits, exactly as the counters say: the editor stops typing there and
 * the server refuses more, so what staff see is what a search result can show.
 */
export const SEO_TITLE_MAX = 60;
export const META_DESCRIPTION_MAX = 160;
export const PAGE_TITLE_MAX = 200;
export const PAGE_SLUG_MAX = 200;
/** Far beyond any real page, well inside the request size limit. */
const PAGE_CONTENT_MAX = 200_000;

/**
 * Written in a page's content, it is replaced when the page is served by a table of the Active
 * packages (name, description, price), so the Pricing page always shows today's prices.
 */
export const PACKAGES_PLACEHOLDER = '{{packages}}';

/** /p/blog and what lies under it belong to the blog, so no page may take that slug. */
export const RESERVED_PAGE_SLUGS: ReadonlySet<string> = new Set(['blog']);

/** A page as the back office sees it; `updatedAt` is the spec's lastModified. */
export const adminPageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  /** Sanitised HTML; a {{packages}} placeholder stays as written. */
  content: z.string(),
  status: z.enum(pageStatuses),
  seoTitle: z.string(),
  metaDescription: z.string(),
  /**
   * The Bangla version ('' when there is none): readers who chose বাংলা get it at /p/{slug}
   * when both its title and its content are there, else the English.
   */
  titleBn: z.string(),
  contentBn: z.string(),
  seoTitleBn: z.string(),
  metaDescriptionBn: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminPage = z.infer<typeof adminPageSchema>;

const requiredForm = (max: number, tooLong: string) =>
  z
    .string({ error: PAGE_FORM_MESSAGE })
    .trim()
    .min(1, { error: PAGE_FORM_MESSAGE, abort: true })
    .max(max, tooLong);

/** A slug as saved (see slug.ts); blank here means "derive it from the title". */
const slugField = z
  .string({ error: 'The slug must be text.' })
  .max(PAGE_SLUG_MAX, `The slug must be at most ${PAGE_SLUG_MAX} characters.`)
  .transform(finalSlug)
  .refine((slug) => !RESERVED_PAGE_SLUGS.has(slug), PAGE_SLUG_RESERVED_MESSAGE);

/** An optional text of the Bangla version: blank means "none". */
const banglaText = (what: string, max: number) =>
  z
    .string({ error: `The ${what} must be text.` })
    .trim()
    .max(max, `The ${what} must be at most ${max.toLocaleString('en')} characters.`);

const pageFields = {
  title: requiredForm(PAGE_TITLE_MAX, `The title must be at most ${PAGE_TITLE_MAX} characters.`),
  slug: slugField,
  content: requiredForm(
    PAGE_CONTENT_MAX,
    `The content must be at most ${PAGE_CONTENT_MAX.toLocaleString('en')} characters.`,
  ),
  status: z.enum(pageStatuses, { error: 'The status must be Draft or Published.' }),
  seoTitle: z
    .string({ error: 'The SEO title must be text.' })
    .trim()
    .max(SEO_TITLE_MAX, `The SEO title must be at most ${SEO_TITLE_MAX} characters.`),
  metaDescription: z
    .string({ error: 'The meta description must be text.' })
    .trim()
    .max(
      META_DESCRIPTION_MAX,
      `The meta description must be at most ${META_DESCRIPTION_MAX} characters.`,
    ),
  // The Bangla version, under the same limits as the English.
  titleBn: banglaText('Bangla title', PAGE_TITLE_MAX),
  contentBn: banglaText('Bangla content', PAGE_CONTENT_MAX),
  seoTitleBn: banglaText('Bangla SEO title', SEO_TITLE_MAX),
  metaDescriptionBn: banglaText('Bangla meta description', META_DESCRIPTION_MAX),
};

/**
 * The Bangla title and content come together or not at all: the field missing its partner,
 * or none. (A change to one of a saved page is checked against the page by the server.)
 */
export function banglaPairProblem(page: {
  titleBn?: string | undefined;
  contentBn?: string | undefined;
}): 'titleBn' | 'contentBn' | null {
  const title = (page.titleBn ?? '').trim();
  const content = (page.contentBn ?? '').trim();
  if (title && !content) return 'contentBn';
  if (content && !title) return 'titleBn';
  return null;
}

/**
 * The page editor's form: title and content required ('Title and content are required.'), the
 * slug normalised (from the title when left blank), a new page a Draft unless said otherwise.
 */
export const pageInputSchema = z
  .strictObject({
    ...pageFields,
    slug: pageFields.slug.default(''),
    status: pageFields.status.default('Draft'),
    seoTitle: pageFields.seoTitle.default(''),
    metaDescription: pageFields.metaDescription.default(''),
    titleBn: pageFields.titleBn.default(''),
    contentBn: pageFields.contentBn.default(''),
    seoTitleBn: pageFields.seoTitleBn.default(''),
    metaDescriptionBn: pageFields.metaDescriptionBn.default(''),
  })
  .transform((page, ctx) => {
    const unpaired = banglaPairProblem(page);
    if (unpaired) {
      ctx.addIssue({ code: 'custom', path: [unpaired], message: PAGE_BANGLA_PAIR_MESSAGE });
      return z.NEVER;
    }
    const slug = page.slug || finalSlug(page.title);
    if (!slug) {
      ctx.addIssue({ code: 'custom', path: ['slug'], message: PAGE_SLUG_EMPTY_MESSAGE });
      return z.NEVER;
    }
    if (RESERVED_PAGE_SLUGS.has(slug)) {
      ctx.addIssue({ code: 'custom', path: ['slug'], message: PAGE_SLUG_RESERVED_MESSAGE });
      return z.NEVER;
    }
    return { ...page, slug: finalSlug(slug.slice(0, PAGE_SLUG_MAX)) };
  });
export type PageInput = z.input<typeof pageInputSchema>;

/**
 * A change to part of a page (Publish/Unpublish sends the status alone): only the fields sent
 * change; a slug sent blank is derived from the page's title again.
 */
export const pagePatchSchema = z.strictObject(pageFields).partial();
export type PagePatch = z.input<typeof pagePatchSchema>;

export const ADMIN_PAGE_PAGE_SIZE = 20;
/** GET /api/admin/pages?sort=&dir=&page=: in the order they were made unless asked otherwise. */
export const adminPagesQuerySchema = listQuerySchema(
  ['created_at', 'title', 'status', 'updated_at'],
  { sort: 'created_at', dir: 'asc' },
);
export type AdminPagesQuery = z.infer<typeof adminPagesQuerySchema>;

export const adminPagesResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(adminPageSchema),
  ...pagingFields,
});

/** GET /api/admin/pages/{id}: a page as the editor opens it. */
export const adminPageReadResponseSchema = z.object({
  success: z.literal(true),
  data: adminPageSchema,
});

export const adminPageResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: adminPageSchema,
});

/** GET /api/pages/{slug}: a Published page as a visitor reads it. */
export const publicPageSchema = z.object({
  /**
   * The language of the text sent: Bangla when the request asked for it (Accept-Language) and
   * the page has a Bangla version, else English.
   */
  language: z.enum(locales),
  title: z.string(),
  slug: z.string(),
  /** Sanitised by the server, with the live packages table in place of {{packages}}. */
  content: z.string(),
  seoTitle: z.string(),
  metaDescription: z.string(),
  updatedAt: z.string(),
});
export type PublicPage = z.infer<typeof publicPageSchema>;

export const publicPageResponseSchema = z.object({
  success: z.literal(true),
  data: publicPageSchema,
});
