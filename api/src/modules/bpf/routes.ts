/**
 * The BPF of a year (administrateur): the report, the rows of a figure, the amounts entered, the
 * closing that freezes it, and its workbook.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BPF_MANUAL_KEYS, BPF_MESSAGES, type BpfFigureRows, type BpfReport } from '../../contract/bpf';
import type { EndpointKey } from '../../contract/endpoints';
import { CAN_EXPORT_STATISTICS } from '../../contract/roles';
import { endpointRoute } from '../../lib/endpoint-route';
import { HttpError } from '../../lib/errors';
import { requireAuth } from '../../plugins/auth';
import { exportFileName, streamWorkbook } from '../exports';
import { toCents, fromCents } from '../payments';
import { findBpfYear, freezeBpfYear, lockBpfYear, saveManualAmounts } from './queries';
import { bpfOfYear, computeYear, freezeOf } from './service';
import { BPF_COLUMNS, bpfSheetLines } from './workbook';

const TAGS = ['BPF'];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function route<K extends EndpointKey>(key: K, summary: string) {
  return endpointRoute(key, { roles: CAN_EXPORT_STATISTICS, tags: TAGS, summary });
}

const bpfRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...route('GET /bpf/:year', 'Bilan pédagogique et financier d’une année'),
    handler: async (request): Promise<BpfReport> => (await bpfOfYear(app.db, request.params.year)).report,
  });

  app.route({
    ...route('GET /bpf/:year/figures/:key', 'Lignes comptées par un chiffre du BPF'),
    handler: async (request): Promise<BpfFigureRows> => {
      const { year, key } = request.params;
      const { report, rows } = await bpfOfYear(app.db, year);
      const figure = report.figures.find((f) => f.key === key);
      if (!figure) throw new HttpError(404, BPF_MESSAGES.unknownFigure);
      return { key, line: figure.line, label: figure.label, rows: rows[key] ?? [] };
    },
  });

  app.route({
    ...route('PUT /bpf/:year/manual', 'Montants du BPF saisis par l’administrateur'),
    handler: async (request): Promise<BpfReport> => {
      const { year } = request.params;
      const body = request.body;
      await app.db.transaction(async (tx) => {
        await lockBpfYear(tx, year);
        const row = await findBpfYear(tx, year);
        if (row?.closed_at) throw new HttpError(422, BPF_MESSAGES.closed(year));
        const manual: Record<string, string> = { ...(row?.manual ?? {}) };
        for (const key of BPF_MANUAL_KEYS) {
          const value = body[key];
          if (value === undefined) continue;
          if (value === null) delete manual[key];
          else manual[key] = fromCents(toCents(value));
        }
        await saveManualAmounts(tx, year, manual);
      });
      return (await bpfOfYear(app.db, year)).report;
    },
  });

  app.route({
    ...route('POST /bpf/:year/close', 'Clôturer le BPF d’une année'),
    handler: async (request): Promise<BpfReport> => {
      const { year } = request.params;
      const auth = requireAuth(request);
      await app.db.transaction(async (tx) => {
        await lockBpfYear(tx, year);
        const row = await findBpfYear(tx, year);
        if (row?.closed_at) throw new HttpError(409, BPF_MESSAGES.alreadyClosed(year));
        const computed = await computeYear(tx, year, row);
        await freezeBpfYear(tx, year, freezeOf(computed, row), auth.userId, new Date());
      });
      return (await bpfOfYear(app.db, year)).report;
    },
  });

  app.route({
    ...route('GET /bpf/:year/export', 'Le BPF d’une année (.xlsx)'),
    handler: async (request, reply) => {
      const { year } = request.params;
      const { report } = await bpfOfYear(app.db, year);
      async function* batches() {
        yield bpfSheetLines(report);
      }
      const stream = streamWorkbook({
        title: `Bilan pédagogique et financier ${year}`,
        sheet: `BPF ${year}`,
        columns: BPF_COLUMNS,
        batches: batches(),
        onError: (err) => request.log.error({ err }, 'export du BPF interrompu'),
      });
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${exportFileName(`bpf_${year}`, 'xlsx')}"`)
        .send(stream);
    },
  });
};

export default bpfRoutes;
