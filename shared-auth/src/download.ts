/**
 * Downloads a file the API builds (spreadsheet, PDF) through the authenticated client and saves it under
 * the name the server gives in Content-Disposition, or `fallbackName` when it gives none.
 */
import { useMutation } from '@tanstack/react-query';
import type { EndpointPath, Endpoints, ParamsOf, QueryOf, TrainingDetail } from '@irt/api/contract';
import { INSTITUTE_TIME_ZONE } from '@irt/api/constants';
import { fillPath, toSearchParams } from './api-client';
import { http } from './http';

/** GET paths of the contract's table whose answer is a file (`file: true`). */
export type FilePath = {
  [P in EndpointPath<'GET'>]: Endpoints[`GET ${P}`] extends { file: true } ? P : never;
}[EndpointPath<'GET'>];

/** The params (and query, when the endpoint has one) of a file endpoint, as the table types them. */
export type FileRequest<P extends FilePath> = ([ParamsOf<`GET ${P}`>] extends [undefined]
  ? { params?: undefined }
  : { params: ParamsOf<`GET ${P}`> }) &
  ([QueryOf<`GET ${P}`>] extends [undefined] ? { query?: undefined } : { query?: QueryOf<`GET ${P}`> });

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

/**
 * GETs a file endpoint of the table (`'/trainings/:id/export-attendees', { params: { id } }`); throws
 * HttpError on an error answer (read it with readApiError).
 */
export async function fetchFile<P extends FilePath>(path: P, request: FileRequest<P>, fallbackName: string): Promise<DownloadedFile> {
  // The table's types are checked on `request`; at run time it is a path with params and a query.
  const { params, query } = request as { params?: Record<string, unknown>; query?: Record<string, string | number | boolean | undefined> };
  const response = await http(fillPath(path, params), { searchParams: toSearchParams(query), headers: { Accept: '*/*' } });
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
export async function downloadFile<P extends FilePath>(path: P, request: FileRequest<P>, fallbackName: string): Promise<string> {
  const file = await fetchFile(path, request, fallbackName);
  saveFile(file);
  return file.name;
}

/** A file the API builds: its path under /api, and the name to save it under if the answer gives none. */
export interface DocumentFile {
  /** The path with its params (what tells two files apart, e.g. which button is busy). */
  path: string;
  fallbackName: string;
  /** Fetches and saves the file; resolves with the name it was saved under. */
  download: () => Promise<string>;
}

/** One file endpoint of the contract's table with its params, and the name used when the answer gives none. */
function documentFile<P extends FilePath>(path: P, request: FileRequest<P>, fallbackName: string): DocumentFile {
  return {
    path: fillPath(path, request.params as Record<string, unknown> | undefined),
    fallbackName,
    download: () => downloadFile(path, request, fallbackName),
  };
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
  return new Intl.DateTimeFormat('en-CA', { timeZone: INSTITUTE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(startDate));
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
  convocation: (training: DocumentTraining, registrationId: number, traineeName: string): DocumentFile =>
    documentFile('/trainings/:id/convocation/:registrationId', { params: { id: training.id, registrationId } }, pdfName(training, 'convocation', slugify(traineeName))),
  certificate: (training: DocumentTraining, registrationId: number, traineeName: string): DocumentFile =>
    documentFile('/certificate/:trainingId/:registrationId', { params: { trainingId: training.id, registrationId } }, pdfName(training, 'attestation', slugify(traineeName))),
  convocations: (training: DocumentTraining): DocumentFile =>
    documentFile('/trainings/:id/convocations', { params: { id: training.id } }, pdfName(training, 'convocations')),
  certificates: (training: DocumentTraining): DocumentFile =>
    documentFile('/certificate/:trainingId', { params: { trainingId: training.id } }, pdfName(training, 'attestations')),
  attendanceSheet: (training: DocumentTraining): DocumentFile =>
    documentFile(
      '/generate-attendance-sheet/:trainingId',
      { params: { trainingId: training.id } },
      pdfName(training, 'emargements', slugify([...training.title].slice(0, TITLE_PREFIX_LENGTH).join(''))),
    ),
  /** The letter to the employer of a registration on a training leave (request or information). */
  employerNotice: (training: DocumentTraining, registrationId: number, traineeName: string): DocumentFile =>
    documentFile('/employer-letters/:registrationId/notice', { params: { registrationId } }, pdfName(training, 'demande-employeur', slugify(traineeName))),
  /** The attendance certificate for the employer, once the training has ended. */
  employerCertificate: (training: DocumentTraining, registrationId: number, traineeName: string): DocumentFile =>
    documentFile('/employer-letters/:registrationId/certificate', { params: { registrationId } }, pdfName(training, 'attestation-employeur', slugify(traineeName))),
  attendees: (training: Pick<DocumentTraining, 'id'>): DocumentFile =>
    documentFile('/trainings/:id/export-attendees', { params: { id: training.id } }, `stagiaires_${training.id}.xlsx`),
};

function pdfName(training: DocumentTraining, document: string, detail = ''): string {
  return `${[`f${training.id}`, document, detail, startDay(training.start_date)].filter((part) => part !== '').join('-')}.pdf`;
}

/** Downloads one document (a mutation: nothing cached); resolves with the name it was saved under. */
export function useDownloadDocument() {
  return useMutation({ mutationFn: (file: DocumentFile) => file.download() });
}
