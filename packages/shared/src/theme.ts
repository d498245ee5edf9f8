import { z } from 'zod';

/** The site's own green: buttons, links and the logo mark are drawn in it until an admin picks another. */
export const DEFAULT_PRIMARY_COLOR = '#0f5c45';

/** White button text on the primary colour must stay readable (WCAG AA for normal text). */
export const MIN_PRIMARY_CONTRAST = 4.5;

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** The luminance of an sRGB colour as WCAG defines it. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** How well white text reads on `hex`, as a WCAG contrast ratio (1 to 21). */
export const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

/** How well one colour reads on another, as a WCAG contrast ratio (1 to 21); order does not matter. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export const THEME_COLOR_FORMAT_MESSAGE = 'Please enter a colour as #RRGGBB, for example #0f5c45.';
export const themeColorContrastMessage = (ratio: number) =>
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
export type ThemeSettings = z.infer<typeof themeSettingsSchema>;

/**
 * The brand shades the interface is drawn with (Tailwind's `--color-brand-*`), made from one
 * colour: it is the 700 shade (buttons, links); lighter shades mix it with white, darker with
 * black, so any colour an admin picks gives a coherent palette.
 */
export function brandPalette(primary: string): Record<string, string> {
  const mix = (percent: number, other: 'white' | 'black') =>
    `color-mix(in oklab, ${primary} ${percent}%, ${other})`;
  return {
    '--color-brand-50': mix(7, 'white'),
    '--color-brand-100': mix(16, 'white'),
    '--color-brand-200': mix(32, 'white'),
    '--color-brand-300': mix(50, 'white'),
    '--color-brand-500': mix(78, 'white'),
    '--color-brand-600': mix(90, 'white'),
    '--color-brand-700': primary,
    '--color-brand-800': mix(78, 'black'),
    '--color-brand-900': mix(55, 'black'),
  };
}

/** The palette as a style sheet for the whole page. */
export const brandStyleSheet = (primary: string) =>
  `:root{${Object.entries(brandPalette(primary))
    .map(([name, value]) => `${name}:${value}`)
    .join(';')}}`;

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
