import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSecretBox, loadAppKey } from '../src/infra/secrets';

describe('secrets at rest', () => {
  const box = createSecretBox(Buffer.alloc(32, 1));

  it('seal a value so that only the key opens it, and refuse a tampered one', () => {
    const sealed = box.seal('bkash-app-secret');
    expect(sealed).toMatch(/^enc:v1:/);
    expect(sealed).not.toContain('bkash-app-secret');
    expect(box.seal('bkash-app-secret')).not.toBe(sealed); // a fresh IV each time
    expect(box.open(sealed)).toBe('bkash-app-secret');
    expect(() => createSecretBox(Buffer.alloc(32, 2)).open(sealed)).toThrow();
    // One bit of the ciphertext changed (on its bytes: the last base64 letter also carries
    // bits that decode to nothing, so changing the text there may change no byte at all).
    const parts = sealed.split(':');
    const body = Buffer.from(parts.at(-1)!, 'base64url');
    body[0]! ^= 1;
    const tampered = [...parts.slice(0, -1), body.toString('base64url')].join(':');
    expect(() => box.open(tampered)).toThrow();
    // Saved before encryption came in: read as it is.
    expect(box.open('plain-old-value')).toBe('plain-old-value');
    expect(box.seal('')).toBe('');
  });

  it('make a key file on first start and read the same key afterwards', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'careercard-key-'));
    try {
      const first = loadAppKey(undefined, dir);
      expect(first).toHaveLength(32);
      expect((await fs.stat(path.join(dir, 'app.key'))).mode & 0o777).toBe(0o600);
      expect(loadAppKey(undefined, dir).equals(first)).toBe(true);
      expect(loadAppKey(Buffer.alloc(32, 9).toString('base64'), dir).equals(first)).toBe(false);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
