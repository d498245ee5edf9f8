import { ServiceUnavailable } from '../../lib/app-error';

/**
 * Where the server keeps files (PDFs, uploads): local disk by default, S3-compatible object
 * storage when several servers must share them. Keys are relative, slash-separated paths such
 * as `pdfs/<userId>/<uuid>.pdf`.
 */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** null when there is no such object. */
  get(key: string): Promise<Buffer | null>;
  /** Deleting an absent object is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Deletes every object under a folder-like prefix (`photos/42`): a closed account's files. */
  deleteFolder(prefix: string): Promise<void>;
}

/**
 * Both backends accept the same keys, so a key that works on S3 also works on disk, where a
 * key must never reach outside the root folder.
 */
export function assertValidKey(key: string): void {
  const segments = key.split('/');
  const invalid =
    key.length === 0 ||
    key.length > 1024 ||
    key.includes('\\') ||
    key.includes('\0') ||
    segments.some((segment) => segment === '' || segment === '.' || segment === '..');
  if (invalid) throw new Error(`Invalid storage key: ${JSON.stringify(key.slice(0, 200))}`);
}

const UNREACHABLE = [
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'ECONNRESET',
  'EHOSTUNREACH',
];
const REFUSED = ['InvalidAccessKeyId', 'SignatureDoesNotMatch', 'AccessDenied', 'Forbidden'];

/**
 * Why a storage call failed, in words an admin can act on, e.g. "it could not be reached
 * (connect ECONNREFUSED 127.0.0.1:9000)" or "the access key or secret key was refused (…)".
 */
export function storageFailureText(error: unknown): string {
  if (!(error instanceof Error)) return 'it failed unexpectedly';
  const { code, $metadata } = error as { code?: unknown; $metadata?: { httpStatusCode?: number } };
  const status = $metadata?.httpStatusCode;
  const said = error.message && error.message !== 'UnknownError' ? `: ${error.message}` : '';
  if (typeof code === 'string' && UNREACHABLE.includes(code)) {
    return `it could not be reached (${error.message})`;
  }
  if (error.name === 'TimeoutError') return `it did not answer in time (${error.message})`;
  if (REFUSED.includes(error.name) || status === 401 || status === 403) {
    return `the access key or secret key was refused (${error.name}${said})`;
  }
  if (error.name === 'NoSuchBucket') return 'the bucket does not exist';
  // Without its full stop: the sentence it ends may go on.
  return status
    ? `it answered HTTP ${status} (${error.name}${said})`
    : error.message.replace(/\.$/, '');
}

export const STORAGE_UNAVAILABLE_MESSAGE =
  'Stored files cannot be reached right now. Please try again later.';

/**
 * A storage failed to do what was asked. Its message, for the log, names the storage and
 * why: `Reading photos/4/a.jpg from the S3 bucket "cv-files" at https://… failed: it could not
 * be reached (…)`.
 */
export class StorageUnavailable extends ServiceUnavailable {
  constructor(doing: string, storage: string, cause: unknown) {
    super(`${doing} ${storage} failed: ${storageFailureText(cause)}`, STORAGE_UNAVAILABLE_MESSAGE, {
      service: storage,
      cause,
    });
    this.name = 'StorageUnavailable';
  }
}
