import type { CvData } from '@careercard/shared/cv';
import type { CvSaveReason } from '@careercard/shared/cv-history';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  char,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const userRole = pgEnum('user_role', ['user', 'admin']);
export const userStatus = pgEnum('user_status', ['Active', 'Suspended']);

/** Staff roles of the back office; role 1 is Super Admin (see packages/shared/permissions). */
export const staffRoles = pgTable('staff_roles', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  permissions: text('permissions')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  ...timestamps,
});

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: varchar('name', { length: 255 }).notNull(),
    /** Stored lower-cased; unique. */
    email: varchar('email', { length: 255 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    role: userRole('role').notNull().default('user'),
    /** Set for admins (staff) only. */
    staffRoleId: integer('staff_role_id').references(() => staffRoles.id, {
      onDelete: 'restrict',
    }),
    status: userStatus('status').notNull().default('Active'),
    /** The account's mobile number as +8801XXXXXXXXX, set in Account Settings. */
    phone: varchar('phone', { length: 20 }),
    /** The profile photo's Storage key; null for none. */
    photoKey: varchar('photo_key', { length: 200 }),
    /** The interface language the user chose: 'en' or 'bn'. */
    locale: varchar('locale', { length: 5 }).notNull().default('en'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    // User Management at 100,000 accounts: its default order, and searches inside names and
    // addresses (trigram indexes serve ILIKE '%…%'; see docs/decisions/023).
    index('users_role_created_idx').on(table.role, table.createdAt, table.id),
    index('users_name_trgm_idx').using('gin', table.name.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', table.email.op('gin_trgm_ops')),
  ],
);

/** Bearer tokens. Only a SHA-256 hash is kept, so a database leak does not leak sessions. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: char('token_hash', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When this session proved the phone by OTP: later downloads skip the verification. */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    /** Set when a staff member signed in as the user (Login as user): such a session is short. */
    impersonatorId: integer('impersonator_id').references((): AnyPgColumn => users.id, {
      onDelete: 'cascade',
    }),
    /** The browser that signed in, for the list of active sessions. */
    userAgent: varchar('user_agent', { length: 400 }),
    ip: varchar('ip', { length: 64 }),
    /**
     * A staff member signed in without the second factor the Super Admin requires: the session
     * may only set it up (cleared when they do).
     */
    mustSetUpTwoFactor: boolean('must_set_up_two_factor').notNull().default(false),
  },
  (table) => [
    uniqueIndex('access_tokens_token_hash_unique').on(table.tokenHash),
    index('access_tokens_user_id_idx').on(table.userId),
  ],
);

/** Who did what: sign-ins, account and back-office changes. */
export const passwordLinkPurpose = pgEnum('password_link_purpose', [
  'reset',
  'invite',
  'email_change',
]);

/**
 * Links that set a password: a reset asked for from the sign-in screen, or a new staff
 * member's invitation. Only a hash of the token is kept; a link works once, until it expires.
 */
export const passwordLinks = pgTable(
  'password_links',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: passwordLinkPurpose('purpose').notNull(),
    /** For an e-mail change: the address that takes effect when the link is followed. */
    newEmail: varchar('new_email', { length: 255 }),
    tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('password_links_user_idx').on(table.userId, table.createdAt)],
);

export const auditLogs = pgTable(
  'audit_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: varchar('action', { length: 100 }).notNull(),
    targetType: varchar('target_type', { length: 50 }),
    targetId: varchar('target_id', { length: 100 }),
    ip: varchar('ip', { length: 64 }),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_logs_created_at_idx').on(table.createdAt),
    index('audit_logs_actor_idx').on(table.actorUserId),
  ],
);

export const logLevel = pgEnum('log_level', ['warn', 'error', 'fatal']);

