import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Bangla is drawn in the bundled Noto Sans Bengali wherever the app sets a font: a family of
 * Tailwind's theme (font-sans, font-mono, font-serif) that left it out would fall to a system
 * font, which on many machines has no Bengali and shows empty boxes.
 */
const css = fs.readFileSync(path.join(import.meta.dirname, 'index.css'), 'utf8');

describe('the font families of the theme', () => {
  const families = [...css.matchAll(/--font-(\w+):\s*([^;]+);/g)].map(
    ([, name, stack]) => [name!, stack!.replace(/\s+/g, ' ').trim()] as const,
  );

  it('are sans, mono and serif', () => {
    expect(families.map(([name]) => name).sort()).toEqual(['mono', 'sans', 'serif']);
  });

  it.each(families)(
    'font-%s names the bundled Bengali font before any generic family',
    (_, stack) => {
      const names = stack.split(',').map((name) => name.trim().replace(/^['"]|['"]$/g, ''));
      const bengali = names.indexOf('Noto Sans Bengali');
      expect(bengali).toBeGreaterThanOrEqual(0);
      const generic = names.findIndex((name) =>
        ['sans-serif', 'serif', 'monospace', 'system-ui', 'ui-sans-serif', 'ui-serif'].includes(
          name,
        ),
      );
      expect(bengali).toBeLessThan(generic);
    },
  );

  it('come from the bundled files, in the weights the app uses', () => {
    for (const weight of [400, 600, 700]) {
      expect(css).toContain(`@import '@fontsource/noto-sans-bengali/${weight}.css';`);
    }
  });
});
