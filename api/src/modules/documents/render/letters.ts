/**
 * Convocation and attendance certificate: one page per trainee, alone or in a bulk PDF with one page
 * per trainee (the bulk downloads of the Actions tab).
 */
import { frenchDateRange, frenchLongDate, frenchTimeRange, halfDaySlots, pdfSafe, placeLines } from './format';
import { COLORS, createPdf, drawInstituteHeader, finish, FONTS, labelled, type Pdf } from './pdf-layout';
import {
  DEFAULT_INSTITUTE,
  type AttestationData,
  type BulkDocumentData,
  type ConvocationData,
  type DocumentOptions,
  type InstituteInfo,
  type TraineeDocInfo,
  type TrainingDocInfo,
} from './types';

const contentWidth = (doc: Pdf) => doc.page.width - doc.page.margins.left - doc.page.margins.right;

function paragraph(doc: Pdf, text: string, opts: { gap?: number; font?: string; size?: number } = {}): void {
  doc
    .font(opts.font ?? FONTS.regular)
    .fontSize(opts.size ?? 11)
    .fillColor(COLORS.text)
    .text(pdfSafe(text), doc.page.margins.left, doc.y, { width: contentWidth(doc), align: 'justify', lineGap: 2 });
  doc.moveDown(opts.gap ?? 0.8);
}

function documentTitle(doc: Pdf, title: string): void {
  doc.moveDown(0.6);
  doc.font(FONTS.bold).fontSize(20).fillColor(COLORS.accent);
  doc.text(pdfSafe(title), doc.page.margins.left, doc.y, { width: contentWidth(doc), align: 'center', characterSpacing: 1 });
  doc.fillColor(COLORS.text);
  doc.moveDown(1.2);
}

/** The training's facts in a block marked by a bar on its left. */
function trainingBlock(doc: Pdf, training: TrainingDocInfo): void {
  const left = doc.page.margins.left;
  const x = left + 16;
  const width = contentWidth(doc) - 16;
  const top = doc.y;
  doc.font(FONTS.bold).fontSize(13).fillColor(COLORS.text).text(pdfSafe(training.title), x, top, { width });
  if (training.complement) {
    doc.font(FONTS.italic).fontSize(10).fillColor(COLORS.muted).text(pdfSafe(training.complement), x, doc.y, { width });
  }
  doc.moveDown(0.5);
  labelled(doc, 'Dates :', frenchDateRange(training.startDate, training.endDate), { x, width });
  labelled(doc, 'Horaires :', frenchTimeRange(training.startDate, training.endDate), { x, width });
  const [first, ...rest] = placeLines(training);
  labelled(doc, 'Lieu :', first ?? '', { x, width });
  doc.font(FONTS.regular).fontSize(11);
  for (const line of rest) doc.text(pdfSafe(line), x + 38, doc.y, { width: width - 38 });
  const bottom = doc.y + 2;
  doc.save();
  doc.rect(left, top - 2, 4, bottom - top + 4).fill(COLORS.accent);
  doc.restore();
  doc.x = left;
  doc.y = bottom + 16;
}

function signature(doc: Pdf, institute: InstituteInfo, issuedAt: Date | string, signer: string): void {
  const width = contentWidth(doc);
  const x = doc.page.margins.left + width / 2;
  doc.moveDown(0.8);
  doc.font(FONTS.regular).fontSize(11).fillColor(COLORS.text);
  doc.text(pdfSafe(`Fait à ${institute.city}, le ${frenchLongDate(issuedAt)}`), x, doc.y, { width: width / 2 });
  doc.moveDown(0.4);
  doc.font(FONTS.bold).text(pdfSafe(signer), x, doc.y, { width: width / 2 });
}