/** Warnings and errors of the server's log, for Log Management; kept 30 days. */
export const appLogs = pgTable(
  'app_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    level: logLevel('level').notNull(),
    message: text('message').notNull(),
    /** The rest of the log line (request id, error, …), secrets left out by the logger. */
    context: jsonb('context').$type<Record<string, unknown>>(),
    loggedAt: timestamp('logged_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('app_logs_logged_at_idx').on(table.loggedAt)],
);

export const cvTemplateKind = pgEnum('cv_template_kind', ['component', 'layout']);
export const templateStatus = pgEnum('template_status', ['Enabled', 'Disabled']);

/**
 * CV templates: the built-in React ones (kind component) and data-driven JSON layouts
 * (kind layout). A layout without JSON draws the built-in American one-page demo.
 */
export const cvTemplates = pgTable('cv_templates', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: varchar('name', { length: 120 }).notNull(),
  kind: cvTemplateKind('kind').notNull(),
  component: varchar('component', { length: 40 }),
  jsonContent: text('json_content'),
  thumbnailUrl: text('thumbnail_url'),
  status: templateStatus('status').notNull().default('Enabled'),
  ...timestamps,
});

export const cvs = pgTable(
  'cvs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 120 }).notNull(),
    /** Null when the template was deleted: the CV then shows in template 1. */
    templateId: integer('template_id').references(() => cvTemplates.id, { onDelete: 'set null' }),
    data: jsonb('data').$type<CvData>().notNull(),
    /** Raised by every save; a save must name the version it started from. */
    version: integer('version').notNull().default(1),
    /** Set when the CV is moved to the Trash; deleted for good CV_TRASH_DAYS later. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('cvs_user_updated_idx').on(table.userId, table.updatedAt),
    index('cvs_deleted_idx')
      .on(table.deletedAt)
      .where(sql`${table.deletedAt} is not null`),
  ],
);

/** Earlier states of a CV, each kept by the save after it (see cv-history in shared). */
export const cvVersions = pgTable(
  'cv_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cvId: uuid('cv_id')
      .notNull()
      .references(() => cvs.id, { onDelete: 'cascade' }),
    /** What the save after this state did: 'edit', 'ai', 'template', 'restore' … */
    reason: varchar('reason', { length: 20 }).$type<CvSaveReason>().notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    /** Null when the template was deleted since, as on the CV itself. */
    templateId: integer('template_id').references(() => cvTemplates.id, { onDelete: 'set null' }),
    data: jsonb('data').$type<CvData>().notNull(),
    /** When the CV was saved in this state. */
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
    /** When the save after it kept it: what retention counts from. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('cv_versions_cv_created_idx').on(table.cvId, table.createdAt)],
);

/** Short-lived links for printing one CV (/cv-preview?token=…); only a hash is kept. */
export const cvPrintTokens = pgTable(
  'cv_print_tokens',
  {
    tokenHash: char('token_hash', { length: 64 }).primaryKey(),
    cvId: uuid('cv_id')
      .notNull()
      .references(() => cvs.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('cv_print_tokens_expires_idx').on(table.expiresAt)],
);

export const analysisKind = pgEnum('analysis_kind', [
  'ats_report',
  'cv_quality',
  'tailored_cv',
  'generate_content',
  'cv_upload',
  'parse_resume',
]);

/**
 * One row per analysis call, for the user's "ATS Checks Used" and the admin's "CVs Analyzed".
 * The CV and job texts are not kept: the counts need none of them.
 */
export const analyses = pgTable(
  'analyses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Null for a visitor's ATS check or upload. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: analysisKind('kind').notNull(),
    /** Who answered: local, gemini or openai. */
    provider: varchar('provider', { length: 20 }).notNull(),
    fallback: boolean('fallback').notNull().default(false),
    score: smallint('score'),
    durationMs: integer('duration_ms').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('analyses_user_kind_idx').on(table.userId, table.kind),
    index('analyses_created_at_idx').on(table.createdAt),
  ],
);

export const packageStatus = pgEnum('package_status', ['Active', 'Inactive']);

/**
 * The price packages of the back office. `code` ties a package to what it prices, so the admin
 * may rename it or change its price without a deploy.
 */
export const packages = pgTable('packages', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  code: varchar('code', { length: 40 }).unique(),
  name: varchar('name', { length: 120 }).notNull(),
  pricePoisha: integer('price_poisha').notNull().default(0),
  description: text('description').notNull().default(''),
  status: packageStatus('status').notNull().default('Active'),
  ...timestamps,
});

/** Application settings of the back office: one JSON value per area (bkash, sms …). */
export const appSettings = pgTable('app_settings', {
  key: varchar('key', { length: 60 }).primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/**
 * Where each stored file was written (infra/storage/registry.ts): `disk`, or an S3 as
 * `s3:<endpoint>/<bucket>`. Reads go there after the Storage settings change; a file written
 * before this table existed has no row and is looked for everywhere.
 */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  place: text('place').notNull(),
  writtenAt: timestamp('written_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The built-in bKash sandbox's side of things (its tokens and payments), as bKash keeps them: in
 * one place for every server. See infra/sandbox-store.ts.
 */
export const bkashSandboxRecords = pgTable(
  'bkash_sandbox_records',
  {
    kind: varchar('kind', { length: 20 }).notNull(),
    id: varchar('id', { length: 100 }).notNull(),
    value: jsonb('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.id] })],
);

/**
 * Browsers that signed in to an account: sign-in attempts from them skip the account's throttle
 * (they have their own), so an attacker's failures never shut the owner out. Only a hash of the
 * cookie's token is kept.
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('trusted_devices_user_idx').on(table.userId)],
);

/**
 * Rate-limit counters (sign-ins, analyses, resets …), here so that every server counts the same
 * events. See infra/rate-limit/rate-limiter.ts.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowEnds: timestamp('window_ends', { withTimezone: true }).notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

/**
 * An account's authenticator app (TOTP). The secret is sealed under the app key; until
 * `confirmedAt` the set-up is pending (the code shown by the app has not been entered yet).
 */
export const twoFactorSecrets = pgTable('two_factor_secrets', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** The last 30-second step a code was accepted for: a code works once. */
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Single-use recovery codes; only a SHA-256 hash of each (80 random bits) is kept. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: char('code_hash', { length: 64 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('two_factor_recovery_codes_user_idx').on(table.userId)],
);

/** The code step of a sign-in whose password was right: a hash of its token, for a few minutes. */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: char('token_hash', { length: 64 }).notNull(),
    /** 'user' or 'admin': which sign-in page it continues. */
    signInAs: varchar('sign_in_as', { length: 10 }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('sign_in_challenges_token_hash_unique').on(table.tokenHash)],
);

/** A staff member's named filters of a back-office list ("Unpaid sign-ups this month"). */
export const savedViews = pgTable(
  'saved_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Which list: one of savedViewScreens (users, nfc-orders, payments, activity, posts). */
    screen: varchar('screen', { length: 30 }).notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    /** The list's address query (filters and order), without the page. */
    query: varchar('query', { length: 1000 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('saved_views_owner_name_unique').on(table.userId, table.screen, table.name),
  ],
);

/** One-time codes that prove a phone number. Only a hash of the code is kept. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** +8801XXXXXXXXX */
    phone: varchar('phone', { length: 20 }).notNull(),
    codeHash: char('code_hash', { length: 64 }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('otp_codes_user_created_idx').on(table.userId, table.createdAt),
    index('otp_codes_phone_created_idx').on(table.phone, table.createdAt),
  ],
);

export const outboxChannel = pgEnum('outbox_channel', ['sms', 'email']);
export const outboxStatus = pgEnum('outbox_status', ['pending', 'sent', 'failed']);

/** Every SMS and e-mail is written here before a transport delivers it: nothing is lost. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: outboxChannel('channel').notNull(),
    recipient: varchar('recipient', { length: 255 }).notNull(),
    /** What the message is for, e.g. otp. */
    purpose: varchar('purpose', { length: 40 }).notNull(),
    /** What staff and the logs may read: a link that opens an account is masked. */
    body: text('body').notNull(),
    /** The whole message, sealed with the app key, when `body` had something masked. */
    sealedBody: text('sealed_body'),
    status: outboxStatus('status').notNull().default('pending'),
    transport: varchar('transport', { length: 40 }),
    attempts: smallint('attempts').notNull().default(0),
    lastError: text('last_error'),
    providerMessageId: varchar('provider_message_id', { length: 120 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_created_at_idx').on(table.createdAt),
    index('outbox_recipient_idx').on(table.recipient, table.createdAt),
  ],
);

export const pdfStatus = pgEnum('pdf_status', ['Pending', 'Paid']);

/** A CV's PDF: priced when asked for, downloadable once paid; the file lives in Storage. */
export const pdfDocuments = pgTable(
  'pdf_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null once the CV is deleted: a printed file stays downloadable. */
    cvId: uuid('cv_id').references(() => cvs.id, { onDelete: 'set null' }),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    status: pdfStatus('status').notNull().default('Pending'),
    pricePoisha: integer('price_poisha').notNull(),
    /** Set once printed. */
    storageKey: varchar('storage_key', { length: 300 }),
    /**
     * What the record is the PDF of: a hash of the CV's data and template when it was paid for,
     * and of what was printed once it is. The same CV unchanged downloads again without a charge.
     * Null for records paid before this was kept.
     */
    contentHash: char('content_hash', { length: 64 }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The first download of a paid record: until then it is a credit the user has not used. */
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }),
    /** Paid by the user's Monthly Subscription rather than on its own. */
    bySubscription: boolean('by_subscription').notNull().default(false),
    ...timestamps,
  },
  (table) => [index('pdf_documents_user_created_idx').on(table.userId, table.createdAt)],
);

export const paymentPurpose = pgEnum('payment_purpose', [
  'cv_download',
  'custom_cv',
  'nfc_order',
  'subscription',
]);
export const paymentStatus = pgEnum('payment_status', [
  'Initiated',
  'Completed',
  'Failed',
  'Cancelled',
]);

/**
 * Payments through a gateway. The amount is set by the server from the packages; a payment is
 * fulfilled at most once (fulfilled_at), whatever the number of callbacks.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the account is deleted: the money record stays. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    purpose: paymentPurpose('purpose').notNull(),
    pdfId: uuid('pdf_id').references(() => pdfDocuments.id, { onDelete: 'set null' }),
    nfcOrderId: uuid('nfc_order_id').references((): AnyPgColumn => nfcOrders.id, {
      onDelete: 'set null',
    }),
    description: varchar('description', { length: 200 }).notNull(),
    amountPoisha: integer('amount_poisha').notNull(),
    status: paymentStatus('status').notNull().default('Initiated'),
    gateway: varchar('gateway', { length: 20 }).notNull(),
    gatewayPaymentId: varchar('gateway_payment_id', { length: 100 }).unique(),
    trxId: varchar('trx_id', { length: 100 }),
    /** The merchant invoice number sent to the gateway; shown as the invoice id. */
    invoiceId: varchar('invoice_id', { length: 40 }).notNull().unique(),
    message: text('message'),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    /** For a paid custom CV: when the tailoring it paid for was made. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /** For a paid custom CV: a hash of the CV and job it tailored, and the result, given again. */
    tailoringKey: varchar('tailoring_key', { length: 64 }),
    tailoredResult: jsonb('tailored_result'),
    /** For a paid subscription: the 30 days it covers, after any the user already had. */
    coversFrom: timestamp('covers_from', { withTimezone: true }),
    coversUntil: timestamp('covers_until', { withTimezone: true }),
    /** What was given back so far (the sum of its refunds): never more than the amount. */
    refundedPoisha: integer('refunded_poisha').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    index('payments_user_created_idx').on(table.userId, table.createdAt),
    index('payments_user_tailoring_idx').on(table.userId, table.tailoringKey),
    index('payments_created_idx').on(table.createdAt),
    // Whether a user has paid (User Management's filter), and the ledger's searches.
    index('payments_paid_user_idx')
      .on(table.userId)
      .where(sql`${table.status} = 'Completed'`),
    index('payments_invoice_trgm_idx').using('gin', table.invoiceId.op('gin_trgm_ops')),
    index('payments_trx_trgm_idx').using('gin', table.trxId.op('gin_trgm_ops')),
    index('payments_gateway_payment_trgm_idx').using(
      'gin',
      table.gatewayPaymentId.op('gin_trgm_ops'),
    ),
    // The ledger sorted by a column other than its time: each read in order, page by page.
    index('payments_amount_idx').on(table.amountPoisha, table.id),
    index('payments_status_idx').on(table.status, table.id),
    index('payments_gateway_idx').on(table.gateway, table.id),
    check(
      'payments_refunded_within_amount',
      sql`${table.refundedPoisha} BETWEEN 0 AND ${table.amountPoisha}`,
    ),
  ],
);

/**
 * Money given back on a payment by staff: through the gateway that took it (`gateway`), or
 * paid back outside it and recorded here (`manual`, when the gateway has no refund API).
 * A refund is written Pending before the gateway is asked, so two at once never give back
 * more than was paid; one the gateway refuses is kept as Failed.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amountPoisha: integer('amount_poisha').notNull(),
    reason: text('reason').notNull(),
    way: varchar('way', { length: 10 }).$type<'gateway' | 'manual'>().notNull(),
    status: varchar('status', { length: 10 }).$type<'Pending' | 'Refunded' | 'Failed'>().notNull(),
    /** The gateway's id of the refund (bKash's refundTrxID, SSLCommerz's refund_ref_id). */
    gatewayRefundId: varchar('gateway_refund_id', { length: 100 }),
    /** What was withdrawn with it: a PDF credit, a tailoring credit, an NFC order. */
    withdrew: varchar('withdrew', { length: 40 }),
    staffUserId: integer('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('refunds_payment_idx').on(table.paymentId)],
);

/**
 * V-Card templates: each a look (packages/shared/vcard-look) kept as the JSON the admin uploaded.
 * Modern (id 1) and Minimal (id 2) are built in (`builtin` names them): never deleted.
 */
export const vcardTemplates = pgTable('vcard_templates', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: varchar('name', { length: 120 }).notNull(),
  jsonContent: text('json_content').notNull(),
  thumbnailUrl: text('thumbnail_url'),
  status: templateStatus('status').notNull().default('Enabled'),
  builtin: varchar('builtin', { length: 20 }).unique(),
  ...timestamps,
});

/** A user's public digital business card: one per user, shown at /v/{slug} from a chosen CV. */
export const vcards = pgTable(
  'vcards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The card shows this CV as it is now; null once the CV is deleted (the card then hides). */
    cvId: uuid('cv_id').references(() => cvs.id, { onDelete: 'set null' }),
    /** Null once the template is deleted; a card whose template is gone or Disabled is Modern. */
    templateId: integer('template_id').references(() => vcardTemplates.id, {
      onDelete: 'set null',
    }),
    /** Lowercase [a-z0-9_-]; unique across users, so a link names one card. */
    slug: varchar('slug', { length: 60 }).notNull(),
    published: boolean('published').notNull().default(false),
    viewCount: integer('view_count').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('vcards_slug_idx').on(table.slug),
    index('vcards_template_idx').on(table.templateId),
  ],
);

