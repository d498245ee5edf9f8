import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../src/theme';
import {
  lookJson,
  minimalLook,
  modernLook,
  parseVcardLook,
  VCARD_LOOK_JSON_INVALID_MESSAGE,
  vcardLookSchema,
} from '../src/vcard-look';
import {
  VCARD_TEMPLATE_REQUIRED_MESSAGE,
  VCARD_TEMPLATE_TOO_LARGE_MESSAGE,
  vcardTemplateInputSchema,
} from '../src/vcard-templates';

const navy = {
  name: 'Navy Night',
  colors: {
    background: '#0b1220',
    surface: '#111c33',
    text: '#e2e8f0',
    muted: '#a5b4cb',
    accent: '#fbbf24',
    onAccent: '#111827',
  },
  font: 'serif',
  layout: 'centered',
  show: { location: false },
};

const problemOf = (look: unknown) => {
  const parsed = parseVcardLook(JSON.stringify(look));
  return parsed.success ? undefined : parsed.problem;
};

describe('a V-Card look', () => {
  it('takes Modern and Minimal as their own template files', () => {
    expect(parseVcardLook(lookJson(modernLook))).toEqual({ success: true, look: modernLook });
    expect(parseVcardLook(lookJson(minimalLook))).toEqual({ success: true, look: minimalLook });
  });

  it('shows every field unless the look hides it', () => {
    const look = vcardLookSchema.parse(navy);
    expect(look.show.location).toBe(false);
    expect(look.show.email).toBe(true);
    expect(look.show.saveContact).toBe(true);
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ffffff', '#777777')).toBeCloseTo(4.48, 2);
  });

  it('refuses text that does not read on the card, naming the colour and the ratio', () => {
    expect(problemOf({ ...navy, colors: { ...navy.colors, text: '#1f2a44' } })).toBe(
      'colors.text: The text (#1f2a44) reads at 1.19:1 on the card (#111c33); at least 4.5:1 is needed.',
    );
    expect(problemOf({ ...navy, colors: { ...navy.colors, muted: '#475569' } })).toMatch(
      /^colors\.muted: The muted text \(#475569\) reads at 2\.\d\d:1 on the card/,
    );
    expect(problemOf({ ...navy, colors: { ...navy.colors, onAccent: '#f59e0b' } })).toMatch(
      /^colors\.onAccent: The text on the accent \(#f59e0b\) reads at 1\.\d\d:1 on the accent/,
    );
    // #777777 on white is 4.478:1, just short: said as 4.47 (rounded down, never up to the limit).
    expect(
      problemOf({ ...modernLook, colors: { ...modernLook.colors, muted: '#777777' } }),
    ).toMatch(/reads at 4\.47:1 on the card \(#ffffff\); at least 4\.5:1/);
  });

  it('names the first problem with its path', () => {
    expect(problemOf({ ...navy, colors: { ...navy.colors, accent: 'gold' } })).toBe(
      'colors.accent: Must be a colour written as #RRGGBB, for example #0b4535.',
    );
    const { accent: _accent, ...noAccent } = navy.colors;
    expect(problemOf({ ...navy, colors: noAccent })).toBe(
      'colors.accent: Must be a colour written as #RRGGBB, for example #0b4535.',
    );
    expect(problemOf({ ...navy, layout: 'grid' })).toBe(
      'layout: Must be one of "banner", "centered", "split".',
    );
    expect(problemOf({ ...navy, font: 'comic' })).toBe('font: Must be one of "sans", "serif".');
    expect(problemOf({ ...navy, show: { location: 'no' } })).toBe(
      'show.location: Must be true or false.',
    );
    expect(problemOf({ ...navy, show: { adress: false } })).toBe(
      'show.adress: Unknown field: "adress".',
    );
    expect(problemOf({ ...navy, colours: {} })).toBe('colours: Unknown field: "colours".');
    expect(problemOf({ ...navy, name: '  ' })).toBe('name: The name is required.');
    expect(problemOf([navy])).toBe(
      'A V-Card template must be a JSON object with a name and colours.',
    );
    const { colors: _colors, ...noColours } = navy;
    expect(problemOf(noColours)).toBe(
      'colors: Give the colours as an object with background, surface, text, muted, accent, onAccent.',
    );
  });

  it('says when a file is not JSON at all', () => {
    expect(parseVcardLook('{"name": "Broken",')).toEqual({
      success: false,
      problem: VCARD_LOOK_JSON_INVALID_MESSAGE,
    });
  });
});

describe('a V-Card template upload', () => {
  const messageOf = (body: unknown) =>
    vcardTemplateInputSchema.safeParse(body).error?.issues.map((issue) => issue.message);

  it('needs a name and a JSON file', () => {
    expect(messageOf({})).toEqual([
      VCARD_TEMPLATE_REQUIRED_MESSAGE,
      VCARD_TEMPLATE_REQUIRED_MESSAGE,
    ]);
    expect(messageOf({ name: 'Navy', jsonContent: '  ' })).toEqual([
      VCARD_TEMPLATE_REQUIRED_MESSAGE,
    ]);
  });

  it('takes a file of at most 256 KB that is a look', () => {
    const big = JSON.stringify({ ...navy, name: 'x'.repeat(100), pad: ' '.repeat(262_144) });
    expect(messageOf({ name: 'Navy', jsonContent: big })).toEqual([
      VCARD_TEMPLATE_TOO_LARGE_MESSAGE,
    ]);
    expect(messageOf({ name: 'Navy', jsonContent: 'not json' })).toEqual([
      'The selected file is not a valid JSON.',
    ]);
    expect(
      vcardTemplateInputSchema.parse({ name: ' Navy ', jsonContent: JSON.stringify(navy) }),
    ).toMatchObject({ name: 'Navy', status: 'Enabled' });
  });

  it('takes a thumbnail from the web or this site only', () => {
    const body = { name: 'Navy', jsonContent: JSON.stringify(navy) };
    expect(messageOf({ ...body, thumbnailUrl: 'javascript:alert(1)' })).toHaveLength(1);
    expect(messageOf({ ...body, thumbnailUrl: '//evil.example/x.png' })).toHaveLength(1);
    expect(messageOf({ ...body, thumbnailUrl: 'https://cdn.example/navy.png' })).toBeUndefined();
    expect(messageOf({ ...body, thumbnailUrl: '/vcard/navy.png' })).toBeUndefined();
    expect(messageOf({ ...body, thumbnailUrl: '' })).toBeUndefined();
  });
});
