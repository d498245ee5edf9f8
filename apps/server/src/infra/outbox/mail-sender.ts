import type { SmtpSettings } from '@careercard/shared/settings';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import type { JobQueue } from '../queue/queue';

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

/** The transport the settings choose: the admin's SMTP server, SMTP_URL, or the server log. */
type Route = { name: 'smtp'; key: string; open: () => Transporter } | { name: 'log' };

function routeOf(settings: SmtpSettings, smtpUrl: string | undefined): Route {
  if (settings.host) {
    const { host, port, secure, username, password } = settings;
    return {
      name: 'smtp',
      key: JSON.stringify(settings),
      open: () =>
        nodemailer.createTransport({
          host,
          port,
          secure,
          ...(username ? { auth: { user: username, pass: password } } : {}),
        }),
    };
  }
  if (smtpUrl)
    return { name: 'smtp', key: smtpUrl, open: () => nodemailer.createTransport(smtpUrl) };
  return { name: 'log' };
}

/** How long one delivery may take before it counts as failed. */
const SMTP_TIMEOUT_MS = 15_000;

/**
 * E-mail: every message is written to the outbox first, then delivered by the job queue over
 * SMTP. A local install with no SMTP server prints the message in the server log, so a reset
 * link still reaches the person running it.
 */
export function createMailSender(options: {
  db: Db;
  queue: JobQueue;
  settings: () => Promise<SmtpSettings>;
  smtpUrl: string | undefined;
  from: string;
  logger: FastifyBaseLogger;
}): MailSender {
  const { db, logger } = options;
  // One connection setup per SMTP configuration, replaced when the admin changes it.
  let transporter: { key: string; transport: Transporter } | undefined;

  return {
    async send({ to, subject, text, purpose }) {
      const [row] = await db
        .insert(outbox)
        .values({ channel: 'email', recipient: to, purpose, body: `${subject}\n\n${text}` })
        .returning({ id: outbox.id });
      await options.queue.send('mail-delivery', { outboxId: row!.id });
    },

    async deliver(outboxId) {
      const [row] = await db.select().from(outbox).where(eq(outbox.id, outboxId));
      // Sent already: a job that ran twice (its server died after sending) sends nothing more.
      if (!row || row.status === 'sent') return;
      const to = row.recipient;
      const [subject = '', ...lines] = row.body.split('\n\n');
      const text = lines.join('\n\n');
      const settings = await options.settings();
      const route = routeOf(settings, options.smtpUrl);
      const settle = (outcome: Partial<typeof outbox.$inferInsert>) =>
        db
          .update(outbox)
          .set({ transport: route.name, attempts: sql`${outbox.attempts} + 1`, ...outcome })
          .where(eq(outbox.id, row.id));

      if (route.name === 'log') {
        logger.info({ to, subject, text }, 'E-mail not sent: no SMTP server is set');
        await settle({ status: 'sent', sentAt: new Date() });
        return;
      }
      if (transporter?.key !== route.key) {
        transporter?.transport.close();
        transporter = { key: route.key, transport: route.open() };
      }
      try {
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
