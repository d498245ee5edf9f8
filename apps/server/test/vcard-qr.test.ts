import { minimalLook, modernLook, type VcardLook } from '@careercard/shared/vcard-look';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import jsQR from 'jsqr';
import { gzipSync } from 'node:zlib';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { type QrLogo, qrColours, qrPng, qrSvg } from '../src/modules/vcards/qr-print';

const TEXT = 'https://careercard.example/v/tanjila-rahman';
/** The yellow in the middle of the test photo, which the middle of the QR code must show. */
const PHOTO_MIDDLE = [0xf5, 0xc5, 0x18];

/** A look whose accent is far too pale for modules on white. */
const paleAccentLook: VcardLook = {
  ...modernLook,
  name: 'Sky',
  colors: { ...modernLook.colors, accent: '#7DD3FC', onAccent: '#0f172a' },
};
const darkCardLook: VcardLook = {
  ...modernLook,
  name: 'Night',
  colors: {
    background: '#020617',
    surface: '#0f172a',
    text: '#f1f5f9',
    muted: '#94a3b8',
    accent: '#38bdf8',
    onAccent: '#0f172a',
  },
};

/** A photo-like picture, wider than tall: a gradient, a square and a yellow disc in the middle. */
async function photo(format: 'png' | 'jpeg'): Promise<QrLogo> {
  const canvas = createCanvas(300, 240);
  const context = canvas.getContext('2d');
  const gradient = context.createLinearGradient(0, 0, 300, 240);
  gradient.addColorStop(0, '#1d4ed8');
  gradient.addColorStop(1, '#db2777');
  context.fillStyle = gradient;
  context.fillRect(0, 0, 300, 240);
  context.fillStyle = '#10b981';
  context.fillRect(40, 30, 60, 60);
  context.fillStyle = `rgb(${PHOTO_MIDDLE.join(',')})`;
  context.beginPath();
  context.arc(150, 120, 50, 0, 2 * Math.PI);
  context.fill();
  return format === 'png'
    ? { bytes: await canvas.encode('png'), contentType: 'image/png' }
    : { bytes: await canvas.encode('jpeg', 85), contentType: 'image/jpeg' };
}

const logos = {
  'no logo': undefined,
  'a PNG logo': await photo('png'),
  'a JPEG logo': await photo('jpeg'),
};

interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** Read as a phone would, but only dark modules on a light ground: never inverted. */
const decode = ({ data, width, height }: Pixels) =>
  jsQR(data, width, height, { inversionAttempts: 'dontInvert' })?.data;

function readPng(png: Buffer): Pixels {
  const image = PNG.sync.read(png);
  return { data: new Uint8ClampedArray(image.data), width: image.width, height: image.height };
}

async function rasterise(svg: string): Promise<Pixels> {
  const image = await loadImage(Buffer.from(svg));
  // Its own size is 40 mm (about 150 px); drawn at 800 px so that each module is sharp.
  image.width = 800;
  image.height = 800;
  const canvas = createCanvas(800, 800);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0, 800, 800);
  return context.getImageData(0, 0, 800, 800);
}

