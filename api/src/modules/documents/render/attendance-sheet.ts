/**
 * Attendance sheet (feuille d'émargement): the training's header and one line per trainee with a
 * signature box per half-day. Portrait while the half-days fit; landscape beyond; when even landscape
 * is too narrow, the days are split into page groups, each listing every trainee again.
 */
import {
  frenchDateRange,
  frenchTimeRange,
  HALF_DAY_LABELS,
  halfDaySlots,
  isoDate,
  localParts,
  pdfSafe,
  placeLines,
  shortDayLabel,
  type HalfDaySlot,
} from './format';
import { COLORS, createPdf, drawInstituteHeader, finish, FONTS, MARGIN, numberPages, type Pdf } from './pdf-layout';
import { DEFAULT_INSTITUTE, type AttendanceSheetData, type HalfDay, type InstituteInfo, type SheetMarkInfo, type SheetSignatureInfo, type TrainingDocInfo } from './types';

const A4 = { short: 595.28, long: 841.89 };
const NUMBER_WIDTH = 26;
const NAME_WIDTH = 170;
/** Narrowest box in which a signature still fits. */
const MIN_SLOT_WIDTH = 50;
const MAX_SLOT_WIDTH = 90;
const DAY_ROW_HEIGHT = 16;
const HALF_DAY_ROW_HEIGHT = 15;
const ROW_HEIGHT = 30;

const slotsThatFit = (pageWidth: number) => Math.floor((pageWidth - 2 * MARGIN - NUMBER_WIDTH - NAME_WIDTH) / MIN_SLOT_WIDTH);

/** Portrait when every half-day fits, else landscape. */
export function sheetLayout(slotCount: number): 'portrait' | 'landscape' {
  return slotCount <= slotsThatFit(A4.short) ? 'portrait' : 'landscape';
}

/** Half-days split into groups that fit one page width, never splitting a day. */
export function columnGroups(slots: HalfDaySlot[], maxPerGroup: number): HalfDaySlot[][] {
  const days: HalfDaySlot[][] = [];
  for (const slot of slots) {
    const last = days[days.length - 1];
    if (last && last[0].date === slot.date) last.push(slot);
    else days.push([slot]);
  }
  const groups: HalfDaySlot[][] = [];
  let current: HalfDaySlot[] = [];
  for (const day of days) {
    if (current.length > 0 && current.length + day.length > maxPerGroup) {
      groups.push(current);
      current = [];
    }
    current.push(...day);
  }
  if (current.length > 0 || groups.length === 0) groups.push(current);
  return groups;
}

function drawSheetHeader(doc: Pdf, training: TrainingDocInfo, institute: InstituteInfo): void {
  drawInstituteHeader(doc, institute, { right: `Formation n° ${training.id}` });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.font(FONTS.bold).fontSize(15).fillColor(COLORS.accent);
  doc.text('FEUILLE D’ÉMARGEMENT', left, doc.y - 6, { width, align: 'center' });
  doc.moveDown(0.3);
  doc.font(FONTS.bold).fontSize(12).fillColor(COLORS.text).text(pdfSafe(training.title), left, doc.y, { width, align: 'center' });
  doc.moveDown(0.3);
  doc.font(FONTS.regular).fontSize(9.5).fillColor(COLORS.text);
  const dates = `${frenchDateRange(training.startDate, training.endDate)}, ${frenchTimeRange(training.startDate, training.endDate)}`;
  doc.text(pdfSafe(dates.charAt(0).toUpperCase() + dates.slice(1)), left, doc.y, { width, align: 'center' });
  doc.text(pdfSafe(`Lieu : ${placeLines(training).join(', ')}`), left, doc.y, { width, align: 'center' });
  doc.moveDown(0.8);
}

interface Table {
  left: number;
  slotWidth: number;
  slots: HalfDaySlot[];
}

function cellText(doc: Pdf, text: string, x: number, y: number, w: number, h: number, opts: { bold?: boolean; size?: number; align?: 'left' | 'center' } = {}): void {
  const size = opts.size ?? 9;
  doc.font(opts.bold ? FONTS.bold : FONTS.regular).fontSize(size).fillColor(COLORS.text);
  const pad = opts.align === 'left' ? 5 : 2;
  doc.text(pdfSafe(text), x + pad, y + (h - size) / 2 + 1, { width: w - 2 * pad, height: size + 2, align: opts.align ?? 'center', lineBreak: false, ellipsis: true });
}

