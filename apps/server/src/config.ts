import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { serverRoot } from './lib/paths';

const positiveInt = z.coerce.number().int().positive();
const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const isProxyAddress = (value: string) => {
  const [address = '', bits] = value.split('/');
  return (
    PROXY_NAMES.includes(value) ||
    (isIP(address) !== 0 && (bits === undefined || /^\d+$/.test(bits)))
  );
};

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z
    .url()
    .refine((url) => /^postgres(ql)?:\/\//.test(url), 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  WEB_DIST_DIR: z.string().min(1).optional(),
  ADMIN_NAME: z.string().trim().min(1).max(255).default('Super Admin'),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(128).optional(),
  TOKEN_TTL_DAYS: positiveInt.default(30),
  LOGIN_MAX_FAILURES_PER_EMAIL: positiveInt.default(5),
  LOGIN_MAX_FAILURES_PER_IP: positiveInt.default(20),
  LOGIN_WINDOW_MINUTES: positiveInt.default(15),
  /**
   * false; a number of proxy hops; or proxy addresses/CIDRs, comma-separated. "true" trusts
   * any X-Forwarded-For a client writes, so per-IP limits could be dodged: avoid it.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx): boolean | number | string[] => {
      if (/^(false|0|no)$/i.test(value)) return false;
      if (/^(true|yes)$/i.test(value)) return true;
      if (/^\d+$/.test(value)) return Number(value);
      const proxies = value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      const bad = proxies.find((proxy) => !isProxyAddress(proxy));
      if (bad !== undefined) {
        ctx.addIssue({
          code: 'custom',
          message: `"${bad}" is not an IP address, a CIDR range or a number of hops`,
        });
        return z.NEVER;
      }
      return proxies;
    }),
  /** Demo content (a user with sample CVs) on a fresh database; turn off in production. */
  SEED_DEMO_CONTENT: z
    .stringbool({ truthy: ['true', '1', 'yes'], falsy: ['false', '0', 'no'] })
    .default(true),
  REGISTER_MAX_PER_IP: positiveInt.default(10),
  REGISTER_WINDOW_MINUTES: positiveInt.default(60),
  SHUTDOWN_TIMEOUT_MS: positiveInt.default(10_000),
  /** Who writes analyses: our offline engine (local), Gemini, or any OpenAI-compatible server. */
  AI_PROVIDER: z.enum(['local', 'gemini', 'openai']).default('local'),
  AI_TIMEOUT_MS: positiveInt.default(60_000),
  GEMINI_API_KEY: z.string().min(1).optional(),
  GEMINI_MODEL: z.string().min(1).default('gemini-2.5-flash'),
  /** Only for tests and proxies: where the Gemini API is reached. */
  GEMINI_BASE_URL: z.url().optional(),
  OPENAI_BASE_URL: z.url().default('https://api.openai.com/v1'),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** Visitors' ATS checks per IP and hour (signed-in users are limited per account). */
  ATS_MAX_PER_IP_HOUR: positiveInt.default(30),
  ANALYSIS_MAX_PER_USER_HOUR: positiveInt.default(200),
  UPLOAD_MAX_MB: positiveInt.max(50).default(10),
  OCR_TIMEOUT_MS: positiveInt.default(30_000),
  /** How much memory reading one uploaded file may take before its reading process is ended. */
  TEXT_EXTRACTION_MAX_MB: positiveInt.max(4096).default(256),
  /** The origin browsers reach us at (bKash callbacks); unset: the origin of each request. */
  PUBLIC_URL: z.url().optional(),
  /**
   * Without PUBLIC_URL, the host names (comma-separated) this server answers to besides its own
   * (loopback, its host name and interface addresses): a request naming another is refused.
   */
  ALLOWED_HOSTS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    ),
  /**
   * The addresses staff enter in Application Settings (SMTP host, SMS gateway, storage
   * endpoint) may reach loopback and private networks: for a mail relay or MinIO next door.
   */
  OUTBOUND_ALLOW_PRIVATE: z
    .stringbool({ truthy: ['true', '1', 'yes'], falsy: ['false', '0', 'no'] })
    .default(false),
  /** Where headless Chromium opens our print page; unset: the address this server listens on. */
  PRINT_BASE_URL: z.url().optional(),
  /** A remote Chromium (ws://…) to print with instead of launching one. */
  PDF_BROWSER_WS_ENDPOINT: z.url().optional(),
  PDF_CONCURRENCY: positiveInt.max(16).default(2),
  PDF_TIMEOUT_MS: positiveInt.default(30_000),
  /**
   * Without the admin's bKash credentials, payments go to the built-in bKash sandbox, where no
   * real money moves (for demos and tests). Unset, it is on for a local install and off for a
   * deployment (DATABASE_URL set, or an https PUBLIC_URL): there payments are refused until the
   * credentials are set, and anyone could "pay" with the sandbox's published test wallet.
   */
  BKASH_LOCAL_SANDBOX: z
    .stringbool({ truthy: ['true', '1', 'yes'], falsy: ['false', '0', 'no'] })
    .optional(),
  /** How often a booked NFC card's parcel is looked up with the courier, in seconds. */
  COURIER_POLL_SECONDS: positiveInt.max(86_400).default(900),
  /** Object storage for files; unset: the local disk under DATA_DIR/files. */
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z
    .stringbool({ truthy: ['true', '1', 'yes'], falsy: ['false', '0', 'no'] })
    .default(false),
  APP_KEY: z
    .string()
    .refine((value) => Buffer.from(value, 'base64').length === 32, {
      error: 'Must be 32 random bytes in base64, e.g. from: openssl rand -base64 32',
    })
    .optional(),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'Must be an smtp:// or smtps:// address.' })
    .optional(),
  MAIL_FROM: z.string().min(3).max(200).default('CareerCard <no-reply@careercard.local>'),
});

