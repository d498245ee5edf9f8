import type { VcardLook, VcardLookFont } from '@careercard/shared/vcard-look';
import {
  createCanvas,
  GlobalFonts,
  ImageData,
  Path2D,
  type Canvas,
  type SKRSContext2D,
} from '@napi-rs/canvas';
import { Jimp } from 'jimp';
import fs from 'node:fs/promises';
import { detectImageKind, imagePixels } from '../../lib/file-kind';
import { notoSansBengali } from '../../lib/noto-sans-bengali';

/** The size Facebook, LinkedIn and WhatsApp draw a link's Open Graph image at (1.91:1). */
export const CARD_IMAGE_WIDTH = 1200;
export const CARD_IMAGE_HEIGHT = 630;

/** What a shared V-Card's image shows: the person, in the card's own look. */
export interface CardImage {
  name: string;
  title: string;
  location: string;
  photo?: { bytes: Uint8Array; contentType: 'image/jpeg' | 'image/png' } | undefined;
  look: VcardLook;
}

const WEIGHTS = [400, 700] as const;
const BENGALI_FONT = 'Card Bengali';
/** Bangla is always in Noto Sans Bengali, as on the web card. */
const FONT_LISTS: Record<VcardLookFont, string> = {
  sans: `"Card Inter", "Card Inter Ext", "${BENGALI_FONT}"`,
  serif: `"Card Serif", "Card Serif Ext", "${BENGALI_FONT}"`,
};

let fontsRegistered: Promise<void> | undefined;

/** Registered on the first image, once for the process; a failure is tried again next time. */
function registerFonts(): Promise<void> {
  fontsRegistered ??= loadFonts().catch((error: unknown) => {
    fontsRegistered = undefined;
    throw error;
  });
  return fontsRegistered;
}

/**
 * Each @fontsource subset as a family of its own, for a font list to fall back from one to the
 * next. The names are our own: Skia also files a font under the family written inside it, and of
 * two subsets found by one name it draws with one only.
 */
async function loadFonts() {
  // The packages named in full, where knip looks for the ones in use.
  const inter = import.meta.resolve('@fontsource/inter/package.json');
  const serif = import.meta.resolve('@fontsource/source-serif-4/package.json');
  const latinFonts = [
    ['Card Inter', inter, 'inter-latin'],
    ['Card Inter Ext', inter, 'inter-latin-ext'],
    ['Card Serif', serif, 'source-serif-4-latin'],
    ['Card Serif Ext', serif, 'source-serif-4-latin-ext'],
  ] as const;
  await Promise.all(
    WEIGHTS.flatMap((weight) => [
      ...latinFonts.map(async ([family, packageUrl, file]) => {
        const url = new URL(`files/${file}-${weight}-normal.woff2`, packageUrl);
        register(await fs.readFile(url), family);
      }),
      notoSansBengali('bengali', weight).then((bytes) => register(bytes, BENGALI_FONT)),
    ]),
  );
}

function register(bytes: Buffer, family: string) {
  if (!GlobalFonts.register(bytes, family)) throw new Error(`The font ${family} did not load.`);
}

/** Larger than any camera photo (as uploads are checked); more would be a decompression bomb. */
const MAX_PHOTO_PIXELS = 50_000_000;

/**
 * The photo cover-cropped to a square of `size`, or undefined when it cannot be read. Decoded by
 * Jimp in JavaScript: @napi-rs/canvas's own decoder crashes the whole process on some broken
 * files (Brooooooklyn/canvas#1309), where this only throws. Jimp also turns a phone photo
 * upright by its EXIF orientation, as a browser does.
 */
async function squarePhoto(bytes: Uint8Array, size: number): Promise<Canvas | undefined> {
  const kind = detectImageKind(bytes);
  const pixels = kind && imagePixels(bytes, kind);
  if (!pixels || pixels > MAX_PHOTO_PIXELS) return undefined;
  try {
    const image = await Jimp.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    image.cover({ w: size, h: size });
    const canvas = createCanvas(size, size);
    const pixelData = new Uint8ClampedArray(image.bitmap.data);
    canvas.getContext('2d').putImageData(new ImageData(pixelData, size, size), 0, 0);
    return canvas;
  } catch {
    return undefined;
  }
}

