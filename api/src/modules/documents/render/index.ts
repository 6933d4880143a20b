/** Training documents: convocations, attendance certificates and sheets (PDF), trainees' export (.xlsx). */
export { renderAttendanceSheet, sheetLayout } from './attendance-sheet';
export { documentFileName, type DocumentKind, type FileNameParts } from './file-names';
export { frenchDateRange, frenchLongDate, frenchTimeRange, halfDaySlots, pdfSafe, placeLines, slugify, type HalfDaySlot } from './format';
export { renderAttendanceCertificate, renderAttendanceCertificates, renderConvocation, renderConvocations } from './letters';
export { COLORS, createPdf, drawInstituteHeader, finish, FONTS, labelled, numberPages, type Pdf } from './pdf-layout';
export { renderTraineesWorkbook, TRAINEES_WORKBOOK_COLUMNS } from './trainees-workbook';
export * from './types';
