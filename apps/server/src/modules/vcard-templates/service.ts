import { modernLook, parseVcardLook, type VcardLook } from '@careercard/shared/vcard-look';
import {
  VCARD_TEMPLATE_BUILT_IN_MESSAGE,
  VCARD_TEMPLATE_LAST_ENABLED_MESSAGE,
  VCARD_TEMPLATE_NOT_FOUND_MESSAGE,
  VCARD_TEMPLATE_UNAVAILABLE_MESSAGE,
  type AdminVcardTemplate,
  type VcardTemplate,
  type vcardTemplateInputSchema,
  type vcardTemplatePatchSchema,
} from '@careercard/shared/vcard-templates';
import { vcardTemplateKeys, type VcardTemplateKey } from '@careercard/shared/vcards';
import { GRID_PAGE_SIZE, type GridQuery } from '@careercard/shared/pagination';
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../infra/db/client';
import { vcards, vcardTemplates } from '../../infra/db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { offsetOf, pageOrder } from '../../lib/paging';
import type { Actor, AuditService } from '../audit/service';

export type VcardTemplateService = ReturnType<typeof createVcardTemplateService>;
export type VcardTemplateRow = typeof vcardTemplates.$inferSelect;
type Input = z.output<typeof vcardTemplateInputSchema>;
type Patch = z.output<typeof vcardTemplatePatchSchema>;

const isKey = (value: string | null): value is VcardTemplateKey =>
  (vcardTemplateKeys as readonly (string | null)[]).includes(value);

/** Not one of the templates a user may choose: said on the field that chose it. */
const unavailable = (field: 'template' | 'templateId') =>
  new AppError(422, VCARD_TEMPLATE_UNAVAILABLE_MESSAGE, {
    [field]: [VCARD_TEMPLATE_UNAVAILABLE_MESSAGE],
  });

/**
 * V-Card Templates (admin spec): looks uploaded as JSON, chosen by users in My V-Card. Modern
 * and Minimal are built in: editable, never deleted. One template at least stays Enabled, and a
 * card whose template is deleted or Disabled is drawn in Modern. Every change is audited.
 */
