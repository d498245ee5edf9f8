import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import pg from 'pg';
import { connectDatabase, migrationsFolder, runMigrations } from '../infra/db/client';
import { BackupError, type Manifest } from './manifest';

/**
 * A logical dump through the pg driver, so it works with any PostgreSQL the server reaches,
 * whatever pg_dump the machine has (docs/decisions/004-backups.md). Each value travels in its
 * type's text form, the form COPY uses, and is read back by the same type's input function.
 */

/** The app's tables and sequences live in PostgreSQL's default schema. */
const SCHEMA = 'public';
const BATCH_ROWS = 500;
/** PostgreSQL takes at most 65535 parameters in one statement. */
const MAX_PARAMETERS = 65_535;

export type DatabaseDump = Pick<Manifest, 'migration' | 'tables' | 'sequences'>;

interface Journal {
  entries: Array<{ tag: string; when: number }>;
}

async function readJournal(): Promise<Journal> {
  const file = path.join(migrationsFolder, 'meta', '_journal.json');
  return JSON.parse(await fs.readFile(file, 'utf8')) as Journal;
}

/** Whether this version of the code has the migration `tag`. */
export async function knowsMigration(tag: string): Promise<boolean> {
  return (await readJournal()).entries.some((entry) => entry.tag === tag);
}

async function withClient<T>(url: string, work: (client: pg.ClientBase) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const codeOf = (error: unknown) => (error as { code?: unknown }).code;

const qualified = (client: pg.ClientBase, name: string) =>
  `${SCHEMA}.${client.escapeIdentifier(name)}`;

async function relations(client: pg.ClientBase, kind: 'table' | 'sequence') {
  const { rows } = await client.query<{ name: string }>(
    `select relname as name from pg_class where relnamespace = $1::regnamespace and relkind = $2`,
    [SCHEMA, kind === 'table' ? 'r' : 'S'],
  );
  // Sorted here: PostgreSQL's order depends on the database's collation.
  return rows.map((row) => row.name).sort();
}

/** The columns a row is written with: generated ones are computed again on insert. */
async function columnsOf(client: pg.ClientBase, table: string) {
  const { rows } = await client.query<{ name: string }>(
    `select a.attname as name from pg_attribute a join pg_class c on c.oid = a.attrelid
     where c.relnamespace = $1::regnamespace and c.relname = $2
       and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
     order by a.attnum`,
    [SCHEMA, table],
  );
  return rows.map((row) => row.name);
}

/** The tag of the last migration drizzle applied to the database. */
async function migrationLevel(client: pg.ClientBase): Promise<string> {
  const { rows } = await client.query<{ last: string | null }>(
    `select case when to_regclass('drizzle.__drizzle_migrations') is not null
       then (select max(created_at)::text from drizzle.__drizzle_migrations) end as last`,
  );
  const last = rows[0]?.last;
  if (!last) {
    throw new BackupError(
      'The database has no CareerCard tables yet: start CareerCard once, then back it up.',
    );
  }
  const entry = (await readJournal()).entries.find((known) => String(known.when) === last);
  if (!entry) {
    throw new BackupError(
      'The database was migrated by a newer CareerCard than this one: back it up with that version.',
    );
  }
  return entry.tag;
}

async function dumpTable(client: pg.ClientBase, table: string, columns: string[], file: string) {
  const values = columns.map((column) => `${client.escapeIdentifier(column)}::text`);
  await client.query(
    `declare dump no scroll cursor for
     select array[${values.join(', ')}]::text[] as row from ${qualified(client, table)}`,
  );
  const out = await fs.open(file, 'wx', 0o600);
  let rows = 0;
  try {
    for (;;) {
      const batch = await client.query<{ row: Array<string | null> }>(
        `fetch ${BATCH_ROWS} from dump`,
      );
      if (batch.rows.length === 0) break;
      await out.write(batch.rows.map(({ row }) => `${JSON.stringify(row)}\n`).join(''));
      rows += batch.rows.length;
    }
  } finally {
    await out.close();
  }
  await client.query('close dump');
  return rows;
}

/** Dumps every table into `dir/<table>.jsonl`, all from one snapshot of the database. */
export async function dumpDatabase(url: string, dir: string): Promise<DatabaseDump> {
  await fs.mkdir(dir, { recursive: true });
  return withClient(url, async (client) => {
    // One snapshot: every table as of the same moment, while the app goes on writing.
    await client.query('begin isolation level repeatable read, read only');
    // The settings pg_dump sets, so each text form reads back the same on any server.
    await client.query(
      "set local datestyle = 'ISO'; set local intervalstyle = 'postgres'; set local extra_float_digits = 3",
    );
    const migration = await migrationLevel(client);
    const tables: DatabaseDump['tables'] = {};
    for (const table of await relations(client, 'table')) {
      const columns = await columnsOf(client, table);
      const file = path.join(dir, `${table}.jsonl`);
      tables[table] = { columns, rows: await dumpTable(client, table, columns, file) };
    }
    // Sequences stand outside the snapshot; read after the rows, each is at least as far on.
    const sequences: DatabaseDump['sequences'] = {};
    for (const name of await relations(client, 'sequence')) {
      const { rows } = await client.query<{ last_value: string; is_called: boolean }>(
        `select last_value::text, is_called from ${qualified(client, name)}`,
      );
      sequences[name] = { lastValue: rows[0]!.last_value, isCalled: rows[0]!.is_called };
    }
    await client.query('commit');
    return { migration, tables, sequences };
  });
}

/** A copy of the migrations folder in `dir` that ends at `tag`, where drizzle's migrator stops. */
async function copyMigrationsUpTo(tag: string, dir: string) {
  const journal = await readJournal();
  const entries = journal.entries.slice(0, journal.entries.findIndex((e) => e.tag === tag) + 1);
  await fs.mkdir(path.join(dir, 'meta'));
  await fs.writeFile(
    path.join(dir, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries }),
  );
  for (const { tag: each } of entries) {
    await fs.copyFile(path.join(migrationsFolder, `${each}.sql`), path.join(dir, `${each}.sql`));
  }
}

