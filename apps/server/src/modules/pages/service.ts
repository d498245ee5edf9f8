import { intlLocale, type Locale } from '@careercard/shared/locale';
import type { AdminPackage } from '@careercard/shared/packages';
import {
  ADMIN_PAGE_PAGE_SIZE,
  banglaPairProblem,
  PACKAGES_PLACEHOLDER,
  PAGE_BANGLA_PAIR_MESSAGE,
  PAGE_NOT_FOUND_MESSAGE,
  PAGE_SLUG_EMPTY_MESSAGE,
  PAGE_SLUG_RESERVED_MESSAGE,
  PAGE_SLUG_TAKEN_MESSAGE,
  RESERVED_PAGE_SLUGS,
  type AdminPage,
  type AdminPagesQuery,
  type pageInputSchema,
  type pagePatchSchema,
  type PublicPage,
} from '@careercard/shared/pages';
import { finalSlug } from '@careercard/shared/slug';
import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../infra/db/client';
import { appSettings, staticPages } from '../../infra/db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { offsetOf, pageOrder } from '../../lib/paging';
import { safeHtml, textOfHtml } from '../../lib/safe-html';
import type { Actor, AuditService } from '../audit/service';
import type { PackageService } from '../packages/service';
import {
  STARTER_PAGES,
  STARTER_PAGES_BN_MARKER,
  STARTER_PAGES_MARKER,
  type StarterPage,
} from './starter-content';
import { escapeHtml } from '../../lib/escape-html';

const PAGE_SORT_COLUMNS = {
  created_at: staticPages.id,
  title: sql`lower(${staticPages.title})`,
  status: staticPages.status,
  updated_at: staticPages.updatedAt,
};

export type PageService = ReturnType<typeof createPageService>;
type PageRow = typeof staticPages.$inferSelect;

/** A page's text in Bangla when asked for and the page has a Bangla version, else in English. */
function textIn(row: PageRow, asked: Locale) {
  return asked === 'bn' && row.titleBn && row.contentBn
    ? {
        language: 'bn' as const,
        title: row.titleBn,
        content: row.contentBn,
        seoTitle: row.seoTitleBn ?? '',
        metaDescription: row.metaDescriptionBn ?? '',
      }
    : {
        language: 'en' as const,
        title: row.title,
        content: row.content,
        seoTitle: row.seoTitle,
        metaDescription: row.metaDescription,
      };
}
type PageInput = z.output<typeof pageInputSchema>;
type PagePatch = z.output<typeof pagePatchSchema>;
type PageChanges = Partial<typeof staticPages.$inferInsert>;
const banglaFields = ['titleBn', 'contentBn', 'seoTitleBn', 'metaDescriptionBn'] as const;
type BanglaField = (typeof banglaFields)[number];

const EMPTY_CONTENT_MESSAGE =
  'The content has nothing a reader would see once scripts, styles and forms are removed.';
/** About what search results show of a description before they cut it. */
const DESCRIPTION_LENGTH = 155;

const toAdminPage = (row: PageRow): AdminPage => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  // Sanitised when saved; again on the way out, so a row written some other way is safe too.
  content: safeHtml(row.content),
  status: row.status,
  seoTitle: row.seoTitle,
  metaDescription: row.metaDescription,
  titleBn: row.titleBn ?? '',
  contentBn: row.contentBn === null ? '' : safeHtml(row.contentBn),
  seoTitleBn: row.seoTitleBn ?? '',
  metaDescriptionBn: row.metaDescriptionBn ?? '',
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const slugError = (message: string) => new AppError(422, message, { slug: [message] });

/** The price table's own words in each language; the packages' names stay as staff wrote them. */
const tableWords: Record<Locale, { item: string; gets: string; price: string; none: string }> = {
  en: {
    item: 'Item',
    gets: 'What you get',
    price: 'Price',
    none: 'No paid items are on sale right now: every free feature stays free.',
  },
  bn: {
    item: 'প্যাকেজ',
    gets: 'যা পাবেন',
    price: 'মূল্য',
    none: 'এই মুহূর্তে কোনো পেইড প্যাকেজ বিক্রি হচ্ছে না: বিনামূল্যের সব ফিচার বিনামূল্যেই থাকছে।',
  },
};

const takaFormats: Record<Locale, Intl.NumberFormat> = {
  en: new Intl.NumberFormat('en-BD', { maximumFractionDigits: 2 }),
  bn: new Intl.NumberFormat(intlLocale.bn, { maximumFractionDigits: 2 }),
};
/** Taka as the web app's formatTaka writes it: "৳30", "৳1,250.5"; in Bangla "৳৩০", "৳১,২৫০.৫". */
const formatTaka = (amount: number, locale: Locale) => `৳${takaFormats[locale].format(amount)}`;

