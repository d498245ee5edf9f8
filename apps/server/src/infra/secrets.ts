import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Secrets at rest (gateway passwords and keys in the admin's settings): AES-256-GCM under the
 * app key. A sealed value reads `enc:v1:<iv>:<tag>:<ciphertext>`, base64url each.
 */
export interface SecretBox {
  seal: (plain: string) => string;
  /** A value saved before encryption came in is returned as it is. */
  open: (stored: string) => string;
}

const PREFIX = 'enc:v1:';

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('The app key must be 32 bytes');
  return {
    seal(plain) {
      if (plain === '') return '';
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return (
        PREFIX + [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join(':')
      );
    },
    open(stored) {
      if (!stored.startsWith(PREFIX)) return stored;
      const [iv, tag, body] = stored
        .slice(PREFIX.length)
        .split(':')
        .map((part) => Buffer.from(part, 'base64url'));
      const decipher = createDecipheriv('aes-256-gcm', key, iv!);
      decipher.setAuthTag(tag!);
      return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
    },
  };
}

/**
 * The app key: APP_KEY (32 bytes, base64), else the key file under DATA_DIR, made at the first
 * start. Servers that share a database must share APP_KEY.
 */
export function loadAppKey(appKey: string | undefined, dataDir: string): Buffer {
  if (appKey) return Buffer.from(appKey, 'base64');
  const file = path.join(dataDir, 'app.key');
  try {
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const key = randomBytes(32);
  fs.mkdirSync(dataDir, { recursive: true });
  // 'wx': two servers starting at once must not each write a different key.
  try {
    fs.writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  }
}
