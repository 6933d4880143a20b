/**
 * The export files, written as their rows arrive: the spreadsheet through exceljs's streaming writer
 * (each row committed, so it leaves memory), the PDF through pdfkit without buffered pages. Both
 * wait for the client to drain what was sent before reading the next batch of rows.
 */
import { once } from 'node:events';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { loadExcelJS } from '../../lib/exceljs';
import { DEFAULT_INSTITUTE, pdfSafe } from '../documents';

export interface SheetColumn<R> {
  header: string;
  width: number;
  value: (row: R) => string | number | null;
}

/** The client went away: stop reading rows. */
class ClientGone extends Error {}

/** Resolves once `stream` has room again (at once when it has); throws once it is closed. */
async function roomIn(stream: Writable): Promise<void> {
  // A turn of the event loop between batches: the compressed bytes reach the socket, and other
  // requests are served, while a long export is read (an embedded database answers in microtasks).
  await new Promise((resolve) => setImmediate(resolve));
  if (stream.writableNeedDrain && !stream.destroyed) await Promise.race([once(stream, 'drain'), once(stream, 'close')]);
  if (stream.destroyed) throw new ClientGone();
}

/** Logs a failure once the file has started: the answer can only be cut short. */
type OnError = (err: unknown) => void;

/** A one-sheet workbook of `batches`, streamed: the returned stream is the .xlsx file. */
export function streamWorkbook<R>(opts: { title: string; sheet: string; columns: SheetColumn<R>[]; batches: AsyncIterable<R[]>; onError: OnError }): Readable {
  const out = new PassThrough();
  const write = async () => {
    const ExcelJS = await loadExcelJS();
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    workbook.creator = DEFAULT_INSTITUTE.name;
    workbook.title = opts.title;
    const sheet = workbook.addWorksheet(opts.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = opts.columns.map((c) => ({ header: c.header, width: c.width }));
    const header = sheet.getRow(1);
    header.font = { bold: true };
    header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEEF2F8' } };
    header.commit();
    for await (const batch of opts.batches) {
      for (const row of batch) sheet.addRow(opts.columns.map((c) => c.value(row) ?? '')).commit();
      await roomIn(out);
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((err: unknown) => {
    if (err instanceof ClientGone) return;
    opts.onError(err);
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return out;
}

export interface PdfColumn<R> {
  header: string;
  /** Share of the table's width. */
  share: number;
  align?: 'left' | 'right';
  value: (row: R) => string;
}

const PDF_COLORS = { accent: '#1e4e8c', text: '#1a1a1a', muted: '#5a5a5a', rule: '#b8c4d6', fill: '#eef2f8' };
const MARGIN = 40;

/**
 * A landscape A4 table of `batches` under a title, the header row repeated on each page, then the
 * totals; streamed (no buffered pages: each page leaves memory once written).
 */
export function streamPdfTable<R>(opts: {
  title: string;
  subtitle: string;
  columns: PdfColumn<R>[];
  batches: AsyncIterable<R[]>;
  /** The last line, from what was written (e.g. totals). */
  footer: () => string;
  empty: string;
  onError: OnError;
}): Readable {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    bufferPages: false,
    info: { Title: pdfSafe(opts.title), Author: pdfSafe(DEFAULT_INSTITUTE.name), Creator: pdfSafe(DEFAULT_INSTITUTE.name) },
    lang: 'fr-FR',
    displayTitle: true,
  } as PDFKit.PDFDocumentOptions);
  const out = new PassThrough();
  doc.pipe(out);
  // pdfkit's document is a Readable stream (its typings do not say so).
  const source = doc as unknown as Readable;
  /** Waits while the client has not read what was written (pdfkit itself ignores backpressure). */
  async function room(): Promise<void> {
    for (let i = 0; i < 10_000 && source.readableLength > source.readableHighWaterMark; i += 1) {
      if (out.writableNeedDrain) await roomIn(out);
      else await new Promise((resolve) => setImmediate(resolve));
    }
    await roomIn(out);
  }
  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const totalShare = opts.columns.reduce((sum, c) => sum + c.share, 0);
  const widths = opts.columns.map((c) => (c.share / totalShare) * width);
  const bottom = () => doc.page.height - MARGIN;

  function drawRow(cells: string[], bold: boolean, fill: boolean): void {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8.5);
    const heights = cells.map((text, i) => doc.heightOfString(pdfSafe(text), { width: widths[i] - 8 }));
    const height = Math.max(...heights) + 8;
    if (doc.y + height > bottom()) {
      doc.addPage();
      doc.y = MARGIN;
      if (!bold) drawRow(opts.columns.map((c) => c.header), true, true);
      doc.font('Helvetica').fontSize(8.5);
    }
    const y = doc.y;
    if (fill) doc.save().rect(left, y, width, height).fill(PDF_COLORS.fill).restore();
    let x = left;
    cells.forEach((text, i) => {
      doc.fillColor(PDF_COLORS.text).text(pdfSafe(text), x + 4, y + 4, { width: widths[i] - 8, align: opts.columns[i].align ?? 'left' });
      x += widths[i];
    });
    doc.moveTo(left, y + height).lineTo(left + width, y + height).lineWidth(0.5).strokeColor(PDF_COLORS.rule).stroke();
    doc.x = left;
    doc.y = y + height;
  }

  doc.fillColor(PDF_COLORS.accent).font('Helvetica-Bold').fontSize(15).text(pdfSafe(DEFAULT_INSTITUTE.name), left, MARGIN);
  doc.fillColor(PDF_COLORS.text).font('Helvetica-Bold').fontSize(13).text(pdfSafe(opts.title), left, doc.y + 6);
  doc.fillColor(PDF_COLORS.muted).font('Helvetica').fontSize(10).text(pdfSafe(opts.subtitle), left, doc.y + 2);
  doc.y += 12;
  drawRow(opts.columns.map((c) => c.header), true, true);

  const write = async () => {
    let rows = 0;
    for await (const batch of opts.batches) {
      for (const row of batch) drawRow(opts.columns.map((c) => c.value(row)), false, false);
      rows += batch.length;
      await room();
    }
    doc.moveDown(1);
    doc.font('Helvetica-Bold').fontSize(10).fillColor(PDF_COLORS.text).text(pdfSafe(rows === 0 ? opts.empty : opts.footer()), left, doc.y, { width });
    doc.end();
  };
  write().catch((err: unknown) => {
    if (err instanceof ClientGone) return;
    opts.onError(err);
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return out;
}