/** The settings as the environment gives them: every one optional, every one a string. */
export type Env = Partial<Record<keyof z.input<typeof envSchema>, string>>;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  logLevel: string;
  /** Unset means: start the embedded PostgreSQL under `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  embeddedPgPort: number | undefined;
  webDistDir: string;
  admin: { name: string; email: string | undefined; password: string | undefined };
  tokenTtlDays: number;
  login: { maxFailuresPerEmail: number; maxFailuresPerIp: number; windowMinutes: number };
  trustProxy: boolean | number | string[];
  register: { maxPerIp: number; windowMinutes: number };
  seedDemoContent: boolean;
  shutdownTimeoutMs: number;
  ai: {
    provider: 'local' | 'gemini' | 'openai';
    timeoutMs: number;
    gemini: { apiKey: string | undefined; model: string; baseUrl: string | undefined };
    openai: { baseUrl: string; apiKey: string | undefined; model: string };
  };
  analysis: { maxPerIpHour: number; maxPerUserHour: number };
  upload: { maxBytes: number; ocrTimeoutMs: number; extractionMaxMb: number };
  publicUrl: string | undefined;
  /** Host names served besides this machine's own while PUBLIC_URL is unset. */
  allowedHosts: string[];
  /** Whether addresses staff enter may reach loopback and private networks. */
  outboundAllowPrivate: boolean;
  bkashLocalSandbox: boolean;
  courierPollSeconds: number;
  pdf: {
    printBaseUrl: string | undefined;
    browserWsEndpoint: string | undefined;
    concurrency: number;
    timeoutMs: number;
  };
  /** Encrypts secrets at rest; unset, a key file under dataDir. */
  appKey: string | undefined;
  /** Where e-mail goes when the admin has set no SMTP server; unset, the server log. */
  mail: { smtpUrl: string | undefined; from: string };
  s3:
    | {
        bucket: string;
        region: string;
        endpoint: string | undefined;
        accessKeyId: string;
        secretAccessKey: string;
        forcePathStyle: boolean;
      }
    | undefined;
}

export class ConfigError extends Error {}

/** Reads the environment once at boot; any bad value stops start-up with every problem listed. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty value (`PORT=` in .env) means "not set", as in most tools.
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(set);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.AI_PROVIDER === 'gemini' && e.GEMINI_API_KEY === undefined) {
    throw new ConfigError(
      'Invalid configuration:\n  GEMINI_API_KEY: needed when AI_PROVIDER=gemini',
    );
  }
  if (e.S3_BUCKET !== undefined && (!e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_BUCKET: needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY as well',
    );
  }
  if (e.ADMIN_PASSWORD !== undefined && e.ADMIN_EMAIL === undefined) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_PASSWORD: needs ADMIN_EMAIL as well');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(serverRoot, '..', 'web', 'dist')),
    admin: { name: e.ADMIN_NAME, email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD },
    tokenTtlDays: e.TOKEN_TTL_DAYS,
    login: {
      maxFailuresPerEmail: e.LOGIN_MAX_FAILURES_PER_EMAIL,
      maxFailuresPerIp: e.LOGIN_MAX_FAILURES_PER_IP,
      windowMinutes: e.LOGIN_WINDOW_MINUTES,
    },
    trustProxy: e.TRUST_PROXY,
    register: { maxPerIp: e.REGISTER_MAX_PER_IP, windowMinutes: e.REGISTER_WINDOW_MINUTES },
    seedDemoContent: e.SEED_DEMO_CONTENT,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    ai: {
      provider: e.AI_PROVIDER,
      timeoutMs: e.AI_TIMEOUT_MS,
      gemini: { apiKey: e.GEMINI_API_KEY, model: e.GEMINI_MODEL, baseUrl: e.GEMINI_BASE_URL },
      openai: { baseUrl: e.OPENAI_BASE_URL, apiKey: e.OPENAI_API_KEY, model: e.OPENAI_MODEL },
    },
    analysis: { maxPerIpHour: e.ATS_MAX_PER_IP_HOUR, maxPerUserHour: e.ANALYSIS_MAX_PER_USER_HOUR },
    upload: {
      maxBytes: e.UPLOAD_MAX_MB * 1024 * 1024,
      ocrTimeoutMs: e.OCR_TIMEOUT_MS,
      extractionMaxMb: e.TEXT_EXTRACTION_MAX_MB,
    },
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    allowedHosts: e.ALLOWED_HOSTS,
    outboundAllowPrivate: e.OUTBOUND_ALLOW_PRIVATE,
    bkashLocalSandbox:
      e.BKASH_LOCAL_SANDBOX ??
      !(e.DATABASE_URL !== undefined || e.PUBLIC_URL?.startsWith('https:')),
    courierPollSeconds: e.COURIER_POLL_SECONDS,
    pdf: {
      printBaseUrl: e.PRINT_BASE_URL?.replace(/\/+$/, ''),
      browserWsEndpoint: e.PDF_BROWSER_WS_ENDPOINT,
      concurrency: e.PDF_CONCURRENCY,
      timeoutMs: e.PDF_TIMEOUT_MS,
    },
    appKey: e.APP_KEY,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID!,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
  };
}