/** The physical NFC cards on offer, each with its price; the admin enables them. */
export const nfcDesigns = pgTable('nfc_designs', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: varchar('name', { length: 120 }).notNull(),
  thumbnailUrl: varchar('thumbnail_url', { length: 2048 }).notNull().default(''),
  pricePoisha: integer('price_poisha').notNull().default(0),
  status: templateStatus('status').notNull().default('Enabled'),
  ...timestamps,
});

/** The admin sets the last four, in any order (admin spec). */
export const nfcOrderStatus = pgEnum('nfc_order_status', [
  'Pending Payment',
  'Paid',
  'Accepted',
  'Printing',
  'Courier Booking',
  'Handed Over to Courier',
  // Refunded before it was printed: nothing is made or sent.
  'Cancelled',
  // Where the courier's tracking takes a parcel after it was handed over.
  'Delivered',
  'Returned',
]);

/** Numbers the orders: NFC-{year}-{number}, the number never reused. */
export const nfcOrderNumbers = pgSequence('nfc_order_number_seq');

/** An NFC card order: what was ordered at what price, where it goes, and the link for its tag. */
export const nfcOrders = pgTable(
  'nfc_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: varchar('code', { length: 30 })
      .notNull()
      .unique()
      // At least four digits: lpad alone would cut the 10,000th order's number to four, and
      // its code would be taken.
      .default(
        sql`('NFC-' || to_char(now(), 'YYYY') || '-' || substring('000' || nextval('nfc_order_number_seq')::text from '^0*([0-9]{4,})$'))`,
      ),
    /** Null once the account is deleted: the order stays on the books. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The V-Card link written on the tag, kept as ordered. */
    vcardUrl: varchar('vcard_url', { length: 300 }).notNull(),
    designId: integer('design_id').references(() => nfcDesigns.id, { onDelete: 'set null' }),
    designName: varchar('design_name', { length: 120 }).notNull(),
    designPricePoisha: integer('design_price_poisha').notNull(),
    shippingPoisha: integer('shipping_poisha').notNull(),
    totalPoisha: integer('total_poisha').notNull(),
    fullName: varchar('full_name', { length: 120 }).notNull(),
    addressLine1: varchar('address_line1', { length: 200 }).notNull(),
    addressLine2: varchar('address_line2', { length: 200 }).notNull().default(''),
    city: varchar('city', { length: 100 }).notNull(),
    postalCode: varchar('postal_code', { length: 20 }).notNull(),
    country: varchar('country', { length: 100 }).notNull().default('Bangladesh'),
    /** +8801XXXXXXXXX, for the courier; null on orders placed before it was asked for. */
    phone: varchar('phone', { length: 20 }),
    status: nfcOrderStatus('status').notNull().default('Pending Payment'),
    /** The courier that carries it ('steadfast', or 'steadfast-sandbox': the local stand-in). */
    courier: varchar('courier', { length: 30 }),
    consignmentId: varchar('consignment_id', { length: 40 }),
    trackingCode: varchar('tracking_code', { length: 40 }),
    /** The courier's own word for where the parcel is (in_review, pending, delivered …). */
    courierStatus: varchar('courier_status', { length: 40 }),
    ...timestamps,
  },
  (table) => [
    index('nfc_orders_user_created_idx').on(table.userId, table.createdAt),
    // NFC Card Orders for staff: newest first, of all or of one status.
    index('nfc_orders_created_idx').on(table.createdAt, table.code),
    index('nfc_orders_status_created_idx').on(table.status, table.createdAt),
  ],
);

