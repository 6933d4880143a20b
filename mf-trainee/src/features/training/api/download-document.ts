/**
 * The trainee's own documents (spec 001 §7, §9): GET /api/trainings/{id}/convocation/{registrationId}
 * and GET /api/certificate/{trainingId}/{registrationId}, each a PDF saved under the name the server
 * gives in Content-Disposition (f{id}-convocation-…pdf, f{id}-attestation-…pdf).
 */
import { useMutation } from '@tanstack/react-query';
import { http } from '@irt/shared-auth';

export type OwnDocument = 'convocation' | 'attestation';

export function documentPath(document: OwnDocument, trainingId: number, registrationId: number): string {
  return document === 'convocation' ? `trainings/${trainingId}/convocation/${registrationId}` : `certificate/${trainingId}/${registrationId}`;
}

/** The file name of `attachment; filename="…"` (or the RFC 5987 `filename*=UTF-8''…`), or null. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed encoding: fall back to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name ? name : null;
}

/** Hands a downloaded file to the browser, which saves it under `name`. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Let the browser start the download before the address is released.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

export interface DownloadRequest {
  document: OwnDocument;
  trainingId: number;
  registrationId: number;
}

/** Downloads and saves one document; resolves to the file name used. */
export async function downloadOwnDocument({ document: kind, trainingId, registrationId }: DownloadRequest): Promise<string> {
  const response = await http.get(documentPath(kind, trainingId, registrationId), { headers: { Accept: 'application/pdf' } });
  const name = fileNameFromDisposition(response.headers.get('content-disposition')) ?? `f${trainingId}-${kind}.pdf`;
  saveFile(await response.blob(), name);
  return name;
}

export function useDownloadOwnDocument() {
  return useMutation({ mutationFn: downloadOwnDocument });
}
