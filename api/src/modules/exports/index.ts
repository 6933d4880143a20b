/** What other modules may use of the exports: the streamed workbook and the dated file names. */
export { streamWorkbook, type SheetColumn } from './writers';
export { exportFileName } from './period';
