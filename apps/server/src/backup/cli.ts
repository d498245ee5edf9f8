// `npm run backup [-- <file>]` and `npm run restore -- <file> [--force]`, with the server's
// configuration: the environment and `.env`, as `npm start` reads them.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { createBackup, filesFolder, keyFile, type Log } from './backup';
import { BackupError } from './manifest';
import { restoreBackup } from './restore';

const USAGE = 'Usage: npm run backup [-- <file>]\n       npm run restore -- <file> [--force]';

const log: Log = {
  info: (message) => console.log(message),
  // PostgreSQL's own log lines (a FATAL "starting up" while we wait for it) are noise here: a
  // start that fails throws with them.
  warn: (message) => {
    if (!message.startsWith('postgres: ')) console.warn(message);
  },
  debug: () => {},
};

// npm runs scripts from the repository's root: a file is named from where the command was typed.
const fromUserFolder = (file: string) => path.resolve(process.env.INIT_CWD ?? '.', file);

const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function rows(tables: Record<string, { rows: number }>) {
  const count = Object.values(tables).reduce((sum, table) => sum + table.rows, 0);
  return `${Object.keys(tables).length} tables, ${count} rows`;
}

function parse(args: string[]) {
  try {
    return parseArgs({ args, allowPositionals: true, options: { force: { type: 'boolean' } } });
  } catch {
    throw new BackupError(USAGE);
  }
}

async function backup(args: string[]) {
  const { values, positionals } = parse(args);
  if (values.force || positionals.length > 1) throw new BackupError(USAGE);
  const config = loadConfig();
  const stamp = new Date().toISOString().slice(0, 19).replaceAll(':', '-');
  const target = fromUserFolder(positionals[0] ?? `careercard-backup-${stamp}.tar.gz`);
  const { file, bytes, manifest, notes } = await createBackup(config, target, log);
  console.log(
    [
      `Backed up CareerCard into ${file} (${size(bytes)}):`,
      `  the database at migration ${manifest.migration}: ${rows(manifest.tables)}`,
      `  ${manifest.files} files from ${filesFolder(config)}`,
      ...(manifest.appKey
        ? [
            '  the app key, which opens the secrets saved in the database (payment, SMS, SMTP, S3).',
            'Keep this file as safe as those secrets.',
          ]
        : []),
      ...notes,
    ].join('\n'),
  );
}

async function restore(args: string[]) {
  const { values, positionals } = parse(args);
  if (positionals.length !== 1) throw new BackupError(USAGE);
  const config = loadConfig();
  const file = fromUserFolder(positionals[0]!);
  const { manifest, notes } = await restoreBackup(config, file, {
    force: values.force === true,
    log,
  });
  console.log(
    [
      `Restored ${file}, made ${manifest.createdAt}:`,
      `  the database: ${rows(manifest.tables)} (${config.databaseUrl ? 'DATABASE_URL' : config.dataDir})`,
      `  ${manifest.files} files into ${filesFolder(config)}`,
      ...(manifest.appKey ? [`  the app key into ${keyFile(config)}`] : []),
      ...notes,
      'Start CareerCard as usual: npm start',
    ].join('\n'),
  );
}

const commands: Record<string, (args: string[]) => Promise<void>> = { backup, restore };
const [name = '', ...args] = process.argv.slice(2);
try {
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const command = commands[name];
  if (!command) throw new BackupError(USAGE);
  await command(args);
} catch (error) {
  if (!(error instanceof BackupError || error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
