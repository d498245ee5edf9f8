import type { App } from '../app';
import type { Config } from '../config';
import { createAccountDeletionService } from '../modules/account-deletion/service';
import { createAccountSecurityService } from '../modules/account-security/service';
import { createAccountService } from '../modules/account/service';
import { createAnalysisService } from '../modules/analysis/service';
import { createDeviceStore } from '../modules/auth/devices';
import { createAuthService } from '../modules/auth/service';
import { createBlogService } from '../modules/blog/service';
import { createCvService } from '../modules/cvs/service';
import { createDashboardService } from '../modules/dashboard/service';
import { createLogService } from '../modules/logs/service';
import { createMessageService } from '../modules/messages/service';
import { createDelivery } from '../modules/nfc/delivery';
import { createNfcService } from '../modules/nfc/service';
import { createOtpService } from '../modules/otp/service';
import { createPackageService } from '../modules/packages/service';
import { createPageService } from '../modules/pages/service';
import { createPasswordLinkService } from '../modules/password-links/service';
import { createPaymentLedger } from '../modules/payments/ledger';
import { createPaymentService } from '../modules/payments/service';
import { createReceiptService } from '../modules/receipts/service';
import { createRefundService } from '../modules/refunds/service';
import { createCvPrinter } from '../modules/pdfs/cv-printer';
import { createCvWordWriter } from '../modules/pdfs/cv-word';
import { createPdfService } from '../modules/pdfs/service';
import { createPhotoService } from '../modules/photos/service';
import { createSeoService } from '../modules/seo/service';
import { createConnectionTests } from '../modules/settings/connection-tests';
import { createSavedViewService } from '../modules/saved-views/service';
import { createStaffService } from '../modules/staff/service';
import { createSubscriptionService } from '../modules/subscriptions/service';
import { createTemplateAdminService } from '../modules/templates/admin-service';
import { createTemplateService } from '../modules/templates/service';
import { createThemeService } from '../modules/theme/service';
import { createTwoFactorService } from '../modules/two-factor/service';
import { OWN_TWO_FACTOR_FIRST_MESSAGE } from '@careercard/shared/two-factor';
import { createUserService } from '../modules/users/service';
import { createVcardTemplateService } from '../modules/vcard-templates/service';
import { createVcardAnalytics } from '../modules/vcards/analytics';
import { createVcardContacts } from '../modules/vcards/contacts';
import { createVcardService } from '../modules/vcards/service';
import type { Infrastructure } from './infrastructure';

export type Services = ReturnType<typeof buildServices>;

/**
 * The second layer: each module's service, given the infrastructure and the services it builds
 * on (payments deliver PDFs, subscriptions and NFC orders). Only wiring: nothing runs yet.
 */
