/**
 * The trainer hours report 'Heures formateurs': the
 * trainings with the rows of their team matching the filter (a person, Ares statuses), latest start
 * first, 20 a page, and the same rows as a streamed .xlsx. Administrateur and responsable pédagogique.
 */
import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Paged } from '../../contract/common';
import { CAN_READ_STAFF_HOURS } from '../../contract/roles';
import { STAFF_HOURS_PER_PAGE, type TrainingWithStaff } from '../../contract/staff-hours';
import type { Db } from '../../db/client';
import { endpointRoute } from '../../lib/endpoint-route';
import { pagedList, parsePage, type PageWindow } from '../../lib/paging';
import { countStaffHoursTrainings, listStaffHoursPage, type StaffHoursFilter } from './queries';
import { staffHoursFilter, trainingsWithStaff } from './rows';
import { staffHoursFileName, writeStaffHoursWorkbook } from './workbook';

const TAGS = ['Heures formateurs'];

/** Trainings read at a time by the export. */
export const EXPORT_BATCH_TRAININGS = 200;

/** One window of the report's trainings with their matching team rows. */
async function trainingsPage(db: Db, filter: StaffHoursFilter, window: PageWindow): Promise<TrainingWithStaff[]> {
  const { trainings, rows } = await listStaffHoursPage(db, filter, window);
  return trainingsWithStaff(trainings, rows);
}

const staffHoursRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...endpointRoute('GET /trainings/with-staff', {
      roles: CAN_READ_STAFF_HOURS,
      tags: TAGS,
      summary:
        'Heures formateurs : les formations (début le plus récent d’abord) et leurs lignes d’équipe, heures prévues et réalisées, HETD ; filtres formation, personne, période, statuts Ares ; 20 par page',
    }),
    handler: async (request): Promise<Paged<TrainingWithStaff>> => {
      const filter = staffHoursFilter(request.query);
      return pagedList(parsePage(request.query, STAFF_HOURS_PER_PAGE), {
        rows: (window) => trainingsPage(app.db, filter, window),
        count: () => countStaffHoursTrainings(app.db, filter),
      });
    },
  });

  app.route({
    ...endpointRoute('GET /export-training-staff-hours', {
      roles: CAN_READ_STAFF_HOURS,
      tags: TAGS,
      summary: 'Exporter les heures formateurs du filtre en .xlsx (heures-formateurs-{jour}.xlsx), écrit au fil de la lecture',
    }),
    handler: async (request, reply) => {
      const filter = staffHoursFilter(request.query);
      const stream = new PassThrough();
      let offset = 0;
      const nextBatch = async () => {
        const batch = await trainingsPage(app.db, filter, { limit: EXPORT_BATCH_TRAININGS, offset });
        offset += EXPORT_BATCH_TRAININGS;
        return batch;
      };
      writeStaffHoursWorkbook(stream, nextBatch).catch((err: unknown) => {
        request.log.error({ err }, 'export des heures formateurs interrompu');
        stream.destroy(err instanceof Error ? err : new Error(String(err)));
      });
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${staffHoursFileName(new Date())}"`)
        .send(stream);
    },
  });
};

export default staffHoursRoutes;
