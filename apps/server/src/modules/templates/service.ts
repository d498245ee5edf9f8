import {
  builtInTemplateNames,
  DEFAULT_TEMPLATE_ID,
  type BuiltInTemplateName,
  type CvTemplateResponse,
  type CvTemplateSummary,
} from '@careercard/shared/cv-api';
import { americanOnePageLayout, resumeLayoutSchema } from '@careercard/shared/resume-layout';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../infra/db/client';
import { cvTemplates } from '../../infra/db/schema';
import { notFound } from '../../lib/app-error';

type TemplateRow = typeof cvTemplates.$inferSelect;
export type TemplateDetails = Omit<CvTemplateResponse, 'success'>;
interface CachedTemplate {
  enabled: boolean;
  details: TemplateDetails;
}

const demoJson = JSON.stringify(americanOnePageLayout, null, 2);
const TEMPLATE_CACHE_MS = 30_000;
const demoLayout = resumeLayoutSchema.parse(americanOnePageLayout);

const isBuiltIn = (name: string | null): name is BuiltInTemplateName =>
  (builtInTemplateNames as readonly (string | null)[]).includes(name);

export type TemplateService = ReturnType<typeof createTemplateService>;

export function createTemplateService(db: Db, log: FastifyBaseLogger) {
  /** How to draw a template: its component, or its parsed layout (the demo when it has none). */
  function details(row: TemplateRow): TemplateDetails {
    const base = { id: row.id, name: row.name, kind: row.kind };
    if (row.kind === 'component') {
      const component = isBuiltIn(row.component) ? row.component : 'DefaultResume';
      return { ...base, component, json_content: null, layout: null };
    }
    if (row.jsonContent === null)
      return { ...base, component: null, json_content: demoJson, layout: demoLayout };
    let parsed: unknown;
    try {
      parsed = JSON.parse(row.jsonContent);
    } catch {
      parsed = undefined;
    }
    const layout = resumeLayoutSchema.safeParse(parsed);
    if (!layout.success) {
      // Uploads are checked, so this is a damaged row: draw the demo rather than nothing.
      log.warn({ templateId: row.id }, 'CV template has an invalid layout; using the demo layout');
      return { ...base, component: null, json_content: demoJson, layout: demoLayout };
    }
    return { ...base, component: null, json_content: row.jsonContent, layout: layout.data };
  }

  // Every CV answer names its template; templates change rarely (an admin's edit), so each is
  // kept drawn for 30 s rather than read and parsed for each answer: an edit shows within that
  // time. Only templates that exist are kept, so the cache is no larger than the table however
  // many made-up ids callers send.
  const cache = new Map<number, { template: CachedTemplate; until: number }>();
  async function find(id: number): Promise<CachedTemplate | undefined> {
    const cached = cache.get(id);
    if (cached && cached.until > Date.now()) return cached.template;
    const [row] = await db.select().from(cvTemplates).where(eq(cvTemplates.id, id));
    if (!row) {
      cache.delete(id);
      return undefined;
    }
    const template = { enabled: row.status === 'Enabled', details: details(row) };
    cache.set(id, { template, until: Date.now() + TEMPLATE_CACHE_MS });
    return template;
  }

  return {
    /** The templates users can choose. */
    async listEnabled(): Promise<CvTemplateSummary[]> {
      const rows = await db
        .select()
        .from(cvTemplates)
        .where(eq(cvTemplates.status, 'Enabled'))
        .orderBy(asc(cvTemplates.id));
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        thumbnail_url: row.thumbnailUrl,
        kind: row.kind,
      }));
    },

    async getEnabled(id: number): Promise<TemplateDetails> {
      const [row] = await db
        .select()
        .from(cvTemplates)
        .where(and(eq(cvTemplates.id, id), eq(cvTemplates.status, 'Enabled')));
      if (!row) throw notFound('Template not found');
      return details(row);
    },

    /** After an admin's change: this server draws the template anew at once (others within 30 s). */
    forget(id: number): void {
      cache.delete(id);
    },

    async isEnabled(id: number): Promise<boolean> {
      return (await find(id))?.enabled === true;
    },

    /**
     * The template a CV is drawn in. A CV keeps a template that was disabled after it was
     * chosen; one whose template is gone uses the default template.
     */
    async forCv(templateId: number | null): Promise<TemplateDetails> {
      const found =
        (templateId !== null ? await find(templateId) : undefined) ??
        (await find(DEFAULT_TEMPLATE_ID));
      if (!found) throw new Error('The default CV template is missing');
      return found.details;
    },
  };
}

/** The spec's templateName: the component's name for built-ins, the template's own otherwise. */
export const templateNameOf = (template: TemplateDetails) => template.component ?? template.name;
