/**
 * The report's export as .xlsx (GET /api/export-training-staff-hours): one line per team row
 * of the filter, trainings latest first, written as a stream (exceljs's WorkbookWriter) while the
 * trainings are read a batch at a time, so a long period is never held in memory whole.
 */
import type { Writable } from 'node:stream';
import { INSTITUTE_NAME } from '../../contract/constants/institute';
import type { StaffRole, TrainingWithStaff } from '../../contract/staff-hours';
import { loadExcelJS } from '../../lib/exceljs';
import { parisDay } from '../../lib/paris-time';

export const STAFF_HOURS_COLUMNS = [
  { header: 'Formation', key: 'training', width: 44 },
  { header: 'Début', key: 'start', width: 12 },
  { header: 'Fin', key: 'end', width: 12 },
  { header: 'Nom', key: 'name', width: 28 },
  { header: 'Adresse e-mail', key: 'email', width: 32 },
  { header: 'Rôle dans la formation', key: 'role', width: 26 },
  { header: 'Statut Ares', key: 'ares', width: 24 },
  { header: 'CM prévisionnels', key: 'expectedLecture', width: 16 },
  { header: 'TD prévisionnels', key: 'expectedTutorial', width: 16 },
  { header: 'HETD prévisionnelles', key: 'expectedHetd', width: 20 },
  { header: 'CM réalisés', key: 'actualLecture', width: 14 },
  { header: 'TD réalisés', key: 'actualTutorial', width: 14 },
  { header: 'HETD réalisées', key: 'actualHetd', width: 16 },
  { header: 'Rémunéré', key: 'remunerated', width: 12 },
] as const;

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  pedagogical_supervisor: 'Responsable pédagogique',
  teacher: 'Formateur',
};

const HOURS_FORMAT = '0.00';
const HOURS_KEYS = ['expectedLecture', 'expectedTutorial', 'expectedHetd', 'actualLecture', 'actualTutorial', 'actualHetd'] as const;

/** 'JJ/MM/AAAA' of an instant, in Paris. */
export function frenchDay(iso: string): string {
  const [year, month, day] = parisDay(new Date(iso)).split('-');
  return `${day}/${month}/${year}`;
}

/** `heures-formateurs-2026-11-26.xlsx`: the day of the export, in Paris. */
export function staffHoursFileName(now: Date): string {
  return `heures-formateurs-${parisDay(now)}.xlsx`;
}

/**
 * Writes the workbook into `stream`, asking `nextBatch` for trainings until it answers none. Resolves once
 * the file is complete (the stream is then ended by exceljs).
 */
export async function writeStaffHoursWorkbook(stream: Writable, nextBatch: () => Promise<TrainingWithStaff[]>): Promise<void> {
  const ExcelJS = await loadExcelJS();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  workbook.creator = INSTITUTE_NAME;
  workbook.title = 'Heures formateurs';
  const sheet = workbook.addWorksheet('Heures formateurs', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = STAFF_HOURS_COLUMNS.map((c) => ({ ...c }));
  for (const key of HOURS_KEYS) sheet.getColumn(key).numFmt = HOURS_FORMAT;
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEEF2F8' } };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: STAFF_HOURS_COLUMNS.length } };
  header.commit();
  for (let batch = await nextBatch(); batch.length > 0; batch = await nextBatch()) {
    for (const training of batch) {
      for (const row of training.staff) {
        sheet
          .addRow({
            training: training.training_name,
            start: frenchDay(training.start_date),
            end: frenchDay(training.end_date),
            name: row.profile.name,
            email: row.profile.email,
            role: STAFF_ROLE_LABELS[row.role],
            ares: row.ares_status?.name ?? '',
            expectedLecture: row.expected_lecture_hours,
            expectedTutorial: row.expected_tutorial_hours,
            expectedHetd: row.expected_hetd,
            actualLecture: row.actual_lecture_hours,
            actualTutorial: row.actual_tutorial_hours,
            actualHetd: row.actual_hetd,
            remunerated: row.is_remunerated ? 'Oui' : 'Non',
          })
          .commit();
      }
    }
  }
  sheet.commit();
  await workbook.commit();
}
