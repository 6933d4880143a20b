/**
 * Downloads a file the API builds (spreadsheet, PDF) through the authenticated client and saves it under
 * the name the server gives in Content-Disposition (spec 001 §9), or `fallbackName` when it gives none.
 */
import { useMutation } from '@tanstack/react-query';
import type { TrainingDetail } from '@irt/api/contract';
import { http } from './http';

/** The file name of a Content-Disposition header (`filename*=UTF-8''…` first, then `filename="…"`). */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8'[^']*')?([^;]+)/i.exec(disposition);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed encoding: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(disposition);
  if (!plain) return null;
  return (plain[2] ?? plain[1]).trim() || null;
}

export interface DownloadedFile {
  name: string;
  blob: Blob;
}

/** GETs `path` (under /api) as a file; throws ky's HTTPError on an error answer (read it with readApiError). */
export async function fetchFile(path: string, fallbackName: string): Promise<DownloadedFile> {
  const response = await http.get(path, { headers: { Accept: '*/*' } });
  const blob = await response.blob();
  return { name: fileNameOf(response.headers.get('content-disposition')) ?? fallbackName, blob };
}

/** Hands the file to the browser as a download. */
export function saveFile({ name, blob }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled (some browsers read the URL asynchronously).
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Fetches then saves; resolves with the saved file's name. */
export async function downloadFile(path: string, fallbackName: string): Promise<string> {
  const file = await fetchFile(path, fallbackName);
  saveFile(file);
  return file.name;
}

/** A file the API builds: its path under /api, and the name to save it under if the answer gives none. */
export interface DocumentFile {
  path: string;
  fallbackName: string;
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

/** The training's start date as YYYY-MM-DD in the institute's time zone (the date every document name ends with). */
export function startDay(startDate: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(startDate));
}

export type DocumentTraining = Pick<TrainingDetail, 'id' | 'title' | 'start_date'>;

/** Characters of the title kept in the attendance sheet's name. */
const TITLE_PREFIX_LENGTH = 20;

/**
 * The files of a training, for every screen that downloads them (the staff's Actions tabs, the trainee's
 * own documents): their path, and their name as the API gives it — f{id}-{document}[-{trainee or title}]-{start date}.pdf,
 * the trainee's name slugged, the attendance sheet with the first 20 characters of the title, the
 * trainees' spreadsheet stagiaires_{id}.xlsx. A single trainee's document is named by their registration's id.
 */
export const documentFiles = {
  convocation: (training: DocumentTraining, registrationId: number, traineeName: string): DocumentFile => ({
    path: `trainings/${training.id}/convocation/${registrationId}`,
    fallbackName: pdfName(training, 'convocation', slugify(traineeName)),
  }),
  certificate: (training: DocumentTraining, registrationId: number, traineeName: string): DocumentFile => ({
    path: `certificate/${training.id}/${registrationId}`,
    fallbackName: pdfName(training, 'attestation', slugify(traineeName)),
  }),
  convocations: (training: DocumentTraining): DocumentFile => ({
    path: `trainings/${training.id}/convocations`,
    fallbackName: pdfName(training, 'convocations'),
  }),
  certificates: (training: DocumentTraining): DocumentFile => ({
    path: `certificate/${training.id}`,
    fallbackName: pdfName(training, 'attestations'),
  }),
  attendanceSheet: (training: DocumentTraining): DocumentFile => ({
    path: `generate-attendance-sheet/${training.id}`,
    fallbackName: pdfName(training, 'emargements', slugify([...training.title].slice(0, TITLE_PREFIX_LENGTH).join(''))),
  }),
  attendees: (training: Pick<DocumentTraining, 'id'>): DocumentFile => ({
    path: `trainings/${training.id}/export-attendees`,
    fallbackName: `stagiaires_${training.id}.xlsx`,
  }),
};

function pdfName(training: DocumentTraining, document: string, detail = ''): string {
  return `${[`f${training.id}`, document, detail, startDay(training.start_date)].filter((part) => part !== '').join('-')}.pdf`;
}

/** Downloads one document (a mutation: nothing cached); resolves with the name it was saved under. */
export function useDownloadDocument() {
  return useMutation({ mutationFn: (file: DocumentFile) => downloadFile(file.path, file.fallbackName) });
}