export function createVcardTemplateService(db: Db, audit: AuditService, log: FastifyBaseLogger) {
  /** The stored file as a look; uploads are checked, so a bad one is a damaged row: Modern. */
  function lookOf(row: VcardTemplateRow): VcardLook {
    const parsed = parseVcardLook(row.jsonContent);
    if (parsed.success) return parsed.look;
    log.warn({ vcardTemplateId: row.id }, 'V-Card template has an invalid look; drawing Modern');
    return modernLook;
  }

  const toTemplate = (row: VcardTemplateRow): VcardTemplate => ({
    id: row.id,
    name: row.name,
    thumbnailUrl: row.thumbnailUrl,
    builtin: isKey(row.builtin) ? row.builtin : null,
    look: lookOf(row),
  });

  const toAdmin = (row: VcardTemplateRow, cards: number): AdminVcardTemplate => ({
    ...toTemplate(row),
    jsonContent: row.jsonContent,
    status: row.status,
    cards,
    updatedAt: row.updatedAt.toISOString(),
  });

  /** What the audit log keeps of a template: its look rather than the file's text. */
  const snapshot = ({ jsonContent: _file, cards: _cards, ...rest }: AdminVcardTemplate) => rest;

  async function cardsUsing(id: number, within: Pick<Db, 'select'> = db) {
    const [row] = await within
      .select({ cards: count() })
      .from(vcards)
      .where(eq(vcards.templateId, id));
    return row?.cards ?? 0;
  }

  /** `within` a transaction, the row is locked until it ends. */
  async function findRow(id: number, within: Pick<Db, 'select'> = db) {
    const [row] = await within
      .select()
      .from(vcardTemplates)
      .where(eq(vcardTemplates.id, id))
      .for('update');
    if (!row) throw notFound(VCARD_TEMPLATE_NOT_FOUND_MESSAGE);
    return row;
  }

  /** Refuses to leave users without a template: `id` was the last Enabled one. */
  async function assertAnotherEnabled(id: number, within: Pick<Db, 'select'>) {
    // Locks every Enabled row: two admins disabling the last two at once cannot both win.
    const others = await within
      .select({ id: vcardTemplates.id })
      .from(vcardTemplates)
      .where(and(eq(vcardTemplates.status, 'Enabled'), ne(vcardTemplates.id, id)))
      .for('update');
    if (others.length === 0) throw new AppError(409, VCARD_TEMPLATE_LAST_ENABLED_MESSAGE);
  }

  async function builtInRow(key: VcardTemplateKey) {
    const [row] = await db.select().from(vcardTemplates).where(eq(vcardTemplates.builtin, key));
    return row;
  }

  /** Modern: the look of every card whose own template is gone or Disabled. */
  async function modern(): Promise<VcardTemplate> {
    const row = await builtInRow('modern');
    if (row) return toTemplate(row);
    log.error('The built-in Modern V-Card template is missing');
    return { id: 1, name: 'Modern', thumbnailUrl: null, builtin: 'modern', look: modernLook };
  }

  return {
    /** A page of the templates, Enabled or not, with the cards using each. */
    async list({ sort, dir, page }: GridQuery) {
      const columns = {
        created_at: vcardTemplates.id,
        name: sql`lower(${vcardTemplates.name})`,
        status: vcardTemplates.status,
      };
      const rows = await db
        .select()
        .from(vcardTemplates)
        .orderBy(...pageOrder(columns[sort], vcardTemplates.id, dir))
        .limit(GRID_PAGE_SIZE)
        .offset(offsetOf(page, GRID_PAGE_SIZE));
      const [usage, [total]] = await Promise.all([
        db
          .select({ id: vcards.templateId, cards: count() })
          .from(vcards)
          .where(
            inArray(
              vcards.templateId,
              rows.map((row) => row.id),
            ),
          )
          .groupBy(vcards.templateId),
        db.select({ n: count() }).from(vcardTemplates),
      ]);
      const cards = new Map(usage.map((row) => [row.id, row.cards]));
      return {
        data: rows.map((row) => toAdmin(row, cards.get(row.id) ?? 0)),
        page,
        pageSize: GRID_PAGE_SIZE,
        total: total?.n ?? 0,
      };
    },

    /** The templates users choose from in My V-Card. */
    async listEnabled(): Promise<VcardTemplate[]> {
      const rows = await db
        .select()
        .from(vcardTemplates)
        .where(eq(vcardTemplates.status, 'Enabled'))
        .orderBy(asc(vcardTemplates.id));
      return rows.map(toTemplate);
    },

    async create(input: Input, by: Actor): Promise<AdminVcardTemplate> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(vcardTemplates)
          .values({
            name: input.name,
            jsonContent: input.jsonContent,
            thumbnailUrl: input.thumbnailUrl || null,
            status: input.status,
          })
          .returning();
        const created = toAdmin(row!, 0);
        await audit.record(
          {
            action: 'vcard_template.created',
            ...by,
            targetType: 'vcard_template',
            targetId: row!.id,
            details: { after: snapshot(created) },
          },
          tx,
        );
        return created;
      });
    },

    /** Changes only the fields given: the toggle sends the status alone. */
    async update(id: number, patch: Patch, by: Actor): Promise<AdminVcardTemplate> {
      return db.transaction(async (tx) => {
        const current = await findRow(id, tx);
        const cards = await cardsUsing(id, tx);
        const before = toAdmin(current, cards);
        // Nothing sent, or a switch to the status it has (a bulk enable, say): nothing to keep.
        const fields = Object.keys(patch);
        if (fields.length === 0 || (fields.length === 1 && patch.status === current.status)) {
          return before;
        }
        if (patch.status === 'Disabled' && current.status === 'Enabled') {
          await assertAnotherEnabled(id, tx);
        }
        const { thumbnailUrl, ...rest } = patch;
        const [row] = await tx
          .update(vcardTemplates)
          .set({
            ...rest,
            ...(thumbnailUrl === undefined ? {} : { thumbnailUrl: thumbnailUrl || null }),
          })
          .where(eq(vcardTemplates.id, id))
          .returning();
        const after = toAdmin(row!, cards);
        const fileReplaced = current.jsonContent !== row!.jsonContent;
        await audit.record(
          {
            action: 'vcard_template.updated',
            ...by,
            targetType: 'vcard_template',
            targetId: id,
            details: {
              before: snapshot(before),
              after: snapshot(after),
              ...(fileReplaced ? { fileReplaced: true } : {}),
            },
          },
          tx,
        );
        return after;
      });
    },

    /** Its cards are drawn in Modern from now on; the built-ins stay. */
    async remove(id: number, by: Actor): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await findRow(id, tx);
        if (row.builtin) throw new AppError(409, VCARD_TEMPLATE_BUILT_IN_MESSAGE);
        if (row.status === 'Enabled') await assertAnotherEnabled(id, tx);
        const before = toAdmin(row, await cardsUsing(id, tx));
        await tx.delete(vcardTemplates).where(eq(vcardTemplates.id, id));
        await audit.record(
          {
            action: 'vcard_template.deleted',
            ...by,
            targetType: 'vcard_template',
            targetId: id,
            details: { before: snapshot(before), cards: before.cards },
          },
          tx,
        );
      });
    },

    /**
     * The template a card is published with: `templateId`, else the built-in `template` names,
     * else Modern. It must be Enabled, or the user is asked to choose another.
     */
    async chosen(choice: { templateId?: number; template?: VcardTemplateKey }): Promise<number> {
      if (choice.templateId !== undefined) {
        const [row] = await db
          .select({ status: vcardTemplates.status })
          .from(vcardTemplates)
          .where(eq(vcardTemplates.id, choice.templateId));
        if (row?.status !== 'Enabled') throw unavailable('templateId');
        return choice.templateId;
      }
      const row = await builtInRow(choice.template ?? 'modern');
      if (row?.status !== 'Enabled') throw unavailable('template');
      return row.id;
    },

    /** The template a card is drawn in: its own while Enabled, else Modern. */
    async forCard(row: VcardTemplateRow | null): Promise<VcardTemplate> {
      return row?.status === 'Enabled' ? toTemplate(row) : modern();
    },
  };
}
