/**
 * Modules of the data area, registered under /api by modules/index.ts (API core).
 */
import type { FastifyPluginAsync } from 'fastify';
import dashboardRoutes from './dashboards/routes';
import lookupRoutes from './lookups/routes';
import searchRoutes from './search/routes';
import trainingRoutes from './trainings/routes';

export interface DataModule {
  plugin: FastifyPluginAsync;
  /** Prefix below /api (none: the routes carry their full path). */
  prefix?: string;
}

export const dataModules: DataModule[] = [
  { plugin: lookupRoutes },
  { plugin: searchRoutes },
  { plugin: trainingRoutes },
  { plugin: dashboardRoutes },
];

export default dataModules;
