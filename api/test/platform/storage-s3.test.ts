/**
 * Uploaded files on an S3-compatible object store (S3_URL): the adapter against a local S3 server
 * started here (s3rver), then the upload, download and delete routes of a vehicle registration
 * through the app configured with S3_URL — the file is in the bucket, nothing on the local disk.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { CreateBucketCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { readS3Settings, type S3Settings } from '../../src/config';
import { HttpError } from '../../src/lib/errors';
import { createS3Storage, s3Client } from '../../src/lib/storage-s3';
import { callApi } from '../call';
import { createUser, tokenFor } from '../factories';
import { createTestApp, type TestApp } from '../helpers';
import { multipart, samplePdf, samplePng, sampleGif, storedFiles } from '../multipart';

const BUCKET = 'irt-fichiers';
let server: S3rver;
let dir: string;
let s3Url: string;
let settings: S3Settings;
let client: S3Client;

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

async function objectsInBucket(): Promise<string[]> {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (listed.Contents ?? []).map((o) => String(o.Key));
}

before(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'irt-s3rver-'));
  server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir });
  const { port } = await server.run();
  s3Url = `http://S3RVER:S3RVER@127.0.0.1:${port}/${BUCKET}/portail`;
  settings = readS3Settings({ S3_URL: s3Url })!;
  client = s3Client(settings);
  await client.send(new CreateBucketCommand({ Bucket: BUCKET }));
});
after(async () => {
  client?.destroy();
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('S3 settings', () => {
  test('S3_URL gives the endpoint, the bucket, the prefix and the keys; S3_BUCKET leaves the rest to the AWS variables', () => {
    assert.deepEqual(readS3Settings({ S3_URL: 'https://cle:se%2Fcret@minio.interne:9000/fichiers/prod/irt', S3_REGION: 'fr-par' }), {
      bucket: 'fichiers',
      prefix: 'prod/irt',
      region: 'fr-par',
      endpoint: 'https://minio.interne:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'cle', secretAccessKey: 'se/cret' },
    });
    assert.deepEqual(readS3Settings({ S3_BUCKET: 'fichiers', AWS_REGION: 'eu-west-3' }), {
      bucket: 'fichiers',
      prefix: '',
      region: 'eu-west-3',
      forcePathStyle: false,
    });
    assert.equal(readS3Settings({}), undefined);
    assert.throws(() => readS3Settings({ S3_URL: 'https://minio.interne:9000/' }), /compartiment/);
  });
});

describe('S3 storage adapter', () => {
  test('saves under a random key in the prefix, reads it back byte for byte, deletes it once; a missing key is a 404', async () => {
    const storage = createS3Storage(settings);
    const content = samplePdf(5000);
    const saved = await storage.saveUpload({ buffer: content, allowed: ['pdf'], maxBytes: 1024 * 1024 });
    assert.match(saved.key, /^[0-9a-f]{2}\/[0-9a-f]{32}\.pdf$/);
    assert.ok((await objectsInBucket()).includes(`portail/${saved.key}`));

    const opened = await storage.openStored(saved.key);
    assert.equal(opened.mime, 'application/pdf');
    assert.equal(opened.size, content.length);
    assert.deepEqual(await readAll(opened.stream), content);

    assert.equal(await storage.deleteStored(saved.key), true);
    assert.equal(await storage.deleteStored(saved.key), false);
    await assert.rejects(storage.openStored(saved.key), (err: unknown) => err instanceof HttpError && err.status === 404);
    await assert.rejects(storage.openStored('../../etc/passwd'), (err: unknown) => err instanceof HttpError && err.status === 404);
  });

  test('refuses by content before writing anything', async () => {
    const storage = createS3Storage(settings);
    const before = await objectsInBucket();
    await assert.rejects(
      storage.saveUpload({ buffer: sampleGif(), allowed: ['png', 'jpeg'], maxBytes: 1024 }),
      (err: unknown) => err instanceof HttpError && err.status === 422,
    );
    const png = await storage.saveUpload({ buffer: samplePng(), allowed: ['png', 'jpeg'], maxBytes: 1024 });
    assert.equal((await storage.openStored(png.key)).mime, 'image/png');
    await storage.deleteStored(png.key);
    assert.deepEqual(await objectsInBucket(), before);
  });
});

describe('uploads through the API with S3_URL', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ env: { S3_URL: s3Url } });
  });
  after(async () => {
    await t?.close();
  });

  test('a vehicle registration is uploaded to the bucket, downloaded from it and deleted from it; nothing on the local disk', async () => {
    const user = await createUser(t.db, { role: 'stagiaire', withProfile: true });
    const token = await tokenFor(t.app, user);
    const content = samplePdf(3000);
    const before = await objectsInBucket();
    const body = multipart([{ name: 'vehicle_registration_pdf', file: { filename: 'carte-grise.pdf', content } }]);
    const saved = await t.app.inject({ method: 'POST', url: '/api/vehicle/profile', headers: { ...body.headers, authorization: `Bearer ${token}` }, payload: body.payload });
    assert.equal(saved.statusCode, 200, saved.body);
    const added = (await objectsInBucket()).filter((k) => !before.includes(k));
    assert.equal(added.length, 1);
    assert.match(added[0], /^portail\/[0-9a-f]{2}\/[0-9a-f]{32}\.pdf$/);
    assert.deepEqual(storedFiles(t.config.dataDir), [], 'nothing is written on the local disk');

    const url = new URL(saved.json().temporary_vehicle_registration_url as string, 'http://portail.test');
    const downloaded = await t.app.inject({ method: 'GET', url: url.pathname + url.search, headers: { authorization: `Bearer ${token}` } });
    assert.equal(downloaded.statusCode, 200);
    assert.equal(downloaded.headers['content-type'], 'application/pdf');
    assert.deepEqual(downloaded.rawPayload, content);

    const deleted = await callApi(t.app, 'DELETE /vehicle/delete', { token });
    assert.equal(deleted.statusCode, 200);
    assert.deepEqual(await objectsInBucket(), before, 'the object is gone from the bucket');
    const gone = await t.app.inject({ method: 'GET', url: url.pathname + url.search, headers: { authorization: `Bearer ${token}` } });
    assert.equal(gone.statusCode, 404);
  });
});
