import type { GenerateFieldType } from '@careercard/shared/analysis';
import {
  cvEducationSchema,
  cvLinkSchema,
  cvProjectSchema,
  cvPublicationSchema,
  educationLevels,
  experienceTypes,
  gpaScales,
  languageFluencies,
  skillLevels,
  type CvListKey,
} from '@careercard/shared/cv';
import { newId } from '@careercard/shared/cv-normalize';
import type { z } from 'zod';

/** How each list of the CV is edited: its fields, a new entry, and an entry's short label. */
export interface FieldDef {
  name: string;
  kind: 'text' | 'textarea' | 'select' | 'url' | 'email' | 'tel' | 'date';
  maxLength: number;
  options?: readonly string[];
  /** A select that may be left unchosen ("Not specified"): the entry then has no value. */
  optional?: boolean;
  /** Takes the whole row on wide screens. */
  wide?: boolean;
  /** The writing assistant's kind of text, when the field has an AI button. */
  ai?: GenerateFieldType;
  /** The server's rule for the field, checked as the user types (an address's scheme). */
  schema?: z.ZodType;
}

export interface ListConfig {
  key: CvListKey;
  fields: FieldDef[];
  /** The field that names an entry in its header ("Senior Engineer"). */
  labelFields: string[];
  create: () => Record<string, unknown> & { id: string };
}

const text = (name: string, extra: Partial<FieldDef> = {}): FieldDef => ({
  name,
  kind: 'text',
  maxLength: 200,
  ...extra,
});
const date = (name: string): FieldDef => text(name, { maxLength: 50 });
const long = (name: string, ai?: GenerateFieldType): FieldDef => ({
  name,
  kind: 'textarea',
  maxLength: 5000,
  wide: true,
  ...(ai ? { ai } : {}),
});
const url = (name: string, schema: z.ZodType): FieldDef => ({
  name,
  kind: 'url',
  maxLength: 2048,
  schema,
});
const choice = (name: string, options: readonly string[], optional = false): FieldDef => ({
  name,
  kind: 'select',
  maxLength: 20,
  options,
  optional,
});
const blankEntry =
  (fields: FieldDef[], extra: Record<string, unknown> = {}) =>
  () => ({
    id: newId(),
    ...Object.fromEntries(fields.filter((f) => f.kind !== 'select').map((f) => [f.name, ''])),
    ...extra,
  });

function list(
  key: CvListKey,
  labelFields: string[],
  fields: FieldDef[],
  extra?: Record<string, unknown>,
): ListConfig {
  return { key, fields, labelFields, create: blankEntry(fields, extra) };
}

const experienceFields = [
  text('title'),
  text('company'),
  text('location'),
  choice('type', experienceTypes, true),
  date('startDate'),
  date('endDate'),
  long('description', 'experience'),
];

/** The seven sections of the spec's editor that are lists, then the further field groups. */
export const mainLists: ListConfig[] = [
  list('experience', ['title', 'company'], experienceFields),
  list(
    'education',
    ['degree', 'institution'],
    [
      text('degree'),
      text('institution'),
      text('location'),
      date('startDate'),
      date('endDate'),
      // The result as Bangladeshi certificates and forms give it (issue 44).
      choice('level', educationLevels, true),
      text('board'),
      text('year', { maxLength: 10, schema: cvEducationSchema.shape.year }),
      text('gpa', { maxLength: 10, schema: cvEducationSchema.shape.gpa }),
      choice('gpaScale', gpaScales, true),
      text('division'),
      long('description'),
    ],
  ),
  list('skills', ['name'], [text('name'), choice('level', skillLevels)], { level: 'Intermediate' }),
  list('languages', ['name'], [text('name'), choice('fluency', languageFluencies)], {
    fluency: 'Conversational',
  }),
  list(
    'projects',
    ['name'],
    [
      text('name'),
      url('url', cvProjectSchema.shape.url),
      text('label'),
      long('description', 'project'),
    ],
  ),
  list(
    'extracurricular',
    ['name', 'role'],
    [text('name'), text('role'), long('description', 'extracurricular')],
  ),
];

export const furtherLists: ListConfig[] = [
  list('certifications', ['name'], [text('name'), text('issuer'), date('date')]),
  list('tools', ['name'], [text('name')]),
  list(
    'achievements',
    ['title', 'description'],
    [text('title'), long('description', 'achievement')],
  ),
  list(
    'publications',
    ['title'],
    [text('title'), text('publisher'), date('date'), url('url', cvPublicationSchema.shape.url)],
  ),
  list(
    'references',
    ['name'],
    [
      text('name'),
      text('title'),
      text('company'),
      { name: 'email', kind: 'email', maxLength: 200 },
      { name: 'phone', kind: 'tel', maxLength: 50 },
      text('contact'),
    ],
  ),
];

export const linkFields: FieldDef[] = [text('label'), url('url', cvLinkSchema.shape.url)];
export const createLink = blankEntry(linkFields);
