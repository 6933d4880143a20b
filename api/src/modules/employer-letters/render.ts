/**
 * The two letters a trainee on a training leave hands their employer, drawn with the institute's PDF
 * layout: the notice before the training (the trainee's request, or information, and the institute's
 * statement that it runs the training), and the attendance certificate after it (the half-days present,
 * with their hours and their total).
 */
import {
  COLORS,
  createPdf,
  DEFAULT_INSTITUTE,
  drawInstituteHeader,
  finish,
  FONTS,
  frenchDateRange,
  frenchLongDate,
  labelled,
  numberPages,
  pdfSafe,
  placeLines,
  type InstituteInfo,
  type Pdf,
  type TrainingDocInfo,
} from '../documents';
import type { LeaveKind } from '../../contract/constants/leave-rules';
import { clock, duration, LEAVE_WORDING, minutesOfHalfDays, type LeaveFacts, type TimedHalfDay } from './facts';

export interface EmployerLetterData {
  training: TrainingDocInfo;
  trainee: { name: string; companyName: string | null };
  kind: LeaveKind;
  facts: LeaveFacts;
  /** Planned half-days (notice) or half-days present (certificate). */
  halfDays: TimedHalfDay[];
  /** Certificate: how many half-days the training had. */
  plannedCount?: number;
  institute?: InstituteInfo;
  issuedAt?: Date;
}

const contentWidth = (doc: Pdf) => doc.page.width - doc.page.margins.left - doc.page.margins.right;

function paragraph(doc: Pdf, text: string, opts: { gap?: number; font?: string; size?: number; color?: string } = {}): void {
  doc
    .font(opts.font ?? FONTS.regular)
    .fontSize(opts.size ?? 10.5)
    .fillColor(opts.color ?? COLORS.text)
    .text(pdfSafe(text), doc.page.margins.left, doc.y, { width: contentWidth(doc), align: 'justify', lineGap: 1.5 });
  doc.fillColor(COLORS.text);
  doc.moveDown(opts.gap ?? 0.6);
}

function title(doc: Pdf, text: string, subtitle?: string): void {
  doc.moveDown(0.3);
  doc.font(FONTS.bold).fontSize(17).fillColor(COLORS.accent);
  doc.text(pdfSafe(text), doc.page.margins.left, doc.y, { width: contentWidth(doc), align: 'center', characterSpacing: 0.6 });
  if (subtitle) {
    doc.font(FONTS.regular).fontSize(10).fillColor(COLORS.muted);
    doc.text(pdfSafe(subtitle), doc.page.margins.left, doc.y + 2, { width: contentWidth(doc), align: 'center' });
  }
  doc.fillColor(COLORS.text);
  doc.moveDown(1);
}

/** What the institute is, as the letters state it: its attachment and its standing as a training body. */
function qualification(institute: InstituteInfo): string {
  const attachment = `${institute.attachment.charAt(0).toLowerCase()}${institute.attachment.slice(1)}`;
  return `${attachment}, institut du travail d’université, organisme de formation au sens de l’article L. 2145-2, 2°, du code du travail`;
}

/** The training's facts in a block marked by a bar on its left. */
function trainingBox(doc: Pdf, training: TrainingDocInfo, extra: [string, string][]): void {
  const left = doc.page.margins.left;
  const x = left + 14;
  const inner = contentWidth(doc) - 14;
  const top = doc.y;
  doc.font(FONTS.bold).fontSize(12).fillColor(COLORS.text).text(pdfSafe(training.title), x, top, { width: inner });
  if (training.complement) doc.font(FONTS.italic).fontSize(9).fillColor(COLORS.muted).text(pdfSafe(training.complement), x, doc.y, { width: inner });
  doc.moveDown(0.3);
  labelled(doc, 'Dates :', frenchDateRange(training.startDate, training.endDate), { x, width: inner });
  labelled(doc, 'Lieu :', placeLines(training).join(', '), { x, width: inner });
  for (const [label, value] of extra) labelled(doc, label, value, { x, width: inner });
  const bottom = doc.y + 2;
  doc.save();
  doc.rect(left, top - 2, 4, bottom - top + 4).fill(COLORS.accent);
  doc.restore();
  doc.x = left;
  doc.y = bottom + 12;
}

