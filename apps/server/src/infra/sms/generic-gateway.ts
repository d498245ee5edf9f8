import {
  assertBangladeshMobile,
  callGateway,
  type GatewayOptions,
  type SmsTransport,
} from './transport';

/**
 * The admin's "generic gateway": any HTTP SMS API that takes a key (or username), a secret (or
 * password) and a sender id. A 2xx answer means the gateway accepted the message.
 */
export function createHttpSmsTransport(
  options: GatewayOptions & { apiUrl: string; key: string; secret: string; senderId: string },
): SmsTransport {
  return {
    name: 'generic',
    async send({ to, text }) {
      assertBangladeshMobile(to);
      const { body } = await callGateway(
        'The SMS gateway',
        options.apiUrl,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            // Gateways name the credentials either way; each reads the pair it knows.
            username: options.key,
            key: options.key,
            password: options.secret,
            secret: options.secret,
            sender_id: options.senderId,
            // Local gateways expect 8801XXXXXXXXX, without the plus.
            to: to.slice(1),
            message: text,
          }),
        },
        options,
      );
      return { providerMessageId: messageIdOf(body) };
    },
  };
}

/** The gateway's id for the message, when it answers JSON with one. */
function messageIdOf(body: string): string | undefined {
  try {
    const json: unknown = JSON.parse(body);
    if (typeof json !== 'object' || json === null) return undefined;
    const { message_id: messageId, id } = json as Record<string, unknown>;
    const value = messageId ?? id;
    return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
  } catch {
    return undefined;
  }
}