function drawTableHead(doc: Pdf, table: Table, top: number): number {
  const { left, slotWidth, slots } = table;
  const height = DAY_ROW_HEIGHT + HALF_DAY_ROW_HEIGHT;
  const slotsLeft = left + NUMBER_WIDTH + NAME_WIDTH;
  doc.save();
  doc.rect(left, top, NUMBER_WIDTH + NAME_WIDTH + slotWidth * slots.length, height).fill(COLORS.fill);
  doc.restore();
  doc.lineWidth(0.6).strokeColor(COLORS.muted);
  doc.rect(left, top, NUMBER_WIDTH, height).stroke();
  doc.rect(left + NUMBER_WIDTH, top, NAME_WIDTH, height).stroke();
  cellText(doc, 'N°', left, top, NUMBER_WIDTH, height, { bold: true });
  cellText(doc, 'Nom et prénom', left + NUMBER_WIDTH, top, NAME_WIDTH, height, { bold: true, align: 'left' });
  let x = slotsLeft;
  let i = 0;
  while (i < slots.length) {
    let span = 1;
    while (i + span < slots.length && slots[i + span].date === slots[i].date) span += 1;
    doc.rect(x, top, slotWidth * span, DAY_ROW_HEIGHT).stroke();
    cellText(doc, shortDayLabel(slots[i].date), x, top, slotWidth * span, DAY_ROW_HEIGHT, { bold: true });
    for (let k = 0; k < span; k += 1) {
      const sx = x + slotWidth * k;
      doc.rect(sx, top + DAY_ROW_HEIGHT, slotWidth, HALF_DAY_ROW_HEIGHT).stroke();
      cellText(doc, HALF_DAY_LABELS[slots[i + k].halfDay], sx, top + DAY_ROW_HEIGHT, slotWidth, HALF_DAY_ROW_HEIGHT, { size: 8 });
    }
    x += slotWidth * span;
    i += span;
  }
  return top + height;
}

/** "01:12:05", Paris time. */
function clockTime(at: Date): string {
  const p = localParts(at);
  return [p.hour, p.minute, p.second].map((n) => String(n).padStart(2, '0')).join(':');
}

/** A signature in its box: the image above, the time below. */
function drawSignature(doc: Pdf, signature: SheetSignatureInfo, x: number, y: number, w: number): void {
  try {
    doc.image(signature.image, x + 3, y + 2, { fit: [w - 6, ROW_HEIGHT - 11], align: 'center', valign: 'center' });
  } catch {
    // An image pdfkit cannot read still leaves its time (and the list below) on the sheet.
  }
  doc.font(FONTS.regular).fontSize(6).fillColor(COLORS.muted);
  doc.text(clockTime(signature.signedAt), x + 1, y + ROW_HEIGHT - 8, { width: w - 2, align: 'center', lineBreak: false });
}

/** A half-day marked present by the staff: the words in the box (the reason is in the list). */
function drawMark(doc: Pdf, x: number, y: number, w: number): void {
  doc.font(FONTS.regular).fontSize(6.5).fillColor(COLORS.muted);
  doc.text('Présent (équipe)', x + 1, y + ROW_HEIGHT / 2 - 4, { width: w - 2, align: 'center', lineBreak: false });
}

const methodLabel: Record<string, string> = { qr: 'code QR', lien: 'lien visio', appareil: 'appareil du formateur' };

/**
 * The list of the electronic signatures with their times and the fingerprint of the records, then the
 * half-days marked present by the staff with their reason.
 */
function drawSignatureList(doc: Pdf, signatures: SheetSignatureInfo[], marks: SheetMarkInfo[], fingerprint: string | undefined): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const dayOf = (date: string, halfDay: HalfDay) => `${shortDayLabel(date)} ${HALF_DAY_LABELS[halfDay].toLowerCase()}`;
  const when = (at: Date) => `le ${isoDate(at).split('-').reverse().join('/')} à ${clockTime(at)}`;
  doc.addPage({ size: 'A4', layout: 'portrait', margin: MARGIN });
  if (signatures.length > 0) {
    doc.font(FONTS.bold).fontSize(12).fillColor(COLORS.accent).text('Signatures électroniques', left, doc.y, { width });
    doc.moveDown(0.4);
    doc.font(FONTS.regular).fontSize(8.5).fillColor(COLORS.text);
    for (const s of signatures) {
      const who = `${s.name} (${s.signer === 'formateur' ? 'formateur' : 'stagiaire'})`;
      doc.text(pdfSafe(`${dayOf(s.date, s.halfDay)} – ${who} – signé ${when(s.signedAt)} – ${methodLabel[s.method] ?? s.method}`), { width });
    }
    if (fingerprint) {
      doc.moveDown(0.6);
      doc.font(FONTS.bold).text('Empreinte SHA-256 des signatures : ', { width, continued: true }).font(FONTS.regular).text(fingerprint);
    }
    doc.moveDown(1);
  }
  if (marks.length > 0) {
    doc.font(FONTS.bold).fontSize(12).fillColor(COLORS.accent).text('Présences marquées par l’équipe', left, doc.y, { width });
    doc.moveDown(0.4);
    doc.font(FONTS.regular).fontSize(8.5).fillColor(COLORS.text);
    for (const m of marks) {
      const by = m.markedBy ? ` par ${m.markedBy}` : '';
      doc.text(pdfSafe(`${dayOf(m.date, m.halfDay)} – ${m.name} – marqué présent${by} ${when(m.markedAt)} – motif : ${m.reason}`), { width });
    }
  }
}