/** Each status an order went through, for the customer to follow. */
export const nfcOrderEvents = pgTable(
  'nfc_order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => nfcOrders.id, { onDelete: 'cascade' }),
    status: nfcOrderStatus('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('nfc_order_events_order_idx').on(table.orderId, table.createdAt)],
);

/**
 * How a V-Card is used, per Bangladesh day: views by where they came from, contact files saved,
 * links opened. Each is a count of visitors (once a day per card), never who they were.
 */
export const vcardDailyStats = pgTable(
  'vcard_daily_stats',
  {
    vcardId: uuid('vcard_id')
      .notNull()
      .references(() => vcards.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    nfcViews: integer('nfc_views').notNull().default(0),
    qrViews: integer('qr_views').notNull().default(0),
    linkViews: integer('link_views').notNull().default(0),
    searchViews: integer('search_views').notNull().default(0),
    saves: integer('saves').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.vcardId, table.day] })],
);

/** Taps of each NFC card (its tag carries the order's code), per Bangladesh day. */
export const vcardTagTaps = pgTable(
  'vcard_tag_taps',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => nfcOrders.id, { onDelete: 'cascade' }),
    vcardId: uuid('vcard_id')
      .notNull()
      .references(() => vcards.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    taps: integer('taps').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.day] }),
    index('vcard_tag_taps_vcard_idx').on(table.vcardId),
  ],
);

