import Fastify, { type FastifyBaseLogger } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import path from 'node:path';
import type { Config } from './config';
import type { Db } from './infra/db/client';
import { createAi } from './infra/ai';
import { createLogger } from './infra/logger';
import { createMemoryRateLimiter } from './infra/rate-limit/rate-limiter';
import { createTextExtractor } from './infra/text-extraction/text-extractor';
import { analysisRoutes } from './modules/analysis/routes';
import { createAnalysisService } from './modules/analysis/service';
import { createAuditService } from './modules/audit/service';
import { authRoutes } from './modules/auth/routes';
import { cvRoutes } from './modules/cvs/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { createDashboardService } from './modules/dashboard/service';
import { createCvService } from './modules/cvs/service';
import { createAuthService } from './modules/auth/service';
import { healthRoutes } from './modules/health/routes';
import { templateRoutes } from './modules/templates/routes';
import { packageRoutes } from './modules/packages/routes';
import { createPackageService } from './modules/packages/service';
import { settingsRoutes } from './modules/settings/routes';
import { createSettingsService } from './modules/settings/service';
import { createTemplateService } from './modules/templates/service';
import access from './plugins/access';
import docs from './plugins/docs';
import drain from './plugins/drain';
import errorHandler from './plugins/error-handler';
import securityHeaders from './plugins/security-headers';
import web from './plugins/web';

export interface AppDeps {
  config: Config;
  db: Db;
  logger?: FastifyBaseLogger;
}

/** A hop count becomes "trust the first n hops", as proxy-addr reads a number. */
function trustProxyOption(setting: Config['trustProxy']) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

/** Builds the whole application; used by server.ts and by the tests, which inject requests. */
export async function buildApp({ config, db, logger }: AppDeps) {
  const app = Fastify({
    loggerInstance: logger ?? createLogger(config),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // An empty JSON body (POST /api/user/logout from some clients) means "no body", not an error.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (String(body).trim() === '') return done(null, undefined);
    void parseJson(request, String(body), done);
  });

  const audit = createAuditService(db);
  const auth = createAuthService({ db, config, limiter: createMemoryRateLimiter(), audit });
  const templates = createTemplateService(db, app.log);
  const cvs = createCvService({ db, templates });
  const extractor = createTextExtractor({
    ocrTimeoutMs: config.upload.ocrTimeoutMs,
    cacheDir: path.join(config.dataDir, 'cache', 'ocr'),
  });
  app.addHook('onClose', () => extractor.close());
  const analysis = createAnalysisService({
    db,
    ai: createAi(config.ai, { logger: app.log }),
    extractor,
    limiter: createMemoryRateLimiter(),
    limits: config.analysis,
  });

  await app.register(drain);
  await app.register(securityHeaders);
  await app.register(errorHandler);
  await app.register(access, { auth });
  await app.register(docs);
  await app.register(multipart);

  await app.register(healthRoutes, { db });
  await app.register(authRoutes, { auth });
  await app.register(templateRoutes, { templates });
  await app.register(cvRoutes, { cvs });
  await app.register(analysisRoutes, { analysis, uploadMaxBytes: config.upload.maxBytes });
  await app.register(dashboardRoutes, { dashboard: createDashboardService(db) });
  await app.register(packageRoutes, { packages: createPackageService(db) });
  await app.register(settingsRoutes, { settings: createSettingsService(db) });

  await app.register(web, { distDir: config.webDistDir });
  return app;
}
