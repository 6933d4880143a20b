/**
 * Exports and statistics (/exports, administrateur only): the
 * activity figures of the trainings held, and five exports of a period streamed as they are read.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import type { PercentageTrainingStats, TopStaff, TrainingStats, TypePercentage } from '../../contract/exports';
import { CAN_EXPORT_STATISTICS } from '../../contract/roles';
import type { EndpointKey } from '../../contract/endpoints';
import { endpointRoute } from '../../lib/endpoint-route';
import {
  councilTrainings,
  cphRegistrations,
  newsletterSubscribers,
  personnelRepresentatives,
  unionTrainings,
  type CouncilTrainingRow,
  type CphRow,
  type RepresentativeRow,
  type SubscriberRow,
  type UnionTrainingRow,
} from './export-queries';
import { exportFileName, exportPeriod } from './period';
import { latestHeldYear, statsByYearAndType, topStaffOfYear, trainingTypeNames, typeSharesOfYear } from './statistics-queries';
import { streamPdfTable, streamWorkbook, type SheetColumn } from './writers';

const TAGS = ['Exports et statistiques'];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function route<K extends EndpointKey>(key: K, summary: string) {
  return endpointRoute(key, { roles: CAN_EXPORT_STATISTICS, tags: TAGS, summary });
}

/** Half-days as days (2.5). */
const days = (halfDays: number | null) => (halfDays === null ? null : halfDays / 2);
const frenchNumber = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

function sendFile(reply: FastifyReply, stream: Readable, type: string, fileName: string) {
  return reply.header('content-type', type).header('content-disposition', `attachment; filename="${fileName}"`).send(stream);
}

const CPH_COLUMNS: SheetColumn<CphRow>[] = [
  { header: 'Formation', width: 40, value: (r) => r.title },
  { header: 'Type de formation', width: 22, value: (r) => r.type },
  { header: 'Début', width: 12, value: (r) => r.start_date },
  { header: 'Fin', width: 12, value: (r) => r.end_date },
  { header: 'Stagiaire', width: 28, value: (r) => r.name },
  { header: 'Adresse e-mail', width: 34, value: (r) => r.email },
  { header: 'Conseil prud’homme', width: 28, value: (r) => r.council },
  { header: 'Section', width: 20, value: (r) => r.section },
  { header: 'Jours de présence', width: 16, value: (r) => days(r.present_half_days) },
];

const SUBSCRIBER_COLUMNS: SheetColumn<SubscriberRow>[] = [
  { header: 'Nom', width: 30, value: (r) => r.name },
  { header: 'Adresse e-mail', width: 36, value: (r) => r.email },
  { header: 'Rôle', width: 24, value: (r) => r.role },
  { header: 'Compte créé le', width: 16, value: (r) => r.created_at },
];

const REPRESENTATIVE_COLUMNS: SheetColumn<RepresentativeRow>[] = [
  { header: 'Nom', width: 28, value: (r) => r.name },
  { header: 'Adresse e-mail', width: 34, value: (r) => r.email },
  { header: 'Syndicat', width: 18, value: (r) => r.union },
  { header: 'Mandats en cours', width: 40, value: (r) => r.mandates },
  { header: 'Entreprise', width: 28, value: (r) => r.company },
  { header: 'Formation', width: 40, value: (r) => r.title },
  { header: 'Début', width: 12, value: (r) => r.start_date },
  { header: 'Fin', width: 12, value: (r) => r.end_date },
];

const UNION_COLUMNS: SheetColumn<UnionTrainingRow>[] = [
  { header: 'Syndicat', width: 18, value: (r) => r.union },
  { header: 'Formation', width: 40, value: (r) => r.title },
  { header: 'Type de formation', width: 22, value: (r) => r.type },
  { header: 'Début', width: 12, value: (r) => r.start_date },
  { header: 'Fin', width: 12, value: (r) => r.end_date },
  { header: 'Jours de formation', width: 16, value: (r) => days(r.half_days) },
  { header: 'Stagiaires validés', width: 16, value: (r) => r.trainees },
  { header: 'Stagiaires présents', width: 16, value: (r) => r.present },
  { header: 'Journées stagiaires', width: 16, value: (r) => days(r.present_half_days) },
];

function percentages(rows: { training_type_id: number; pct: number }[], names: Map<number, string>): TypePercentage[] {
  return rows.map((r) => ({ type: names.get(r.training_type_id) ?? '', percentage: Number(r.pct) }));
}

const exportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const onError = (err: unknown) => app.log.error({ err }, 'export interrompu');

  app.route({
    ...route('GET /training-stats', 'Formations réalisées par année et type : sessions, jours, stagiaires présents, journées stagiaires'),
    handler: async (): Promise<TrainingStats> => {
      const [records, types] = await Promise.all([statsByYearAndType(app.db), trainingTypeNames(app.db)]);
      const names = new Map(types.map((t) => [t.id, t.name]));
      return {
        years: [...new Set(records.map((r) => r.year))],
        types,
        rows: records.map((r) => ({
          year: r.year,
          training_type_id: r.training_type_id,
          type: names.get(r.training_type_id) ?? '',
          trainingSessions: r.sessions,
          trainingDays: r.half_days / 2,
          traineesPresent: r.trainees_present,
          traineeDays: r.present_half_days / 2,
        })),
      };
    },
  });

  app.route({
    ...route('GET /percentage-training-stats', 'Répartition par type de formation des sessions, des jours et des stagiaires présents d’une année'),
    handler: async (request): Promise<PercentageTrainingStats> => {
      const year = request.query.year ?? (await latestHeldYear(app.db));
      if (year === null) return { year: null, session_percentages: [], days_percentages: [], trainee_percentages: [] };
      const [shares, types] = await Promise.all([typeSharesOfYear(app.db, year), trainingTypeNames(app.db)]);
      const names = new Map(types.map((t) => [t.id, t.name]));
      return {
        year,
        session_percentages: percentages(shares.map((s) => ({ training_type_id: s.training_type_id, pct: s.sessions_pct })), names),
        days_percentages: percentages(shares.map((s) => ({ training_type_id: s.training_type_id, pct: s.days_pct })), names),
        trainee_percentages: percentages(shares.map((s) => ({ training_type_id: s.training_type_id, pct: s.trainees_pct })), names),
      };
    },
  });

  app.route({
    ...route('GET /training-top-staff', 'Les membres de l’équipe ayant encadré le plus de formations dans l’année'),
    handler: async (request): Promise<TopStaff> => {
      const year = request.query.year ?? (await latestHeldYear(app.db));
      if (year === null) return { year: null, staff: [] };
      const staff = await topStaffOfYear(app.db, year);
      return { year, staff: staff.map((s) => ({ ...s, hours: Number(s.hours) })) };
    },
  });

  app.route({
    ...route('GET /export/export-cph-trainings', 'Formations des conseillers prud’hommes de la période (.xlsx)'),
    handler: async (request, reply) => {
      const period = exportPeriod(request.query);
      const stream = streamWorkbook({ title: 'Formations CPH', sheet: 'Formations CPH', columns: CPH_COLUMNS, batches: cphRegistrations(app.db, period), onError });
      return sendFile(reply, stream, XLSX_TYPE, exportFileName('formations_cph', 'xlsx'));
    },
  });

  app.route({
    ...route('GET /export/labor-tribunal-trainings', 'Bilan des formations des conseillers prud’hommes de la période (PDF)'),
    handler: async (request, reply) => {
      const period = exportPeriod(request.query);
      const totals = { trainings: 0, councillors: 0, presentHalfDays: 0 };
      async function* counted(): AsyncGenerator<CouncilTrainingRow[]> {
        for await (const batch of councilTrainings(app.db, period)) {
          for (const r of batch) {
            totals.trainings += 1;
            totals.councillors += r.councillors;
            totals.presentHalfDays += r.present_half_days ?? 0;
          }
          yield batch;
        }
      }
      const [from, to] = [period.startDay, period.endDay].map((d) => d.split('-').reverse().join('/'));
      const stream = streamPdfTable<CouncilTrainingRow>({
        title: 'Formations des conseillers prud’hommes',
        subtitle: `Période du ${from} au ${to}`,
        columns: [
          { header: 'Formation', share: 34, value: (r) => r.title },
          { header: 'Dates', share: 14, value: (r) => (r.start_date === r.end_date ? r.start_date : `${r.start_date} – ${r.end_date}`) },
          { header: 'Conseils prud’hommes', share: 26, value: (r) => r.councils },
          { header: 'Conseillers', share: 8, align: 'right', value: (r) => String(r.councillors) },
          { header: 'Jours', share: 8, align: 'right', value: (r) => frenchNumber.format(r.half_days / 2) },
          { header: 'Journées stagiaires', share: 10, align: 'right', value: (r) => (r.present_half_days === null ? '—' : frenchNumber.format(r.present_half_days / 2)) },
        ],
        batches: counted(),
        footer: () =>
          `Total : ${totals.trainings} formation${totals.trainings > 1 ? 's' : ''}, ${totals.councillors} conseiller${totals.councillors > 1 ? 's' : ''} formé${totals.councillors > 1 ? 's' : ''}, ${frenchNumber.format(totals.presentHalfDays / 2)} journées stagiaires.`,
        empty: 'Aucune formation de conseillers prud’hommes sur la période.',
        onError,
      });
      return sendFile(reply, stream, 'application/pdf', exportFileName('formations_prudhommes', 'pdf'));
    },
  });

  app.route({
    ...route('GET /export-newsletter-subscribers', 'Abonnés à la newsletter dont le compte a été créé dans la période (.xlsx)'),
    handler: async (request, reply) => {
      const period = exportPeriod(request.query);
      const stream = streamWorkbook({ title: 'Abonnés à la newsletter', sheet: 'Abonnés', columns: SUBSCRIBER_COLUMNS, batches: newsletterSubscribers(app.db, period), onError });
      return sendFile(reply, stream, XLSX_TYPE, exportFileName('abonnes_newsletter', 'xlsx'));
    },
  });

  app.route({
    ...route('GET /export-personnel-representatives', 'Représentants du personnel formés dans la période (.xlsx)'),
    handler: async (request, reply) => {
      const period = exportPeriod(request.query);
      const stream = streamWorkbook({ title: 'Représentants du personnel', sheet: 'Représentants', columns: REPRESENTATIVE_COLUMNS, batches: personnelRepresentatives(app.db, period), onError });
      return sendFile(reply, stream, XLSX_TYPE, exportFileName('representants_du_personnel', 'xlsx'));
    },
  });

  app.route({
    ...route('GET /export-union-trainings', 'Bilan des formations syndicales de la période (.xlsx)'),
    handler: async (request, reply) => {
      const period = exportPeriod(request.query);
      const stream = streamWorkbook({ title: 'Bilan des formations syndicales', sheet: 'Formations syndicales', columns: UNION_COLUMNS, batches: unionTrainings(app.db, period), onError });
      return sendFile(reply, stream, XLSX_TYPE, exportFileName('bilan_formations_syndicales', 'xlsx'));
    },
  });
};

export default exportRoutes;