async function loadTable(client: pg.ClientBase, table: string, columns: string[], file: string) {
  const names = columns.map((column) => client.escapeIdentifier(column)).join(', ');
  const perInsert = Math.min(BATCH_ROWS, Math.floor(MAX_PARAMETERS / columns.length));
  // The values go as untyped parameters: PostgreSQL reads each with its column's input
  // function, as COPY does. OVERRIDING SYSTEM VALUE keeps the ids of identity columns.
  const insert = async (rows: Array<Array<string | null>>) => {
    const tuples = rows.map(
      (_, r) => `(${columns.map((_, c) => `$${r * columns.length + c + 1}`).join(', ')})`,
    );
    await client.query(
      `insert into ${qualified(client, table)} (${names}) overriding system value
       values ${tuples.join(', ')}`,
      rows.flat(),
    );
  };
  let loaded = 0;
  let batch: Array<Array<string | null>> = [];
  const lines = readline.createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  for await (const line of lines) {
    batch.push(JSON.parse(line) as Array<string | null>);
    if (batch.length === perInsert) {
      await insert(batch);
      loaded += batch.length;
      batch = [];
    }
  }
  if (batch.length > 0) await insert(batch);
  return loaded + batch.length;
}

/** Fills the freshly migrated tables from `dir/<table>.jsonl`, in the caller's transaction. */
async function loadRows(client: pg.ClientBase, dir: string, manifest: Manifest) {
  const damaged = (why: string) => new BackupError(`The backup is damaged: ${why}.`);
  const tables = await relations(client, 'table');
  if (tables.join() !== Object.keys(manifest.tables).sort().join()) {
    throw damaged(`its tables are not those of migration ${manifest.migration}`);
  }
  for (const table of tables) {
    if ((await columnsOf(client, table)).join() !== manifest.tables[table]!.columns.join()) {
      throw damaged(`its table ${table} has not the columns of migration ${manifest.migration}`);
    }
  }
  // Foreign keys come off while the rows go in and are checked again as they go back on, as
  // pg_restore does: no table order to work out, and rows that point at rows of their own
  // table load in any order.
  const { rows: foreignKeys } = await client.query<{ name: string; table: string; def: string }>(
    `select conname as name, conrelid::regclass::text as table, pg_get_constraintdef(oid) as def
     from pg_constraint where contype = 'f' and connamespace = $1::regnamespace`,
    [SCHEMA],
  );
  for (const key of foreignKeys) {
    await client.query(
      `alter table ${key.table} drop constraint ${client.escapeIdentifier(key.name)}`,
    );
  }
  // The migrations seed some tables (roles, templates, pages); the backup's rows replace them.
  await client.query(`truncate ${tables.map((table) => qualified(client, table)).join(', ')}`);
  for (const table of tables) {
    const { columns, rows } = manifest.tables[table]!;
    const loaded = await loadTable(client, table, columns, path.join(dir, `${table}.jsonl`));
    if (loaded !== rows) throw damaged(`table ${table} holds ${loaded} rows, not ${rows}`);
  }
  for (const key of foreignKeys) {
    await client.query(
      `alter table ${key.table} add constraint ${client.escapeIdentifier(key.name)} ${key.def}`,
    );
  }
  for (const [name, state] of Object.entries(manifest.sequences)) {
    await client.query('select setval($1, $2, $3)', [
      qualified(client, name),
      state.lastValue,
      state.isCalled,
    ]);
  }
}

