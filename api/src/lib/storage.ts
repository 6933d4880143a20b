/**
 * Storage of uploaded files (receipts, vehicle registration PDFs, profile pictures): on disk under one
 * root folder (the server passes `<DATA_DIR>/files`) by default, or in an S3-compatible object store
 * (lib/storage-s3.ts) when one is configured, so that several API machines share the files. Both
 * follow the rules below and the same `Storage` interface.
 *
 * - The type is read from the content's magic bytes, never from the client's name or MIME type.
 * - An image is decoded and encoded again (lib/image-clean.ts): only its pixels are kept, and a file
 *   that only starts like an image is refused.
 * - Stored names are random (128 bits) and sharded by their first two hex digits, so a folder never
 *   holds more than a few thousand files and a name says nothing about its owner.
 * - A key is `<2 hex>/<32 hex>.<ext>`: anything else is refused before touching the disk, so a
 *   key can never point outside the root (no `..`, no separators, no absolute path).
 * - A refused upload writes nothing; an accepted one is written under a temporary name and renamed,
 *   so a reader never sees half a file.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { HttpError, MESSAGES } from './errors';
import { reencodeImage, UnreadableImageError } from './image-clean';

export type FileType = 'pdf' | 'png' | 'jpeg' | 'webp';

export const FILE_TYPES: Record<FileType, { mime: string; ext: string; label: string }> = {
  pdf: { mime: 'application/pdf', ext: 'pdf', label: 'un PDF' },
  png: { mime: 'image/png', ext: 'png', label: 'PNG' },
  jpeg: { mime: 'image/jpeg', ext: 'jpg', label: 'JPEG' },
  webp: { mime: 'image/webp', ext: 'webp', label: 'WebP' },
};

const EXT_TO_TYPE: Record<string, FileType> = { pdf: 'pdf', png: 'png', jpg: 'jpeg', webp: 'webp' };

/** Vehicle registration documents: PDF of at most 2048 KB. */
export const MAX_VEHICLE_REGISTRATION_BYTES = 2048 * 1024;

const KEY_PATTERN = /^[0-9a-f]{2}\/[0-9a-f]{32}\.(pdf|png|jpg|webp)$/;

const startsWith = (buf: Uint8Array, bytes: readonly number[], offset = 0) =>
  buf.length >= offset + bytes.length && bytes.every((b, i) => buf[offset + i] === b);

