// `npm run reset-link -- <e-mail>`: a link for the account to choose a new password, printed in
// this terminal. Reset links and invitations are for their recipient only: the outbox and the
// log mask them, so an install without SMTP needs its operator, on the server's own machine,
// to hand the owner a link (say, a Super Admin who lost their password, or a new staff member).
import fs from 'node:fs';
import { ConfigError, loadConfig } from '../../config';
import { openDatabase } from '../../backup/cluster';
import { connectDatabase } from '../../infra/db/client';
import { createAuditService } from '../audit/service';
import { issueLink } from './service';
import { eq } from 'drizzle-orm';
import { users } from '../../infra/db/schema';

class UsageError extends Error {}

async function main(args: string[]) {
  const email = args[0]?.trim().toLowerCase();
  if (args.length !== 1 || !email) throw new UsageError('Usage: npm run reset-link -- <e-mail>');
  const config = loadConfig();
  const quiet = { info: () => {}, warn: () => {}, debug: () => {} };
  const opened = await openDatabase(config, quiet, { create: false });
  const database = connectDatabase(opened.url, { max: 1 });
  try {
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    if (!user) throw new UsageError(`No account uses ${email}.`);
    if (user.status !== 'Active') {
      throw new UsageError(`The account of ${email} is suspended: unsuspend it first.`);
    }
    const token = await issueLink(database.db, user.id, 'reset');
    await createAuditService(database.db).record({
      action: 'user.reset_link_printed',
      actorUserId: null,
      targetType: 'user',
      targetId: user.id,
      details: { name: user.name },
    });
    const origin = config.publicUrl ?? `http://localhost:${config.port}`;
    console.log(
      [
        `A link for ${user.name} (${email}) to choose a new password, valid for one hour:`,
        '',
        `  ${origin}/reset-password?token=${token}`,
        '',
        'Give it to them yourself: whoever opens it can sign in as them.',
      ].join('\n'),
    );
  } finally {
    await database.close();
    await opened.close();
  }
}

try {
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  await main(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof UsageError || error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
