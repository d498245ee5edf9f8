import { z } from 'zod';

export { DEFAULT_PRIMARY_COLOR, brandPalette, brandStyleSheet } from './brand-palette';

/** White button text on the primary colour must stay readable (WCAG AA for normal text). */
const MIN_PRIMARY_CONTRAST = 4.5;

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** The luminance of an sRGB colour as WCAG defines it. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** How well white text reads on `hex`, as a WCAG contrast ratio (1 to 21). */
const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

/** How well one colour reads on another, as a WCAG contrast ratio (1 to 21); order does not matter. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export const THEME_COLOR_FORMAT_MESSAGE = 'Please enter a colour as #RRGGBB, for example #0f5c45.';
const themeColorContrastMessage = (ratio: number) =>
  `Please choose a darker colour: white text on it reads at ${ratio.toFixed(1)}:1, and at least ${MIN_PRIMARY_CONTRAST}:1 is needed.`;

/** The Theme tab's saved value; empty means the default colour. */
export const themeSettingsSchema = z.object({
  primaryColor: z
    .string()
    .trim()
    .toLowerCase()
    .superRefine((hex, context) => {
      if (hex === '') return;
      if (!HEX_COLOR.test(hex)) {
        context.addIssue({ code: 'custom', message: THEME_COLOR_FORMAT_MESSAGE });
        return;
      }
      const ratio = contrastWithWhite(hex);
      if (ratio < MIN_PRIMARY_CONTRAST) {
        context.addIssue({ code: 'custom', message: themeColorContrastMessage(ratio) });
      }
    })
    .default(''),
});

export const THEME_FILE_MAX_BYTES = 1024 * 1024;
export const THEME_FILE_KINDS = ['logo', 'favicon'] as const;
export type ThemeFileKind = (typeof THEME_FILE_KINDS)[number];
export const LOGO_TYPE_MESSAGE = 'The logo must be a PNG image.';
export const FAVICON_TYPE_MESSAGE = 'The favicon must be an ICO or PNG image.';

/** GET /api/theme: what every page is drawn with. Null means the built-in colour or file. */
export const siteThemeSchema = z.object({
  primaryColor: z.string().nullable(),
  logoUrl: z.string().nullable(),
  faviconUrl: z.string().nullable(),
});
export type SiteTheme = z.infer<typeof siteThemeSchema>;
export const siteThemeResponseSchema = z.object({
  success: z.literal(true),
  data: siteThemeSchema,
});
