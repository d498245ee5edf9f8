import { z } from 'zod';
import { themeSettingsSchema } from './theme';
import { WEB_ADDRESS_MESSAGE } from './web-address';

/** A service the server calls: an http(s) address (never file: or another scheme), or none. */
const serviceUrl = (message = WEB_ADDRESS_MESSAGE) =>
  z.union([z.url({ protocol: /^https?$/, error: message }), z.literal('')]).default('');

/** The admin's settings areas the server acts on. Secrets stay on the server. */
export const bkashSettingsSchema = z.object({
  enabled: z.boolean().default(false),
  /** The bKash sandbox (tokenized.sandbox.bka.sh) rather than live money. */
  sandbox: z.boolean().default(true),
  appKey: z.string().trim().max(200).default(''),
  appSecret: z.string().trim().max(200).default(''),
  username: z.string().trim().max(200).default(''),
  password: z.string().max(200).default(''),
});
export type BkashSettings = z.infer<typeof bkashSettingsSchema>;

export const OTP_PLACEHOLDER = '{otp_code}';

export const smsSettingsSchema = z.object({
  otpTemplate: z
    .string()
    .trim()
    .max(300)
    .refine((text) => text.includes(OTP_PLACEHOLDER), {
      message: `The template must contain ${OTP_PLACEHOLDER}.`,
    })
    .default(`Your CareerCard verification code is ${OTP_PLACEHOLDER}. It expires in 5 minutes.`),
  /** The named gateway: a BulkSMSBD-style API. */
  bulkSmsBd: z
    .object({
      enabled: z.boolean().default(false),
      apiToken: z.string().trim().max(300).default(''),
      senderId: z.string().trim().max(40).default(''),
      apiUrl: serviceUrl(),
    })
    .prefault({}),
  /** Any HTTP SMS gateway that takes a key, a secret and a sender id. */
  generic: z
    .object({
      enabled: z.boolean().default(false),
      key: z.string().trim().max(300).default(''),
      secret: z.string().max(300).default(''),
      senderId: z.string().trim().max(40).default(''),
      apiUrl: serviceUrl(),
    })
    .prefault({}),
});
export type SmsSettings = z.infer<typeof smsSettingsSchema>;

/** The SMTP server e-mail goes through; without a host, SMTP_URL or the server log. */
export const smtpSettingsSchema = z.object({
  host: z.string().trim().max(200).default(''),
  port: z.number().int().min(1).max(65535).default(587),
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: z.boolean().default(false),
  username: z.string().trim().max(200).default(''),
  password: z.string().max(200).default(''),
  /** The sender, e.g. "CareerCard <hello@careercard.com.bd>"; empty uses MAIL_FROM. */
  from: z.string().trim().max(200).default(''),
});
export type SmtpSettings = z.infer<typeof smtpSettingsSchema>;

const text = (max = 200) => z.string().trim().max(max).default('');
const secret = (max = 500) => z.string().max(max).default('');

/**
 * Nagad's merchant checkout: the merchant's id, account number and private key, and the public
 * key Nagad gives the merchant for the environment (sandbox or live).
 */
export const nagadSettingsSchema = z.object({
  enabled: z.boolean().default(false),
  sandbox: z.boolean().default(true),
  merchantId: text(),
  merchantNumber: text(40),
  privateKey: secret(5000),
  publicKey: text(5000),
});
export type NagadSettings = z.infer<typeof nagadSettingsSchema>;

/** The card gateway, SSLCommerz: the store's id and password for the environment. */
export const cardSettingsSchema = z.object({
  enabled: z.boolean().default(false),
  sandbox: z.boolean().default(true),
  storeId: text(),
  storePassword: secret(),
});
export type CardSettings = z.infer<typeof cardSettingsSchema>;

/** The courier that delivers NFC cards: Steadfast's API key and secret key; base URL optional. */
const courierSettingsSchema = z.object({
  enabled: z.boolean().default(false),
  apiKey: text(),
  secret: secret(),
  baseUrl: serviceUrl('The base URL must be a web address.'),
});
export type CourierSettings = z.infer<typeof courierSettingsSchema>;

/** S3-compatible storage for files; the environment's S3_* settings apply until it is complete. */
export const storageSettingsSchema = z.object({
  accessKeyId: text(),
  secretKey: secret(),
  region: text(60),
  bucket: text(120),
  /** For S3-compatible services (MinIO, R2 …); empty for Amazon S3. */
  endpoint: serviceUrl('The endpoint must be a web address.'),
});

/** Sign-in rules for staff; only a Super Admin changes them. */
const securitySettingsSchema = z.object({
  /** Every staff member must use two-factor sign-in; those without it set it up at sign-in. */
  requireStaffTwoFactor: z.boolean().default(false),
});

export const settingsSchemas = {
  theme: themeSettingsSchema,
  bkash: bkashSettingsSchema,
  sms: smsSettingsSchema,
  smtp: smtpSettingsSchema,
  nagad: nagadSettingsSchema,
  card: cardSettingsSchema,
  courier: courierSettingsSchema,
  storage: storageSettingsSchema,
  security: securitySettingsSchema,
} as const;

/**
 * The secret fields of each area, by path: encrypted at rest, never sent back (an empty value
 * in a save keeps the saved one).
 */
export const settingsSecrets = {
  theme: [],
  bkash: ['appSecret', 'password'],
  sms: ['bulkSmsBd.apiToken', 'generic.secret'],
  smtp: ['password'],
  nagad: ['privateKey'],
  card: ['storePassword'],
  courier: ['secret'],
  storage: ['secretKey'],
  security: [],
} as const satisfies Record<keyof typeof settingsSchemas, readonly string[]>;

/** GET /api/admin/settings/{area}: the values, secrets blank, and which secrets are saved. */
export const settingsResponseSchema = z.object({
  success: z.literal(true),
  data: z.record(z.string(), z.unknown()),
  savedSecrets: z.array(z.string()),
});
export type SettingsArea = keyof typeof settingsSchemas;
export type SettingsOf<A extends SettingsArea> = z.infer<(typeof settingsSchemas)[A]>;

/** GET /api/admin/ai-status: who answers analyses (the key lives in the environment). */
export const aiStatusResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    provider: z.enum(['local', 'gemini', 'openai']),
    model: z.string().nullable(),
    keySet: z.boolean(),
  }),
});
export type AiStatus = z.infer<typeof aiStatusResponseSchema>['data'];

/** The outcome of a back-office 'Test': one real call, how long it took, in plain words. */
const connectionTestSchema = z.object({
  ok: z.boolean(),
  message: z.string(),
  latencyMs: z.number().int().nonnegative(),
});
export type ConnectionTest = z.infer<typeof connectionTestSchema>;

/** POST /api/admin/ai-status/test: one small call to the provider that answers analyses. */
export const aiTestResponseSchema = z.object({
  success: z.literal(true),
  data: connectionTestSchema.extend({
    provider: aiStatusResponseSchema.shape.data.shape.provider,
    model: z.string().nullable(),
  }),
});
export type AiTest = z.infer<typeof aiTestResponseSchema>['data'];

/** POST /api/admin/settings/storage/test: a small file written, read back and deleted. */
export const storageTestResponseSchema = z.object({
  success: z.literal(true),
  data: connectionTestSchema,
});