/** The Active packages as a table, or a line saying nothing is on sale, in the page's language. */
export function packagesTable(items: AdminPackage[], locale: Locale = 'en'): string {
  const words = tableWords[locale];
  if (items.length === 0) return `<p><em>${words.none}</em></p>`;
  const rows = items
    .map(
      (item) =>
        `<tr><td><strong>${escapeHtml(item.name)}</strong></td>` +
        `<td>${escapeHtml(item.description)}</td>` +
        `<td>${escapeHtml(formatTaka(item.price, locale))}</td></tr>`,
    )
    .join('');
  return (
    `<table><thead><tr><th scope="col">${words.item}</th><th scope="col">${words.gets}</th>` +
    `<th scope="col">${words.price}</th></tr></thead><tbody>${rows}</tbody></table>`
  );
}

/** The placeholder on a line of its own (`<p>{{packages}}</p>`) or inside text. */
const PLACEHOLDER_BLOCK = /<p>\s*\{\{packages\}\}\s*<\/p>/g;

/** A starter page's Bangla version, as stored. */
const starterBangla = (bn: StarterPage['bn']) => ({
  titleBn: bn.title,
  contentBn: safeHtml(bn.content),
  seoTitleBn: bn.seoTitle,
  metaDescriptionBn: bn.metaDescription,
});

/** A description from the page's words: the first ~155 characters, cut at a word. */
function describe(html: string): string {
  const text = textOfHtml(html.replaceAll(PACKAGES_PLACEHOLDER, ' '));
  if (text.length <= DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, DESCRIPTION_LENGTH);
  const atWord = cut.slice(0, cut.lastIndexOf(' ') > 100 ? cut.lastIndexOf(' ') : cut.length);
  return `${atWord.replace(/[\s,.;:]+$/, '')}…`;
}

/**
 * The site's own pages (About Us, Privacy Policy …): staff write them in Page Management, and a
 * Published one shows at /p/{slug}. Content is HTML, sanitised when saved and again when shown;
 * every change is audited.
 */