/** The half-days as a table: date, half-day, hours, length. */
function halfDayTable(doc: Pdf, halfDays: readonly TimedHalfDay[]): void {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const cols = [
    { label: 'Date', width: width * 0.36 },
    { label: 'Matin', width: width * 0.23 },
    { label: 'Après-midi', width: width * 0.23 },
    { label: 'Durée', width: width * 0.18 },
  ];
  const row = (cells: string[], opts: { bold?: boolean; fill?: string } = {}) => {
    const height = 17;
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const y = doc.y;
    if (opts.fill) {
      doc.save();
      doc.rect(left, y, width, height).fill(opts.fill);
      doc.restore();
    }
    let x = left;
    doc.font(opts.bold ? FONTS.bold : FONTS.regular).fontSize(9.5).fillColor(COLORS.text);
    cells.forEach((cell, i) => {
      doc.text(pdfSafe(cell), x + 4, y + 4, { width: cols[i].width - 8, lineBreak: false, ellipsis: true });
      x += cols[i].width;
    });
    doc.moveTo(left, y + height).lineTo(left + width, y + height).lineWidth(0.4).strokeColor(COLORS.rule).stroke();
    doc.x = left;
    doc.y = y + height;
  };
  row(cols.map((c) => c.label), { bold: true, fill: COLORS.fill });
  // One row a day: its morning and afternoon (a dash for a half-day not held or not attended).
  const days: { date: string; morning?: TimedHalfDay; afternoon?: TimedHalfDay }[] = [];
  for (const h of halfDays) {
    const day = days.at(-1)?.date === h.date ? days.at(-1)! : (days.push({ date: h.date }), days.at(-1)!);
    day[h.halfDay] = h;
  }
  const hours = (h?: TimedHalfDay) => (h ? `${clock(h.from)} – ${clock(h.to)}` : '—');
  for (const day of days) {
    const minutes = minutesOfHalfDays([day.morning, day.afternoon].filter((h): h is TimedHalfDay => h !== undefined));
    row([frenchLongDate(`${day.date}T12:00:00Z`), hours(day.morning), hours(day.afternoon), duration(minutes)]);
  }
  doc.moveDown(0.6);
}

const halfDayCount = (n: number) => `${n} demi-journée${n > 1 ? 's' : ''}`;
const dayCount = (halves: number) => {
  const days = halves / 2;
  const text = String(days).replace('.', ',');
  return `${text} jour${days >= 2 ? 's' : ''}`;
};

