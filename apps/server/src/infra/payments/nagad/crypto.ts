/**
 * Nagad's message security: what the merchant sends in `sensitiveData` is JSON encrypted with
 * Nagad's public key (RSA, PKCS #1 v1.5) and signed with the merchant's private key (SHA-256
 * with RSA, `signature`, over the same JSON text); Nagad answers the same way the other round,
 * encrypted with the merchant's public key and signed with its own private key. Our client and
 * the local stand-in that plays Nagad's server both use these two functions.
 */
import crypto, { type KeyObject } from 'node:crypto';

/** A key as Nagad hands them out (bare base64 DER) or as PEM; public keys X.509, private PKCS #8. */
export function publicKeyOf(text: string): KeyObject {
  const key = text.trim();
  return key.includes('-----BEGIN')
    ? crypto.createPublicKey(key)
    : crypto.createPublicKey({ key: Buffer.from(key, 'base64'), format: 'der', type: 'spki' });
}

export function privateKeyOf(text: string): KeyObject {
  const key = text.trim();
  return key.includes('-----BEGIN')
    ? crypto.createPrivateKey(key)
    : crypto.createPrivateKey({ key: Buffer.from(key, 'base64'), format: 'der', type: 'pkcs8' });
}

/** What a message carries: its data encrypted for the recipient, and the sender's signature. */
export interface Sealed {
  sensitiveData: string;
  signature: string;
}

/** `data` as JSON, encrypted for the holder of `to` and signed with `from`. */
export function seal(data: unknown, to: KeyObject, from: KeyObject): Sealed {
  const json = Buffer.from(JSON.stringify(data), 'utf8');
  return {
    sensitiveData: crypto
      .publicEncrypt({ key: to, padding: crypto.constants.RSA_PKCS1_PADDING }, json)
      .toString('base64'),
    signature: crypto.sign('sha256', json, from).toString('base64'),
  };
}

/** Why a message could not be opened: it does not decrypt, or its signature is not the sender's. */
export class SealError extends Error {
  constructor(readonly problem: 'decrypt' | 'signature') {
    super(problem === 'decrypt' ? 'The data does not decrypt' : 'The signature does not match');
    this.name = 'SealError';
  }
}

/**
 * The data of a message sealed for `to`'s holder, once its signature is found to be `from`'s.
 * Node 20 refuses PKCS #1 v1.5 padding in `privateDecrypt` (a timing attack on servers that tell
 * whether a block decrypts): the block is opened raw and unpadded here. What is decrypted is an
 * answer to our own call over TLS, or, in the stand-in, test data.
 */
export function open<T>(message: Sealed, to: KeyObject, from: KeyObject): T {
  let json: Buffer;
  try {
    const block = crypto.privateDecrypt(
      { key: to, padding: crypto.constants.RSA_NO_PADDING },
      Buffer.from(message.sensitiveData, 'base64'),
    );
    // 0x00 0x02, at least eight non-zero bytes of padding, 0x00, the message.
    const end = block.indexOf(0, 2);
    if (block[0] !== 0 || block[1] !== 2 || end < 10) throw new Error('Not PKCS #1 v1.5');
    json = block.subarray(end + 1);
  } catch {
    throw new SealError('decrypt');
  }
  const signed = (() => {
    try {
      return crypto.verify('sha256', json, from, Buffer.from(message.signature, 'base64'));
    } catch {
      return false; // not a signature at all
    }
  })();
  if (!signed) throw new SealError('signature');
  try {
    return JSON.parse(json.toString('utf8')) as T;
  } catch {
    throw new SealError('decrypt');
  }
}
