import { z } from 'zod';

/**
 * A backup is one tar.gz (see docs/decisions/004-backups.md) holding:
 *   db/<table>.jsonl  each row of the table, one JSON array of its columns' text forms a line
 *   files/<key>       the files of the local storage (DATA_DIR/files), by storage key
 *   app.key           the app key that opens the secrets saved in the database, when there is one
 *   manifest.json     this manifest, written last, once every count is known
 */
export const FORMAT_VERSION = 1;

const manifestSchema = z.object({
  format: z.number().int().positive(),
  createdAt: z.iso.datetime(),
  /** The tag of the last migration applied to the database: its tables have that shape. */
  migration: z.string().min(1),
  tables: z.record(
    z.string(),
    z.object({ columns: z.array(z.string()), rows: z.number().int().nonnegative() }),
  ),
  /** Each sequence's state, so new rows do not take numbers the restored rows hold. */
  sequences: z.record(z.string(), z.object({ lastValue: z.string(), isCalled: z.boolean() })),
  files: z.number().int().nonnegative(),
  appKey: z.boolean(),
});

export type Manifest = z.infer<typeof manifestSchema>;

/** A problem the person running backup or restore can act on; the CLI prints only its message. */
export class BackupError extends Error {}

export function parseManifest(text: string): Manifest {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new BackupError('The backup is damaged: its manifest.json is not JSON.');
  }
  // Checked before the shape, which a newer format may have changed.
  const format = (raw as { format?: unknown } | null)?.format;
  if (typeof format === 'number' && format > FORMAT_VERSION) {
    throw new BackupError(
      `The backup was made by a newer CareerCard (backup format ${format}; this version reads ` +
        `format ${FORMAT_VERSION}). Update CareerCard, then restore.`,
    );
  }
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) {
    throw new BackupError(
      `The backup is damaged: its manifest.json does not fit.\n${z.prettifyError(parsed.error)}`,
    );
  }
  return parsed.data;
}
