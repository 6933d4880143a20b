/**
 * exceljs is loaded when the first workbook is written, not when the API starts: it is the heaviest
 * package of the API to load (about a tenth of a start's processor time, with the zip libraries it
 * brings), and most processes, the test processes among them, never write a workbook.
 */
import type ExcelJSModule from 'exceljs';

export type ExcelJS = typeof ExcelJSModule;

let loading: Promise<ExcelJS> | undefined;

export function loadExcelJS(): Promise<ExcelJS> {
  loading ??= import('exceljs').then((module) => module.default);
  return loading;
}
