/**
 * Reads a multipart request whole: its text fields and its files as buffers (uploads are small: the
 * multipart limits of plugins/security.ts bound every part). Nothing touches the disk here; the
 * caller checks each file (lib/storage.ts `checkUpload`) before storing any.
 */
import type { FastifyRequest } from 'fastify';
import { HttpError, MESSAGES } from './errors';

export interface UploadedPart {
  field: string;
  filename: string;
  buffer: Buffer;
}

export interface MultipartBody {
  fields: Map<string, string>;
  files: UploadedPart[];
}

/** The fields and files of a multipart request; 400 when the request is not multipart. */
export async function readMultipart(request: FastifyRequest): Promise<MultipartBody> {
  if (!request.isMultipart()) throw new HttpError(400, MESSAGES.invalidData);
  const fields = new Map<string, string>();
  const files: UploadedPart[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        files.push({ field: part.fieldname, filename: part.filename, buffer: await part.toBuffer() });
      } else if (typeof part.value === 'string') {
        fields.set(part.fieldname, part.value);
      }
    }
  } catch (err) {
    // The limits of @fastify/multipart carry their status (413…); a form cut short or garbled
    // (the parser's own errors) is the sender's fault.
    if (err instanceof HttpError || typeof (err as { statusCode?: unknown }).statusCode === 'number') throw err;
    throw new HttpError(400, "La requête n'est pas un envoi de fichier valide.");
  }
  return { fields, files };
}

/** A positive integer field ("12"), undefined when absent, 400 when malformed. */
export function integerField(body: MultipartBody, name: string): number | undefined {
  const raw = body.fields.get(name);
  if (raw === undefined || raw === '') return undefined;
  if (!/^[1-9][0-9]{0,9}$/.test(raw) || Number(raw) > 2147483647) {
    throw new HttpError(400, MESSAGES.invalidData, { [name]: ['Ce champ doit être un identifiant.'] });
  }
  return Number(raw);
}
