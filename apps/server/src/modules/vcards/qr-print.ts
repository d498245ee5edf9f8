/**
 * A V-Card's QR code for print: its public address in the card's colours, as an SVG sized in
 * millimetres or a 300 dpi PNG, with the owner's photo or logo in the middle if they like.
 */
import { contrastRatio } from '@careercard/shared/theme';
import type { VcardLook } from '@careercard/shared/vcard-look';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import QRCode from 'qrcode';

export interface QrLogo {
  bytes: Uint8Array;
  contentType: 'image/jpeg' | 'image/png';
}

export interface QrPrint {
  text: string;
  /** '#rrggbb' */
  dark: string;
  /** '#rrggbb' */
  light: string;
  logo?: QrLogo | undefined;
}

/** Luminance 0.7 or more: a ground as light as paper. */
const MIN_LIGHT_CONTRAST_WITH_BLACK = 15;
const MIN_MODULE_CONTRAST = 4.5;
const NEAR_BLACK = '#111111';

/**
 * Scanners look for dark modules on a light ground, so the card's colours are only ever used
 * that way round. A ground of luminance 0.7 or more and modules at 4.5:1 or more on it keep the
 * symbol contrast (light minus dark reflectance) at 58 % or more: grade B of ISO/IEC 15415,
 * taking screen luminance as the printed reflectance.
 */
export function qrColours(look: VcardLook): { dark: string; light: string } {
  const { surface, accent, text } = look.colors;
  const light =
    contrastRatio(surface, '#000000') >= MIN_LIGHT_CONTRAST_WITH_BLACK ? surface : '#ffffff';
  const dark =
    [accent, text].find((colour) => contrastRatio(colour, light) >= MIN_MODULE_CONTRAST) ??
    NEAR_BLACK;
  return { dark: dark.toLowerCase(), light: light.toLowerCase() };
}

const QUIET_ZONE = 4;
/**
 * The logo's diameter as a share of the symbol's width: about 3.5 % of its area, far from the
 * finder and timing patterns, and with its ring well within the 30 % that level H recovers.
 */
const LOGO_SHARE = 0.21;
/** Light space between the logo and the nearest module, in modules, so the edge reads cleanly. */
const LOGO_RING = 1;
const SVG_WIDTH_MM = 40;
/** About 10 cm at 300 dpi. */
const PNG_WIDTH_PX = 1200;
const PX_PER_METRE = Math.round(300 / 0.0254);
const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

interface Layout {
  /** Modules across, quiet zone included. */
  size: number;
  /** Each row's dark modules as horizontal runs, in modules from the top left. */
  runs: Array<{ x: number; y: number; length: number }>;
  /** Where the logo goes, in modules. */
  logo: (QrLogo & { centre: number; radius: number }) | undefined;
}

function layOut(qr: QrPrint): Layout {
  // Colours are written into the markup as they are, so only '#rrggbb' gets that far.
  for (const colour of [qr.dark, qr.light]) {
    if (!HEX_COLOUR.test(colour)) throw new Error(`Not a #rrggbb colour: ${colour}`);
  }
  const { modules } = QRCode.create(qr.text, { errorCorrectionLevel: qr.logo ? 'H' : 'M' });
  const size = modules.size + 2 * QUIET_ZONE;
  const centre = size / 2;
  // In quarter modules, so the SVG's numbers stay short.
  const radius = Math.round(modules.size * LOGO_SHARE * 2) / 4;
  // The logo's ground is the light one, clear of every module that reaches within the ring; whole
  // modules are left out, as cut ones would look like slivers.
  const clear = radius + LOGO_RING;
  const middle = modules.size / 2;
  // From the middle to the nearest edge of the module at this row or column (0 when it spans it).
  const gap = (index: number) => Math.max(index, Math.min(middle, index + 1)) - middle;
  const shown = (row: number, col: number) =>
    modules.get(row, col) === 1 && !(qr.logo && Math.hypot(gap(col), gap(row)) < clear);

  const runs: Layout['runs'] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!shown(row, col)) continue;
      const start = col;
      while (col + 1 < modules.size && shown(row, col + 1)) col++;
      runs.push({ x: QUIET_ZONE + start, y: QUIET_ZONE + row, length: col - start + 1 });
    }
  }
  return { size, runs, logo: qr.logo && { ...qr.logo, centre, radius } };
}