/** Type of a file by its first bytes, or null when it is none of the accepted types (GIF, text, …). */
export function detectFileType(buffer: Uint8Array): FileType | null {
  if (startsWith(buffer, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // "%PDF-"
  if (startsWith(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(buffer, [0xff, 0xd8, 0xff])) return 'jpeg';
  // "RIFF" <size> "WEBP"
  if (startsWith(buffer, [0x52, 0x49, 0x46, 0x46]) && startsWith(buffer, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

/** "Le fichier doit être un PDF." / "… une image PNG ou JPEG." / "… un PDF ou une image PNG ou JPEG." */
export function wrongTypeMessage(allowed: readonly FileType[]): string {
  const images = allowed.filter((t) => t !== 'pdf').map((t) => FILE_TYPES[t].label);
  const parts: string[] = [];
  if (allowed.includes('pdf')) parts.push('un PDF');
  if (images.length > 0) {
    const list = images.length === 1 ? images[0] : `${images.slice(0, -1).join(', ')} ou ${images[images.length - 1]}`;
    parts.push(`une image ${list}`);
  }
  return `Le fichier doit être ${parts.join(' ou ')}.`;
}

/** "Le fichier ne doit pas dépasser 2048 Ko." (kilo-octets of 1024 bytes, as the spec's 2048 KB). */
export function tooLargeMessage(maxBytes: number): string {
  return `Le fichier ne doit pas dépasser ${Math.floor(maxBytes / 1024)} Ko.`;
}

export interface SaveUploadInput {
  buffer: Uint8Array;
  allowed: readonly FileType[];
  maxBytes: number;
  /** Field named in the error's `errors` (the multipart field of the route); default `file`. */
  field?: string;
}

export interface StoredFile {
  key: string;
  type: FileType;
  size: number;
}

export interface OpenedFile extends StoredFile {
  mime: string;
  stream: Readable;
}

export interface Storage {
  /** Where the files are: the folder on disk, or `s3://bucket/prefix`. */
  readonly root: string;
  saveUpload(input: SaveUploadInput): Promise<StoredFile>;
  openStored(key: string): Promise<OpenedFile>;
  deleteStored(key: string): Promise<boolean>;
}

export const isStorageKey = (key: unknown): key is string => typeof key === 'string' && KEY_PATTERN.test(key);

/** A new random key for a file of that type. */
export function newStorageKey(type: FileType): string {
  const name = randomBytes(16).toString('hex');
  return `${name.slice(0, 2)}/${name}.${FILE_TYPES[type].ext}`;
}

/** The type a well-formed key stands for. */
export function typeOfKey(key: string): FileType {
  return EXT_TO_TYPE[key.slice(key.lastIndexOf('.') + 1)];
}

/**
 * Refusals are 422 (like every other invalid input, with the message under the field) rather than
 * 413: 413 stays for bodies refused by the HTTP layer before any route sees them.
 */
function refuse(message: string, field: string): HttpError {
  return new HttpError(422, message, { [field]: [message] });
}

/** Checks an upload without storing it: its type, or the HttpError that refuses it. */
export function checkUpload(input: SaveUploadInput): FileType {
  const field = input.field ?? 'file';
  if (input.buffer.length === 0) throw refuse('Le fichier est vide.', field);
  const type = detectFileType(input.buffer);
  if (!type || !input.allowed.includes(type)) throw refuse(wrongTypeMessage(input.allowed), field);
  if (input.buffer.length > input.maxBytes) throw refuse(tooLargeMessage(input.maxBytes), field);
  return type;
}

export const UNREADABLE_IMAGE_MESSAGE = "Le fichier n'est pas une image lisible.";

/** What is stored of an accepted upload: a PDF as sent, an image decoded and encoded again. */
export async function cleanUpload(input: SaveUploadInput): Promise<{ type: FileType; buffer: Uint8Array }> {
  const type = checkUpload(input);
  if (type === 'pdf') return { type, buffer: input.buffer };
  try {
    return { type, buffer: await reencodeImage(input.buffer, type) };
  } catch (err) {
    if (err instanceof UnreadableImageError) throw refuse(UNREADABLE_IMAGE_MESSAGE, input.field ?? 'file');
    throw err;
  }
}

export function createStorage(root: string): Storage {
  const base = path.resolve(root);

  const pathOf = (key: string): string => {
    // Unknown and malformed keys answer alike, so a probe learns nothing about the folder.
    if (!isStorageKey(key)) throw new HttpError(404, MESSAGES.notFound);
    const full = path.resolve(base, key);
    if (!full.startsWith(base + path.sep)) throw new HttpError(404, MESSAGES.notFound);
    return full;
  };

  return {
    root: base,

    async saveUpload(input) {
      const { type, buffer } = await cleanUpload(input);
      const key = newStorageKey(type);
      const full = pathOf(key);
      await mkdir(path.dirname(full), { recursive: true });
      const partial = `${full}.${randomBytes(4).toString('hex')}.part`;
      try {
        await writeFile(partial, buffer, { flag: 'wx' });
        await rename(partial, full);
      } catch (err) {
        await rm(partial, { force: true });
        throw err;
      }
      return { key, type, size: buffer.length };
    },

    async openStored(key) {
      const full = pathOf(key);
      const type = EXT_TO_TYPE[path.extname(full).slice(1)];
      let size: number;
      try {
        const st = await stat(full);
        if (!st.isFile()) throw new HttpError(404, MESSAGES.notFound);
        size = st.size;
      } catch (err) {
        if (err instanceof HttpError) throw err;
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new HttpError(404, MESSAGES.notFound);
        throw err;
      }
      return { key, type, size, mime: FILE_TYPES[type].mime, stream: createReadStream(full) };
    },

    async deleteStored(key) {
      const full = pathOf(key);
      try {
        await unlink(full);
        return true;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw err;
      }
    },
  };
}
