import { PROFILE_PHOTO_SIZE, PROFILE_PHOTO_TYPE_MESSAGE } from '@careercard/shared/account';
import { Jimp } from 'jimp';
import { AppError } from '../../lib/app-error';
import { detectImageKind, imagePixels } from '../../lib/file-kind';

/** More than any phone camera takes; a header claiming more is a decompression bomb. */
const MAX_PIXELS = 40_000_000;
const JPEG_QUALITY = 85;
const WHITE = 0xffffffff;

const TOO_MANY_PIXELS_MESSAGE =
  'The photo has too many pixels. Please upload an image of at most 40 megapixels.';

/**
 * A profile photo as we keep it: PNG, JPEG or GIF (its first frame), checked by its bytes,
 * fitted into 512 × 512 and re-encoded as a JPEG. Re-encoding drops whatever else the file
 * carried (EXIF with the place it was taken, comments, trailing data); transparency becomes
 * white.
 */
export async function toAvatarJpeg(bytes: Buffer): Promise<Buffer> {
  const kind = detectImageKind(bytes);
  if (!kind) throw new AppError(415, PROFILE_PHOTO_TYPE_MESSAGE);
  const pixels = imagePixels(bytes, kind);
  if (pixels === null || pixels === 0) throw new AppError(415, PROFILE_PHOTO_TYPE_MESSAGE);
  if (pixels > MAX_PIXELS) throw new AppError(413, TOO_MANY_PIXELS_MESSAGE);

  let image: Awaited<ReturnType<typeof Jimp.read>>;
  try {
    image = await Jimp.read(bytes);
  } catch {
    // The signature was right but the picture is broken or cut off.
    throw new AppError(415, PROFILE_PHOTO_TYPE_MESSAGE);
  }
  if (image.width > PROFILE_PHOTO_SIZE || image.height > PROFILE_PHOTO_SIZE) {
    image.scaleToFit({ w: PROFILE_PHOTO_SIZE, h: PROFILE_PHOTO_SIZE });
  }
  const flat = new Jimp({ width: image.width, height: image.height, color: WHITE });
  flat.composite(image, 0, 0);
  return flat.getBuffer('image/jpeg', { quality: JPEG_QUALITY });
}