// The composition: a card on its page, the header (the accent band, or plain) above a footer
// that holds the location and the word mark, as the web card puts the location under its header.
const CARD = { x: 40, y: 40, width: CARD_IMAGE_WIDTH - 80, height: CARD_IMAGE_HEIGHT - 80 };
const CARD_RADIUS = 32;
const PADDING = 64;
const FOOTER_HEIGHT = 96;
const HEADER_BOTTOM = CARD.y + CARD.height - FOOTER_HEIGHT;
/** The photo's ring in the card's colour, as on the web card. */
const RING = 6;
const NAME_SIZES = { max: 76, min: 40 };
const LINE_HEIGHT = 1.25;

/** Lucide's map-pin (24 × 24, drawn with a stroke), the web card's location icon. */
const PIN = new Path2D(
  'M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0',
);

/** A PNG of 1200 × 630 of the card, for og:image. */
export async function drawCardImage(card: CardImage): Promise<Buffer> {
  const { look } = card;
  const { colors } = look;
  const [, photo] = await Promise.all([
    registerFonts(),
    // Twice the size it is drawn at, for a crisper photo.
    card.photo && look.show.photo ? squarePhoto(card.photo.bytes, 2 * portraitSize(look)) : null,
  ]);

  const canvas = createCanvas(CARD_IMAGE_WIDTH, CARD_IMAGE_HEIGHT);
  const ctx = canvas.getContext('2d');
  const fontList = FONT_LISTS[look.font];
  const font = (weight: number, size: number) => `${weight} ${size}px ${fontList}`;

  ctx.fillStyle = colors.background;
  ctx.fillRect(0, 0, CARD_IMAGE_WIDTH, CARD_IMAGE_HEIGHT);

  const cardPath = roundedRect(CARD.x, CARD.y, CARD.width, CARD.height, CARD_RADIUS);
  // A soft shadow in the look's own text colour, as the web card's.
  ctx.save();
  ctx.shadowColor = `${colors.text}29`;
  ctx.shadowBlur = 48;
  ctx.shadowOffsetY = 16;
  ctx.fillStyle = colors.surface;
  ctx.fill(cardPath);
  ctx.restore();

  // The outline first, so that the band covers its inner half and keeps a clean edge.
  ctx.strokeStyle = mix(colors.text, colors.surface, 0.14);
  ctx.lineWidth = 2;
  ctx.stroke(cardPath);
  const onBand = look.layout !== 'centered';
  ctx.save();
  ctx.clip(cardPath);
  if (onBand) {
    ctx.fillStyle = colors.accent;
    ctx.fillRect(CARD.x, CARD.y, CARD.width, HEADER_BOTTOM - CARD.y);
  } else {
    // A plain header is set off from the footer by a hairline instead.
    ctx.fillStyle = mix(colors.text, colors.surface, 0.14);
    ctx.fillRect(CARD.x + PADDING, HEADER_BOTTOM - 1, CARD.width - 2 * PADDING, 2);
  }
  ctx.restore();

  const headerColor = onBand ? colors.onAccent : colors.text;
  const subColor = onBand ? colors.onAccent : colors.muted;
  const title = look.show.title ? card.title.trim() : '';
  const portrait = look.show.photo ? portraitSize(look) : 0;
  const drawPortraitAt = (x: number, y: number) => {
    drawPortrait(ctx, { x, y, size: portrait, photo, name: card.name, look, font });
  };

  if (look.layout === 'split') {
    // The photo beside the name, both centred on the band.
    const middle = (CARD.y + HEADER_BOTTOM) / 2;
    const left = CARD.x + PADDING;
    if (portrait) drawPortraitAt(left, middle - portrait / 2);
    const textLeft = portrait ? left + portrait + 48 : left;
    const block = headerText(ctx, {
      name: card.name,
      title,
      width: CARD.x + CARD.width - PADDING - textLeft,
      height: HEADER_BOTTOM - CARD.y - 2 * 48,
      font,
    });
    ctx.textAlign = 'left';
    block.draw(textLeft, middle - block.height / 2, headerColor, subColor);
  } else {
    // The photo above the name, all centred, as the web card's header.
    const portraitBlock = portrait ? portrait + 2 * RING + 24 : 0;
    const block = headerText(ctx, {
      name: card.name,
      title,
      width: CARD.width - 2 * PADDING,
      height: HEADER_BOTTOM - CARD.y - 2 * 40 - portraitBlock,
      font,
    });
    const top = (CARD.y + HEADER_BOTTOM - portraitBlock - block.height) / 2;
    const middle = CARD_IMAGE_WIDTH / 2;
    if (portrait) drawPortraitAt(middle - portrait / 2, top + RING);
    ctx.textAlign = 'center';
    block.draw(middle, top + portraitBlock, headerColor, subColor);
  }

  // The footer: the word mark at the right, the location in what room is left.
  const footerMiddle = HEADER_BOTTOM + FOOTER_HEIGHT / 2;
  const right = CARD.x + CARD.width - PADDING;
  ctx.font = `700 26px ${FONT_LISTS.sans}`;
  ctx.fillStyle = colors.muted;
  ctx.textAlign = 'right';
  ctx.fillText('CareerCard', right, baseline(footerMiddle, 26));
  const markWidth = ctx.measureText('CareerCard').width;

  const location = look.show.location ? card.location.trim() : '';
  if (location) {
    const left = CARD.x + PADDING;
    const pinSize = 30;
    ctx.save();
    ctx.translate(left, footerMiddle - pinSize / 2);
    ctx.scale(pinSize / 24, pinSize / 24);
    ctx.strokeStyle = colors.muted;
    ctx.lineWidth = 2;
    ctx.lineJoin = 'round';
    ctx.stroke(PIN);
    ctx.beginPath();
    ctx.arc(12, 10, 3, 0, 2 * Math.PI);
    ctx.stroke();
    ctx.restore();
    const textLeft = left + pinSize + 12;
    const fit = fitLines(ctx, location, {
      width: right - markWidth - 48 - textLeft,
      height: FOOTER_HEIGHT,
      sizes: { max: 28, min: 24 },
      maxLines: 1,
      font: (size) => font(400, size),
    });
    ctx.font = font(400, fit.size);
    ctx.textAlign = 'left';
    ctx.fillText(fit.lines[0] ?? '', textLeft, baseline(footerMiddle, fit.size));
  }

  // Encoded here, not on the thread pool: canvas.encode reads a canvas that the garbage
  // collector may free meanwhile, a crash (Brooooooklyn/canvas#1312).
  return canvas.toBuffer('image/png');
}

