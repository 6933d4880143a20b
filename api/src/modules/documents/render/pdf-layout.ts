/** Shared page layout of the institute's PDFs: A4, standard Helvetica fonts, institute header. */
import PDFDocument from 'pdfkit';
import { pdfSafe } from './format';
import type { InstituteInfo } from './types';

export type Pdf = PDFKit.PDFDocument;

export const MARGIN = 50;
export const COLORS = { accent: '#1e4e8c', text: '#1a1a1a', muted: '#5a5a5a', rule: '#b8c4d6', fill: '#eef2f8' };
export const FONTS = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' };

export function createPdf(opts: { title: string; institute: InstituteInfo; layout?: 'portrait' | 'landscape' }): Pdf {
  return new PDFDocument({
    size: 'A4',
    layout: opts.layout ?? 'portrait',
    margin: MARGIN,
    // Page numbers are written once every page exists.
    bufferPages: true,
    info: { Title: pdfSafe(opts.title), Author: pdfSafe(opts.institute.name), Creator: pdfSafe(opts.institute.name) },
    lang: 'fr-FR',
    displayTitle: true,
  } as PDFKit.PDFDocumentOptions);
}

/** The whole document as one Buffer (ends the document). */
export function finish(doc: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** Institute name, attachment and address on the left; a rule under them. Leaves doc.y below the rule. */
export function drawInstituteHeader(doc: Pdf, institute: InstituteInfo, opts: { right?: string } = {}): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const top = doc.page.margins.top - 20;
  doc.save();
  doc.rect(left, top, 6, 46).fill(COLORS.accent);
  doc.restore();
  doc.fillColor(COLORS.accent).font(FONTS.bold).fontSize(15).text(pdfSafe(institute.name), left + 14, top, { width: width - 14 });
  doc.fillColor(COLORS.muted).font(FONTS.regular).fontSize(9);
  doc.text(pdfSafe(institute.attachment), left + 14, top + 19, { width: width - 14 });
  doc.text(pdfSafe(institute.addressLine), left + 14, top + 31, { width: width - 14 });
  if (opts.right) {
    doc.text(pdfSafe(opts.right), left, top + 31, { width, align: 'right' });
  }
  const ruleY = top + 54;
  doc.moveTo(left, ruleY).lineTo(left + width, ruleY).lineWidth(0.8).strokeColor(COLORS.rule).stroke();
  doc.fillColor(COLORS.text);
  doc.x = left;
  doc.y = ruleY + 18;
}

/** "Page n / N" at the bottom of every page of the group [from, to). */
export function numberPages(doc: Pdf, from: number, to: number, label = ''): void {
  const total = to - from;
  for (let i = from; i < to; i += 1) {
    doc.switchToPage(i);
    const bottom = doc.page.height - doc.page.margins.bottom + 18;
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    // Writing below the bottom margin would make pdfkit add a page: lift the margin for this line.
    const saved = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font(FONTS.regular).fontSize(8).fillColor(COLORS.muted);
    if (label) doc.text(pdfSafe(label), left, bottom, { width, align: 'left', lineBreak: false });
    doc.text(`Page ${i - from + 1} / ${total}`, left, bottom, { width, align: 'right', lineBreak: false });
    doc.page.margins.bottom = saved;
  }
  doc.fillColor(COLORS.text);
}

/** A labelled line: "Dates :" in bold, then the value. */
export function labelled(doc: Pdf, label: string, value: string, opts: { x?: number; width?: number } = {}): void {
  const x = opts.x ?? doc.page.margins.left;
  const width = opts.width ?? doc.page.width - x - doc.page.margins.right;
  doc.font(FONTS.bold).fontSize(11).fillColor(COLORS.text).text(pdfSafe(`${label} `), x, doc.y, { continued: true, width });
  doc.font(FONTS.regular).text(pdfSafe(value), { width });
}