function drawRow(
  doc: Pdf,
  table: Table,
  top: number,
  number: string,
  label: string,
  shaded: boolean,
  bold = false,
  signatures: (SheetSignatureInfo | undefined)[] = [],
  marked: boolean[] = [],
): void {
  const { left, slotWidth, slots } = table;
  const width = NUMBER_WIDTH + NAME_WIDTH + slotWidth * slots.length;
  if (shaded) {
    doc.save();
    doc.rect(left, top, width, ROW_HEIGHT).fill('#f7f9fc');
    doc.restore();
  }
  doc.lineWidth(0.6).strokeColor(COLORS.muted);
  doc.rect(left, top, NUMBER_WIDTH, ROW_HEIGHT).stroke();
  doc.rect(left + NUMBER_WIDTH, top, NAME_WIDTH, ROW_HEIGHT).stroke();
  cellText(doc, number, left, top, NUMBER_WIDTH, ROW_HEIGHT);
  cellText(doc, label, left + NUMBER_WIDTH, top, NAME_WIDTH, ROW_HEIGHT, { align: 'left', size: 10, bold });
  for (let k = 0; k < slots.length; k += 1) {
    const x = left + NUMBER_WIDTH + NAME_WIDTH + slotWidth * k;
    doc.rect(x, top, slotWidth, ROW_HEIGHT).stroke();
    const signature = signatures[k];
    if (signature) drawSignature(doc, signature, x, top, slotWidth);
    else if (marked[k]) drawMark(doc, x, top, slotWidth);
  }
}

export async function renderAttendanceSheet(data: AttendanceSheetData): Promise<Buffer> {
  const institute = data.institute ?? DEFAULT_INSTITUTE;
  const { training, trainees } = data;
  const signatures = data.signatures ?? [];
  const marks = data.marks ?? [];
  const signatureOf = (slot: HalfDaySlot, match: (s: SheetSignatureInfo) => boolean) =>
    signatures.find((s) => s.date === slot.date && s.halfDay === slot.halfDay && match(s));
  const slots = halfDaySlots(training.startDate, training.endDate);
  const layout = sheetLayout(slots.length);
  const pageWidth = layout === 'portrait' ? A4.short : A4.long;
  const groups = columnGroups(slots, slotsThatFit(pageWidth));
  const doc = createPdf({ title: `Feuille d’émargement – ${training.title}`, institute, layout });

  let first = true;
  for (const group of groups) {
    const slotWidth = Math.min(MAX_SLOT_WIDTH, (pageWidth - 2 * MARGIN - NUMBER_WIDTH - NAME_WIDTH) / Math.max(1, group.length));
    const tableWidth = NUMBER_WIDTH + NAME_WIDTH + slotWidth * group.length;
    // Centred when the boxes reach their widest and the table is narrower than the page.
    const table: Table = { left: (pageWidth - tableWidth) / 2, slotWidth, slots: group };
    let index = 0;
    // At least one page per group, even with no trainee: the teacher's line is still signed.
    do {
      if (!first) doc.addPage({ size: 'A4', layout, margin: MARGIN });
      first = false;
      drawSheetHeader(doc, training, institute);
      let y = drawTableHead(doc, table, doc.y);
      const bottom = doc.page.height - doc.page.margins.bottom - ROW_HEIGHT - 6;
      while (index < trainees.length && y + ROW_HEIGHT <= bottom) {
        const profileId = data.traineeProfileIds?.[index];
        const own = group.map((slot) => signatureOf(slot, (s) => s.signer === 'stagiaire' && s.profileId === profileId));
        const marked = group.map((slot) => marks.some((m) => m.profileId === profileId && m.date === slot.date && m.halfDay === slot.halfDay));
        drawRow(doc, table, y, String(index + 1), trainees[index].name, index % 2 === 1, false, own, marked);
        y += ROW_HEIGHT;
        index += 1;
      }
      // The teacher signs each half-day too, on every page.
      drawRow(doc, table, y + 6, '', 'Intervenant·e', false, true, group.map((slot) => signatureOf(slot, (s) => s.signer === 'formateur')));
    } while (index < trainees.length);
  }
  if (signatures.length > 0 || marks.length > 0) drawSignatureList(doc, signatures, marks, data.fingerprint);
  const range = doc.bufferedPageRange();
  numberPages(doc, range.start, range.start + range.count, `Feuille d’émargement – formation n° ${training.id}`);
  return finish(doc);
}
