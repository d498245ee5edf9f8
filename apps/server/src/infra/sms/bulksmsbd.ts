import {
  assertBangladeshMobile,
  callGateway,
  SmsDeliveryError,
  type GatewayOptions,
  type SmsTransport,
} from './transport';

/**
 * BulkSMSBD's answer codes (https://bulksmsbd.com/bulksms-api-bangladesh.php; 1001, 1031 and 1032
 * are missing there but sent by the live API). Only the gateway's own troubles and an empty
 * balance are worth another try; the rest need the admin to fix the account or the settings.
 */
const SUBMITTED = 202;
const CODES: Record<number, { reason: string; retryable: boolean }> = {
  1001: { reason: 'refused the number as invalid', retryable: false },
  1002: { reason: 'says the sender ID is wrong or disabled', retryable: false },
  1003: { reason: 'says a required field is missing', retryable: false },
  1005: { reason: 'had an internal error', retryable: true },
  // A prepaid balance runs out in normal operation; the message can go once it is topped up.
  1006: { reason: 'says the account balance has expired', retryable: true },
  1007: { reason: 'says the account balance is too low', retryable: true },
  1011: { reason: 'found no user for this API key', retryable: false },
  1012: { reason: 'requires masking SMS to be in Bengali', retryable: false },
  1013: { reason: 'found no gateway for this sender ID and API key', retryable: false },
  1014: { reason: 'found no sender type for this sender ID and API key', retryable: false },
  1015: { reason: 'found no valid gateway for this sender ID and API key', retryable: false },
  1016: { reason: 'found no active price for this sender ID', retryable: false },
  1017: { reason: 'found no price for this sender ID', retryable: false },
  1018: { reason: 'says the account is disabled', retryable: false },
  1019: { reason: "says the account's price for this sender type is disabled", retryable: false },
  1020: { reason: "could not find the account's parent account", retryable: false },
  1021: { reason: "could not find the parent account's active price", retryable: false },
  1031: { reason: 'says the account is not verified', retryable: false },
  1032: {
    reason: "refused this server's IP address (whitelist it under Phonebook, IP White List)",
    retryable: false,
  },
};

interface BulkSmsBdAnswer {
  response_code?: unknown;
  error_message?: unknown;
}

/** The admin's named gateway: BulkSMSBD's single SMS API (`/api/smsapi`). */
export function createBulkSmsBdTransport(
  options: GatewayOptions & { apiUrl?: string; apiKey: string; senderId: string },
): SmsTransport {
  // HTTPS, so the API key never travels in clear text.
  const url = options.apiUrl || 'https://bulksmsbd.net/api/smsapi';
  return {
    name: 'bulksmsbd',
    async send({ to, text }) {
      assertBangladeshMobile(to);
      // The API takes GET or POST; a form body keeps the key out of URLs that proxies log.
      const form = new URLSearchParams({
        api_key: options.apiKey,
        type: 'text',
        number: to.slice(1),
        senderid: options.senderId,
        message: text,
      });
      const { body } = await callGateway('BulkSMSBD', url, { method: 'POST', body: form }, options);

      const answer = parseAnswer(body);
      const code = Number(answer?.response_code);
      if (code === SUBMITTED) return {};
      if (!answer || !Number.isInteger(code)) {
        throw new SmsDeliveryError(
          'BulkSMSBD answered without a response code; the message was probably not sent.',
          false,
        );
      }
      const known = CODES[code];
      if (known) {
        throw new SmsDeliveryError(`BulkSMSBD ${known.reason} (code ${code}).`, known.retryable);
      }
      const said =
        typeof answer.error_message === 'string' && answer.error_message.trim()
          ? `: ${answer.error_message.trim().slice(0, 200)}`
          : '';
      throw new SmsDeliveryError(`BulkSMSBD refused the message (code ${code})${said}.`, false);
    },
  };
}

function parseAnswer(body: string): BulkSmsBdAnswer | undefined {
  try {
    const json: unknown = JSON.parse(body);
    return typeof json === 'object' && json !== null ? json : undefined;
  } catch {
    return undefined;
  }
}
