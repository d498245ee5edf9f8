import { Jimp } from 'jimp';

/**
 * iOS and Android show a contact photo as a circle at most a few hundred pixels across: 360 × 360
 * is sharp there, and as a JPEG of this quality some 20–60 KB, so the .vcf stays small enough to
 * download quickly and for importers that limit a card's size to keep the photo.
 */
const SIDE = 360;
const JPEG_QUALITY = 82;
const WHITE = 0xffffffff;

/**
 * A stored photo (JPEG or PNG) for a contact file: its centre as a square JPEG of at most
 * 360 × 360, transparency on white. Null for bytes that do not decode as a picture, so that the
 * card goes without a photo rather than failing.
 */
export async function phoneSizedPhoto(bytes: Uint8Array): Promise<Uint8Array | null> {
  let image: Awaited<ReturnType<typeof Jimp.read>>;
  try {
    image = await Jimp.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch {
    return null;
  }
  // Phones crop a contact photo to a square (or a circle in it) from its centre; cropping first
  // keeps that framing and spares resizing pixels that would be thrown away.
  const side = Math.min(image.width, image.height);
  image.crop({
    x: Math.floor((image.width - side) / 2),
    y: Math.floor((image.height - side) / 2),
    w: side,
    h: side,
  });
  if (side > SIDE) image.resize({ w: SIDE, h: SIDE });
  // JPEG has no transparency: without a white ground, transparent pixels would turn black.
  const flat = new Jimp({ width: image.width, height: image.height, color: WHITE });
  flat.composite(image, 0, 0);
  return flat.getBuffer('image/jpeg', { quality: JPEG_QUALITY });
}
