/**
 * The PDFs of a training (spec 001 §7) and the names they are saved under (§9). The API names each file in
 * Content-Disposition; these names are only used if an answer ever lacks it, and follow the same rule.
 */
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@irt/shared-auth/download';
import { parisDay } from '@irt/shared-ui/paris-time';

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

/** The training's start date as YYYY-MM-DD in the institute's time zone. */
export function startDay(startDate: string): string {
  return parisDay(startDate);
}

interface TrainingRef {
  id: number;
  title: string;
  start_date: string;
}

export const documentFiles = {
  convocation: (t: TrainingRef, registrationId: number, traineeName: string): DocumentFile => ({
    path: `trainings/${t.id}/convocation/${registrationId}`,
    fallbackName: `f${t.id}-convocation-${slugify(traineeName)}-${startDay(t.start_date)}.pdf`,
  }),
  certificate: (t: TrainingRef, registrationId: number, traineeName: string): DocumentFile => ({
    path: `certificate/${t.id}/${registrationId}`,
    fallbackName: `f${t.id}-attestation-${slugify(traineeName)}-${startDay(t.start_date)}.pdf`,
  }),
  convocations: (t: TrainingRef): DocumentFile => ({
    path: `trainings/${t.id}/convocations`,
    fallbackName: `f${t.id}-convocations-${startDay(t.start_date)}.pdf`,
  }),
  certificates: (t: TrainingRef): DocumentFile => ({
    path: `certificate/${t.id}`,
    fallbackName: `f${t.id}-attestations-${startDay(t.start_date)}.pdf`,
  }),
  attendanceSheet: (t: TrainingRef): DocumentFile => ({
    path: `generate-attendance-sheet/${t.id}`,
    fallbackName: `f${t.id}-emargements-${slugify([...t.title].slice(0, 20).join(''))}-${startDay(t.start_date)}.pdf`,
  }),
};

/** Downloads one document; resolves with the name it was saved under. */
export function useDownloadDocument() {
  return useMutation({ mutationFn: (file: DocumentFile) => downloadFile(file.path, file.fallbackName) });
}
