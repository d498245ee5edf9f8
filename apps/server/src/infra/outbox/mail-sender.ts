import type { SmtpSettings } from '@careercard/shared/settings';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import { hideLinkSecrets } from '../../lib/redact';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import type { JobQueue } from '../queue/queue';
import type { SecretBox } from '../secrets';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** What the message is for, e.g. password_reset. */
  purpose: string;
}

export interface MailSender {
  /**
   * Records the message in the outbox and queues its delivery: the request that sends it never
   * waits on the SMTP server, and a refusal is tried again later, from any server.
   */
  send(message: MailMessage): Promise<void>;
  /** Delivers one outbox message (the queue's job); throws so the queue tries again. */
  deliver(outboxId: number): Promise<void>;
}

/** An SMTP connection setup, by what it connects to. */
interface Smtp {
  key: string;
  open: () => Transporter;
}

/** The transport the settings choose: the admin's SMTP server, SMTP_URL, or the server log. */
type Route = { name: 'smtp'; connect: () => Promise<Smtp> } | { name: 'log' };

/**
 * The admin's SMTP server is reached at the address its name resolves to when checked (public,
 * unless allowed otherwise), not at whatever the name resolves to next; TLS still checks the name.
 */
function routeOf(
  settings: SmtpSettings,
  smtpUrl: string | undefined,
  resolve: (host: string) => Promise<string>,
): Route {
  if (settings.host) {
    const { host, port, secure, username, password } = settings;
    return {
      name: 'smtp',
      connect: async () => {
        const address = await resolve(host);
        return {
          key: JSON.stringify([settings, address]),
          open: () =>
            nodemailer.createTransport({
              host: address,
              port,
              secure,
              tls: { servername: host },
              ...(username ? { auth: { user: username, pass: password } } : {}),
            }),
        };
      },
    };
  }
  if (smtpUrl) {
    const smtp = { key: smtpUrl, open: () => nodemailer.createTransport(smtpUrl) };
    return { name: 'smtp', connect: async () => smtp };
  }
  return { name: 'log' };
}

/** How long one delivery may take before it counts as failed. */
const SMTP_TIMEOUT_MS = 15_000;

/**
 * E-mail: every message is written to the outbox first, then delivered by the job queue over
 * SMTP. A link that opens an account (a reset, an invitation, an e-mail change) is for its
 * recipient only: the outbox keeps the message with the link masked for staff and the logs, and
 * the whole of it sealed with the app key for delivery. A local install with no SMTP server
 * prints the masked message in the server log; `npm run reset-link` gives its operator a link.
 */
export function createMailSender(options: {
  db: Db;
  queue: JobQueue;
  box: SecretBox;
  settings: () => Promise<SmtpSettings>;
  smtpUrl: string | undefined;
  from: string;
  logger: FastifyBaseLogger;
  /** The address to connect to for the admin's SMTP host; refuses one not allowed. */
  resolve: (host: string) => Promise<string>;
}): MailSender {
  const { db, logger } = options;
  // One connection setup per SMTP configuration, replaced when the admin changes it.
  let transporter: { key: string; transport: Transporter } | undefined;

  return {
    async send({ to, subject, text, purpose }) {
      const whole = `${subject}\n\n${text}`;
      const body = hideLinkSecrets(whole);
      const [row] = await db
        .insert(outbox)
        .values({
          channel: 'email',
          recipient: to,
          purpose,
          body,
          sealedBody: body === whole ? null : options.box.seal(whole),
        })
        .returning({ id: outbox.id });
      await options.queue.send('mail-delivery', { outboxId: row!.id });
    },

    async deliver(outboxId) {
      const [row] = await db.select().from(outbox).where(eq(outbox.id, outboxId));
      // Sent already: a job that ran twice (its server died after sending) sends nothing more.
      if (!row || row.status === 'sent') return;
      const to = row.recipient;
      const settings = await options.settings();
      const route = routeOf(settings, options.smtpUrl, options.resolve);
      const [subject = '', ...lines] = (
        route.name === 'smtp' && row.sealedBody ? options.box.open(row.sealedBody) : row.body
      ).split('\n\n');
      const text = lines.join('\n\n');
      const settle = (outcome: Partial<typeof outbox.$inferInsert>) =>
        db
          .update(outbox)
          .set({ transport: route.name, attempts: sql`${outbox.attempts} + 1`, ...outcome })
          .where(eq(outbox.id, row.id));

      if (route.name === 'log') {
        logger.info(
          { to, subject, text },
          row.sealedBody
            ? 'E-mail not sent: no SMTP server is set. Its link is for the recipient only and not shown; `npm run reset-link -- <e-mail>` on this server prints a new password link'
            : 'E-mail not sent: no SMTP server is set',
        );
        await settle({ status: 'sent', sentAt: new Date() });
        return;
      }
      try {
        const smtp = await route.connect();
        if (transporter?.key !== smtp.key) {
          transporter?.transport.close();
          transporter = { key: smtp.key, transport: smtp.open() };
        }
        const sent = (await Promise.race([
          transporter.transport.sendMail({
            from: settings.from || options.from,
            to,
            subject,
            text,
          }),
          new Promise((_, reject) =>
            setTimeout(
              () => reject(new Error('The SMTP server did not answer in time.')),
              SMTP_TIMEOUT_MS,
            ).unref(),
          ),
        ])) as { messageId?: string };
        await settle({
          status: 'sent',
          providerMessageId: sent.messageId ?? null,
          sentAt: new Date(),
        });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await settle({ status: 'failed', lastError: reason.slice(0, 500) });
        logger.warn({ outboxId: row.id, reason }, 'E-mail not delivered; it will be tried again');
        throw error;
      }
    },
  };
}
