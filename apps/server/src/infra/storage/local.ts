import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertValidKey, type Storage } from './storage';

const isErrorCode = (error: unknown, ...codes: string[]) =>
  error instanceof Error && 'code' in error && codes.includes(error.code as string);

/** Files on local disk under rootDir (by default `DATA_DIR/files`). */
export function createLocalStorage(rootDir: string): Storage {
  const root = path.resolve(rootDir);

  const fileOf = (key: string) => {
    assertValidKey(key);
    const file = path.join(root, ...key.split('/'));
    // The key rules already keep us inside root; this guards against a rule we forgot.
    const relative = path.relative(root, file);
    if (relative.startsWith('..') || path.isAbsolute(relative)) {
      throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
    }
    return file;
  };

  return {
    async put(key, body) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written beside the target and renamed over it: readers see the old file or the whole
      // new one, never a half-written one, even if the process dies mid-write.
      const temp = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.tmp`);
      try {
        const handle = await fs.open(temp, 'wx');
        try {
          await handle.writeFile(body);
          // Flushed before the rename, or a power cut could leave an empty file under the key.
          await handle.sync();
        } finally {
          await handle.close();
        }
        await fs.rename(temp, file);
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
    },

    async get(key) {
      try {
        return await fs.readFile(fileOf(key));
      } catch (error) {
        if (isErrorCode(error, 'ENOENT', 'EISDIR', 'ENOTDIR')) return null;
        throw error;
      }
    },

    async delete(key) {
      try {
        await fs.unlink(fileOf(key));
      } catch (error) {
        if (!isErrorCode(error, 'ENOENT', 'ENOTDIR')) throw error;
      }
    },

    async deleteFolder(prefix) {
      await fs.rm(fileOf(prefix), { recursive: true, force: true });
    },

    async exists(key) {
      try {
        return (await fs.stat(fileOf(key))).isFile();
      } catch (error) {
        if (isErrorCode(error, 'ENOENT', 'ENOTDIR')) return false;
        throw error;
      }
    },
  };
}