/** A compact SVG sized in millimetres, so a print tool places it at its intended size. */
export async function qrSvg(qr: QrPrint): Promise<string> {
  const { size, runs, logo } = layOut(qr);
  const path = runs.map(({ x, y, length }) => `M${x} ${y}h${length}v1h-${length}z`).join('');
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SVG_WIDTH_MM}mm" height="${SVG_WIDTH_MM}mm" viewBox="0 0 ${size} ${size}">`,
    `<rect width="${size}" height="${size}" fill="${qr.light}"/>`,
    // Crisp edges for the modules only: adjacent rows then show no seams, the circle stays smooth.
    `<path fill="${qr.dark}" shape-rendering="crispEdges" d="${path}"/>`,
  ];
  if (logo) {
    const { centre, radius } = logo;
    const data = Buffer.from(logo.bytes).toString('base64');
    parts.push(
      `<clipPath id="qr-logo"><circle cx="${centre}" cy="${centre}" r="${radius}"/></clipPath>`,
      `<image href="data:${logo.contentType};base64,${data}" x="${centre - radius}" y="${centre - radius}" width="${2 * radius}" height="${2 * radius}" preserveAspectRatio="xMidYMid slice" clip-path="url(#qr-logo)"/>`,
    );
  }
  parts.push('</svg>');
  return parts.join('\n');
}

/** A PNG of about 1200 px marked as 300 dpi: 10 cm wide in print, sharp at every module. */
export async function qrPng(qr: QrPrint): Promise<Buffer> {
  const { size, runs, logo } = layOut(qr);
  // Whole pixels per module, so no module's edge is blurred.
  const scale = Math.max(1, Math.round(PNG_WIDTH_PX / size));
  const canvas = createCanvas(size * scale, size * scale);
  const context = canvas.getContext('2d');
  context.fillStyle = qr.light;
  context.fillRect(0, 0, size * scale, size * scale);
  context.fillStyle = qr.dark;
  for (const { x, y, length } of runs) {
    context.fillRect(x * scale, y * scale, length * scale, scale);
  }

  if (logo) {
    // The logo is a JPEG we made (the photo sized by Jimp), never an upload as it came: the
    // canvas's own decoder can crash the process on a broken file (Brooooooklyn/canvas#1309).
    const image = await loadImage(Buffer.from(logo.bytes));
    const centre = logo.centre * scale;
    const radius = logo.radius * scale;
    context.beginPath();
    context.arc(centre, centre, radius, 0, 2 * Math.PI);
    context.clip();
    // The middle square of the picture, as the SVG's "slice" shows it.
    const side = Math.min(image.width, image.height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(
      image,
      (image.width - side) / 2,
      (image.height - side) / 2,
      side,
      side,
      centre - radius,
      centre - radius,
      2 * radius,
      2 * radius,
    );
  }
  // Encoded here, not on the thread pool: canvas.encode can read a canvas the garbage collector
  // already freed and take the process down (Brooooooklyn/canvas#1312).
  return withPrintResolution(canvas.toBuffer('image/png'));
}

/** The PNG signature (8 bytes) and the IHDR chunk (25 bytes), which always come first. */
const IHDR_END = 33;

/** Adds a pHYs chunk of 300 dpi, so print tools size the image as intended rather than at 72 dpi. */
function withPrintResolution(png: Buffer): Buffer {
  const chunk = Buffer.alloc(21);
  chunk.writeUInt32BE(9, 0);
  chunk.write('pHYs', 4, 'latin1');
  chunk.writeUInt32BE(PX_PER_METRE, 8);
  chunk.writeUInt32BE(PX_PER_METRE, 12);
  chunk.writeUInt8(1, 16); // the unit is the metre
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 17)), 17);
  return Buffer.concat([png.subarray(0, IHDR_END), chunk, png.subarray(IHDR_END)]);
}

// Node 20 has no zlib.crc32; PNG's CRC-32 is the one of zlib (polynomial 0xedb88320).
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
