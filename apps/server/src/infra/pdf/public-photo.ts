import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { PHOTO_MAX_BYTES } from '@careercard/shared/photos';
import { detectFileKind } from '../../lib/file-kind';
import { isPublicAddress } from '../net/outbound';
import type { PrintResource } from './print-assets';

export interface PublicPhotoOptions {
  timeoutMs?: number;
  /** Which resolved addresses may be reached (tests reach their own server). */
  allowAddress?: (address: string) => boolean;
}

/**
 * A JPEG or PNG photo from another site, for a CV whose photo is a pasted address: fetched only
 * from a public address (checked on the address actually connected to, so a name that resolves
 * to an internal one is refused), without following redirects, within a time limit and the
 * photo size limit. Anything else answers null: the PDF then has no photo.
 */
export function fetchPublicPhoto(
  address: string,
  { timeoutMs = 5_000, allowAddress = isPublicAddress }: PublicPhotoOptions = {},
): Promise<PrintResource | null> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return Promise.resolve(null);
  }
  const client = url.protocol === 'https:' ? https : url.protocol === 'http:' ? http : null;
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (!client || (net.isIP(literal) !== 0 && !allowAddress(literal))) return Promise.resolve(null);

  const lookup: net.LookupFunction = (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: false }, (error, resolved, family) => {
      if (!error && !allowAddress(resolved)) {
        callback(new Error(`${hostname} is not a public address`), resolved, family);
      } else callback(error, resolved, family);
    });
  };
  return new Promise((resolve) => {
    const request = client.get(url, { lookup }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        resolve(null);
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > PHOTO_MAX_BYTES) request.destroy();
        else chunks.push(chunk);
      });
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        const kind = detectFileKind(body);
        resolve(kind === 'jpeg' || kind === 'png' ? { body, contentType: `image/${kind}` } : null);
      });
      response.on('error', () => resolve(null));
    });
    // The whole answer within the limit: a server sending a byte at a time is cut off too.
    const limit = setTimeout(() => request.destroy(), timeoutMs);
    request.on('error', () => resolve(null));
    request.on('close', () => {
      clearTimeout(limit);
      resolve(null); // destroyed or done: nothing more is coming
    });
  });
}
