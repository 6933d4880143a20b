/**
 * The administrator's figures (spec 000 §2.12): the tiles of the current year and the trainees per
 * year. The dashboard panels that list trainings are /trainings URLs (trainings module); the
 * registration lists are in the registrations module.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import dayjs from 'dayjs';
import { ErrorResponses } from '../../contract/common';
import {
  AdminDashboardStatsSchema,
  TraineesPerYearSchema,
  type AdminDashboardStats,
  type TraineesPerYear,
} from '../../contract/dashboards';
import { CAN_SEE_INSTITUTE_FIGURES } from '../../contract/roles';
import { num } from '../../lib/values';
import { periodFigures, traineesPerYear } from './queries';

const TAGS = ['Tableaux de bord'];

const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin-dashboard-stats',
    {
      config: { roles: CAN_SEE_INSTITUTE_FIGURES },
      schema: {
        tags: TAGS,
        summary: "Chiffres de l'année en cours (tuiles de l'administrateur)",
        response: { 200: AdminDashboardStatsSchema, ...ErrorResponses(401, 403) },
      },
    },
    async (): Promise<AdminDashboardStats> => {
      const now = dayjs();
      const figures = await periodFigures(app.db, {
        start: now.startOf('year').toDate(),
        end: now.add(1, 'year').startOf('year').toDate(),
      });
      return {
        year: now.year(),
        total_trainings: figures.totalTrainings,
        completed_trainings: figures.completedTrainings,
        total_spent_regie: Math.floor(num(figures.spent)),
        new_trainees_count: figures.newTrainees,
      };
    },
  );

  app.get(
    '/trainees-per-year',
    {
      config: { roles: CAN_SEE_INSTITUTE_FIGURES },
      schema: {
        tags: TAGS,
        summary: 'Nombre de stagiaires formés (inscriptions validées) par année',
        response: { 200: Type.Array(TraineesPerYearSchema), ...ErrorResponses(401, 403) },
      },
    },
    async (): Promise<TraineesPerYear[]> => traineesPerYear(app.db),
  );
};

export default dashboardRoutes;
