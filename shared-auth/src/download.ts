/**
 * Downloads a file the API builds (spreadsheet, PDF) through the authenticated client and saves it under
 * the name the server gives in Content-Disposition (spec 001 §9), or `fallbackName` when it gives none.
 */
import type { EndpointPath, Endpoints, ParamsOf, QueryOf } from '@irt/api/contract';
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
 * ky's HTTPError on an error answer (read it with readApiError).
 */
export async function fetchFile<P extends FilePath>(path: P, request: FileRequest<P>, fallbackName: string): Promise<DownloadedFile> {
  // The table's types are checked on `request`; at run time it is a path with params and a query.
  const { params, query } = request as { params?: Record<string, unknown>; query?: Record<string, string | number | boolean | undefined> };
  const response = await http.get(fillPath(path, params), { searchParams: toSearchParams(query), headers: { Accept: '*/*' } });
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
