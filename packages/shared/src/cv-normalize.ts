import {
  BIO_DATA_FIELDS,
  cvDataSchema,
  educationLevels,
  experienceTypes,
  gpaScales,
  NID_SPACING,
  languageFluencies,
  skillLevels,
  type CvData,
  type LanguageFluency,
  type SkillLevel,
} from './cv';
import { toAsciiDigits } from './locale';

/**
 * Normalisation of the user spec §3: every list item gets a generated string id if it has
 * none, null fields are dropped, and the item defaults fill what is missing. Imported CVs
 * default skills to Beginner and languages to Basic instead of Intermediate and
 * Conversational. Input may be anything (an old export, a parser's output); what cannot be
 * made to fit is left for the schema to reject.
 */
export interface NormaliseOptions {
  /** Defaults for a CV read from a file rather than typed in the editor. */
  importing?: boolean;
}

type Raw = Record<string, unknown>;

/** A short random id; crypto.getRandomValues works in every browser context and in Node. */
export function newId(): string {
  const bytes = new Uint8Array(9);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(36).padStart(2, '0')).join('');
}

const isObject = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Nulls are dropped at every depth: a null field is as good as a missing one. */
export function dropNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => item !== null).map(dropNulls);
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, field]) => field !== null && field !== undefined)
      .map(([key, field]) => [key, dropNulls(field)]),
  );
}

/** A text field: numbers and booleans become text, a missing one the default. */
function textOf(value: unknown, fallback = ''): unknown {
  if (value === undefined) return fallback;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return value;
}

function optionalText(value: unknown): unknown {
  return value === undefined ? undefined : textOf(value);
}

/** Matches an enum value whatever its case, spaces or hyphens ("full time" is Full-time). */
function oneOf<T extends string>(options: readonly T[], value: unknown): T | undefined {
  if (typeof value !== 'string') return undefined;
  const key = value.toLowerCase().replace(/[^a-z]/g, '');
  return options.find((option) => option.toLowerCase().replace(/[^a-z]/g, '') === key);
}

function experienceType(value: unknown) {
  if (typeof value === 'string' && /^intern$/i.test(value.trim())) return 'Internship';
  return oneOf(experienceTypes, value);
}

function idOf(value: unknown): string {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value : newId();
}

/** Entries given as plain text ("React") are read as their main field. */
function entry(value: unknown, mainField: string): Raw | undefined {
  if (isObject(value)) return value;
  if (typeof value === 'string' || typeof value === 'number') return { [mainField]: String(value) };
  return undefined;
}

function normaliseList(value: unknown, mainField: string, shape: (item: Raw) => Raw): unknown {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return value; // not a list: the schema says so
  return value
    .map((item) => entry(item, mainField))
    .filter((item): item is Raw => item !== undefined)
    .map((item) => ({ id: idOf(item.id), ...shape(item) }));
}

/** Fields of an item that default to '' when missing, in the spec's order. */
function texts(item: Raw, fields: string[]): Raw {
  return Object.fromEntries(fields.map((field) => [field, textOf(item[field])]));
}

function withOptional(base: Raw, optional: Raw): Raw {
  const present = Object.entries(optional).filter(([, value]) => value !== undefined);
  return { ...base, ...Object.fromEntries(present) };
}

/** A number as typed in Bengali or ASCII digits, kept in ASCII ones (৫.০০ is 5.00). */
function asciiText(value: unknown): unknown {
  const text = optionalText(value);
  return typeof text === 'string' ? toAsciiDigits(text) : text;
}

/**
 * The bio-data fields present (as text; the date of birth and the NID in ASCII digits, the
 * NID without its spacing), or nothing: a CV without them stays without.
 */