export function buildServices(app: App, config: Config, infra: Infrastructure) {
  const { db, queue, audit, settings, storage, limiter, mail, gateways } = infra;
  const logger = app.log;
  const twoFactor = createTwoFactorService({ db, box: infra.box, audit, limiter, settings });
  // Whoever requires a second factor of staff has one: the rule never locks out its author.
  settings.checkBeforeSave('security', async (next, by) =>
    next.requireStaffTwoFactor && !(await twoFactor.isOn(by.actorUserId))
      ? OWN_TWO_FACTOR_FIRST_MESSAGE
      : undefined,
  );
  const auth = createAuthService({
    db,
    config,
    limiter,
    devices: createDeviceStore(db),
    audit,
    twoFactor,
  });
  const templates = createTemplateService(db, logger);
  const cvs = createCvService({ db, templates });
  const packages = createPackageService(db, audit);
  const photos = createPhotoService({ storage });
  const pdfs = createPdfService({
    db,
    cvs,
    storage,
    printer: createCvPrinter({ renderer: infra.renderer, assets: infra.printAssets, photos }),
    word: createCvWordWriter({ photos }),
    queue,
    logger,
  });
  const otp = createOtpService({
    db,
    sms: infra.sms,
    smsSettings: () => settings.get('sms'),
    demoInstall: async () => (await gateways.mode()) === 'local-sandbox',
  });
  const nfc = createNfcService({
    db,
    packages,
    audit,
    delivery: createDelivery({
      db,
      couriers: infra.couriers,
      queue,
      mail,
      sms: infra.sms,
      pollSeconds: config.courierPollSeconds,
      logger,
    }),
  });
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
    logger,
  });
  const ledger = createPaymentLedger(db);
  const passwordLinks = createPasswordLinkService({ db, mail, limiter, audit });
  const vcardTemplates = createVcardTemplateService(db, audit, logger);
  const vcards = createVcardService({ db, cvs, photos, templates: vcardTemplates });
  const vcardAnalytics = createVcardAnalytics({ db });
  const vcardContacts = createVcardContacts({ db, box: infra.box, limiter, mail, logger });
  const pages = createPageService({ db, packages, audit });
  const blog = createBlogService({ db, storage, audit });
  const deletion = createAccountDeletionService({ db, storage, queue, audit, logger });

  return {
    auth,
    templates,
    templateAdmin: createTemplateAdminService({
      db,
      audit,
      templates,
      storage,
      renderer: infra.renderer,
      printBaseUrl: () => config.pdf.printBaseUrl ?? ownAddress(app),
      logger,
    }),
    cvs,
    analysis: createAnalysisService({
      db,
      ai: infra.ai,
      extractor: infra.extractor,
      limiter,
      limits: config.analysis,
      tailorOnCredit: (userId, key, work) => payments.tailorOnCredit(userId, key, work),
    }),
    dashboard: createDashboardService({
      db,
      smsDelivery: otp.delivery,
      paymentMode: () => gateways.mode(),
      subscriptionUntil: (userId) => subscriptions.activeUntil(userId),
    }),
    packages,
    pages,
    otp,
    pdfs,
    subscriptions,
    payments,
    ledger,
    refunds: createRefundService({ db, gateways, ledger, nfc, audit, logger }),
    receipts: createReceiptService({ db, renderer: infra.renderer }),
    passwordLinks,
    account: createAccountService({
      db,
      storage,
      mail,
      links: passwordLinks,
      limiter,
      audit,
      logger,
    }),
    deletion,
    users: createUserService({ db, audit, passwordLinks, deletion }),
    staff: createStaffService({ db, audit, passwordLinks, deletion }),
    twoFactor,
    savedViews: createSavedViewService(db),
    settings,
    connectionTests: createConnectionTests({ ai: config.ai, storage, settings, logger }),
    logs: createLogService({ db, audit }),
    audit,
    theme: createThemeService({ db, settings, storage, audit }),
    photos,
    vcardTemplates,
    vcards,
    vcardAnalytics,
    vcardContacts,
    nfc,
    security: createAccountSecurityService({
      db,
      audit,
      limiter,
      deletion,
      cvs,
      vcards,
      vcardContacts,
      payments,
      nfc,
    }),
    blog,
    messages: createMessageService(db),
    seo: createSeoService({
      paths: ['/', '/p/blog'],
      sources: [
        { prefix: '/p/', list: () => pages.publishedForSitemap() },
        { prefix: '/p/blog/', list: () => blog.publishedForSitemap() },
        { prefix: '/p/blog/category/', list: () => blog.publicCategories('en') },
        { prefix: '/v/', list: () => vcards.publicForSitemap() },
      ],
    }),
  };
}

/** Every hour, at a quarter past. */
const TRASH_EMPTYING_CRON = '15 * * * *';
/** Five past midnight in Bangladesh (UTC+6): the day just ended leaves no visitor behind. */
const VISITORS_FORGETTING_CRON = '5 18 * * *';

/**
 * What the services do before the first request: the queue's workers start, and a fresh
 * install gets its About Us, Privacy Policy … and starter posts, once (what staff delete stays
 * deleted).
 */
export async function startServices({ queue, mail }: Infrastructure, services: Services) {
  await queue.work<{ pdfId: string }>('pdf-prepare', ({ pdfId }) =>
    services.pdfs.printAhead(pdfId),
  );
  await queue.work<{ outboxId: number }>('mail-delivery', ({ outboxId }) => mail.deliver(outboxId));
  await queue.work<{ userId: number }>('account-files', ({ userId }) =>
    services.deletion.removeFiles(userId),
  );
  await queue.work<{ orderId: string }>('courier-tracking', async ({ orderId }) => {
    await services.nfc.followParcel(orderId);
  });
  await queue.work('trash-emptying', async () => {
    await services.cvs.emptyTrash();
  });
  await queue.schedule('trash-emptying', TRASH_EMPTYING_CRON);
  await queue.work('vcard-visitors-forgetting', async () => {
    await services.vcardAnalytics.forgetVisitors();
  });
  await queue.schedule('vcard-visitors-forgetting', VISITORS_FORGETTING_CRON);
  await services.pages.seedStarterPages();
  await services.blog.seedStarterPosts();
}

/** The address this server listens on, for Chromium to open our print page. */
function ownAddress(app: App): string {
  const address = app.server.address();
  if (!address || typeof address !== 'object' || !('port' in address)) {
    throw new Error('The server is not listening, so it cannot print: set PRINT_BASE_URL');
  }
  const { address: host, port } = address;
  const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}
