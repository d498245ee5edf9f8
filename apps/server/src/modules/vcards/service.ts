import { isPresent, latestRole } from '@careercard/shared/career';
import { withAllowedAddresses } from '@careercard/shared/cv';
import { withoutBlankEntries } from '@careercard/shared/cv-content';
import { qrLink } from '@careercard/shared/vcard-analytics';
import type { VcardTemplate } from '@careercard/shared/vcard-templates';
import {
  VCARD_NOT_FOUND_MESSAGE,
  VCARD_SLUG_TAKEN_MESSAGE,
  type MyVcard,
  type PublicVcard,
  type VcardTemplateKey,
} from '@careercard/shared/vcards';
import { and, eq, getTableColumns, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../infra/db/client';
import { cvs, users, vcards, vcardTemplates } from '../../infra/db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { PageMeta } from '../../plugins/web';
import { assertCvEssentials } from '../cvs/essentials';
import type { CvService } from '../cvs/service';
import type { PhotoService } from '../photos/service';
import type { VcardTemplateRow, VcardTemplateService } from '../vcard-templates/service';
import { CARD_IMAGE_HEIGHT, CARD_IMAGE_WIDTH, drawCardImage } from './card-image';
import { phoneSizedPhoto } from './contact-photo';
import { qrColours, qrPng, qrSvg } from './qr-print';
import { buildVcard, vcardFileName, type ContactCard, type VcardVersion } from './vcard-file';

export type VcardService = ReturnType<typeof createVcardService>;

/** The link a card is shared by, printed in its QR code and written on NFC tags. */
export const vcardLink = (origin: string, slug: string) => `${origin}/v/${slug}`;
type VcardRow = typeof vcards.$inferSelect;
/** Contact photos sized for phones, kept per server. */
const SIZED_PHOTOS_KEPT = 300;

/**
 * A card the public sees (joined with its CV and its owner): published, with its CV, of an
 * account not suspended. Unsuspending brings it back as it was.
 */
const isPublic = and(
  eq(vcards.published, true),
  isNotNull(vcards.cvId),
  // A CV in the Trash hides its card until it is restored.
  isNull(cvs.deletedAt),
  eq(users.status, 'Active'),
);

/** The template as the card names it: its id, and its key when it is a built-in. */
const templateOf = (template: VcardTemplate) => ({
  templateId: template.id,
  template: template.builtin,
});

const mine = (row: VcardRow, template: VcardTemplate): MyVcard => ({
  cvId: row.cvId,
  ...templateOf(template),
  slug: row.slug,
  published: row.published,
  viewCount: row.viewCount,
  publishedAt: row.publishedAt?.toISOString() ?? null,
});

/**
 * Users' public business cards. A card shows its CV as the CV is now, so editing the CV
 * updates the card; a card whose CV is gone (or in the Trash), or whose owner is suspended, is hidden like an
 * unpublished one.
 */
export function createVcardService({
  db,
  cvs: cvService,
  photos,
  templates,
}: {
  db: Db;
  cvs: CvService;
  photos: PhotoService;
  templates: VcardTemplateService;
}) {
  const sizedPhotos = new Map<string, Uint8Array | null>();

  /** The caller's card with the template it is drawn in. */
  async function own(userId: number) {
    const [found] = await db
      .select({ card: vcards, template: getTableColumns(vcardTemplates) })
      .from(vcards)
      .leftJoin(vcardTemplates, eq(vcardTemplates.id, vcards.templateId))
      .where(eq(vcards.userId, userId));
    return found;
  }
  const withTemplate = async (card: VcardRow, template?: VcardTemplateRow | null) =>
    mine(card, await templates.forCard(template ?? null));

  /**
   * The card's photo when it is one of our uploads, as a square JPEG sized for phones (null when
   * it does not decode, undefined when it is not ours: a photo elsewhere is never fetched). An
   * upload never changes under its address and decoding a large one takes a while, so each is
   * sized once per server (the latest few hundred kept, some 20 KB each).
   */
  async function sizedPhoto(url: string | undefined): Promise<Uint8Array | null | undefined> {
    if (!url) return undefined;
    const kept = sizedPhotos.get(url);
    if (kept !== undefined) return kept;
    const stored = await photos.ofUrl(url);
    if (!stored) return undefined;
    const sized = await phoneSizedPhoto(stored.bytes);
    sizedPhotos.set(url, sized);
    if (sizedPhotos.size > SIZED_PHOTOS_KEPT) sizedPhotos.delete(sizedPhotos.keys().next().value!);
    return sized;
  }

  /** A photo we hold goes into the contact file; another is referred to by its address. */
  async function contactPhoto(url: string | undefined): Promise<ContactCard['photo']> {
    const sized = await sizedPhoto(url);
    if (sized === undefined) return url ? { uri: url } : undefined;
    return sized ? { type: 'JPEG', data: sized } : undefined;
  }

  // A public card is the busiest read: as named statements PostgreSQL plans these once per
  // connection, not on every view (bench/load).
  const publishedBySlug = db
    .select({
      card: vcards,
      data: cvs.data,
      cvUpdatedAt: cvs.updatedAt,
      template: getTableColumns(vcardTemplates),
    })
    .from(vcards)
    .innerJoin(cvs, eq(cvs.id, vcards.cvId))
    .innerJoin(users, eq(users.id, vcards.userId))
    .leftJoin(vcardTemplates, eq(vcardTemplates.id, vcards.templateId))
    .where(and(eq(vcards.slug, sql.placeholder('slug')), isPublic))
    .prepare('vcard_published');
  /** The published card at `slug` with its CV's data, or 404 'V-Card Not Found'. */
  async function published(slug: string) {
    const [found] = await publishedBySlug.execute({ slug });
    if (!found) throw notFound(VCARD_NOT_FOUND_MESSAGE);
    // A link or a job left blank in the editor is not shown on the card, nor an address with a
    // scheme no longer allowed.
    // The Bangladesh details (NID, parents, addresses) belong on a CV, never on a public card.
    const { bioData: _private, ...data } = withoutBlankEntries(withAllowedAddresses(found.data));
    // When what the card shows last changed: its own settings or its CV.
    const changedAt = Math.max(found.card.updatedAt.getTime(), found.cvUpdatedAt.getTime());
    return { card: found.card, data, template: found.template, changedAt };
  }

  /** The photo for the QR code's centre and the link preview: ours, sized, or none. */
  async function ownPhoto(url: string | undefined) {
    const sized = await sizedPhoto(url);
    return sized ? { bytes: sized, contentType: 'image/jpeg' as const } : undefined;
  }

  return {
    async mine(userId: number): Promise<MyVcard | null> {
      const found = await own(userId);
      return found ? withTemplate(found.card, found.template) : null;
    },

    async publish(
      userId: number,
      input: { cvId: string; template?: VcardTemplateKey; templateId?: number; slug: string },
    ): Promise<MyVcard> {
      const cv = await cvService.get(userId, input.cvId); // 404 unless the CV is the caller's
      // A card with no name or no way to reach its owner would go live blank where they belong.
      assertCvEssentials(cv.data.personal);
      const templateId = await templates.chosen(input);
      const values = { cvId: input.cvId, templateId, slug: input.slug };
      try {
        const [row] = await db
          .insert(vcards)
          .values({ userId, ...values, published: true, publishedAt: sql`now()` })
          .onConflictDoUpdate({
            target: vcards.userId,
            set: { ...values, published: true, publishedAt: sql`now()`, updatedAt: sql`now()` },
          })
          .returning();
        const found = await own(row!.userId);
        return await withTemplate(found!.card, found!.template);
      } catch (error) {
        if (!isUniqueViolation(error, 'vcards_slug_idx')) throw error;
        throw new AppError(409, VCARD_SLUG_TAKEN_MESSAGE, { slug: [VCARD_SLUG_TAKEN_MESSAGE] });
      }
    },

    async unpublish(userId: number): Promise<MyVcard> {
      const [row] = await db
        .update(vcards)
        .set({ published: false, updatedAt: sql`now()` })
        .where(eq(vcards.userId, userId))
        .returning();
      if (!row) throw notFound(VCARD_NOT_FOUND_MESSAGE);
      return withTemplate(row, (await own(userId))?.template);
    },

    /** The card a visitor sees (the page counts the visit itself, once it runs). */
    async view(slug: string): Promise<PublicVcard> {
      const found = await published(slug);
      const { card, data } = found;
      const template = await templates.forCard(found.template);
      const { personal } = data;
      return {
        slug: card.slug,
        ...templateOf(template),
        look: template.look,
        name: personal.name,
        title: personal.title,
        email: personal.email,
        phone: personal.phone,
        location: personal.location,
        summary: personal.summary,
        photoUrl: personal.photoUrl ?? null,
        links: personal.links.map(({ label, url }) => ({ label, url })),
      };
    },

    /** The card as a contact file (vCard 3.0 or 4.0), with the public link among its URLs. */
    async contactFile(slug: string, publicLink: string, version: VcardVersion = '3.0') {
      const { card, data } = await published(slug);
      const { personal } = data;
      const latest = latestRole(data.experience);
      const current = latest && isPresent(latest.endDate) ? latest : undefined;
      const name = personal.name.trim() || slug;
      return {
        card: { id: card.id, userId: card.userId },
        fileName: vcardFileName(name),
        text: buildVcard(
          {
            name,
            title: personal.title,
            organisation: current?.company,
            emails: [personal.email],
            phones: [personal.phone],
            urls: [publicLink, ...personal.links.map((link) => link.url)],
            location: personal.location,
            note: personal.summary,
            photo: await contactPhoto(personal.photoUrl),
          },
          version,
        ),
      };
    },

    /** The card's QR code for print: its link (marked as scanned) in the card's colours. */
    async qrCode(
      slug: string,
      publicLink: string,
      { format, photo }: { format: 'svg' | 'png'; photo: boolean },
    ): Promise<string | Buffer> {
      const found = await published(slug);
      const { look } = await templates.forCard(found.template);
      const qr = {
        text: qrLink(publicLink),
        ...qrColours(look),
        logo: photo ? await ownPhoto(found.data.personal.photoUrl) : undefined,
      };
      return format === 'svg' ? qrSvg(qr) : qrPng(qr);
    },

    /** The picture a shared link to the card shows: the person, drawn in the card's look. */
    async cardImage(slug: string): Promise<Buffer> {
      const found = await published(slug);
      const { look } = await templates.forCard(found.template);
      const { personal } = found.data;
      return drawCardImage({
        name: personal.name.trim() || slug,
        title: personal.title,
        location: personal.location,
        photo: await ownPhoto(personal.photoUrl),
        look,
      });
    },

    /** What a shared link to the card previews as; null for no published card. */
    async meta(slug: string, origin: string): Promise<PageMeta | null> {
      const found = await published(slug).catch(() => null);
      if (!found) return null;
      const { personal } = found.data;
      const name = personal.name.trim() || slug;
      const headline = [personal.title, personal.location]
        .map((part) => part.trim())
        .filter(Boolean);
      const summary = personal.summary.trim();
      const url = vcardLink(origin, slug);
      const photo = personal.photoUrl?.startsWith('https://') ? personal.photoUrl : undefined;
      // The address changes with the card, so apps that keep a link's preview fetch the new one.
      const image = `${origin}/api/vcards/${slug}/og.png?v=${found.changedAt.toString(36)}`;
      const profiles = personal.links
        .map((link) => link.url.trim())
        .filter((link) => /^https?:\/\//i.test(link));
      return {
        title: `${name} · CareerCard`,
        description:
          [headline.join(' · '), summary.length > 160 ? `${summary.slice(0, 157)}…` : summary]
            .filter(Boolean)
            .join('. ') || name,
        url,
        image,
        imageInfo: { width: CARD_IMAGE_WIDTH, height: CARD_IMAGE_HEIGHT, alt: name },
        type: 'profile',
        jsonLd: {
          '@context': 'https://schema.org',
          '@type': 'Person',
          name,
          url,
          ...(personal.title.trim() ? { jobTitle: personal.title.trim() } : {}),
          ...(personal.location.trim()
            ? { address: { '@type': 'PostalAddress', addressLocality: personal.location.trim() } }
            : {}),
          ...(photo ? { image: photo } : {}),
          // The contact points the card itself shows, so a search engine can offer them too.
          ...(personal.email.trim() ? { email: personal.email.trim() } : {}),
          ...(personal.phone.trim() ? { telephone: personal.phone.trim() } : {}),
          ...(profiles.length > 0 ? { sameAs: profiles } : {}),
        },
      };
    },

    /** Every public card and when it last changed (the card or its CV), for the sitemap. */
    async publicForSitemap(): Promise<Array<{ slug: string; updatedAt: Date }>> {
      return db
        .select({
          slug: vcards.slug,
          updatedAt: sql<Date>`greatest(${vcards.updatedAt}, ${cvs.updatedAt})`.mapWith(
            (value: string | Date) => new Date(value),
          ),
        })
        .from(vcards)
        .innerJoin(cvs, eq(cvs.id, vcards.cvId))
        .innerJoin(users, eq(users.id, vcards.userId))
        .where(isPublic)
        .orderBy(vcards.slug);
    },

    /** The published card at `slug` (404 'V-Card Not Found' otherwise), for what is counted or left on it. */
    async publicCard(slug: string): Promise<{ id: string; userId: number }> {
      const { card } = await published(slug);
      return { id: card.id, userId: card.userId };
    },

    /** The caller's card, published or not (404 'V-Card Not Found' before the first publish). */
    async owned(userId: number): Promise<{ id: string; userId: number }> {
      const found = await own(userId);
      if (!found) throw notFound(VCARD_NOT_FOUND_MESSAGE);
      return { id: found.card.id, userId };
    },
  };
}
