import type { FastifyRequest } from 'fastify';
import type { App } from '../app';
import type { Config } from '../config';
import { aiStatusOf } from '../infra/ai';
import { bkashSandbox } from '../infra/payments/bkash/sandbox';
import { nagadSandbox } from '../infra/payments/nagad/sandbox';
import { sslcommerzSandbox } from '../infra/payments/sslcommerz/sandbox';
import { steadfastSandbox } from '../infra/couriers/steadfast/sandbox';
import { createSandboxStore } from '../infra/sandbox-store';
import { publicOrigin } from '../lib/public-origin';
import { accountSecurityRoutes } from '../modules/account-security/routes';
import { accountRoutes } from '../modules/account/routes';
import { analysisRoutes } from '../modules/analysis/routes';
import { activityRoutes } from '../modules/audit/routes';
import { authRoutes } from '../modules/auth/routes';
import { blogPageResolvers } from '../modules/blog/page-meta';
import { blogRoutes } from '../modules/blog/routes';
import { cvRoutes } from '../modules/cvs/routes';
import { dashboardRoutes } from '../modules/dashboard/routes';
import { healthRoutes } from '../modules/health/routes';
import { logRoutes } from '../modules/logs/routes';
import { messageRoutes } from '../modules/messages/routes';
import { nfcRoutes } from '../modules/nfc/routes';
import { otpRoutes } from '../modules/otp/routes';
import { packageRoutes } from '../modules/packages/routes';
import { pageResolvers } from '../modules/pages/page-meta';
import { pageRoutes } from '../modules/pages/routes';
import { passwordLinkRoutes } from '../modules/password-links/routes';
import { paymentRoutes } from '../modules/payments/routes';
import { paymentLedgerRoutes } from '../modules/payments/ledger-routes';
import { pdfRoutes } from '../modules/pdfs/routes';
import { photoRoutes } from '../modules/photos/routes';
import { receiptRoutes } from '../modules/receipts/routes';
import { refundRoutes } from '../modules/refunds/routes';
import { seoRoutes } from '../modules/seo/routes';
import { settingsRoutes } from '../modules/settings/routes';
import { savedViewRoutes } from '../modules/saved-views/routes';
import { staffRoutes } from '../modules/staff/routes';
import { twoFactorRoutes } from '../modules/two-factor/routes';
import { subscriptionRoutes } from '../modules/subscriptions/routes';
import { templateAdminRoutes } from '../modules/templates/admin-routes';
import { templateRoutes } from '../modules/templates/routes';
import { themeRoutes } from '../modules/theme/routes';
import { userRoutes } from '../modules/users/routes';
import { vcardTemplateRoutes } from '../modules/vcard-templates/routes';
import { vcardRoutes } from '../modules/vcards/routes';
import web from '../plugins/web';
import type { Infrastructure } from './infrastructure';
import type { Services } from './services';

/**
 * The last layer: each module's routes with the services they call, then the web app, whose
 * pages (a V-Card, a blog post, a page) get their titles and previews from the services.
 */
export async function registerRoutes(
  app: App,
  config: Config,
  { db, supervisor }: Infrastructure,
  services: Services,
) {
  const { publicUrl } = config;
  await app.register(healthRoutes, { db, supervisor });
  await app.register(authRoutes, { auth: services.auth, publicUrl });
  await app.register(passwordLinkRoutes, {
    passwordLinks: services.passwordLinks,
    auth: services.auth,
    publicUrl,
  });
  await app.register(accountRoutes, { account: services.account, publicUrl });
  await app.register(userRoutes, { users: services.users, audit: services.audit, publicUrl });
  await app.register(staffRoutes, { staff: services.staff, publicUrl });
  await app.register(templateRoutes, { templates: services.templates });
  await app.register(templateAdminRoutes, { templateAdmin: services.templateAdmin });
  await app.register(cvRoutes, { cvs: services.cvs });
  await app.register(analysisRoutes, {
    analysis: services.analysis,
    uploadMaxBytes: config.upload.maxBytes,
  });
  await app.register(dashboardRoutes, { dashboard: services.dashboard });
  await app.register(packageRoutes, { packages: services.packages });
  await app.register(pageRoutes, { pages: services.pages });
  await app.register(otpRoutes, { otp: services.otp });
  await app.register(pdfRoutes, { pdfs: services.pdfs, subscriptions: services.subscriptions });
  await app.register(subscriptionRoutes, { subscriptions: services.subscriptions });
  await app.register(paymentRoutes, { payments: services.payments, publicUrl });
  await app.register(paymentLedgerRoutes, { ledger: services.ledger, audit: services.audit });
  await app.register(refundRoutes, { refunds: services.refunds });
  await app.register(receiptRoutes, { receipts: services.receipts });
  await app.register(settingsRoutes, {
    settings: services.settings,
    aiStatus: aiStatusOf(config.ai),
    tests: services.connectionTests,
  });
  await app.register(logRoutes, { logs: services.logs });
  await app.register(activityRoutes, { audit: services.audit });
  await app.register(themeRoutes, { theme: services.theme });
  await app.register(photoRoutes, { photos: services.photos, publicUrl });
  await app.register(vcardTemplateRoutes, { vcardTemplates: services.vcardTemplates });
  await app.register(vcardRoutes, {
    vcards: services.vcards,
    analytics: services.vcardAnalytics,
    contacts: services.vcardContacts,
    publicUrl,
  });
  await app.register(nfcRoutes, { nfc: services.nfc, audit: services.audit });
  await app.register(accountSecurityRoutes, { security: services.security });
  await app.register(twoFactorRoutes, { twoFactor: services.twoFactor });
  await app.register(savedViewRoutes, { views: services.savedViews });
  await app.register(blogRoutes, { blog: services.blog, publicUrl });
  await app.register(messageRoutes, { messages: services.messages });
  // The local stand-ins of the payment providers: test money, for a local install and tests.
  if (config.bkashLocalSandbox) {
    const stand = {
      store: createSandboxStore(db),
      ...(publicUrl ? { publicBaseUrl: publicUrl } : {}),
    };
    await app.register(bkashSandbox, stand);
    await app.register(nagadSandbox, stand);
    await app.register(sslcommerzSandbox, stand);
    await app.register(steadfastSandbox, stand);
  }
  await app.register(seoRoutes, { seo: services.seo, publicUrl });

  const originOf = (request: FastifyRequest) => publicOrigin(request, publicUrl);
  await app.register(web, {
    distDir: config.webDistDir,
    transformHtml: (html) => services.theme.applyTo(html),
    pages: {
      '/v/:slug': (params, request) => services.vcards.meta(params.slug ?? '', originOf(request)),
      '/': async (_params, request, locale) => services.seo.home(originOf(request), locale),
      ...blogPageResolvers(services.blog, originOf),
      // A Draft or missing page answers 404, so search engines drop it.
      ...pageResolvers(services.pages, originOf),
    },
  });
}
