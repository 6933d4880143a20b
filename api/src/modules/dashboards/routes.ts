/**
 * The administrator's figures: the tiles of the current year and the trainees per
 * year. The dashboard panels that list trainings are /trainings URLs (trainings module); the
 * registration lists are in the registrations module.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AdminDashboardStats, TraineesPerYear } from '../../contract/dashboards';
import { CAN_SEE_INSTITUTE_FIGURES } from '../../contract/roles';
import { endpointRoute } from '../../lib/endpoint-route';
import { parisDateTime, parisDay } from '../../lib/paris-time';
import { num } from '../../lib/values';
import { periodFigures, traineesPerYear } from './queries';

const TAGS = ['Tableaux de bord'];

const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...endpointRoute('GET /admin-dashboard-stats', {
      roles: CAN_SEE_INSTITUTE_FIGURES,
      tags: TAGS,
      summary: "Chiffres de l'année en cours (tuiles de l'administrateur)",
    }),
    handler: async (): Promise<AdminDashboardStats> => {
      // The current year is the institute's: from 1 January 00:00 in Paris to the next one.
      const year = Number(parisDay(new Date()).slice(0, 4));
      const figures = await periodFigures(app.db, {
        start: parisDateTime(`${year}-01-01`, 0),
        end: parisDateTime(`${year + 1}-01-01`, 0),
      });
      return {
        year,
        total_trainings: figures.totalTrainings,
        completed_trainings: figures.completedTrainings,
        total_spent_regie: Math.floor(num(figures.spent)),
        new_trainees_count: figures.newTrainees,
      };
    },
  });

  app.route({
    ...endpointRoute('GET /trainees-per-year', {
      roles: CAN_SEE_INSTITUTE_FIGURES,
      tags: TAGS,
      summary: 'Nombre de stagiaires formés (inscriptions validées) par année',
    }),
    handler: async (): Promise<TraineesPerYear[]> => traineesPerYear(app.db),
  });
};

export default dashboardRoutes;