function signatureBlocks(doc: Pdf, left: string, right: string[], institute: InstituteInfo, issuedAt: Date): void {
  const width = contentWidth(doc);
  const x0 = doc.page.margins.left;
  if (doc.y + 90 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const top = doc.y + 4;
  doc.font(FONTS.regular).fontSize(10).fillColor(COLORS.text);
  doc.text(pdfSafe(left), x0, top, { width: width / 2 - 12 });
  const leftBottom = doc.y;
  doc.text(pdfSafe(`Fait à ${institute.city}, le ${frenchLongDate(issuedAt)}`), x0 + width / 2, top, { width: width / 2 });
  doc.font(FONTS.bold).text(pdfSafe(right.join('\n')), x0 + width / 2, doc.y + 4, { width: width / 2 });
  doc.x = x0;
  doc.y = Math.max(leftBottom, doc.y) + 40;
}

function drawNotice(doc: Pdf, data: EmployerLetterData, institute: InstituteInfo, issuedAt: Date): void {
  const wording = LEAVE_WORDING[data.kind];
  const { rule, facts } = { rule: data.facts.rule, facts: data.facts };
  const width = contentWidth(doc);
  const left = doc.page.margins.left;
  drawInstituteHeader(doc, institute, { right: 'Courrier à remettre à l’employeur' });

  // Sender (the trainee) on the left, addressee on the right.
  const top = doc.y;
  doc.font(FONTS.bold).fontSize(10.5).text(pdfSafe(data.trainee.name), left, top, { width: width / 2 - 10 });
  doc.font(FONTS.regular).fontSize(9.5).fillColor(COLORS.muted).text('Salarié·e', left, doc.y, { width: width / 2 - 10 });
  const leftBottom = doc.y;
  doc.fillColor(COLORS.text).font(FONTS.bold).fontSize(10.5);
  doc.text(pdfSafe(data.trainee.companyName ? `À l’attention de l’employeur : ${data.trainee.companyName}` : 'À l’attention de mon employeur'), left + width / 2, top, { width: width / 2 });
  doc.font(FONTS.regular).fontSize(9.5).fillColor(COLORS.muted).text('Remise en main propre contre décharge ou envoi recommandé', left + width / 2, doc.y, { width: width / 2 });
  doc.fillColor(COLORS.text);
  doc.x = left;
  doc.y = Math.max(leftBottom, doc.y) + 10;

  title(doc, wording.mode === 'demande' ? 'DEMANDE D’AUTORISATION D’ABSENCE' : 'INFORMATION DE L’EMPLOYEUR', rule.label);

  // The deadline, the one date the trainee must not miss.
  const boxTop = doc.y;
  doc.save();
  doc.rect(left, boxTop, width, 34).lineWidth(1.2).strokeColor(COLORS.accent).stroke();
  doc.restore();
  doc.font(FONTS.bold).fontSize(11).fillColor(COLORS.accent);
  doc.text(pdfSafe(`À remettre à l’employeur au plus tard le ${frenchLongDate(`${facts.noticeDeadline}T12:00:00Z`)}`), left + 10, boxTop + 6, { width: width - 20 });
  doc.font(FONTS.regular).fontSize(9).fillColor(COLORS.text);
  doc.text(pdfSafe(`${facts.noticeDays} jours avant le premier jour de formation (article ${rule.notice.article} du code du travail).`), left + 10, doc.y + 1, { width: width - 20 });
  doc.x = left;
  doc.y = boxTop + 46;

  paragraph(doc, `Objet : ${wording.subject}`, { font: FONTS.bold });
  paragraph(doc, 'Madame, Monsieur,', { gap: 0.4 });
  const dates = frenchDateRange(data.training.startDate, data.training.endDate);
  const length = `${dayCount(data.halfDays.length)}, soit ${halfDayCount(data.halfDays.length)} et ${duration(minutesOfHalfDays(data.halfDays))} de formation`;
  paragraph(
    doc,
    wording.mode === 'demande'
      ? `En application des ${wording.basis}, j’ai l’honneur de vous demander l’autorisation de m’absenter ${dates} (${length}), afin de participer à la formation ci-dessous, organisée par ${institute.designation}.`
      : `En application des ${wording.basis}, je vous informe que je serai absent·e ${dates} (${length}), afin de suivre la formation ci-dessous, organisée par ${institute.designation}.`,
  );
  trainingBox(doc, data.training, [['Organisme :', `${institute.name}, ${qualification(institute)}`]]);
  paragraph(doc, 'Horaires de la formation, par demi-journée (matin et après-midi) :', { font: FONTS.bold, gap: 0.3 });
  halfDayTable(doc, data.halfDays);
  paragraph(
    doc,
    `Ma rémunération est maintenue pendant cette absence (article ${rule.payArticle} du code du travail). ` +
      `Une attestation de présence établie par l’organisme de formation vous sera remise à mon retour (article ${rule.certificateArticle}).`,
  );
  paragraph(
    doc,
    wording.mode === 'demande'
      ? 'Je vous prie d’agréer, Madame, Monsieur, l’expression de mes salutations distinguées.'
      : 'Je vous prie de prendre note de cette absence et d’agréer, Madame, Monsieur, l’expression de mes salutations distinguées.',
  );
  signatureBlocks(
    doc,
    `Le ………………………, signature du ou de la salarié·e :\n\n\n${data.trainee.name}`,
    [`Pour ${institute.designation},`, 'le service des formations, qui atteste que la formation est organisée aux dates et horaires ci-dessus.'],
    institute,
    issuedAt,
  );
}

function drawCertificate(doc: Pdf, data: EmployerLetterData, institute: InstituteInfo, issuedAt: Date): void {
  const rule = data.facts.rule;
  drawInstituteHeader(doc, institute, { right: 'Attestation à remettre à l’employeur' });
  title(doc, 'ATTESTATION DE PRÉSENCE POUR L’EMPLOYEUR', `${rule.label} – article ${rule.certificateArticle} du code du travail`);
  const designation = institute.designation;
  paragraph(doc, `${designation.charAt(0).toUpperCase()}${designation.slice(1)}, ${qualification(institute)}, atteste que :`, { gap: 0.4 });
  doc.font(FONTS.bold).fontSize(15).fillColor(COLORS.text);
  doc.text(pdfSafe(data.trainee.name), doc.page.margins.left, doc.y, { width: contentWidth(doc), align: 'center' });
  if (data.trainee.companyName) {
    doc.font(FONTS.regular).fontSize(10).fillColor(COLORS.muted).text(pdfSafe(`employeur : ${data.trainee.companyName}`), { width: contentWidth(doc), align: 'center' });
    doc.fillColor(COLORS.text);
  }
  doc.moveDown(0.6);
  paragraph(doc, 'a suivi, au titre du congé indiqué ci-dessus, la formation :', { gap: 0.4 });
  trainingBox(doc, data.training, []);
  const minutes = minutesOfHalfDays(data.halfDays);
  if (data.halfDays.length === 0) {
    paragraph(doc, 'Aucune demi-journée de présence n’est enregistrée pour cette formation.', { font: FONTS.bold });
  } else {
    paragraph(doc, 'Demi-journées de présence, émargées ou constatées par l’équipe :', { font: FONTS.bold, gap: 0.3 });
    halfDayTable(doc, data.halfDays);
  }
  const planned = data.plannedCount ?? data.halfDays.length;
  paragraph(
    doc,
    `Total : ${halfDayCount(data.halfDays.length)} sur ${planned}, soit ${dayCount(data.halfDays.length)} et ${duration(minutes)} de formation.`,
    { font: FONTS.bold, size: 11.5 },
  );
  paragraph(
    doc,
    `Cette attestation est délivrée à l’intéressé·e pour être remise à son employeur (article ${rule.certificateArticle} du code du travail) ; ` +
      `la rémunération est maintenue pendant le congé (article ${rule.payArticle}).`,
  );
  signatureBlocks(doc, '', [`Pour ${designation},`, 'la direction'], institute, issuedAt);
}

async function render(docTitle: string, data: EmployerLetterData, draw: typeof drawNotice): Promise<Buffer> {
  const institute = data.institute ?? DEFAULT_INSTITUTE;
  const doc = createPdf({ title: `${docTitle} – ${data.training.title}`, institute });
  draw(doc, data, institute, data.issuedAt ?? new Date());
  const pages = doc.bufferedPageRange();
  if (pages.count > 1) numberPages(doc, pages.start, pages.start + pages.count, `${data.trainee.name} – ${data.training.title}`);
  return finish(doc);
}

export function renderEmployerNotice(data: EmployerLetterData): Promise<Buffer> {
  return render('Courrier à l’employeur', data, drawNotice);
}

export function renderEmployerCertificate(data: EmployerLetterData): Promise<Buffer> {
  return render('Attestation de présence pour l’employeur', data, drawCertificate);
}
