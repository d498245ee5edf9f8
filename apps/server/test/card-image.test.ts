import { minimalLook, modernLook, type VcardLook } from '@careercard/shared/vcard-look';
import { createCanvas } from '@napi-rs/canvas';
import { pbkdf2 } from 'node:crypto';
import { promisify } from 'node:util';
import v8 from 'node:v8';
import vm from 'node:vm';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import {
  CARD_IMAGE_HEIGHT,
  CARD_IMAGE_WIDTH,
  drawCardImage,
  type CardImage,
} from '../src/modules/vcards/card-image';

// Where the drawing puts things: the card 40 px in from each side, its header down to y 494 and
// the footer under it; above the name, the portrait is centred at x 600 (banner and centered).
const CARD = { left: 40, top: 40, right: 1160, bottom: 590 };
const FOOTER = { left: 40, top: 500, right: 1160, bottom: 590 };
const PORTRAIT = { left: 540, top: 120, right: 660, bottom: 240 };

type Rgb = [number, number, number];
interface Region {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const rgb = (hex: string): Rgb => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) as Rgb;

async function draw(card: Partial<CardImage> = {}): Promise<PNG> {
  const png = await drawCardImage({
    name: 'Arif Hossain',
    title: 'Software Engineer',
    location: 'Rupnagar, Bangladesh',
    look: modernLook,
    ...card,
  });
  return PNG.sync.read(png);
}

function colorAt(image: PNG, x: number, y: number): Rgb {
  const at = (y * image.width + x) * 4;
  return [image.data[at]!, image.data[at + 1]!, image.data[at + 2]!];
}

const near = (a: Rgb, b: Rgb, tolerance: number) =>
  a.every((value, index) => Math.abs(value - b[index]!) <= tolerance);

/** How many pixels of the region (all the image by default) are within `tolerance` of `hex`. */
function count(image: PNG, hex: string, region?: Region, tolerance = 24): number {
  const { left, top, right, bottom } = region ?? {
    left: 0,
    top: 0,
    right: image.width,
    bottom: image.height,
  };
  const color = rgb(hex);
  let found = 0;
  for (let y = top; y < bottom; y += 1) {
    for (let x = left; x < right; x += 1) {
      if (near(colorAt(image, x, y), color, tolerance)) found += 1;
    }
  }
  return found;
}

/** Pixels of `hex` outside the region. */
const countOutside = (image: PNG, hex: string, region: Region) =>
  count(image, hex) - count(image, hex, region);

/** How many bands of rows, one under the other, hold pixels of `hex`: the lines of a text. */
function lineCount(image: PNG, hex: string, region: Region): number {
  let lines = 0;
  let inLine = false;
  for (let y = region.top; y < region.bottom; y += 1) {
    const inked = count(image, hex, { ...region, top: y, bottom: y + 1 }) > 0;
    if (inked && !inLine) lines += 1;
    inLine = inked;
  }
  return lines;
}

function differingPixels(a: PNG, b: PNG): number {
  let differing = 0;
  for (let at = 0; at < a.data.length; at += 4) {
    if (a.data.readUInt32BE(at) !== b.data.readUInt32BE(at)) differing += 1;
  }
  return differing;
}

/** A photo of one colour, not found anywhere else in a drawing. */
function photoOf(hex: string, type: 'image/png' | 'image/jpeg'): NonNullable<CardImage['photo']> {
  const canvas = createCanvas(300, 400);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = hex;
  ctx.fillRect(0, 0, 300, 400);
  // Narrowed for toBuffer's overloads, one for PNG and one for JPEG.
  const bytes = type === 'image/png' ? canvas.toBuffer(type) : canvas.toBuffer(type);
  return { bytes, contentType: type };
}

/** Colours told apart from one another, so each part of the drawing can be found by colour. */
const probeColors = {
  background: '#dbeafe',
  surface: '#ffffff',
  text: '#111111',
  muted: '#4b5563',
  accent: '#14532d',
  onAccent: '#facc15',
};
const probe = (layout: VcardLook['layout'], font: VcardLook['font'] = 'sans'): VcardLook => ({
  ...modernLook,
  colors: probeColors,
  layout,
  font,
});

/** As many characters as `text`, each drawn as the missing-glyph box: what a missing font gives. */
const missingGlyphs = (text: string) => text.replace(/\S/gu, '\uE000');

const MAGENTA = '#ff00ff';