/** The photo's (or initials') diameter: smaller beside the name than above it. */
const portraitSize = (look: VcardLook) => (look.layout === 'split' ? 232 : 176);

/**
 * The round photo in a ring of the card's colour or, without one, the initials: on the card's
 * colour where the header is the accent, on the accent where it is plain (as on the web card).
 */
function drawPortrait(
  ctx: SKRSContext2D,
  {
    x,
    y,
    size,
    photo,
    name,
    look,
    font,
  }: {
    x: number;
    y: number;
    size: number;
    photo: Canvas | null | undefined;
    name: string;
    look: VcardLook;
    font: (weight: number, size: number) => string;
  },
) {
  const { colors } = look;
  const centerX = x + size / 2;
  const centerY = y + size / 2;
  const onBand = look.layout !== 'centered';
  ctx.fillStyle = colors.surface;
  circle(ctx, centerX, centerY, size / 2 + RING);
  ctx.fill();
  if (photo) {
    ctx.save();
    circle(ctx, centerX, centerY, size / 2);
    ctx.clip();
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(photo, x, y, size, size);
    ctx.restore();
    return;
  }
  ctx.fillStyle = onBand ? colors.surface : colors.accent;
  circle(ctx, centerX, centerY, size / 2);
  ctx.fill();
  const initials = initialsOf(name);
  const textSize = Math.round(size * 0.36);
  ctx.font = font(700, textSize);
  ctx.fillStyle = onBand ? colors.accent : colors.onAccent;
  ctx.textAlign = 'center';
  ctx.fillText(initials, centerX, baseline(centerY, textSize));
}

/** As the web card: the first letters of the first two words. */
const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => [...part][0]!.toUpperCase())
    .join('');