/**
 * Today's visitors, so each is counted once a day per card: a keyed hash of the address and the
 * browser under the day's salt, never the address itself. Yesterday's rows and salt are deleted
 * each night, after which a hash cannot be tied to anyone.
 */
export const vcardVisitors = pgTable(
  'vcard_visitors',
  {
    day: date('day', { mode: 'string' }).notNull(),
    visitor: char('visitor', { length: 64 }).notNull(),
    vcardId: uuid('vcard_id')
      .notNull()
      .references(() => vcards.id, { onDelete: 'cascade' }),
    /** What this visitor was counted for today: 1 a view, 2 a save, 4 a link opened. */
    counted: smallint('counted').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.visitor, table.vcardId] })],
);

/** The salt of the day's visitor hashes; random, and deleted with the day. */
export const vcardVisitSalts = pgTable('vcard_visit_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: char('salt', { length: 64 }).notNull(),
});

/**
 * Details visitors of a V-Card left for its owner (with their consent). Only the owner sees
 * them; they go with the card or the account.
 */
export const vcardContacts = pgTable(
  'vcard_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vcardId: uuid('vcard_id')
      .notNull()
      .references(() => vcards.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull().default(''),
    phone: varchar('phone', { length: 30 }).notNull().default(''),
    note: varchar('note', { length: 500 }).notNull().default(''),
    /** When the visitor ticked the box agreeing that the owner keeps their details. */
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('vcard_contacts_vcard_created_idx').on(table.vcardId, table.createdAt)],
);

