import Fastify, { type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import path from 'node:path';
import type { Config } from './config';
import type { Db } from './infra/db/client';
import { aiStatusOf, createAi } from './infra/ai';
import { createLogger } from './infra/logger';
import { createSecretBox, loadAppKey } from './infra/secrets';
import { createRateLimiter } from './infra/rate-limit/rate-limiter';
import { createTextExtractor } from './infra/text-extraction/text-extractor';
import { accountSecurityRoutes } from './modules/account-security/routes';
import { createAccountSecurityService } from './modules/account-security/service';
import { accountRoutes } from './modules/account/routes';
import { createAccountService } from './modules/account/service';
import { analysisRoutes } from './modules/analysis/routes';
import { createAnalysisService } from './modules/analysis/service';
import { activityRoutes } from './modules/audit/routes';
import { createAuditService } from './modules/audit/service';
import { blogPageResolvers } from './modules/blog/page-meta';
import { blogRoutes } from './modules/blog/routes';
import { createBlogService } from './modules/blog/service';
import { authRoutes } from './modules/auth/routes';
import { cvRoutes } from './modules/cvs/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { createDashboardService } from './modules/dashboard/service';
import { createCvService } from './modules/cvs/service';
import { createDeviceStore } from './modules/auth/devices';
import { createAuthService } from './modules/auth/service';
import { healthRoutes } from './modules/health/routes';
import { templateRoutes } from './modules/templates/routes';
import { templateAdminRoutes } from './modules/templates/admin-routes';
import { createTemplateAdminService } from './modules/templates/admin-service';
import { packageRoutes } from './modules/packages/routes';
import { createMailSender } from './infra/outbox/mail-sender';
import { startQueue } from './infra/queue/queue';
import { createSmsSender } from './infra/outbox/sms-sender';
import { bkashSandbox } from './infra/payments/bkash-sandbox';
import { createSandboxStore } from './infra/payments/bkash-sandbox-store';
import { createPdfRenderer, type PdfRenderer } from './infra/pdf/pdf-renderer';
import { loadPrintAssets, type PrintAssets } from './infra/pdf/print-assets';
import { findChromium } from './infra/pdf/chromium.mjs';
import { createRoutedStorage, environmentStorage } from './infra/storage/routed';
import { injectFetch } from './lib/inject-fetch';
import { publicOrigin } from './lib/public-origin';
import { messageRoutes } from './modules/messages/routes';
import { createMessageService } from './modules/messages/service';
import { nfcRoutes } from './modules/nfc/routes';
import { createNfcService } from './modules/nfc/service';
import { otpRoutes } from './modules/otp/routes';
import { createOtpService } from './modules/otp/service';
import { createPackageService } from './modules/packages/service';
import { pageResolvers } from './modules/pages/page-meta';
import { pageRoutes } from './modules/pages/routes';
import { seoRoutes } from './modules/seo/routes';
import { createSeoService } from './modules/seo/service';
import { createPageService } from './modules/pages/service';
import { createGatewayResolver } from './modules/payments/gateway';
import { paymentRoutes } from './modules/payments/routes';
import { createPaymentService } from './modules/payments/service';
import { pdfRoutes } from './modules/pdfs/routes';
import { createCvPrinter } from './modules/pdfs/cv-printer';
import { createPdfService } from './modules/pdfs/service';
import { subscriptionRoutes } from './modules/subscriptions/routes';
import { createSubscriptionService } from './modules/subscriptions/service';
import { createConnectionTests } from './modules/settings/connection-tests';
import { settingsRoutes } from './modules/settings/routes';
import { createSettingsService } from './modules/settings/service';
import { createTemplateService } from './modules/templates/service';
import { photoRoutes } from './modules/photos/routes';
import { themeRoutes } from './modules/theme/routes';
import { createThemeService } from './modules/theme/service';
import { createPhotoService } from './modules/photos/service';
import { vcardRoutes } from './modules/vcards/routes';
import { userRoutes } from './modules/users/routes';
import { createUserService } from './modules/users/service';
import { passwordLinkRoutes } from './modules/password-links/routes';
import { logRoutes } from './modules/logs/routes';
import { createLogService } from './modules/logs/service';
import { staffRoutes } from './modules/staff/routes';
import { createStaffService } from './modules/staff/service';
import { createPasswordLinkService } from './modules/password-links/service';
import { createVcardService } from './modules/vcards/service';
import { vcardTemplateRoutes } from './modules/vcard-templates/routes';
import { createVcardTemplateService } from './modules/vcard-templates/service';
import access from './plugins/access';
import docs from './plugins/docs';
import drain from './plugins/drain';
import errorHandler from './plugins/error-handler';
import inputGuard from './plugins/input-guard';
import localize from './plugins/localize';
import securityHeaders from './plugins/security-headers';
import web from './plugins/web';

export interface AppDeps {
  config: Config;
  db: Db;
  logger?: FastifyBaseLogger;
  /** Tests that do not need a real browser give their own printer. */
  pdfRenderer?: PdfRenderer;
  /** Tests without a built web app give their own print page assets. */
  printAssets?: () => Promise<PrintAssets>;
}

/** A hop count becomes "trust the first n hops", as proxy-addr reads a number. */
function trustProxyOption(setting: Config['trustProxy']) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

/** Builds the whole application; used by server.ts and by the tests, which inject requests. */
/** The address this server listens on, for Chromium to open our print page. */
function ownAddress(app: { server: { address(): unknown } }): string {
  const address = app.server.address();
  if (!address || typeof address !== 'object' || !('port' in address)) {
    throw new Error('The server is not listening, so it cannot print: set PRINT_BASE_URL');
  }
  const { address: host, port } = address as { address: string; port: number };
  const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}

const BAD_URL_MESSAGE = 'The address is not valid.';

export async function buildApp({ config, db, logger, pdfRenderer, printAssets }: AppDeps) {
  // Without a logger of the caller's (the tests), the app keeps its warnings itself.
  const own = logger ? undefined : createLogger(config);
  own?.warnings.attach(db);
  const app = Fastify({
    loggerInstance: logger ?? own!.logger,
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Fastify turns Node's limit on receiving a request off; a stalled upload must not hold a
    // connection for ever. Five minutes lets a 10 MB file through a slow mobile link.
    requestTimeout: 300_000,
    // A URL that cannot be decoded ('%zz') is answered as every other error, without echoing it.
    frameworkErrors: (_error, _request, reply) =>
      void (reply as FastifyReply).status(400).send({ message: BAD_URL_MESSAGE }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const queue = await startQueue(db, app.log);
  app.addHook('onClose', () => queue.stop());
  const audit = createAuditService(db);
  // One set of counters in PostgreSQL: every server behind a load balancer counts the same.
  const limiter = createRateLimiter(db);
  const devices = createDeviceStore(db);
  const auth = createAuthService({ db, config, limiter, devices, audit });
  const templates = createTemplateService(db, app.log);
  const cvs = createCvService({ db, templates });
  const extractor = createTextExtractor({
    ocrTimeoutMs: config.upload.ocrTimeoutMs,
    cacheDir: path.join(config.dataDir, 'cache', 'ocr'),
  });
  app.addHook('onClose', () => extractor.close());
  if (own) app.addHook('onClose', () => own.warnings.flush());

  const settings = createSettingsService(
    db,
    createSecretBox(loadAppKey(config.appKey, config.dataDir)),
    audit,
  );
  const packages = createPackageService(db, audit);
  // New files go to the admin's S3 once its settings are complete, else the environment's choice.
  const storage = createRoutedStorage({
    settings: () => settings.get('storage'),
    history: {
      list: () => settings.storageHistory(),
      remember: (target) => settings.rememberStorage(target),
    },
    environment: environmentStorage(config),
    logger: app.log,
  });
  settings.onSaved((area) => {
    if (area === 'storage') storage.refresh();
  });
  const renderer =
    pdfRenderer ??
    createPdfRenderer({
      ...(config.pdf.browserWsEndpoint
        ? { wsEndpoint: config.pdf.browserWsEndpoint }
        : { executablePath: findChromium() }),
      concurrency: config.pdf.concurrency,
      timeoutMs: config.pdf.timeoutMs,
      logger: app.log,
    });
  app.addHook('onClose', () => renderer.close());
  const photos = createPhotoService({ storage });
  const pdfs = createPdfService({
    db,
    cvs,
    storage,
    printer: createCvPrinter({
      renderer,
      assets: printAssets ?? (() => loadPrintAssets(config.webDistDir)),
      photos,
    }),
    queue,
    logger: app.log,
  });
  await queue.work<{ pdfId: string }>('pdf-prepare', ({ pdfId }) => pdfs.printAhead(pdfId));
  const gateways = createGatewayResolver({
    settings: () => settings.get('bkash'),
    localSandbox: config.bkashLocalSandbox,
    sandboxFetch: injectFetch(app),
    logger: app.log,
  });
  const otp = createOtpService({
    db,
    sms: createSmsSender({ db, settings: () => settings.get('sms'), logger: app.log }),
    smsSettings: () => settings.get('sms'),
    demoInstall: async () => (await gateways.mode()) === 'local-sandbox',
  });
  const nfc = createNfcService({ db, packages, audit });
  const subscriptions = createSubscriptionService({ db, packages, pdfs, cvs, otp });
  const payments = createPaymentService({
    db,
    packages,
    pdfs,
    cvs,
    otp,
    nfc,
    subscriptions,
    audit,
    gateways,
    logger: app.log,
  });
  const analysis = createAnalysisService({
    db,
    ai: createAi(config.ai, { logger: app.log }),
    extractor,
    limiter,
    limits: config.analysis,
    tailorOnCredit: (userId, key, work) => payments.tailorOnCredit(userId, key, work),
  });

  await app.register(drain);
  await app.register(securityHeaders);
  await app.register(errorHandler);
  await app.register(inputGuard);
  await app.register(localize);
  await app.register(access, { auth });
  await app.register(docs);
  await app.register(multipart);

  await app.register(healthRoutes, { db });
  await app.register(authRoutes, { auth });
  const mail = createMailSender({
    db,
    queue,
    settings: () => settings.get('smtp'),
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    logger: app.log,
  });
  await queue.work<{ outboxId: number }>('mail-delivery', ({ outboxId }) => mail.deliver(outboxId));
  const passwordLinks = createPasswordLinkService({
    db,
    mail,
    limiter,
    audit,
  });
  await app.register(passwordLinkRoutes, { passwordLinks, auth, publicUrl: config.publicUrl });
  await app.register(accountRoutes, {
    account: createAccountService({
      db,
      storage,
      mail,
      limiter,
      audit,
      logger: app.log,
    }),
    publicUrl: config.publicUrl,
  });
  await app.register(userRoutes, {
    users: createUserService({ db, storage, audit, passwordLinks, logger: app.log }),
    publicUrl: config.publicUrl,
  });
  await app.register(staffRoutes, {
    staff: createStaffService({ db, audit, passwordLinks }),
    publicUrl: config.publicUrl,
  });
  await app.register(templateRoutes, { templates });
  await app.register(templateAdminRoutes, {
    templateAdmin: createTemplateAdminService({
      db,
      audit,
      templates,
      storage,
      renderer,
      printBaseUrl: () => config.pdf.printBaseUrl ?? ownAddress(app),
      logger: app.log,
    }),
  });
  await app.register(cvRoutes, { cvs });
  await app.register(analysisRoutes, { analysis, uploadMaxBytes: config.upload.maxBytes });
  await app.register(dashboardRoutes, {
    dashboard: createDashboardService({
      db,
      smsDelivery: otp.delivery,
      paymentMode: () => gateways.mode(),
      subscriptionUntil: (userId) => subscriptions.activeUntil(userId),
    }),
  });
  await app.register(packageRoutes, { packages });
  const pages = createPageService({ db, packages, audit });
  // A fresh install's About Us, Privacy Policy … once; a page staff delete stays deleted.
  await pages.seedStarterPages();
  await app.register(pageRoutes, { pages });
  await app.register(otpRoutes, { otp });
  await app.register(pdfRoutes, { pdfs, subscriptions });
  await app.register(subscriptionRoutes, { subscriptions });
  await app.register(paymentRoutes, { payments, publicUrl: config.publicUrl });
  await app.register(settingsRoutes, {
    settings,
    aiStatus: aiStatusOf(config.ai),
    tests: createConnectionTests({ ai: config.ai, storage, settings, logger: app.log }),
  });
  await app.register(logRoutes, { logs: createLogService({ db, audit }) });
  await app.register(activityRoutes, { audit });
  const theme = createThemeService({ db, settings, storage, audit });
  await app.register(themeRoutes, { theme });
  await app.register(photoRoutes, { photos, publicUrl: config.publicUrl });
  const vcardTemplates = createVcardTemplateService(db, audit, app.log);
  await app.register(vcardTemplateRoutes, { vcardTemplates });
  const vcards = createVcardService({ db, cvs, photos, templates: vcardTemplates });
  await app.register(vcardRoutes, {
    vcards,
    publicUrl: config.publicUrl,
  });
  await app.register(nfcRoutes, { nfc });
  await app.register(accountSecurityRoutes, {
    security: createAccountSecurityService({
      db,
      storage,
      audit,
      logger: app.log,
      limiter,
      cvs,
      vcards,
      payments,
      nfc,
    }),
  });
  const blog = createBlogService({ db, storage, audit });
  // A fresh install's starter posts, once; a post staff delete stays deleted.
  await blog.seedStarterPosts();
  await app.register(blogRoutes, { blog });

  await app.register(messageRoutes, { messages: createMessageService(db) });
  if (config.bkashLocalSandbox) {
    await app.register(bkashSandbox, {
      store: createSandboxStore(db),
      ...(config.publicUrl ? { publicBaseUrl: config.publicUrl } : {}),
    });
  }

  const originOf = (request: FastifyRequest) => publicOrigin(request, config.publicUrl);
  const seo = createSeoService({
    paths: ['/', '/p/blog'],
    sources: [
      { prefix: '/p/', list: () => pages.publishedForSitemap() },
      { prefix: '/p/blog/', list: () => blog.publishedForSitemap() },
      { prefix: '/p/blog/category/', list: () => blog.publicCategories() },
      { prefix: '/v/', list: () => vcards.publicForSitemap() },
    ],
  });
  await app.register(seoRoutes, { seo, publicUrl: config.publicUrl });

  await app.register(web, {
    distDir: config.webDistDir,
    transformHtml: (html) => theme.applyTo(html),
    pages: {
      '/v/:slug': (params, request) => vcards.meta(params.slug ?? '', originOf(request)),
      '/': async (_params, request) => seo.home(originOf(request)),
      ...blogPageResolvers(blog, originOf),
      // A Draft or missing page answers 404, so search engines drop it.
      ...pageResolvers(pages, originOf),
    },
  });
  return app;
}