/** The name (large, shrunk to fit in two lines) and the title under it, measured. */
function headerText(
  ctx: SKRSContext2D,
  {
    name,
    title,
    width,
    height,
    font,
  }: {
    name: string;
    title: string;
    width: number;
    height: number;
    font: (weight: number, size: number) => string;
  },
) {
  const titleSize = 34;
  const titleBlock = title ? 12 + titleSize * LINE_HEIGHT : 0;
  const nameFit = fitLines(ctx, name.trim(), {
    width,
    height: height - titleBlock,
    sizes: NAME_SIZES,
    maxLines: 2,
    font: (size) => font(700, size),
  });
  const titleFit = fitLines(ctx, title, {
    width,
    height: titleSize * LINE_HEIGHT,
    sizes: { max: titleSize, min: 28 },
    maxLines: 1,
    font: (size) => font(400, size),
  });
  const nameLine = nameFit.size * LINE_HEIGHT;
  return {
    height: nameFit.lines.length * nameLine + titleBlock,
    draw(x: number, top: number, nameColor: string, titleColor: string) {
      ctx.font = font(700, nameFit.size);
      ctx.fillStyle = nameColor;
      nameFit.lines.forEach((line, index) => {
        ctx.fillText(line, x, baseline(top + (index + 0.5) * nameLine, nameFit.size));
      });
      const [titleLine] = titleFit.lines;
      if (!titleLine) return;
      ctx.font = font(400, titleFit.size);
      ctx.fillStyle = titleColor;
      const titleTop = top + nameFit.lines.length * nameLine + 12;
      ctx.fillText(titleLine, x, baseline(titleTop + (titleSize * LINE_HEIGHT) / 2, titleFit.size));
    },
  };
}

/**
 * The largest size from `sizes.max` down at which the text fits the box in `maxLines` lines,
 * wrapped at spaces; at `sizes.min`, what is left over ends in an ellipsis.
 */
function fitLines(
  ctx: SKRSContext2D,
  text: string,
  {
    width,
    height,
    sizes,
    maxLines,
    font,
  }: {
    width: number;
    height: number;
    sizes: { max: number; min: number };
    maxLines: number;
    font: (size: number) => string;
  },
): { size: number; lines: string[] } {
  if (!text) return { size: sizes.min, lines: [] };
  for (let size = sizes.max; size >= sizes.min; size -= 2) {
    ctx.font = font(size);
    const lines = wrap(ctx, text, width);
    const fits =
      lines.length <= maxLines &&
      lines.length * size * LINE_HEIGHT <= height &&
      lines.every((line) => ctx.measureText(line).width <= width);
    if (fits) return { size, lines };
  }
  ctx.font = font(sizes.min);
  const room = Math.max(1, Math.min(maxLines, Math.floor(height / (sizes.min * LINE_HEIGHT))));
  const lines = wrap(ctx, text, width);
  const kept = [...lines.slice(0, room - 1), lines.slice(room - 1).join(' ')];
  return {
    size: sizes.min,
    lines: kept.map((line, index) =>
      ellipsis(ctx, line, width, index === room - 1 && lines.length > room),
    ),
  };
}

/** Greedy wrapping at spaces; a word wider than the line keeps a line of its own. */
function wrap(ctx: SKRSContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && ctx.measureText(`${last} ${word}`).width <= width) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else {
      lines.push(word);
    }
  }
  return lines;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * The line cut to the width with an ellipsis (always when `cut`, as words were left out): after
 * a whole word, or inside a word too long for the line, between whole letters (a Bangla conjunct
 * is one).
 */
function ellipsis(ctx: SKRSContext2D, line: string, width: number, cut: boolean): string {
  const fits = (text: string) => ctx.measureText(text).width <= width;
  if (!cut && fits(line)) return line;
  const words = line.split(' ');
  for (let count = words.length; count > 1; count -= 1) {
    // "Assistant Vice President…", not "President,…".
    const shortened = `${words
      .slice(0, count)
      .join(' ')
      .replace(/[\s,;:–-]+$/u, '')}…`;
    if (fits(shortened)) return shortened;
  }
  const letters = Array.from(graphemes.segment(words[0]!), ({ segment }) => segment);
  while (letters.length > 0) {
    const shortened = `${letters.join('')}…`;
    if (fits(shortened)) return shortened;
    letters.pop();
  }
  return '…';
}

/** The baseline that centres a line's capitals (and Bangla's headstroke) on `middle`. */
const baseline = (middle: number, size: number) => middle + size * 0.36;

function roundedRect(x: number, y: number, width: number, height: number, radius: number) {
  const path = new Path2D();
  path.roundRect(x, y, width, height, radius);
  return path;
}

function circle(ctx: SKRSContext2D, x: number, y: number, radius: number) {
  ctx.beginPath();
  ctx.arc(x, y, radius, 0, 2 * Math.PI);
}

/** `#rrggbb` of `amount` of `front` over `back`: the web card's quiet outline colour. */
function mix(front: string, back: string, amount: number): string {
  const channel = (hex: string, index: number) =>
    parseInt(hex.slice(1 + 2 * index, 3 + 2 * index), 16);
  const mixed = [0, 1, 2].map((index) =>
    Math.round(channel(front, index) * amount + channel(back, index) * (1 - amount)),
  );
  return `#${mixed.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}
