import { createHmac, randomBytes } from 'node:crypto';

/**
 * Time-based one-time passwords as authenticator apps make them (RFC 6238 over RFC 4226):
 * HMAC-SHA-1, 30-second steps, six digits, the secret in base32 (RFC 4648).
 */
const STEP_SECONDS = 30;
const DIGITS = 6;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function toBase32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

export function fromBase32(text: string): Buffer {
  const clean = text.replace(/[\s=-]/g, '').toUpperCase();
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error('Not a base32 secret');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** A new secret: 160 bits, the length RFC 4226 recommends for HMAC-SHA-1. */
export const newSecret = () => toBase32(randomBytes(20));

/** The HOTP value of `counter` (RFC 4226 §5.3), `digits` long. */
export function hotp(secret: Buffer, counter: number, digits = DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const hash = createHmac('sha1', secret).update(message).digest();
  const offset = hash[hash.length - 1]! & 0xf;
  const binary = hash.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

const stepAt = (ms: number) => Math.floor(ms / 1000 / STEP_SECONDS);

/** The code an app shows at `ms` for the base32 `secret`. */
export const totpAt = (secret: string, ms: number) => hotp(fromBase32(secret), stepAt(ms));

/**
 * The step `code` belongs to, within one step either side of now (a phone's clock a little
 * off, or a code typed as it changed), or undefined. Every step is compared, in constant time
 * per comparison, so the answer's timing does not say which step was near.
 */
export function matchingStep(secret: string, code: string, nowMs: number): number | undefined {
  const key = fromBase32(secret);
  const now = stepAt(nowMs);
  let found: number | undefined;
  for (const step of [now - 1, now, now + 1]) {
    if (equalCodes(hotp(key, step), code) && found === undefined) found = step;
  }
  return found;
}

function equalCodes(a: string, b: string) {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** The address authenticator apps read from the QR code (Google Authenticator's Key Uri Format). */
export function otpauthUrl(secret: string, account: string, issuer: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(DIGITS),
    period: String(STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
