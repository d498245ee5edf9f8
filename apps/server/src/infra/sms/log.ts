import type { FastifyBaseLogger } from 'fastify';
import { assertBangladeshMobile, maskNumber, type SmsTransport } from './transport';

/**
 * The default when no gateway is configured: the message stays in the outbox, where admins can
 * read it, and is delivered nowhere. The log line leaves the text out, since it holds OTP codes.
 */
export function createLogTransport(logger: Pick<FastifyBaseLogger, 'info'>): SmsTransport {
  return {
    name: 'log',
    async send({ to, text }) {
      assertBangladeshMobile(to);
      logger.info({ to: maskNumber(to), length: text.length }, 'SMS not sent: no gateway is set');
      return {};
    },
  };
}