export const publishStatus = pgEnum('publish_status', ['Draft', 'Published']);

/** The site's own pages (About Us, Privacy Policy …), shown at /p/{slug} once Published. */
export const staticPages = pgTable('static_pages', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  title: varchar('title', { length: 200 }).notNull(),
  slug: varchar('slug', { length: 200 }).notNull().unique(),
  /** Sanitised HTML. */
  content: text('content').notNull(),
  status: publishStatus('status').notNull().default('Draft'),
  seoTitle: varchar('seo_title', { length: 200 }).notNull().default(''),
  metaDescription: varchar('meta_description', { length: 400 }).notNull().default(''),
  /**
   * The Bangla version, shown to readers who chose বাংলা; null when there is none (then they
   * read the English). Title and content come together; the SEO fields may stay null.
   */
  titleBn: varchar('title_bn', { length: 200 }),
  /** Sanitised HTML, like `content`. */
  contentBn: text('content_bn'),
  seoTitleBn: varchar('seo_title_bn', { length: 200 }),
  metaDescriptionBn: varchar('meta_description_bn', { length: 400 }),
  /** updatedAt is the spec's lastModified. */
  ...timestamps,
});

/** Blog categories; id 1 is Uncategorized, where the posts of a deleted category go. */
export const blogCategories = pgTable('blog_categories', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: varchar('name', { length: 120 }).notNull(),
  slug: varchar('slug', { length: 140 }).notNull().unique(),
  description: text('description').notNull().default(''),
  /** What readers who chose বাংলা see; null when there is none (then they see the English). */
  nameBn: varchar('name_bn', { length: 120 }),
  descriptionBn: text('description_bn'),
  ...timestamps,
});

