/**
 * Uploaded files in an S3-compatible object store (AWS S3, MinIO, Garage, Scaleway, OVH…) through the
 * official AWS SDK: every API machine reads and writes the same bucket. Same interface and rules as
 * the disk storage (lib/storage.ts): type by content, random keys `<2 hex>/<32 hex>.<ext>` (under an
 * optional prefix), a malformed or unknown key is a 404. An object is written in one PUT, so a
 * reader never sees half a file.
 */
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../config';
import { HttpError, MESSAGES } from './errors';
import { cleanUpload, FILE_TYPES, isStorageKey, newStorageKey, typeOfKey, type Storage } from './storage';

const isMissing = (err: unknown) =>
  err instanceof NoSuchKey ||
  err instanceof NotFound ||
  (err instanceof S3ServiceException && (err.$metadata.httpStatusCode === 404 || err.name === 'NoSuchKey' || err.name === 'NotFound'));

export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    // Self-hosted stores (MinIO, Garage…) answer on one host: bucket in the path, not in the host name.
    forcePathStyle: settings.forcePathStyle,
    // Without credentials in the configuration, the SDK's own chain (AWS_ACCESS_KEY_ID…, profile, IAM role).
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
  });
}

export function createS3Storage(settings: S3Settings, client: S3Client = s3Client(settings)): Storage {
  const { bucket } = settings;
  const prefix = settings.prefix ? `${settings.prefix.replace(/\/+$/, '')}/` : '';

  const objectKey = (key: string): string => {
    // Unknown and malformed keys answer alike, so a probe learns nothing about the bucket.
    if (!isStorageKey(key)) throw new HttpError(404, MESSAGES.notFound);
    return `${prefix}${key}`;
  };

  return {
    root: `s3://${bucket}/${prefix}`,

    async saveUpload(input) {
      const { type, buffer } = await cleanUpload(input);
      const key = newStorageKey(type);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: objectKey(key),
          Body: buffer,
          ContentType: FILE_TYPES[type].mime,
          ContentLength: buffer.length,
          // A random 128-bit name never collides; refuse to overwrite anyway where the store supports it.
          IfNoneMatch: '*',
        }),
      );
      return { key, type, size: buffer.length };
    },

    async openStored(key) {
      const name = objectKey(key);
      const type = typeOfKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: name }));
        if (!object.Body) throw new HttpError(404, MESSAGES.notFound);
        const stream = object.Body instanceof Readable ? object.Body : Readable.fromWeb(object.Body.transformToWebStream() as never);
        return { key, type, size: Number(object.ContentLength ?? 0), mime: FILE_TYPES[type].mime, stream };
      } catch (err) {
        if (isMissing(err)) throw new HttpError(404, MESSAGES.notFound);
        throw err;
      }
    },

    async deleteStored(key) {
      const name = objectKey(key);
      // DELETE succeeds on a missing object too: ask first, to answer like the disk storage.
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: name }));
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: name }));
      return true;
    },
  };
}
