import type { SmsSettings } from '@careercard/shared/settings';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import { createBulkSmsBdTransport } from '../sms/bulksmsbd';
import { createHttpSmsTransport } from '../sms/generic-gateway';
import { createLogTransport } from '../sms/log';
import type { SmsTransport } from '../sms/transport';

export interface SmsSender {
  /** Records the message in the outbox, then delivers it; throws when delivery fails. */
  send(message: { to: string; text: string; purpose: string }): Promise<void>;
}

const bulkSmsBdSetUp = ({ bulkSmsBd }: SmsSettings) => bulkSmsBd.enabled && !!bulkSmsBd.apiToken;
const genericSetUp = ({ generic }: SmsSettings) => generic.enabled && !!generic.apiUrl;

/** An SMS gateway is set up: messages reach phones rather than only the outbox. */
export const smsGatewaySetUp = (settings: SmsSettings) =>
  bulkSmsBdSetUp(settings) || genericSetUp(settings);

/** The transport the admin's settings choose: the named gateway, the generic one, or the log. */
function transportFor(
  settings: SmsSettings,
  logger: FastifyBaseLogger,
  fetch: typeof globalThis.fetch | undefined,
): SmsTransport {
  const { bulkSmsBd, generic } = settings;
  const reach = fetch ? { fetch } : {};
  if (bulkSmsBdSetUp(settings)) {
    return createBulkSmsBdTransport({
      ...reach,
      apiKey: bulkSmsBd.apiToken,
      senderId: bulkSmsBd.senderId,
      ...(bulkSmsBd.apiUrl ? { apiUrl: bulkSmsBd.apiUrl } : {}),
    });
  }
  if (genericSetUp(settings)) {
    return createHttpSmsTransport({
      ...reach,
      apiUrl: generic.apiUrl,
      key: generic.key,
      secret: generic.secret,
      senderId: generic.senderId,
    });
  }
  return createLogTransport(logger);
}

export function createSmsSender(options: {
  db: Db;
  settings: () => Promise<SmsSettings>;
  logger: FastifyBaseLogger;
  /** How gateways are reached: only the addresses allowed. */
  fetch?: typeof globalThis.fetch;
}): SmsSender {
  const { db, logger } = options;
  return {
    async send({ to, text, purpose }) {
      const [row] = await db
        .insert(outbox)
        .values({ channel: 'sms', recipient: to, purpose, body: text })
        .returning({ id: outbox.id });
      const transport = transportFor(await options.settings(), logger, options.fetch);
      const settle = (outcome: Partial<typeof outbox.$inferInsert>) =>
        db
          .update(outbox)
          .set({ transport: transport.name, attempts: sql`${outbox.attempts} + 1`, ...outcome })
          .where(eq(outbox.id, row!.id));
      try {
        const { providerMessageId } = await transport.send({ to, text });
        await settle({
          status: 'sent',
          providerMessageId: providerMessageId ?? null,
          sentAt: new Date(),
        });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await settle({ status: 'failed', lastError: reason.slice(0, 500) });
        logger.warn({ outboxId: row!.id, transport: transport.name, reason }, 'SMS not delivered');
        throw error;
      }
    },
  };
}
