import path from 'node:path';
import type { App, AppDeps } from '../app';
import { createAi } from '../infra/ai';
import { createOutboundGuard } from '../infra/net/outbound';
import { createMailSender } from '../infra/outbox/mail-sender';
import { createSmsSender } from '../infra/outbox/sms-sender';
import { findChromium } from '../infra/pdf/chromium.mjs';
import { createPdfRenderer } from '../infra/pdf/pdf-renderer';
import { loadPrintAssets } from '../infra/pdf/print-assets';
import { startQueue } from '../infra/queue/queue';
import { createRateLimiter } from '../infra/rate-limit/rate-limiter';
import { createSecretBox, loadAppKey } from '../infra/secrets';
import { probeStorage } from '../infra/storage/probe';
import { createFileRegistry } from '../infra/storage/registry';
import { createRoutedStorage, diskStorage, environmentStorage } from '../infra/storage/routed';
import { createTextExtractor } from '../infra/text-extraction/text-extractor';
import { injectFetch } from '../lib/inject-fetch';
import { createAuditService } from '../modules/audit/service';
import { createCourierResolver } from '../modules/nfc/delivery';
import { createGatewayResolver } from '../modules/payments/gateway';
import { createSandboxStore } from '../infra/sandbox-store';
import { createSettingsService } from '../modules/settings/service';

export type Infrastructure = Awaited<ReturnType<typeof buildInfrastructure>>;

/** How long saving Storage settings waits for their test file to go there and back. */
const STORAGE_SAVE_TEST_MS = 10_000;

/**
 * The first layer: the database's queue and counters, files, the browser, text extraction, AI,
 * e-mail and SMS, payment gateways. Their settings and the audit log come first too, as the
 * admin's settings choose where files, mail, SMS and payments go. Each closes with the app.
 */
export async function buildInfrastructure(
  app: App,
  { config, db, pdfRenderer, printAssets, supervisor }: AppDeps,
) {
  const queue = await startQueue(db, app.log);
  app.addHook('onClose', () => queue.stop());
  const audit = createAuditService(db);
  const box = createSecretBox(loadAppKey(config.appKey, config.dataDir));
  // Addresses staff type in the settings lead to public addresses only, unless allowed.
  const outbound = createOutboundGuard({ allowPrivate: config.outboundAllowPrivate });
  const settings = createSettingsService(db, box, audit, outbound);
  // New files go to the admin's S3 once its settings are complete, else the environment's choice;
  // each file is read where it was written.
  const storage = createRoutedStorage({
    settings: () => settings.get('storage'),
    history: {
      list: () => settings.storageHistory(),
      remember: (target) => settings.rememberStorage(target),
    },
    registry: createFileRegistry(db),
    environment: environmentStorage(config),
    earlier: config.s3 ? [diskStorage(config)] : [],
    logger: app.log,
    agents: outbound.agents,
  });
  // Settings new files cannot go to are refused, with the reason, before they are saved.
  settings.checkBeforeSave('storage', async (next) => {
    const outcome = await probeStorage(storage.backendFor(next), STORAGE_SAVE_TEST_MS);
    return outcome.ok ? undefined : outcome.message;
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
  const extractor = createTextExtractor({
    ocrTimeoutMs: config.upload.ocrTimeoutMs,
    maxFileMemoryMb: config.upload.extractionMaxMb,
    cacheDir: path.join(config.dataDir, 'cache', 'ocr'),
  });
  app.addHook('onClose', () => extractor.close());

  return {
    db,
    /** Seals secrets at rest (settings, authenticator secrets) under the app key. */
    box,
    supervisor,
    queue,
    audit,
    settings,
    storage,
    renderer,
    printAssets: printAssets ?? (() => loadPrintAssets(config.webDistDir)),
    extractor,
    // One set of counters in PostgreSQL: every server behind a load balancer counts the same.
    limiter: createRateLimiter(db),
    ai: createAi(config.ai, { logger: app.log }),
    mail: createMailSender({
      db,
      queue,
      box,
      settings: () => settings.get('smtp'),
      smtpUrl: config.mail.smtpUrl,
      from: config.mail.from,
      logger: app.log,
      resolve: outbound.resolve,
    }),
    sms: createSmsSender({
      db,
      settings: () => settings.get('sms'),
      logger: app.log,
      fetch: outbound.fetch,
    }),
    couriers: createCourierResolver({
      settings: () => settings.get('courier'),
      localSandbox: config.bkashLocalSandbox,
      sandboxFetch: injectFetch(app),
      logger: app.log,
    }),
    gateways: createGatewayResolver({
      settings: {
        bkash: () => settings.get('bkash'),
        nagad: () => settings.get('nagad'),
        card: () => settings.get('card'),
      },
      localSandbox: config.bkashLocalSandbox,
      sandboxFetch: injectFetch(app),
      sandboxStore: createSandboxStore(db),
      logger: app.log,
    }),
  };
}
