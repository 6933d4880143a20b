/**
 * Builds the whole application without listening: infrastructure plugins, then the API modules
 * under /api, then the web files. server.ts and the tests call it with the same options.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { REPO_ROOT, type AppConfig } from './config';
import type { DatabaseEngine, Db } from './db/client';
import { bankCipherFromConfig, useBankCipher } from './lib/bank-details';
import { startDashboardDrawer } from './lib/dashboard-drawer';
import { HttpError, MESSAGES } from './lib/errors';
import { privateLogger } from './lib/log-privacy';
import modules from './modules/index';
import { firstWaveOf } from './modules/auth';
import authPlugin from './plugins/auth';
import configPlugin from './plugins/config';
import dbPlugin from './plugins/db';
import errorsPlugin, { handleError } from './plugins/errors';
import mailPlugin from './plugins/mail';
import securityPlugin from './plugins/security';
import swaggerPlugin from './plugins/swagger';
import webPlugin, { isSpaNavigation, sendShellIndex, type FirstWavePage } from './plugins/web';

export interface BuildAppOptions {
  config: AppConfig;
  database: { db: Db; engine: DatabaseEngine };
  /** Fastify logger option; defaults to pino at 'info' (pretty enough for a terminal). */
  logger?: FastifyServerOptions['logger'];
  /** Tests only: every answer of the API modules is checked strictly against its response schema. */
  validateResponses?: boolean;
}

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = opts;
  useBankCipher(bankCipherFromConfig(config));
  const app = Fastify({
    // Personal data never reaches the log, whichever logger is given (lib/log-privacy.ts).
    logger: privateLogger(opts.logger ?? { level: process.env.LOG_LEVEL || 'info' }),
    // One line per request, written when it is answered (below), instead of fastify's two (received,
    // answered): each line costs its serialisation, the privacy rules and a write.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    // Requests a JSON body of up to 1 MiB; uploads go through multipart with their own limits.
    bodyLimit: 1024 * 1024,
    // A malformed URL or a path parameter over the router's length limit: the same French JSON errors.
    frameworkErrors: handleError,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.addHook('onResponse', async (request, reply) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  });
  await app.register(configPlugin, { config });
  await app.register(dbPlugin, database);
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(swaggerPlugin);
  await app.register(authPlugin, { jwtSecret: config.jwtSecret });
  await app.register(mailPlugin, { smtpUrl: config.smtpUrl, from: config.mailFrom });

  await app.register(modules, {
    prefix: '/api',
    outboxApi: config.outboxApi,
    validateResponses: opts.validateResponses ?? false,
  });

  const { webRoot } = config;
  // A page opened with a valid session cookie carries the session's first answers.
  const firstWave: FirstWavePage = (request, options) => firstWaveOf(app, request, options);
  // …and on the dashboard, that user's dashboard drawn with them (REPO_ROOT: the components' sources).
  const drawer = webRoot && config.drawDashboards ? startDashboardDrawer({ root: REPO_ROOT, log: app.log }) : undefined;
  if (drawer) {
    // The server answers once its drawer draws (about 3 s of start-up), or 30 s at most: the first
    // dashboards opened get their lists drawn too. Pages come without a drawing if it never does.
    app.addHook('onReady', async () => {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([drawer.ready, new Promise((resolve) => (timer = setTimeout(resolve, 30_000)))]);
      clearTimeout(timer);
    });
    app.addHook('onClose', async () => drawer.close());
  }
  if (webRoot) await app.register(webPlugin, { webRoot, firstWave, drawer });

  app.setNotFoundHandler(async (request, reply) => {
    // A page of the portal reloaded or opened from a link: the shell routes it.
    if (webRoot && isSpaNavigation(request) && (await sendShellIndex(webRoot, request, reply, firstWave, drawer))) return reply;
    throw new HttpError(404, MESSAGES.notFound);
  });

  return app;
}