export function createPageService({
  db,
  packages,
  audit,
}: {
  db: Db;
  packages: Pick<PackageService, 'activeList'>;
  audit: AuditService;
}) {
  /** `within` a transaction, the row is locked until it ends. */
  async function findRow(id: number, within: Pick<Db, 'select'> = db): Promise<PageRow> {
    const [row] = await within
      .select()
      .from(staticPages)
      .where(eq(staticPages.id, id))
      .for('update');
    if (!row) throw notFound(PAGE_NOT_FOUND_MESSAGE);
    return row;
  }

  async function assertSlugFree(slug: string, within: Pick<Db, 'select'>, exceptId?: number) {
    const [taken] = await within
      .select({ id: staticPages.id })
      .from(staticPages)
      .where(
        exceptId === undefined
          ? eq(staticPages.slug, slug)
          : and(eq(staticPages.slug, slug), ne(staticPages.id, exceptId)),
      );
    if (taken) throw slugError(PAGE_SLUG_TAKEN_MESSAGE);
  }

  /** Content as stored: sanitised, and not empty once sanitised. */
  function cleanContent(content: string, field: 'content' | 'contentBn' = 'content'): string {
    const clean = safeHtml(content).trim();
    if (!clean)
      throw new AppError(422, EMPTY_CONTENT_MESSAGE, { [field]: [EMPTY_CONTENT_MESSAGE] });
    return clean;
  }

  /**
   * The Bangla fields sent, as stored: blank is null (no Bangla), the content sanitised like the
   * English. Checked against what the page already has: title and content come as a pair.
   */
  function banglaChanges(
    sent: Partial<Record<BanglaField, string>>,
    current?: Pick<PageRow, BanglaField>,
  ): Pick<PageChanges, BanglaField> {
    const changes: Pick<PageChanges, BanglaField> = {};
    for (const field of banglaFields) {
      const value = sent[field];
      if (value === undefined) continue;
      changes[field] = !value ? null : field === 'contentBn' ? cleanContent(value, field) : value;
    }
    const unpaired = banglaPairProblem({
      titleBn: (changes.titleBn === undefined ? current?.titleBn : changes.titleBn) ?? '',
      contentBn: (changes.contentBn === undefined ? current?.contentBn : changes.contentBn) ?? '',
    });
    if (unpaired) {
      throw new AppError(422, PAGE_BANGLA_PAIR_MESSAGE, { [unpaired]: [PAGE_BANGLA_PAIR_MESSAGE] });
    }
    return changes;
  }

  /** Two saves racing for one slug: the unique index refuses the second, said as for the first. */
  const slugTakenOnRace = (error: unknown): never => {
    throw isUniqueViolation(error) ? slugError(PAGE_SLUG_TAKEN_MESSAGE) : error;
  };

  async function publishedRow(slug: string): Promise<PageRow | undefined> {
    const [row] = await db
      .select()
      .from(staticPages)
      .where(and(eq(staticPages.slug, slug), eq(staticPages.status, 'Published')));
    return row;
  }

  /**
   * An install older than the Bangla starter pages: each starter page still exactly as it was
   * created (English title, content and SEO text, and no Bangla of its own) gets its Bangla
   * version; a page staff changed in any of these stays as they left it. Once only, under its
   * own marker, like the pages themselves; "last updated" stays, as the English did not change.
   */
  async function translateStarterPages(): Promise<string[]> {
    return db.transaction(async (tx) => {
      const [marker] = await tx
        .insert(appSettings)
        .values({ key: STARTER_PAGES_BN_MARKER, value: { seededAt: new Date().toISOString() } })
        .onConflictDoNothing()
        .returning({ key: appSettings.key });
      if (!marker) return [];
      const translated: string[] = [];
      for (const { bn, ...page } of STARTER_PAGES) {
        const rows = await tx
          .update(staticPages)
          .set({ ...starterBangla(bn), updatedAt: sql`${staticPages.updatedAt}` })
          .where(
            and(
              eq(staticPages.slug, page.slug),
              eq(staticPages.title, page.title),
              eq(staticPages.content, safeHtml(page.content)),
              eq(staticPages.seoTitle, page.seoTitle),
              eq(staticPages.metaDescription, page.metaDescription),
              ...banglaFields.map((field) => isNull(staticPages[field])),
            ),
          )
          .returning({ slug: staticPages.slug });
        translated.push(...rows.map((row) => row.slug));
      }
      if (translated.length > 0) {
        await audit.record(
          { action: 'page.starter_pages_translated', targetType: 'page', details: { translated } },
          tx,
        );
      }
      return translated;
    });
  }

  return {
    /** A page of the site's pages, in the order they were made unless asked otherwise. */
    async list({ sort, dir, page }: AdminPagesQuery) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(staticPages)
          .orderBy(...pageOrder(PAGE_SORT_COLUMNS[sort], staticPages.id, dir))
          .limit(ADMIN_PAGE_PAGE_SIZE)
          .offset(offsetOf(page, ADMIN_PAGE_PAGE_SIZE)),
        db.select({ n: count() }).from(staticPages),
      ]);
      return {
        data: rows.map(toAdminPage),
        page,
        pageSize: ADMIN_PAGE_PAGE_SIZE,
        total: total?.n ?? 0,
      };
    },

    /** One page as the editor opens it. */
    async get(id: number): Promise<AdminPage> {
      const [row] = await db.select().from(staticPages).where(eq(staticPages.id, id));
      if (!row) throw notFound(PAGE_NOT_FOUND_MESSAGE);
      return toAdminPage(row);
    },

    async create(input: PageInput, by: Actor): Promise<AdminPage> {
      const content = cleanContent(input.content);
      const bangla = banglaChanges(input);
      return db
        .transaction(async (tx) => {
          await assertSlugFree(input.slug, tx);
          const [row] = await tx
            .insert(staticPages)
            .values({ ...input, content, ...bangla })
            .returning();
          const created = toAdminPage(row!);
          await audit.record(
            {
              action: 'page.created',
              ...by,
              targetType: 'page',
              targetId: row!.id,
              details: { after: created },
            },
            tx,
          );
          return created;
        })
        .catch(slugTakenOnRace);
    },

    /** Changes only the fields sent (Publish/Unpublish sends the status); lastModified is now. */
    async update(id: number, patch: PagePatch, by: Actor): Promise<AdminPage> {
      return db
        .transaction(async (tx) => {
          const current = await findRow(id, tx);
          const before = toAdminPage(current);
          if (Object.keys(patch).length === 0) return before;
          const changes: PageChanges = { ...patch, ...banglaChanges(patch, current) };
          if (patch.content !== undefined) changes.content = cleanContent(patch.content);
          if (patch.slug !== undefined) {
            const slug = patch.slug || finalSlug(patch.title ?? current.title);
            if (!slug) throw slugError(PAGE_SLUG_EMPTY_MESSAGE);
            if (RESERVED_PAGE_SLUGS.has(slug)) throw slugError(PAGE_SLUG_RESERVED_MESSAGE);
            if (slug !== current.slug) await assertSlugFree(slug, tx, id);
            changes.slug = slug;
          }
          const [row] = await tx
            .update(staticPages)
            .set({ ...changes, updatedAt: new Date() })
            .where(eq(staticPages.id, id))
            .returning();
          const after = toAdminPage(row!);
          await audit.record(
            {
              action: 'page.updated',
              ...by,
              targetType: 'page',
              targetId: id,
              details: { before, after },
            },
            tx,
          );
          return after;
        })
        .catch(slugTakenOnRace);
    },

    async remove(id: number, by: Actor): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await findRow(id, tx);
        await tx.delete(staticPages).where(eq(staticPages.id, id));
        await audit.record(
          {
            action: 'page.deleted',
            ...by,
            targetType: 'page',
            targetId: id,
            details: { before: toAdminPage(row) },
          },
          tx,
        );
      });
    },

    /**
     * A Published page as a visitor reads it, in Bangla when asked for and the page has a Bangla
     * version (else in English, and `language` says so): sanitised again, with today's Active
     * packages in place of {{packages}}, the table worded in that language. A Draft or missing
     * page is 'Page not found.'
     */
    async published(slug: string, asked: Locale = 'en'): Promise<PublicPage> {
      const row = await publishedRow(slug);
      if (!row) throw notFound(PAGE_NOT_FOUND_MESSAGE);
      const text = textIn(row, asked);
      let content = text.content;
      if (content.includes(PACKAGES_PLACEHOLDER)) {
        const table = packagesTable(await packages.activeList(), text.language);
        content = content
          .replace(PLACEHOLDER_BLOCK, () => table)
          .replaceAll(PACKAGES_PLACEHOLDER, () => table);
      }
      return {
        ...text,
        slug: row.slug,
        content: safeHtml(content),
        updatedAt: row.updatedAt.toISOString(),
      };
    },

    /**
     * What search engines and link previews read of a Published page, in its Bangla version when
     * `locale` asks for it and the page has one; null when there is no such page.
     */
    async meta(
      slug: string,
      locale: Locale = 'en',
    ): Promise<{ title: string; description: string } | null> {
      const row = await publishedRow(slug);
      if (!row) return null;
      const text = textIn(row, locale);
      return {
        title: text.seoTitle || text.title,
        description: text.metaDescription || describe(text.content),
      };
    },

    /** Every Published page and when it last changed, for the sitemap. */
    async publishedForSitemap(): Promise<Array<{ slug: string; updatedAt: Date }>> {
      return db
        .select({ slug: staticPages.slug, updatedAt: staticPages.updatedAt })
        .from(staticPages)
        .where(eq(staticPages.status, 'Published'))
        .orderBy(asc(staticPages.slug));
    },

    /**
     * A fresh install's pages (About Us, Privacy Policy, Terms of Service, Pricing, Contact Us),
     * Published at the addresses the footer links to. Once only: the marker in app_settings is
     * written in the same transaction, so a page staff delete does not come back on a restart,
     * and of several servers starting at once one writes them while the others wait and skip.
     */
    async seedStarterPages(): Promise<{ created: string[]; translated: string[] }> {
      const created = await db.transaction(async (tx) => {
        const [marker] = await tx
          .insert(appSettings)
          .values({ key: STARTER_PAGES_MARKER, value: { seededAt: new Date().toISOString() } })
          .onConflictDoNothing()
          .returning({ key: appSettings.key });
        if (!marker) return [];
        const rows = await tx
          .insert(staticPages)
          .values(
            STARTER_PAGES.map(({ bn, ...page }) => ({
              ...page,
              content: safeHtml(page.content),
              ...starterBangla(bn),
              status: 'Published' as const,
            })),
          )
          // A page staff already wrote at one of these addresses stays theirs.
          .onConflictDoNothing({ target: staticPages.slug })
          .returning({ id: staticPages.id, slug: staticPages.slug });
        const created = rows.map((row) => row.slug);
        if (created.length > 0) {
          await audit.record(
            { action: 'page.starter_pages_created', targetType: 'page', details: { created } },
            tx,
          );
        }
        return created;
      });
      return { created, translated: await translateStarterPages() };
    },
  };
}
