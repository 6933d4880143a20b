/** Export of a training's trainees as .xlsx ("Exporter les pupitres", saved as stagiaires_{id}.xlsx). */
import { loadExcelJS } from '../../../lib/exceljs';
import { DEFAULT_INSTITUTE, type TraineeExportRow, type TrainingDocInfo } from './types';

export const TRAINEES_WORKBOOK_COLUMNS = [
  { header: 'Nom', key: 'name', width: 28 },
  { header: 'Adresse e-mail', key: 'email', width: 34 },
  { header: 'Syndicat', key: 'union', width: 18 },
  { header: 'Mandats en cours', key: 'mandates', width: 40 },
  { header: 'Entreprise', key: 'company', width: 30 },
  { header: 'Taille de l’entreprise', key: 'companySize', width: 22 },
  { header: 'Statut de l’inscription', key: 'registrationStatus', width: 22 },
] as const;

export async function renderTraineesWorkbook(training: Pick<TrainingDocInfo, 'id' | 'title'>, trainees: TraineeExportRow[]): Promise<Buffer> {
  const ExcelJS = await loadExcelJS();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = DEFAULT_INSTITUTE.name;
  workbook.title = `Stagiaires – ${training.title}`;
  // Fixed dates: the same data gives the same file, whenever it is exported.
  workbook.created = new Date(0);
  workbook.modified = new Date(0);
  const sheet = workbook.addWorksheet('Stagiaires', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = TRAINEES_WORKBOOK_COLUMNS.map((c) => ({ ...c }));
  for (const t of trainees) {
    sheet.addRow({
      name: t.name,
      email: t.email,
      union: t.union ?? '',
      mandates: (t.mandates ?? []).join(', '),
      company: t.company ?? '',
      companySize: t.companySize ?? '',
      registrationStatus: t.registrationStatus,
    });
  }
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEEF2F8' } };
  header.alignment = { vertical: 'middle' };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: TRAINEES_WORKBOOK_COLUMNS.length } };
  const data = await workbook.xlsx.writeBuffer();
  return Buffer.from(data as ArrayBuffer);
}
