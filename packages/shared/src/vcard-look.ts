import { z } from 'zod';
import { contrastRatio } from './theme';

/**
 * A V-Card template's look (admin spec, V-Card Templates): a small JSON document an admin
 * uploads, naming the card's colours, its font, its layout and which fields it shows. The public
 * card is drawn from it, so a new template needs no new code. Modern and Minimal are two looks.
 *
 * {
 *   "name": "Modern",
 *   "colors": { "background": "#f8fafc", "surface": "#ffffff", "text": "#1e293b",
 *               "muted": "#475569", "accent": "#0b4535", "onAccent": "#ffffff" },
 *   "font": "sans",
 *   "layout": "banner",
 *   "show": { "location": false }
 * }
 *
 * background: the page around the card; surface: the card; text and muted: what is written on
 * the card; accent: the banner, the initials and the Save Contact button; onAccent: what is
 * written on the accent. Every flag of `show` is optional and true unless set to false.
 */

/** The largest template file the back office takes. */
export const VCARD_LOOK_MAX_BYTES = 256 * 1024;
/** WCAG AA for normal text: every text colour must read at least this well on what it sits on. */
const VCARD_LOOK_MIN_CONTRAST = 4.5;

/** Only fonts the app serves itself: Inter, Source Serif 4 (Bangla in Noto Sans Bengali). */
export const vcardLookFonts = ['sans', 'serif'] as const;
export type VcardLookFont = (typeof vcardLookFonts)[number];
/**
 * banner: a coloured header with the photo over it (Modern); centered: plain and centred
 * (Minimal); split: the photo beside the name, on an accent strip.
 */
const vcardLookLayouts = ['banner', 'centered', 'split'] as const;
/** The parts of a card a look may hide. */
export const vcardLookFields = [
  'photo',
  'title',
  'summary',
  'email',
  'phone',
  'location',
  'links',
  'qr',
  'saveContact',
] as const;
export type VcardLookField = (typeof vcardLookFields)[number];
export const vcardLookColors = [
  'background',
  'surface',
  'text',
  'muted',
  'accent',
  'onAccent',
] as const;
export type VcardLookColor = (typeof vcardLookColors)[number];

const colorWords: Record<VcardLookColor, string> = {
  background: 'page background',
  surface: 'card',
  text: 'text',
  muted: 'muted text',
  accent: 'accent',
  onAccent: 'text on the accent',
};
/** What is written on what: [foreground, background]. */
const contrastPairs: ReadonlyArray<[VcardLookColor, VcardLookColor]> = [
  ['text', 'surface'],
  ['muted', 'surface'],
  ['onAccent', 'accent'],
];

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
const COLOR_MESSAGE = 'Must be a colour written as #RRGGBB, for example #0b4535.';
const listed = (values: readonly string[]) => values.map((value) => `"${value}"`).join(', ');
/** A strict object whose unknown fields are named, so a typo does not pass unnoticed. */
const unknownField = (issue: z.core.$ZodRawIssue) =>
  issue.code === 'unrecognized_keys'
    ? `Unknown field: ${issue.keys.map((key) => `"${key}"`).join(', ')}.`
    : undefined;

const color = z.string({ error: COLOR_MESSAGE }).regex(HEX_COLOR, COLOR_MESSAGE);
const flag = z.boolean({ error: 'Must be true or false.' }).default(true);

export const vcardLookSchema = z
  .strictObject(
    {
      name: z
        .string({ error: 'The name is required.' })
        .trim()
        .min(1, 'The name is required.')
        .max(120, 'The name must be at most 120 characters.'),
      colors: z.strictObject(
        Object.fromEntries(vcardLookColors.map((key) => [key, color])) as Record<
          VcardLookColor,
          typeof color
        >,
        {
          error: (issue) =>
            unknownField(issue) ??
            `Give the colours as an object with ${vcardLookColors.join(', ')}.`,
        },
      ),
      font: z.enum(vcardLookFonts, { error: `Must be one of ${listed(vcardLookFonts)}.` }),
      layout: z.enum(vcardLookLayouts, { error: `Must be one of ${listed(vcardLookLayouts)}.` }),
      show: z
        .strictObject(
          Object.fromEntries(vcardLookFields.map((key) => [key, flag])) as Record<
            VcardLookField,
            typeof flag
          >,
          {
            error: (issue) =>
              unknownField(issue) ??
              `Give "show" as an object of true or false for ${vcardLookFields.join(', ')}.`,
          },
        )
        .default(Object.fromEntries(vcardLookFields.map((key) => [key, true])) as never),
    },
    {
      error: (issue) =>
        unknownField(issue) ?? 'A V-Card template must be a JSON object with a name and colours.',
    },
  )
  .superRefine((look, context) => {
    for (const [front, back] of contrastPairs) {
      const ratio = contrastRatio(look.colors[front], look.colors[back]);
      if (ratio < VCARD_LOOK_MIN_CONTRAST) {
        // Rounded down: 4.496 must not read as the 4.50 it falls short of.
        const said = (Math.floor(ratio * 100) / 100).toFixed(2);
        context.addIssue({
          code: 'custom',
          path: ['colors', front],
          message: `The ${colorWords[front]} (${look.colors[front]}) reads at ${said}:1 on the ${colorWords[back]} (${look.colors[back]}); at least ${VCARD_LOOK_MIN_CONTRAST}:1 is needed.`,
        });
      }
    }
  });
export type VcardLook = z.output<typeof vcardLookSchema>;
export type VcardLookInput = z.input<typeof vcardLookSchema>;

/** "colors.text: The text … reads at 2.1:1 …": where the first problem is, and what it is. */
export function describeLookProblem(error: z.ZodError): string {
  const [issue] = error.issues;
  if (!issue) return 'The template is not a V-Card look.';
  const keys = issue.code === 'unrecognized_keys' ? issue.keys.slice(0, 1) : [];
  const path = [...issue.path, ...keys].map(String).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

export const VCARD_LOOK_JSON_INVALID_MESSAGE = 'The selected file is not a valid JSON.';

/** A template file's text as a look, or why it is not one (not JSON at all, or its first problem). */
export function parseVcardLook(
  text: string,
): { success: true; look: VcardLook } | { success: false; problem: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { success: false, problem: VCARD_LOOK_JSON_INVALID_MESSAGE };
  }
  const look = vcardLookSchema.safeParse(json);
  return look.success
    ? { success: true, look: look.data }
    : { success: false, problem: describeLookProblem(look.error) };
}

const everyField = Object.fromEntries(vcardLookFields.map((key) => [key, true])) as Record<
  VcardLookField,
  boolean
>;

/** The built-in looks, as they were drawn before looks existed (Tailwind's slate, our green). */
export const modernLook: VcardLook = {
  name: 'Modern',
  colors: {
    background: '#f8fafc',
    surface: '#ffffff',
    text: '#1e293b',
    muted: '#475569',
    accent: '#0b4535',
    onAccent: '#ffffff',
  },
  font: 'sans',
  layout: 'banner',
  show: everyField,
};

export const minimalLook: VcardLook = {
  name: 'Minimal',
  colors: {
    background: '#f8fafc',
    surface: '#ffffff',
    text: '#0f172a',
    muted: '#475569',
    accent: '#0f172a',
    onAccent: '#ffffff',
  },
  font: 'sans',
  layout: 'centered',
  show: everyField,
};

/** A look as its template file: the example the back office offers for download. */
export const lookJson = (look: VcardLookInput) => `${JSON.stringify(look, null, 2)}\n`;