function drawConvocationPage(doc: Pdf, training: TrainingDocInfo, trainee: TraineeDocInfo, opts: Required<DocumentOptions>): void {
  drawInstituteHeader(doc, opts.institute);
  const width = contentWidth(doc);
  // Addressee, where a window envelope would show it.
  doc.font(FONTS.bold).fontSize(12).text(pdfSafe(trainee.name), doc.page.margins.left + width / 2, doc.y + 6, { width: width / 2 });
  doc.x = doc.page.margins.left;
  documentTitle(doc, 'CONVOCATION');
  paragraph(doc, `Objet : convocation à la formation « ${training.title} »`, { font: FONTS.bold });
  paragraph(doc, 'Madame, Monsieur,', { gap: 0.5 });
  paragraph(
    doc,
    'Nous avons le plaisir de vous confirmer votre inscription à la formation ci-dessous, à laquelle vous êtes ' +
      'invité·e à participer aux dates, horaires et lieu suivants :',
  );
  trainingBlock(doc, training);
  paragraph(
    doc,
    'Votre présence est attendue pendant toute la durée de la formation. Une feuille d’émargement sera à signer ' +
      'à chaque demi-journée ; l’attestation de présence est établie à partir de celle-ci.',
  );
  paragraph(
    doc,
    'Cette convocation peut être remise à votre employeur à l’appui de votre demande d’autorisation d’absence.',
  );
  paragraph(
    doc,
    'En cas d’empêchement, merci de prévenir l’Institut dans les meilleurs délais, afin que votre place puisse être ' +
      'proposée à une autre personne.',
  );
  paragraph(doc, 'Nous vous prions d’agréer, Madame, Monsieur, l’expression de nos salutations distinguées.');
  signature(doc, opts.institute, opts.issuedAt, 'Le service des formations');
}

function drawAttestationPage(doc: Pdf, training: TrainingDocInfo, trainee: TraineeDocInfo, opts: Required<DocumentOptions>): void {
  drawInstituteHeader(doc, opts.institute);
  documentTitle(doc, 'ATTESTATION DE PRÉSENCE');
  const designation = opts.institute.designation;
  paragraph(doc, `${designation.charAt(0).toUpperCase()}${designation.slice(1)} atteste que :`, { gap: 0.6 });
  doc.font(FONTS.bold).fontSize(16).fillColor(COLORS.text);
  doc.text(pdfSafe(trainee.name), doc.page.margins.left, doc.y, { width: contentWidth(doc), align: 'center' });
  doc.moveDown(0.8);
  paragraph(doc, 'a participé à la formation :', { gap: 0.6 });
  trainingBlock(doc, training);
  if (trainee.absences) {
    const slots = halfDaySlots(training.startDate, training.endDate);
    const missed = new Set(trainee.absences.map((a) => `${a.date}|${a.halfDay}`));
    const attended = slots.filter((s) => !missed.has(`${s.date}|${s.halfDay}`)).length;
    const plural = (n: number) => (n > 1 ? 'demi-journées' : 'demi-journée');
    paragraph(
      doc,
      attended === slots.length
        ? `Présence : l’ensemble de la formation (${slots.length} ${plural(slots.length)}).`
        : `Présence : ${attended} ${plural(attended)} sur ${slots.length}.`,
      { font: FONTS.bold },
    );
  }
  paragraph(doc, 'Cette attestation est délivrée à l’intéressé·e pour servir et valoir ce que de droit.');
  signature(doc, opts.institute, opts.issuedAt, `Pour ${opts.institute.designation},\nla direction`);
}

type PageDrawer = (doc: Pdf, training: TrainingDocInfo, trainee: TraineeDocInfo, opts: Required<DocumentOptions>) => void;

async function render(
  title: string,
  training: TrainingDocInfo,
  trainees: TraineeDocInfo[],
  options: DocumentOptions,
  draw: PageDrawer,
): Promise<Buffer> {
  const opts: Required<DocumentOptions> = {
    institute: options.institute ?? DEFAULT_INSTITUTE,
    issuedAt: options.issuedAt ?? new Date(),
  };
  const doc = createPdf({ title: `${title} – ${training.title}`, institute: opts.institute });
  if (trainees.length === 0) {
    // An empty bulk download still opens: one page saying so rather than a broken file.
    drawInstituteHeader(doc, opts.institute);
    paragraph(doc, `Aucun·e stagiaire pour la formation « ${training.title} ».`);
  }
  trainees.forEach((trainee, i) => {
    if (i > 0) doc.addPage();
    draw(doc, training, trainee, opts);
  });
  return finish(doc);
}

export function renderConvocation(data: ConvocationData): Promise<Buffer> {
  return render('Convocation', data.training, [data.trainee], data, drawConvocationPage);
}

/** One PDF, one page per trainee. */
export function renderConvocations(data: BulkDocumentData): Promise<Buffer> {
  return render('Convocations', data.training, data.trainees, data, drawConvocationPage);
}

export function renderAttendanceCertificate(data: AttestationData): Promise<Buffer> {
  return render('Attestation de présence', data.training, [data.trainee], data, drawAttestationPage);
}

/** One PDF, one page per trainee. */
export function renderAttendanceCertificates(data: BulkDocumentData): Promise<Buffer> {
  return render('Attestations de présence', data.training, data.trainees, data, drawAttestationPage);
}
