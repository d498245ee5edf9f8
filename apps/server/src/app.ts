import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type RawReplyDefaultExpression,
  type RawRequestDefaultExpression,
  type RawServerDefault,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import type { Config } from './config';
import type { Db } from './infra/db/client';
import type { PostgresSupervisor } from './infra/db/postgres-supervisor';
import type { PdfRenderer } from './infra/pdf/pdf-renderer';
import type { PrintAssets } from './infra/pdf/print-assets';
import { createLogger } from './infra/logger';
import { buildInfrastructure } from './composition/infrastructure';
import { registerRoutes } from './composition/routes';
import { buildServices, startServices } from './composition/services';
import access from './plugins/access';
import docs from './plugins/docs';
import drain from './plugins/drain';
import errorHandler from './plugins/error-handler';
import inputGuard from './plugins/input-guard';
import localize from './plugins/localize';
import securityHeaders from './plugins/security-headers';
import trustedHost from './plugins/trusted-host';

export interface AppDeps {
  config: Config;
  db: Db;
  logger?: FastifyBaseLogger;
  /** Tests that do not need a real browser give their own printer. */
  pdfRenderer?: PdfRenderer;
  /** Tests without a built web app give their own print page assets. */
  printAssets?: () => Promise<PrintAssets>;
  /** Watches the embedded PostgreSQL when the server started one; liveness asks it. */
  supervisor?: PostgresSupervisor | undefined;
}

/** A hop count becomes "trust the first n hops", as proxy-addr reads a number. */
function trustProxyOption(setting: Config['trustProxy']) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

const BAD_URL_MESSAGE = 'The address is not valid.';

/** The application as built: Fastify with zod checking and typing every route. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * Builds the whole application; used by server.ts and by the tests, which inject requests. In
 * layers: the infrastructure, the services on it (wired, then started), the cross-cutting
 * plugins (security headers, errors, language, access control), then each module's routes and
 * the web app.
 */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, db, logger } = deps;
  // Without a logger of the caller's (the tests), the app keeps its warnings itself.
  const own = logger ? undefined : createLogger(config);
  own?.warnings.attach(db);
  const app: App = Fastify({
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
  if (own) app.addHook('onClose', () => own.warnings.flush());

  const infra = await buildInfrastructure(app, deps);
  const services = buildServices(app, config, infra);
  await startServices(infra, services);

  await app.register(drain);
  await app.register(securityHeaders);
  await app.register(errorHandler);
  await app.register(trustedHost, {
    publicUrl: config.publicUrl,
    allowedHosts: config.allowedHosts,
    host: config.host,
  });
  await app.register(inputGuard);
  await app.register(localize);
  await app.register(access, { auth: services.auth });
  await app.register(docs);
  await app.register(multipart);

  await registerRoutes(app, config, infra, services);
  return app;
}
