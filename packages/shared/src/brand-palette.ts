// The site's colours, apart from theme.ts's schemas: every page draws them first, before zod is
// loaded.

/** The site's own green: buttons, links and the logo mark are drawn in it until an admin picks another. */
export const DEFAULT_PRIMARY_COLOR = '#0f5c45';

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