const rgb = (hex: string) => [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
const pixelAt = ({ data, width }: Pixels, x: number, y: number) =>
  Array.from(data.slice((y * width + x) * 4, (y * width + x) * 4 + 3));
const isColour = (pixels: Pixels, x: number, y: number, hex: string) =>
  pixelAt(pixels, x, y).every((channel, index) => channel === rgb(hex)[index]);
/** Whether any pixel is exactly this colour. */
function shows({ data }: Pixels, hex: string) {
  const [r, g, b] = rgb(hex);
  for (let at = 0; at < data.length; at += 4) {
    if (data[at] === r && data[at + 1] === g && data[at + 2] === b) return true;
  }
  return false;
}

/** The pixels of the middle square, a tenth of the width across. */
function middle(pixels: Pixels) {
  const side = Math.round(pixels.width / 10);
  const start = Math.round((pixels.width - side) / 2);
  return Array.from({ length: side * side }, (_, index): [number, number] => [
    start + (index % side),
    start + Math.floor(index / side),
  ]);
}

/** The PNG's chunks in order, each with whether its CRC-32 is right. */
function chunks(png: Buffer) {
  const found = [];
  for (let offset = 8; offset < png.length;) {
    const length = png.readUInt32BE(offset);
    const typeAndData = png.subarray(offset + 4, offset + 8 + length);
    // A gzip stream ends with the CRC-32 of its input: zlib's, independent of the code under test.
    const gzip = gzipSync(typeAndData);
    found.push({
      type: typeAndData.toString('latin1', 0, 4),
      data: typeAndData.subarray(4),
      crcOk: png.readUInt32BE(offset + 8 + length) === gzip.readUInt32LE(gzip.length - 8),
    });
    offset += 12 + length;
  }
  return found;
}

describe('QR code colours from a V-Card look', () => {
  it('takes the accent on the card colour when it reads well', () => {
    expect(qrColours(modernLook)).toEqual({ dark: '#0b4535', light: '#ffffff' });
    expect(qrColours(minimalLook)).toEqual({ dark: '#0f172a', light: '#ffffff' });
  });

  it('falls back to the text colour when the accent is too pale', () => {
    expect(qrColours(paleAccentLook)).toEqual({ dark: '#1e293b', light: '#ffffff' });
  });

  it('keeps a light card colour that is not white', () => {
    const cream = { ...modernLook, colors: { ...modernLook.colors, surface: '#FEF3C7' } };
    expect(qrColours(cream)).toEqual({ dark: '#0b4535', light: '#fef3c7' });
  });

  it('never inverts a dark card: white ground, near-black modules', () => {
    expect(qrColours(darkCardLook)).toEqual({ dark: '#111111', light: '#ffffff' });
  });

  it('refuses a colour that is not #rrggbb, as it would be written into the markup', async () => {
    const qr = { text: TEXT, dark: '"/><script>alert(1)</script>', light: '#ffffff' };
    await expect(qrSvg(qr)).rejects.toThrow('Not a #rrggbb colour');
    await expect(qrPng(qr)).rejects.toThrow('Not a #rrggbb colour');
  });
});

describe.each([
  ['Modern', modernLook],
  ['Minimal', minimalLook],
  ['pale accent', paleAccentLook],
])('QR code for print in the %s look', (_, look) => {
  const { dark, light } = qrColours(look);

  it.each(Object.entries(logos))('as SVG with %s decodes to the address', async (_, logo) => {
    const svg = await qrSvg({ text: TEXT, dark, light, logo });
    expect(svg).toMatch(/<svg [^>]*width="\d+(\.\d+)?mm" height="\d+(\.\d+)?mm"/);
    expect(svg.match(/<path /g)).toHaveLength(1);
    expect(svg).toContain(`<path fill="${dark}"`);
    const image = /<image href="data:([^;]+);base64,([^"]+)"/.exec(svg);
    if (logo) {
      expect(image?.[1]).toBe(logo.contentType);
      expect(Buffer.from(image?.[2] ?? '', 'base64').equals(Buffer.from(logo.bytes))).toBe(true);
    } else {
      expect(image).toBeNull();
    }

    // Skia draws no embedded images in SVG, so this reads the modules left around the logo.
    const pixels = await rasterise(svg);
    expect(isColour(pixels, 2, 2, light)).toBe(true);
    expect(shows(pixels, dark)).toBe(true);
    expect(decode(pixels)).toBe(TEXT);
  });

  it.each(Object.entries(logos))('as PNG with %s decodes to the address', async (_, logo) => {
    const png = await qrPng({ text: TEXT, dark, light, logo });
    const found = chunks(png);
    expect(found.map((chunk) => chunk.crcOk)).not.toContain(false);
    expect(found[1]?.type).toBe('pHYs');
    expect(found.filter((chunk) => chunk.type === 'pHYs')).toHaveLength(1);
    const pHYs = found[1]!.data;
    expect([pHYs.readUInt32BE(0), pHYs.readUInt32BE(4), pHYs[8]]).toEqual([11811, 11811, 1]);

    const pixels = readPng(png);
    expect(pixels.width).toBeGreaterThanOrEqual(1000);
    expect(pixels.height).toBe(pixels.width);
    expect(isColour(pixels, 2, 2, light)).toBe(true);
    expect(shows(pixels, dark)).toBe(true);
    const moduleColours = middle(pixels).map(
      ([x, y]) => isColour(pixels, x, y, dark) || isColour(pixels, x, y, light),
    );
    if (logo) {
      // The middle is the photo, not modules.
      expect(moduleColours).not.toContain(true);
      const half = Math.floor(pixels.width / 2);
      const centre = pixelAt(pixels, half, half);
      centre.forEach((channel, index) =>
        expect(Math.abs(channel - PHOTO_MIDDLE[index]!)).toBeLessThan(24),
      );
    } else {
      expect(moduleColours).not.toContain(false);
    }
    expect(decode(pixels)).toBe(TEXT);
  });
});
