/**
 * Every API module, registered by app.ts under the /api prefix: the authentication module (API core),
 * the data modules listed by the data area in data-modules.ts, and the development outbox when enabled.
 */
import type { FastifyPluginAsync } from 'fastify';
import { outboxRoutes } from '../plugins/mail';
import responseValidation from '../plugins/response-validation';
import authRoutes from './auth/routes';
import { dataModules } from './data-modules';

export interface ModulesOptions {
  /** GET /api/dev/outbox (development, end-to-end tests, embedded demo). */
  outboxApi: boolean;
  /** Check every answer against its response schema (tests). */
  validateResponses: boolean;
}

const modules: FastifyPluginAsync<ModulesOptions> = async (app, opts) => {
  if (opts.validateResponses) await app.register(responseValidation);
  await app.register(authRoutes);
  for (const module of dataModules) {
    await app.register(module.plugin, module.prefix ? { prefix: module.prefix } : {});
  }
  if (opts.outboxApi) await app.register(outboxRoutes);
};

export default modules;
