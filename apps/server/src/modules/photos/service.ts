import { PHOTO_TYPE_MESSAGE } from '@careercard/shared/photos';
import { randomUUID } from 'node:crypto';
import type { Storage } from '../../infra/storage/storage';
import { AppError } from '../../lib/app-error';
import { detectFileKind, imagePixels } from '../../lib/file-kind';

export type PhotoService = ReturnType<typeof createPhotoService>;

/** Larger than any camera photo; a header claiming more is a decompression bomb. */
const MAX_PIXELS = 50_000_000;
const EXTENSIONS = { jpeg: 'jpg', png: 'png' } as const;
const CONTENT_TYPES = { jpg: 'image/jpeg', png: 'image/png' } as const;
/** `{userId}/{uuid}.{jpg|png}`: the public address of a photo, unguessable by its uuid. */
const PHOTO_FILE = /^(\d+)\/([0-9a-f-]{36})\.(jpg|png)$/;
const PHOTO_PATH = /\/api\/photos\/(\d+\/[0-9a-f-]{36}\.(?:jpg|png))$/;

export interface StoredPhoto {
  contentType: 'image/jpeg' | 'image/png';
  bytes: Buffer;
}

/** CV photos, kept in Storage and served at /api/photos/{userId}/{uuid}.{ext}. */
export function createPhotoService({ storage }: { storage: Storage }) {
  async function read(file: string): Promise<StoredPhoto | null> {
    const match = PHOTO_FILE.exec(file);
    if (!match) return null;
    const bytes = await storage.get(`photos/${file}`);
    return bytes ? { contentType: CONTENT_TYPES[match[3] as 'jpg' | 'png'], bytes } : null;
  }

  return {
    /** Stores a JPEG or PNG (checked by its bytes) and answers its address under `origin`. */
    async upload(userId: number, bytes: Buffer, origin: string): Promise<{ url: string }> {
      const kind = detectFileKind(bytes);
      if (kind !== 'jpeg' && kind !== 'png') throw new AppError(415, PHOTO_TYPE_MESSAGE);
      const pixels = imagePixels(bytes, kind);
      if (pixels === null || pixels === 0 || pixels > MAX_PIXELS) {
        throw new AppError(415, PHOTO_TYPE_MESSAGE);
      }
      const file = `${userId}/${randomUUID()}.${EXTENSIONS[kind]}`;
      await storage.put(`photos/${file}`, bytes, CONTENT_TYPES[EXTENSIONS[kind]]);
      return { url: `${origin}/api/photos/${file}` };
    },

    read,

    /** The photo behind a URL when it is one of ours (whatever host it was written with). */
    async ofUrl(url: string | undefined): Promise<StoredPhoto | null> {
      const file = url ? PHOTO_PATH.exec(url.split(/[?#]/)[0]!)?.[1] : undefined;
      return file ? read(file) : null;
    },
  };
}
