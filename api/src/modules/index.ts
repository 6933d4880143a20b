/**
 * The one registry of the API modules, registered by app.ts under /api. Each module owns a family of
 * URLs (api/README.md, "Layout"); a new module is added here, and to the authorization matrix test.
 */
import type { FastifyPluginAsync } from 'fastify';
import { checkEndpointRoute } from '../lib/endpoint-route';
import closedRequests from '../plugins/closed-requests';
import responseValidation from '../plugins/response-validation';
import absenceRoutes from './absences/routes';
import accessibilityRoutes from './accessibility/routes';
import { attendanceSigningRoutes } from './attendance-signing';
import { auditContextHook, auditRoutes } from './audit';
import authRoutes from './auth/routes';
import bpfRoutes from './bpf/routes';
import calendarRoutes from './calendar/routes';
import calendarFeedRoutes from './calendar-feeds/routes';
import catalogRoutes from './catalog/routes';
import clientErrorRoutes from './client-errors/routes';
import complaintRoutes from './complaints/routes';
import conflictRoutes from './conflicts/routes';
import dashboardRoutes from './dashboards/routes';
import employerLetterRoutes from './employer-letters/routes';
import documentRoutes from './documents/routes';
import evaluationRoutes from './evaluations/routes';
import expenseRoutes from './expenses/routes';
import exportRoutes from './exports/routes';
import jobsRoutes from './jobs/routes';
import leaveRoutes from './leave/routes';
import lookupRoutes from './lookups/routes';
import devOutboxRoutes from './outbox/dev-routes';
import outboxRoutes from './outbox/routes';
import paymentRoutes from './payments/routes';
import peopleRoutes from './people/routes';
import personDetailRoutes from './people-detail/routes';
import profileRoutes from './profiles/routes';
import qualityRoutes from './quality/routes';
import registrationRoutes from './registrations/routes';
import staffHoursRoutes from './staff-hours/routes';
import surveyRoutes from './surveys/routes';
import teamRoutes from './team/routes';
import trainingRoutes from './trainings/routes';

export interface ModulesOptions {
  /** GET /api/dev/outbox, anonymous: only when a test harness sets OUTBOX_API=1. */
  outboxApi: boolean;
  /** Check every answer against its response schema (tests). */
  validateResponses: boolean;
}

interface ApiModule {
  name: string;
  routes: FastifyPluginAsync;
  /** Registered only when this returns true. */
  enabled?: (opts: ModulesOptions) => boolean;
}

export const API_MODULES: readonly ApiModule[] = [
  { name: 'auth', routes: authRoutes },
  { name: 'lookups', routes: lookupRoutes },
  { name: 'trainings', routes: trainingRoutes },
  { name: 'calendar', routes: calendarRoutes },
  { name: 'conflicts', routes: conflictRoutes },
  { name: 'catalog', routes: catalogRoutes },
  { name: 'quality', routes: qualityRoutes },
  { name: 'registrations', routes: registrationRoutes },
  { name: 'absences', routes: absenceRoutes },
  { name: 'documents', routes: documentRoutes },
  { name: 'employer-letters', routes: employerLetterRoutes },
  { name: 'profiles', routes: profileRoutes },
  { name: 'people', routes: peopleRoutes },
  { name: 'staff-hours', routes: staffHoursRoutes },
  { name: 'team', routes: teamRoutes },
  { name: 'people-detail', routes: personDetailRoutes },
  { name: 'dashboards', routes: dashboardRoutes },
  { name: 'evaluations', routes: evaluationRoutes },
  { name: 'complaints', routes: complaintRoutes },
  { name: 'expenses', routes: expenseRoutes },
  { name: 'exports', routes: exportRoutes },
  { name: 'bpf', routes: bpfRoutes },
  { name: 'payments', routes: paymentRoutes },
  { name: 'client-errors', routes: clientErrorRoutes },
  { name: 'accessibility', routes: accessibilityRoutes },
  { name: 'calendar-feeds', routes: calendarFeedRoutes },
  { name: 'outbox', routes: outboxRoutes },
  { name: 'jobs', routes: jobsRoutes },
  { name: 'dev-outbox', routes: devOutboxRoutes, enabled: (opts) => opts.outboxApi },
  { name: 'audit', routes: auditRoutes },
  { name: 'attendance-signing', routes: attendanceSigningRoutes },
  { name: 'surveys', routes: surveyRoutes },
  { name: 'leave', routes: leaveRoutes },
];

const modules: FastifyPluginAsync<ModulesOptions> = async (app, opts) => {
  // Before the routes: the check applies to every route registered after it in this scope.
  if (opts.validateResponses) await app.register(responseValidation);
  await app.register(closedRequests);
  // Who and from where, for the audit trail written by the handlers (modules/audit).
  app.addHook('preHandler', auditContextHook);
  // Every route is served from the contract's endpoint table (its key in the route's config).
  app.addHook('onRoute', (route) => checkEndpointRoute(route, app.prefix));
  for (const module of API_MODULES) {
    if (module.enabled && !module.enabled(opts)) continue;
    await app.register(module.routes);
  }
};

export default modules;
