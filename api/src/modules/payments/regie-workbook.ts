/**
 * The régie as a spreadsheet ('Exporter la régie'): one sheet, the régie's number and the export time
 * (Paris), then per training its paid people and a 'Total de la formation' line, and the 'Total de la
 * régie' at the end. Written row by row to a stream (exceljs's WorkbookWriter), the rows read page by
 * page, so a large régie is never held whole in memory. Totals are added in cents (money.ts).
 */
import type { Writable } from 'node:stream';
import type { Row } from 'exceljs';
import { parisWallClock } from '../../contract/constants/institute';
import { loadExcelJS } from '../../lib/exceljs';
import { parisDay } from '../../lib/paris-time';
import { fromCents, toCents } from './money';
import type { RegieParticipantRow } from './queries';

export const REGIE_SHEET_NAME = 'Régie';

export const REGIE_WORKBOOK_COLUMNS = [
  { header: 'Formation', key: 'training', width: 36 },
  { header: 'Dates', key: 'dates', width: 24 },
  { header: 'Nom', key: 'name', width: 28 },
  { header: 'Montant', key: 'amount', width: 14, money: true },
  { header: 'Puissance fiscale', key: 'fiscalPower', width: 16 },
  { header: 'Km', key: 'km', width: 10 },
  { header: 'Frais km', key: 'kmCosts', width: 12, money: true },
  { header: 'Péage', key: 'toll', width: 12, money: true },
  { header: 'Transports en commun', key: 'publicTransport', width: 20, money: true },
  { header: 'Nombre de repas', key: 'mealsCount', width: 15 },
  { header: 'Montant repas', key: 'meals', width: 14, money: true },
  { header: 'Hébergement', key: 'accommodation', width: 14, money: true },
  { header: 'Autres', key: 'other', width: 12, money: true },
  { header: 'Référence de paiement', key: 'reference', width: 22 },
  { header: 'Mode de paiement', key: 'method', width: 16 },
  { header: 'Coordonnées bancaires', key: 'bankDetails', width: 34 },
] as const;

/** The mark of a transfer to bank details changed shortly before the payment. */
export function bankDetailsMark(changedAt: Date): string {
  return `Modifiées le ${frenchDay(changedAt)} : à vérifier`;
}

/** Label of a training's total line (in the 'Nom' column) and of the régie's (in the 'Formation' column). */
export const TRAINING_TOTAL_LABEL = 'Total de la formation';
export const REGIE_TOTAL_LABEL = 'Total de la régie';

const MONEY_FORMAT = '#,##0.00 "€"';
/** Header line of the table (after the title, the export time and a blank line). */
export const REGIE_HEADER_ROW = 4;

/** '12/01/2026' in Paris. */
export function frenchDay(date: Date): string {
  const [y, m, d] = parisDay(date).split('-');
  return `${d}/${m}/${y}`;
}

export function trainingDates(start: Date, end: Date): string {
  const from = frenchDay(start);
  const to = frenchDay(end);
  return from === to ? from : `${from} – ${to}`;
}

/** Dinners taken: the training's dinners when a meal amount was claimed. */
export function mealsCount(row: Pick<RegieParticipantRow, 'evening_meals' | 'dinners'>): number {
  return toCents(row.evening_meals) > 0 ? row.dinners : 0;
}

/** regie-R-2026-11-2026-11-26.xlsx: the régie's number and the Paris date of the export. */
export function regieFileName(orderNumber: string, now: Date): string {
  const safe = orderNumber.replace(/[^A-Za-z0-9-]+/g, '-');
  return `regie-${safe}-${parisDay(now)}.xlsx`;
}

/** Cell value of an amount: the number of euros, from exact cents (the cell is formatted to two decimals). */
const euros = (cents: number) => Number(fromCents(cents));

export interface RegieWorkbookSource {
  orderNumber: string;
  now: Date;
  /** The régie's rows in order (training start, training, name), page by page; an empty page ends them. */
  readPage: (offset: number, limit: number) => Promise<RegieParticipantRow[]>;
}

export async function writeRegieWorkbook(output: Writable, source: RegieWorkbookSource, pageSize = 500): Promise<{ rows: number; totalCents: number }> {
  const ExcelJS = await loadExcelJS();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Institut régional du travail';
  workbook.title = `Régie ${source.orderNumber}`;
  workbook.created = source.now;
  const sheet = workbook.addWorksheet(REGIE_SHEET_NAME, { views: [{ state: 'frozen', ySplit: REGIE_HEADER_ROW }] });
  sheet.columns = REGIE_WORKBOOK_COLUMNS.map((c) => ({ key: c.key, width: c.width }));

  const w = parisWallClock(source.now);
  const title = sheet.addRow([`Régie ${source.orderNumber}`]);
  title.font = { bold: true, size: 14 };
  title.commit();
  sheet.addRow([`Exportée le ${frenchDay(source.now)} à ${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')} (heure de Paris)`]).commit();
  sheet.addRow([]).commit();
  const header = sheet.addRow(REGIE_WORKBOOK_COLUMNS.map((c) => c.header));
  header.font = { bold: true };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEEF2F8' } };
  header.commit();

  const moneyColumns = REGIE_WORKBOOK_COLUMNS.flatMap((c, i) => ('money' in c ? [i + 1] : []));
  const formatMoney = (row: Row) => {
    for (const column of moneyColumns) row.getCell(column).numFmt = MONEY_FORMAT;
  };

  let current = null as { id: number; title: string; dates: string; cents: number } | null;
  let totalCents = 0;
  let rows = 0;
  const closeTraining = () => {
    if (!current) return;
    const line = sheet.addRow({ training: current.title, dates: current.dates, name: TRAINING_TOTAL_LABEL, amount: euros(current.cents) });
    line.font = { bold: true };
    formatMoney(line);
    line.commit();
  };

  for (let offset = 0; ; offset += pageSize) {
    const page = await source.readPage(offset, pageSize);
    for (const r of page) {
      if (current?.id !== r.training_id) {
        closeTraining();
        current = { id: r.training_id, title: r.training_title, dates: trainingDates(r.start_date, r.end_date), cents: 0 };
      }
      const amount = toCents(r.amount);
      current.cents += amount;
      totalCents += amount;
      rows += 1;
      const line = sheet.addRow({
        training: r.training_title,
        dates: current.dates,
        name: r.participant_name,
        amount: euros(amount),
        fiscalPower: r.vehicle_category ?? '',
        km: r.calculated_distance === null ? '' : Number(r.calculated_distance),
        kmCosts: euros(toCents(r.transport_costs)),
        toll: euros(toCents(r.toll_parking_costs)),
        publicTransport: euros(toCents(r.public_transport_costs)),
        mealsCount: mealsCount(r),
        meals: euros(toCents(r.evening_meals)),
        accommodation: euros(toCents(r.accommodation_costs)),
        other: euros(toCents(r.other_costs)),
        reference: r.payment_reference,
        method: r.payment_method,
        bankDetails: r.bank_details_changed_at ? bankDetailsMark(r.bank_details_changed_at) : '',
      });
      formatMoney(line);
      line.commit();
    }
    if (page.length < pageSize) break;
  }
  closeTraining();
  const total = sheet.addRow({ training: REGIE_TOTAL_LABEL, amount: euros(totalCents) });
  total.font = { bold: true };
  formatMoney(total);
  total.commit();
  sheet.commit();
  await workbook.commit();
  return { rows, totalCents };
}
