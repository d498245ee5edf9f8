import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { storedFiles } from '../db/schema';

/**
 * Which storage each file was written to, by its key: reads and deletes go there after the
 * Storage settings change. A place names where the bytes are (`disk`, `s3:<endpoint>/<bucket>`),
 * not the keys used to reach them, so a rotated secret key still reads older files.
 */
export interface FileRegistry {
  /** Where the file was last written; undefined for one written before places were recorded. */
  placeOf(key: string): Promise<string | undefined>;
  /** The file was written at `place`; answers where it was before, when elsewhere. */
  record(key: string, place: string): Promise<string | undefined>;
  /** A file of before places were recorded, found at `place`: recorded unless written since. */
  adopt(key: string, place: string): Promise<void>;
  forget(key: string): Promise<void>;
  /** The places of the files under a folder-like prefix (`photos/42`). */
  placesUnder(prefix: string): Promise<string[]>;
  /** Forgets the files under the prefix, except those at the places named. */
  forgetUnder(prefix: string, except: string[]): Promise<void>;
}

const under = (prefix: string) => sql`starts_with(${storedFiles.key}, ${`${prefix}/`})`;

export function createFileRegistry(db: Db): FileRegistry {
  return {
    async placeOf(key) {
      const [row] = await db
        .select({ place: storedFiles.place })
        .from(storedFiles)
        .where(eq(storedFiles.key, key));
      return row?.place;
    },

    async record(key, place) {
      // The row as it was before this statement, in the same statement: no race with a writer.
      const before = db
        .$with('before')
        .as(
          db.select({ place: storedFiles.place }).from(storedFiles).where(eq(storedFiles.key, key)),
        );
      const [row] = await db
        .with(before)
        .insert(storedFiles)
        .values({ key, place })
        .onConflictDoUpdate({
          target: storedFiles.key,
          set: { place, writtenAt: sql`now()` },
        })
        .returning({ before: sql<string | null>`(select ${before.place} from ${before})` });
      return row?.before && row.before !== place ? row.before : undefined;
    },

    async adopt(key, place) {
      await db.insert(storedFiles).values({ key, place }).onConflictDoNothing();
    },

    async forget(key) {
      await db.delete(storedFiles).where(eq(storedFiles.key, key));
    },

    async placesUnder(prefix) {
      const rows = await db
        .selectDistinct({ place: storedFiles.place })
        .from(storedFiles)
        .where(under(prefix));
      return rows.map((row) => row.place);
    },

    async forgetUnder(prefix, except) {
      await db
        .delete(storedFiles)
        .where(
          except.length > 0
            ? and(under(prefix), notInArray(storedFiles.place, except))
            : under(prefix),
        );
    },
  };
}
