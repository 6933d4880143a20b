/**
 * The PDFs of a training (spec 001 §7) and the names they are saved under (§9). The API names each file in
 * Content-Disposition; these names are only used if an answer ever lacks it, and follow the same rule.
 */
import { useMutation } from '@tanstack/react-query';
import { downloadFile, type FilePath, type FileRequest } from '@irt/shared-auth/download';

export interface DocumentFile {
  /** Fetches and saves the file; resolves with the name it was saved under. */
  download: () => Promise<string>;
  fallbackName: string;
}

/** One file endpoint of the contract's table, its params, and the name used when the answer gives none. */
function documentFile<P extends FilePath>(path: P, request: FileRequest<P>, fallbackName: string): DocumentFile {
  return { download: () => downloadFile(path, request, fallbackName), fallbackName };
}

/** "jean-dupont": accents dropped, lowercase, anything else than letters and digits becomes one hyphen. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The training's start date as YYYY-MM-DD in the institute's time zone. */
export function startDay(startDate: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(startDate));
}

interface TrainingRef {
  id: number;
  title: string;
  start_date: string;
}

export const documentFiles = {
  convocation: (t: TrainingRef, registrationId: number, traineeName: string): DocumentFile =>
    documentFile('/trainings/:id/convocation/:registrationId', { params: { id: t.id, registrationId } }, `f${t.id}-convocation-${slugify(traineeName)}-${startDay(t.start_date)}.pdf`),
  certificate: (t: TrainingRef, registrationId: number, traineeName: string): DocumentFile =>
    documentFile('/certificate/:trainingId/:registrationId', { params: { trainingId: t.id, registrationId } }, `f${t.id}-attestation-${slugify(traineeName)}-${startDay(t.start_date)}.pdf`),
  convocations: (t: TrainingRef): DocumentFile =>
    documentFile('/trainings/:id/convocations', { params: { id: t.id } }, `f${t.id}-convocations-${startDay(t.start_date)}.pdf`),
  certificates: (t: TrainingRef): DocumentFile =>
    documentFile('/certificate/:trainingId', { params: { trainingId: t.id } }, `f${t.id}-attestations-${startDay(t.start_date)}.pdf`),
  attendanceSheet: (t: TrainingRef): DocumentFile =>
    documentFile('/generate-attendance-sheet/:trainingId', { params: { trainingId: t.id } }, `f${t.id}-emargements-${slugify([...t.title].slice(0, 20).join(''))}-${startDay(t.start_date)}.pdf`),
};

/** Downloads one document; resolves with the name it was saved under. */
export function useDownloadDocument() {
  return useMutation({ mutationFn: (file: DocumentFile) => file.download() });
}
