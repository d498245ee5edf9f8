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
