import type { VcardLook, VcardLookFont } from '@careercard/shared/vcard-look';
import type { CSSProperties } from 'react';

/** The fonts the app serves itself (index.css); Bangla is always Noto Sans Bengali. */
const fontFamilies: Record<VcardLookFont, string> = {
  sans: "'Inter', 'Noto Sans Bengali', ui-sans-serif, system-ui, sans-serif",
  serif: "'Source Serif 4', 'Noto Sans Bengali', ui-serif, Georgia, serif",
};

/**
 * A look as CSS variables (--vc-background, --vc-surface, --vc-text, --vc-muted, --vc-accent,
 * --vc-on-accent) and its font, set on the element the card and its page are drawn in.
 */
export function lookStyle(look: VcardLook): CSSProperties {
  const { colors } = look;
  return {
    '--vc-background': colors.background,
    '--vc-surface': colors.surface,
    '--vc-text': colors.text,
    '--vc-muted': colors.muted,
    '--vc-accent': colors.accent,
    '--vc-on-accent': colors.onAccent,
    // Quiet tints for icon discs and outlines, mixed from the look's own colours.
    '--vc-tint': `color-mix(in srgb, ${colors.muted} 14%, ${colors.surface})`,
    '--vc-line': `color-mix(in srgb, ${colors.text} 14%, ${colors.surface})`,
    fontFamily: fontFamilies[look.font],
  } as CSSProperties;
}