function bioDataOf(value: unknown): { bioData?: Raw } {
  if (!isObject(value)) return {};
  const fields = Object.fromEntries(
    BIO_DATA_FIELDS.map((field) => [field, optionalText(value[field])]),
  );
  const nid = asciiText(value.nid);
  const present = withOptional(fields, {
    dateOfBirth: asciiText(value.dateOfBirth),
    nid: typeof nid === 'string' ? nid.replace(NID_SPACING, '') : nid,
  });
  const given = Object.entries(present).filter(([, text]) => text !== undefined);
  return given.length > 0 ? { bioData: Object.fromEntries(given) } : {};
}

export function normaliseCvData(input: unknown, options: NormaliseOptions = {}): unknown {
  const raw = dropNulls(input);
  if (!isObject(raw)) return raw;
  const skillDefault: SkillLevel = options.importing ? 'Beginner' : 'Intermediate';
  const fluencyDefault: LanguageFluency = options.importing ? 'Basic' : 'Conversational';
  const personal = isObject(raw.personal) ? raw.personal : {};

  return {
    personal: withOptional(
      {
        ...texts(personal, ['name', 'title', 'email', 'phone', 'location', 'summary']),
        links: normaliseList(personal.links, 'url', (link) => texts(link, ['label', 'url'])),
      },
      { photoUrl: optionalText(personal.photoUrl) },
    ),
    ...bioDataOf(raw.bioData),
    experience: normaliseList(raw.experience, 'title', (item) =>
      withOptional(
        texts(item, ['title', 'company', 'location', 'startDate', 'endDate', 'description']),
        {
          type: experienceType(item.type),
        },
      ),
    ),
    education: normaliseList(raw.education, 'degree', (item) =>
      withOptional(
        texts(item, ['degree', 'institution', 'location', 'startDate', 'endDate', 'description']),
        {
          level: oneOf(educationLevels, item.level),
          board: optionalText(item.board),
          year: asciiText(item.year),
          gpa: asciiText(item.gpa),
          gpaScale: gpaScales.find((scale) => scale === textOf(item.gpaScale)),
          division: optionalText(item.division),
        },
      ),
    ),
    skills: normaliseList(raw.skills, 'name', (item) => ({
      ...texts(item, ['name']),
      level: oneOf(skillLevels, item.level) ?? skillDefault,
    })),
    languages: normaliseList(raw.languages, 'name', (item) => ({
      ...texts(item, ['name']),
      fluency: oneOf(languageFluencies, item.fluency) ?? fluencyDefault,
    })),
    projects: normaliseList(raw.projects, 'name', (item) =>
      withOptional(texts(item, ['name', 'url', 'description']), {
        label: optionalText(item.label),
      }),
    ),
    extracurricular: normaliseList(raw.extracurricular, 'name', (item) =>
      texts(item, ['name', 'role', 'description']),
    ),
    certifications: normaliseList(raw.certifications, 'name', (item) =>
      texts(item, ['name', 'issuer', 'date']),
    ),
    tools: normaliseList(raw.tools, 'name', (item) => texts(item, ['name'])),
    achievements: normaliseList(raw.achievements, 'description', (item) =>
      withOptional(texts(item, ['description']), { title: optionalText(item.title) }),
    ),
    publications: normaliseList(raw.publications, 'title', (item) =>
      texts(item, ['title', 'publisher', 'date', 'url']),
    ),
    references: normaliseList(raw.references, 'name', (item) =>
      withOptional(
        // The spec's reference has "position or title": a position fills a missing title.
        texts({ ...item, title: item.title ?? item.position }, [
          'name',
          'title',
          'company',
          'contact',
        ]),
        { email: optionalText(item.email), phone: optionalText(item.phone) },
      ),
    ),
  };
}

/** Normalises, then validates against the CV schema with its limits. */
export function parseCvData(input: unknown, options: NormaliseOptions = {}) {
  return cvDataSchema.safeParse(normaliseCvData(input, options));
}

/** For input known to be well-formed (tests, samples): throws when it is not. */
export function toCvData(input: unknown, options: NormaliseOptions = {}): CvData {
  return cvDataSchema.parse(normaliseCvData(input, options));
}
