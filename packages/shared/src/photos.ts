import { z } from 'zod';

/** A CV photo: small on the page, so a few megabytes are plenty (the editor shrinks it first). */
const PHOTO_MAX_MB = 2;
export const PHOTO_MAX_BYTES = PHOTO_MAX_MB * 1024 * 1024;
export const photoAccept = 'image/jpeg,image/png';
export const PHOTO_TYPE_MESSAGE = 'Please upload a JPG or PNG photo.';

/** POST /api/user/photos (multipart `photo`): where the stored photo is served. */
export const photoUploadResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ url: z.string() }),
});
