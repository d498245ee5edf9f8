import { z } from 'zod';
import { cvListKeys } from './cv';

/**
 * The spec's "Resume layout template": a JSON document an admin can upload, rendered by one
 * generic renderer. `layout` sets the page; `sections` are drawn in order, each of type
 * Header (the person) or Section (one part of the CV, named by `source`). Item fields are
 * written as patterns such as "{title}, {company}", so a template can arrange fields freely
 * without code.
 */

const color = z
  .string()
  .regex(/^(#[0-9a-fA-F]{3,8}|[a-zA-Z]+|rgba?\([\d\s.,%]+\))$/, { error: 'Must be a CSS colour.' });

/**
 * A written size read as a number of `unit`s. A codec, so that the number encodes back as
 * itself (the API serialises its answers through the schemas).
 */
function length(units: Record<string, number>, fallbackUnit: string, example: string) {
  return z.codec(z.union([z.number(), z.string()]), z.number(), {
    decode: (value, ctx) => {
      if (typeof value === 'number') return value;
      const match = /^\s*([\d.]+)\s*([a-z]*)\s*$/.exec(value);
      const perUnit = units[match?.[2] || fallbackUnit];
      if (!match || perUnit === undefined) {
        ctx.issues.push({
          code: 'custom',
          input: value,
          message: `Must be a size such as ${example}.`,
        });
        return z.NEVER;
      }
      return Number(match[1]) / perUnit;
    },
    encode: (value) => value,
  });
}
/** Points: 10.5, "10.5pt" or "14px". */
const points = length({ pt: 1, px: 4 / 3 }, 'pt', '10.5 or "10.5pt"');
/** Inches: 0.75, "0.75in", "2cm", "20mm" or "54pt". */
const inches = length({ in: 1, cm: 2.54, mm: 25.4, pt: 72, px: 96 }, 'in', '0.75 or "0.75in"');

const marginsSchema = z.union([
  inches,
  z.object({ top: inches, right: inches, bottom: inches, left: inches }),
]);

/** A section draws the summary or one of the CV's lists. */
export const layoutSourceKeys = ['summary', ...cvListKeys] as const;
export type LayoutSource = (typeof layoutSourceKeys)[number];

const sectionStyleSchema = z.object({
  titleColor: color.optional(),
  titleSize: points.optional(),
  uppercase: z.boolean().optional(),
  /** A rule under the section title. */
  divider: z.boolean().optional(),
  align: z.enum(['left', 'center']).optional(),
});

export const itemLayoutSchema = z.object({
  /** Bold first line, e.g. "{title}". */
  title: z.string().max(200).optional(),
  /** Second line, e.g. "{company}, {location}". */
  subtitle: z.string().max(200).optional(),
  /** Right-aligned on the title line, e.g. "{startDate} – {endDate}". */
  date: z.string().max(200).optional(),
  /** Body text, e.g. "{description}". */
  description: z.string().max(200).optional(),
  /** Show each line of the description as a bullet. */
  bullets: z.boolean().optional(),
});

const headerSectionSchema = z.object({
  type: z.literal('Header'),
  title: z.string().max(200).optional(),
  source: z.literal('personal').optional(),
  layout: z.enum(['centered', 'left']).default('centered'),
  style: sectionStyleSchema.optional(),
  itemLayout: itemLayoutSchema.optional(),
});

const bodySectionSchema = z.object({
  type: z.literal('Section'),
  title: z.string().max(200),
  source: z.enum(layoutSourceKeys),
  /** list: one entry under another; inline: entries joined on one line; grid: two columns. */
  layout: z.enum(['list', 'inline', 'grid']).default('list'),
  style: sectionStyleSchema.optional(),
  itemLayout: itemLayoutSchema.optional(),
});

export const resumeLayoutSchema = z.object({
  name: z.string().max(120).optional(),
  layout: z.object({
    fontFamily: z.string().max(200).default('Inter'),
    fontSize: points.default(10.5),
    lineHeight: z.number().min(1).max(3).default(1.4),
    primaryColor: color.default('#111827'),
    secondaryColor: color.default('#4b5563'),
    margins: marginsSchema.default(0.75),
  }),
  sections: z
    .array(z.discriminatedUnion('type', [headerSectionSchema, bodySectionSchema]))
    .min(1)
    .max(40),
});

export type ResumeLayout = z.output<typeof resumeLayoutSchema>;
export type ResumeLayoutSection = ResumeLayout['sections'][number];
export type ItemLayout = z.output<typeof itemLayoutSchema>;

/** The margins as four lengths in inches. */
export function layoutMargins(margins: ResumeLayout['layout']['margins']) {
  return typeof margins === 'number'
    ? { top: margins, right: margins, bottom: margins, left: margins }
    : margins;
}

/**
 * The built-in demo: an American-style one-page resume. Used when a template has no JSON of
 * its own or cannot be found, as the spec says.
 */
export const americanOnePageLayout = {
  name: 'American One-Page',
  layout: {
    fontFamily: 'Source Serif 4',
    fontSize: 10.5,
    lineHeight: 1.35,
    primaryColor: '#111111',
    secondaryColor: '#444444',
    margins: 0.7,
  },
  sections: [
    { type: 'Header', source: 'personal', layout: 'centered', style: { uppercase: true } },
    {
      type: 'Section',
      title: 'Summary',
      source: 'summary',
      style: { uppercase: true, divider: true },
    },
    {
      type: 'Section',
      title: 'Experience',
      source: 'experience',
      style: { uppercase: true, divider: true },
      itemLayout: {
        title: '{company}',
        date: '{startDate} – {endDate}',
        subtitle: '{title}, {location}',
        description: '{description}',
        bullets: true,
      },
    },
    {
      type: 'Section',
      title: 'Education',
      source: 'education',
      style: { uppercase: true, divider: true },
      itemLayout: {
        title: '{institution}',
        date: '{startDate} – {endDate}',
        subtitle: '{degree}',
        description: '{description}',
      },
    },
    {
      type: 'Section',
      title: 'Skills',
      source: 'skills',
      layout: 'inline',
      style: { uppercase: true, divider: true },
      itemLayout: { title: '{name}' },
    },
    {
      type: 'Section',
      title: 'Projects',
      source: 'projects',
      style: { uppercase: true, divider: true },
      itemLayout: { title: '{name}', date: '{url}', description: '{description}' },
    },
    {
      type: 'Section',
      title: 'Certifications',
      source: 'certifications',
      style: { uppercase: true, divider: true },
      itemLayout: { title: '{name}', subtitle: '{issuer}', date: '{date}' },
    },
    {
      type: 'Section',
      title: 'Languages',
      source: 'languages',
      layout: 'inline',
      style: { uppercase: true, divider: true },
      itemLayout: { title: '{name} ({fluency})' },
    },
    {
      type: 'Section',
      title: 'Tools',
      source: 'tools',
      layout: 'inline',
      style: { uppercase: true, divider: true },
      itemLayout: { title: '{name}' },
    },
    {
      type: 'Section',
      title: 'Achievements',
      source: 'achievements',
      style: { uppercase: true, divider: true },
      itemLayout: { title: '{title}', description: '{description}' },
    },
    {
      type: 'Section',
      title: 'Publications',
      source: 'publications',
      style: { uppercase: true, divider: true },
      itemLayout: { title: '{title}', subtitle: '{publisher} · {url}', date: '{date}' },
    },
    {
      type: 'Section',
      title: 'Extracurricular Activities',
      source: 'extracurricular',
      style: { uppercase: true, divider: true },
      itemLayout: { title: '{name}', subtitle: '{role}', description: '{description}' },
    },
    {
      type: 'Section',
      title: 'References',
      source: 'references',
      style: { uppercase: true, divider: true },
      itemLayout: {
        title: '{name}',
        subtitle: '{title}, {company}',
        description: '{email} · {phone} · {contact}',
      },
    },
  ],
} satisfies z.input<typeof resumeLayoutSchema>;