describe('drawCardImage', () => {
  it('draws a PNG of 1200 × 630', async () => {
    const image = await draw();
    expect([image.width, image.height]).toEqual([1200, 630]);
    expect([CARD_IMAGE_WIDTH, CARD_IMAGE_HEIGHT]).toEqual([1200, 630]);
  });

  it("draws the card on the look's background, with the accent band of a banner", async () => {
    const modern = await draw({ look: modernLook });
    expect(colorAt(modern, 10, 10)).toEqual(rgb(modernLook.colors.background));
    expect(colorAt(modern, 1190, 620)).toEqual(rgb(modernLook.colors.background));
    // The band's top left and right, clear of the name and the photo.
    expect(colorAt(modern, 100, 80)).toEqual(rgb(modernLook.colors.accent));
    expect(colorAt(modern, 1100, 400)).toEqual(rgb(modernLook.colors.accent));
    // The footer is the card's own colour.
    expect(colorAt(modern, 80, 560)).toEqual(rgb(modernLook.colors.surface));

    const minimal = await draw({ look: { ...minimalLook, colors: probeColors } });
    expect(colorAt(minimal, 10, 10)).toEqual(rgb(probeColors.background));
    expect(colorAt(minimal, 100, 80)).toEqual(rgb(probeColors.surface));
    expect(count(minimal, probeColors.accent, { ...CARD, bottom: 494 })).toBeGreaterThan(10_000);
  });

  it("draws the photo, and without one the initials' disc", async () => {
    for (const type of ['image/png', 'image/jpeg'] as const) {
      const withPhoto = await draw({ photo: photoOf(MAGENTA, type) });
      expect(count(withPhoto, MAGENTA, PORTRAIT)).toBe(120 * 120);
    }
    const split = await draw({ photo: photoOf(MAGENTA, 'image/png'), look: probe('split') });
    expect(count(split, MAGENTA)).toBeGreaterThan(0.7 * Math.PI * 116 ** 2);

    // On a plain header the initials are on the accent, on a band on the card's colour.
    const centered = await draw({ look: probe('centered') });
    expect(count(centered, MAGENTA)).toBe(0);
    expect(count(centered, probeColors.accent, PORTRAIT)).toBeGreaterThan(0.6 * 120 * 120);
    const banner = await draw({ look: probe('banner') });
    expect(count(banner, probeColors.surface, PORTRAIT)).toBeGreaterThan(0.6 * 120 * 120);
    expect(count(banner, probeColors.accent, PORTRAIT)).toBeGreaterThan(500);
  });

  it('turns a phone photo upright by its EXIF orientation', async () => {
    const canvas = createCanvas(400, 300);
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = '#ff0000';
    ctx.fillRect(0, 0, 400, 150);
    ctx.fillStyle = '#0000ff';
    ctx.fillRect(0, 150, 400, 150);
    const jpeg = canvas.toBuffer('image/jpeg');
    // An EXIF segment whose one tag, Orientation (0x0112), is 6: turn a quarter clockwise.
    const tiff = [0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6, 0, 0];
    const exif = Buffer.from([...Buffer.from('Exif\0\0', 'latin1'), ...tiff, 0, 0, 0, 0]);
    const segment = Buffer.from([0xff, 0xe1, 0, exif.length + 2]);
    const bytes = Buffer.concat([jpeg.subarray(0, 2), segment, exif, jpeg.subarray(2)]);
    const image = await draw({ photo: { bytes, contentType: 'image/jpeg' } });
    // The red top is now at the right.
    expect(count(image, '#ff0000', { ...PORTRAIT, left: 610 })).toBe(50 * 120);
    expect(count(image, '#0000ff', { ...PORTRAIT, right: 590 })).toBe(50 * 120);
  });

  it('draws the initials for a photo it cannot read, and never crashes on one', async () => {
    const withoutPhoto = await draw({ look: probe('centered') });
    const jpeg = Buffer.from(photoOf(MAGENTA, 'image/jpeg').bytes);
    const png = Buffer.from(photoOf(MAGENTA, 'image/png').bytes);
    const scan = jpeg.indexOf(Buffer.from([0xff, 0xda]));
    const garbled = Buffer.from(jpeg);
    for (let at = scan + 20; at < garbled.length - 10; at += 7) {
      garbled[at] = garbled.readUInt8(at) ^ 0x5a;
    }
    // Each with a header giving its size, so that it is decoded; the canvas's own decoder
    // crashes the whole process on these (Brooooooklyn/canvas#1309).
    const broken = [
      jpeg.subarray(0, scan + 20),
      jpeg.subarray(0, jpeg.length / 2),
      garbled,
      png.subarray(0, 45),
      png.subarray(0, png.length / 2),
      // And some that are no picture at all.
      Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]),
      new TextEncoder().encode('not a picture at all'),
      new Uint8Array(),
    ];
    for (const photoBytes of broken) {
      const image = await draw({
        look: probe('centered'),
        photo: { bytes: photoBytes, contentType: 'image/jpeg' },
      });
      expect(differingPixels(image, withoutPhoto)).toBe(0);
    }
  });

  it('survives the garbage collector running while it draws', async () => {
    v8.setFlagsFromString('--expose-gc');
    const collectGarbage = vm.runInNewContext('gc') as () => void;
    for (let round = 0; round < 3; round += 1) {
      // Node's thread pool kept busy, so that work left to it waits while the collector runs.
      const busy = Array.from({ length: 4 }, () =>
        promisify(pbkdf2)('password', 'salt', 200_000, 32, 'sha512'),
      );
      let drawn = false;
      const drawing = draw().finally(() => (drawn = true));
      while (!drawn) {
        collectGarbage();
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect((await drawing).width).toBe(1200);
      await Promise.all(busy);
    }
  });

  it('leaves out what the look hides', async () => {
    const look = probe('banner');
    const hidden = { ...look, show: { ...look.show, photo: false, title: false, location: false } };
    const withHidden = await draw({
      look: hidden,
      photo: photoOf(MAGENTA, 'image/png'),
      title: 'Software Engineer',
      location: 'Rupnagar',
    });
    const without = await draw({ look: hidden, title: '', location: '' });
    expect(differingPixels(withHidden, without)).toBe(0);
    expect(count(withHidden, MAGENTA)).toBe(0);
    // Nor an initials' disc: the band's colour where the portrait would be, above the name.
    const abovePortrait = { ...PORTRAIT, top: 100, bottom: 200 };
    expect(count(without, probeColors.accent, abovePortrait)).toBe(120 * 100);
  });

  it('keeps a very long name, title and location inside the card', async () => {
    const long = {
      name: 'Mohammad Abdullah Al Mamun Chowdhury Khandaker Rahman Talukder Bhuiyan Sarker Mia',
      title:
        'Assistant Vice President, Corporate Banking Division, Kanchanpur Trust Bank Limited, Rupnagar',
      location:
        'House 12, Road 7, Kanchanpur Residential Area, Rupnagar 1205, Bangladesh, South Asia',
    };
    const unbroken = { ...long, name: 'তানজিলা'.repeat(30) + 'A'.repeat(100) };
    for (const card of [long, unbroken]) {
      for (const layout of ['banner', 'split'] as const) {
        const image = await draw({ ...card, look: probe(layout) });
        // The name (two lines at most) and the title are written on the band, none beyond it.
        expect(lineCount(image, probeColors.onAccent, CARD)).toBe(card === long ? 3 : 2);
        expect(countOutside(image, probeColors.onAccent, { ...CARD, bottom: 494 })).toBe(0);
        expect(countOutside(image, probeColors.muted, CARD)).toBe(0);
      }
      const image = await draw({ ...card, look: probe('centered') });
      expect(lineCount(image, probeColors.text, CARD)).toBe(card === long ? 2 : 1);
      expect(countOutside(image, probeColors.text, { ...CARD, bottom: 494 })).toBe(0);
      expect(count(image, probeColors.text, FOOTER)).toBe(0);
      expect(countOutside(image, probeColors.muted, CARD)).toBe(0);
    }
  });

  // A font that is missing draws each character as the same box: the text would then be drawn
  // just as a string of boxes of its length is.
  describe.each(['sans', 'serif'] as const)('in the %s font', (font) => {
    it.each<[string, 'name' | 'title' | 'location', string, string?]>([
      ['a Bangla name', 'name', 'তানজিলা রহমান'],
      ['the Bangla of a mixed name', 'name', 'তানজিলা Rahman', `${'\uE000'.repeat(7)} Rahman`],
      ['the Latin of a mixed name', 'name', 'তানজিলা Rahman', `তানজিলা ${'\uE000'.repeat(6)}`],
      ['a Latin name', 'name', 'Nusrat Jahan'],
      ['a name in Latin beyond English', 'name', 'Łukasz Dvořák'],
      ['a Bangla title', 'title', 'গ্রাফিক ডিজাইনার'],
      ['a Latin title', 'title', 'Lecturer in English'],
      ['a Bangla location', 'location', 'রূপনগর'],
      ['a Latin location', 'location', 'Sylhet'],
    ])('draws the letters of %s', async (_, field, text, boxes = missingGlyphs(text)) => {
      const look = probe('centered', font);
      const drawn = await draw({ [field]: text, look });
      const asBoxes = await draw({ [field]: boxes, look });
      expect(differingPixels(drawn, asBoxes)).toBeGreaterThan(300);
    });

    it('draws a Bangla name in the text colour where the name goes', async () => {
      const image = await draw({ name: 'তানজিলা রহমান', look: probe('centered', font) });
      expect(
        count(image, probeColors.text, { left: 200, top: 280, right: 1000, bottom: 400 }),
      ).toBeGreaterThan(3000);
    });
  });
});
