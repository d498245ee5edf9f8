import { z } from 'zod';

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
      apiUrl: z.union([z.url(), z.literal('')]).default(''),
    })
    .prefault({}),
  /** Any HTTP SMS gateway that takes a key, a secret and a sender id. */
  generic: z
    .object({
      enabled: z.boolean().default(false),
      key: z.string().trim().max(300).default(''),
      secret: z.string().max(300).default(''),
      senderId: z.string().trim().max(40).default(''),
      apiUrl: z.union([z.url(), z.literal('')]).default(''),
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

export const settingsSchemas = {
  bkash: bkashSettingsSchema,
  sms: smsSettingsSchema,
  smtp: smtpSettingsSchema,
} as const;
export type SettingsArea = keyof typeof settingsSchemas;
export type SettingsOf<A extends SettingsArea> = z.infer<(typeof settingsSchemas)[A]>;