/** Blog posts, written by staff, shown at /p/blog/{slug} once Published. */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: varchar('title', { length: 200 }).notNull(),
    slug: varchar('slug', { length: 200 }).notNull().unique(),
    /** Sanitised HTML. */
    content: text('content').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => blogCategories.id),
    /** Null once the staff account is removed; the name stays on the post. */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: varchar('author_name', { length: 120 }).notNull(),
    /**
     * The author as readers who chose বাংলা see it, for an author whose name is words rather
     * than a person's (the site's own 'CareerCard Editorial'); null: the same as authorName.
     */
    authorNameBn: varchar('author_name_bn', { length: 120 }),
    status: publishStatus('status').notNull().default('Draft'),
    focusKeyword: varchar('focus_keyword', { length: 100 }).notNull().default(''),
    seoTitle: varchar('seo_title', { length: 200 }).notNull().default(''),
    metaDescription: varchar('meta_description', { length: 400 }).notNull().default(''),
    /** An address: an uploaded image of ours or one given by the editor. */
    featuredImage: text('featured_image').notNull().default(''),
    /** When it was first published: the date readers see and the order of the list. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('blog_posts_status_published_idx').on(table.status, table.publishedAt),
    index('blog_posts_category_idx').on(table.categoryId),
  ],
);