/**
 * Builds the empty database at `url` from the dump in `dumpDir`: the migrations up to the
 * backup's level make its tables, the rows go in, then the newer migrations run on them.
 */
export async function restoreDatabase(url: string, dumpDir: string, manifest: Manifest) {
  const database = connectDatabase(url, { max: 1 });
  const migrations = await fs.mkdtemp(path.join(os.tmpdir(), 'careercard-migrations-'));
  try {
    await copyMigrationsUpTo(manifest.migration, migrations);
    await migrate(database.db, { migrationsFolder: migrations });
    const client = await database.pool.connect();
    try {
      await client.query('begin');
      await loadRows(client, dumpDir, manifest);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
    await runMigrations(database.db);
  } finally {
    await database.close();
    await fs.rm(migrations, { recursive: true, force: true });
  }
}

/** Whether the database at `url` has any table of the app (a missing database has none). */
export async function hasTables(url: string): Promise<boolean> {
  try {
    return await withClient(url, async (client) => (await relations(client, 'table')).length > 0);
  } catch (error) {
    if (codeOf(error) === '3D000') return false;
    throw error;
  }
}

const databaseUrl = (url: string, name: string) => {
  const other = new URL(url);
  other.pathname = `/${encodeURIComponent(name)}`;
  return other.href;
};

/** Gives `building` the name `name`, and the database of that name (if any) `replaced`. */
async function swapNames(
  admin: pg.ClientBase,
  { name, building, replaced }: { name: string; building: string; replaced: string },
) {
  const id = (database: string) => admin.escapeIdentifier(database);
  await admin.query('begin');
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount) await admin.query(`alter database ${id(name)} rename to ${id(replaced)}`);
    await admin.query(`alter database ${id(building)} rename to ${id(name)}`);
    await admin.query('commit');
  } catch (error) {
    await admin.query('rollback');
    if (codeOf(error) !== '55006') throw error;
    throw new BackupError(
      `Something is connected to the database "${name}": stop every CareerCard server that ` +
        'uses it, then restore again.',
      { cause: error },
    );
  }
}

/**
 * Builds a new database beside the one at `url` with `build`, then puts it in that one's place
 * by renaming both in one transaction. Until then the old database is untouched; a failure
 * drops only the new one.
 */
export async function replaceDatabase(url: string, build: (url: string) => Promise<void>) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const building = `${name}_restoring`;
  const replaced = `${name}_replaced`;
  await withClient(databaseUrl(url, 'postgres'), async (admin) => {
    const id = (database: string) => admin.escapeIdentifier(database);
    // Either may be left by a restore that was killed half-way.
    await admin.query(`drop database if exists ${id(building)}`);
    await admin.query(`drop database if exists ${id(replaced)}`);
    await admin.query(`create database ${id(building)}`).catch((error: unknown) => {
      if (codeOf(error) !== '42501') throw error;
      throw new BackupError(
        `Restore builds the database anew beside "${name}", so it needs the right to create ` +
          'databases (CREATEDB) on that server.',
        { cause: error },
      );
    });
    try {
      await build(databaseUrl(url, building));
      await swapNames(admin, { name, building, replaced });
    } catch (error) {
      await admin.query(`drop database if exists ${id(building)}`);
      throw error;
    }
    await admin.query(`drop database if exists ${id(replaced)}`);
  });
}
