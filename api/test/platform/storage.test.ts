/** Upload storage: type by content, size, keys. */
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { HttpError } from '../../src/lib/errors';
import { sampleJpeg, samplePng } from '../multipart';
import {
  createStorage,
  detectFileType,
  MAX_VEHICLE_REGISTRATION_BYTES,
  type Storage,
} from '../../src/lib/storage';

const pdf = (size = 2000) => {
  const head = Buffer.from('%PDF-1.7\n');
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x20)]);
};
const png = () => Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const jpeg = () => Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);
const gif = () => Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
const webp = () => Buffer.concat([Buffer.from('RIFF'), Buffer.from([30, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);

/** Every file under a folder, recursively (the storage shards by sub-folder). */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (err) {
    assert.ok(err instanceof HttpError, `expected an HttpError, got ${String(err)}`);
    return err;
  }
  assert.fail('the upload was accepted');
}

let dir: string;
let root: string;
let storage: Storage;

before(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'irt-storage-test-'));
  root = path.join(dir, 'files');
  storage = createStorage(root);
});
after(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('detectFileType', () => {
  test('reads the magic bytes, not a name', () => {
    assert.equal(detectFileType(pdf()), 'pdf');
    assert.equal(detectFileType(png()), 'png');
    assert.equal(detectFileType(jpeg()), 'jpeg');
    assert.equal(detectFileType(webp()), 'webp');
    assert.equal(detectFileType(gif()), null);
    assert.equal(detectFileType(Buffer.from('Bonjour, ceci est un fichier texte.pdf')), null);
    assert.equal(detectFileType(Buffer.alloc(0)), null);
    assert.equal(detectFileType(Buffer.from('%PD')), null);
  });
});

describe('saveUpload', () => {
  test('stores an accepted PDF under a random sharded key and opens it again', async () => {
    const content = pdf(5000);
    const saved = await storage.saveUpload({ buffer: content, allowed: ['pdf'], maxBytes: MAX_VEHICLE_REGISTRATION_BYTES });
    assert.match(saved.key, /^[0-9a-f]{2}\/[0-9a-f]{32}\.pdf$/);
    assert.deepEqual({ type: saved.type, size: saved.size }, { type: 'pdf', size: 5000 });
    const other = await storage.saveUpload({ buffer: content, allowed: ['pdf'], maxBytes: MAX_VEHICLE_REGISTRATION_BYTES });
    assert.notEqual(other.key, saved.key);

    const opened = await storage.openStored(saved.key);
    assert.deepEqual({ type: opened.type, size: opened.size, mime: opened.mime }, { type: 'pdf', size: 5000, mime: 'application/pdf' });
    const chunks: Buffer[] = [];
    for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
    assert.ok(Buffer.concat(chunks).equals(content));
    // No temporary file is left beside the stored ones.
    assert.ok(filesUnder(root).every((f) => !f.endsWith('.part')));

    assert.equal(await storage.deleteStored(saved.key), true);
    assert.equal(await storage.deleteStored(saved.key), false);
    await assert.rejects(storage.openStored(saved.key), (err: unknown) => err instanceof HttpError && err.status === 404);
    await storage.deleteStored(other.key);
  });

  test('a PNG and a JPEG are accepted as pictures, with their own extension', async () => {
    // Real images: a picture is decoded and re-encoded before it is stored.
    const a = await storage.saveUpload({ buffer: samplePng(), allowed: ['png', 'jpeg'], maxBytes: 4096 });
    const b = await storage.saveUpload({ buffer: sampleJpeg(), allowed: ['png', 'jpeg'], maxBytes: 4096 });
    assert.match(a.key, /\.png$/);
    assert.match(b.key, /\.jpg$/);
    assert.equal((await storage.openStored(b.key)).mime, 'image/jpeg');
    await storage.deleteStored(a.key);
    await storage.deleteStored(b.key);
  });

  test('refusals are 422 with a French message and store nothing', async () => {
    const before = filesUnder(root).length;

    // A text file named .pdf: the name is not even given to the storage.
    const notPdf = await refusal(
      storage.saveUpload({ buffer: Buffer.from('ceci n’est pas un PDF'), allowed: ['pdf'], maxBytes: MAX_VEHICLE_REGISTRATION_BYTES }),
    );
    assert.equal(notPdf.status, 422);
    assert.equal(notPdf.message, 'Le fichier doit être un PDF.');
    assert.deepEqual(notPdf.errors, { file: ['Le fichier doit être un PDF.'] });

    const tooLarge = await refusal(
      storage.saveUpload({
        buffer: pdf(3 * 1024 * 1024),
        allowed: ['pdf'],
        maxBytes: MAX_VEHICLE_REGISTRATION_BYTES,
        field: 'vehicle_registration_pdf',
      }),
    );
    assert.equal(tooLarge.status, 422);
    assert.equal(tooLarge.message, 'Le fichier ne doit pas dépasser 2048 Ko.');
    assert.deepEqual(Object.keys(tooLarge.errors ?? {}), ['vehicle_registration_pdf']);

    const gifPicture = await refusal(storage.saveUpload({ buffer: gif(), allowed: ['png', 'jpeg'], maxBytes: 1024 * 1024 }));
    assert.equal(gifPicture.message, 'Le fichier doit être une image PNG ou JPEG.');

    const pdfAsPicture = await refusal(storage.saveUpload({ buffer: pdf(), allowed: ['png', 'jpeg'], maxBytes: 1024 * 1024 }));
    assert.equal(pdfAsPicture.message, 'Le fichier doit être une image PNG ou JPEG.');

    const receipt = await refusal(storage.saveUpload({ buffer: gif(), allowed: ['pdf', 'png', 'jpeg'], maxBytes: 1024 * 1024 }));
    assert.equal(receipt.message, 'Le fichier doit être un PDF ou une image PNG ou JPEG.');

    const empty = await refusal(storage.saveUpload({ buffer: Buffer.alloc(0), allowed: ['pdf'], maxBytes: 1024 }));
    assert.equal(empty.message, 'Le fichier est vide.');

    assert.equal(filesUnder(root).length, before);
  });

  test('the limit is inclusive: a file of exactly maxBytes is accepted', async () => {
    const saved = await storage.saveUpload({ buffer: pdf(2048 * 1024), allowed: ['pdf'], maxBytes: MAX_VEHICLE_REGISTRATION_BYTES });
    assert.equal(saved.size, 2048 * 1024);
    await storage.deleteStored(saved.key);
  });
});

describe('keys', () => {
  test('cannot reach a file outside the storage folder', async () => {
    // A file beside the root, which a traversal would aim at.
    writeFileSync(path.join(dir, 'secret.pdf'), pdf());
    const saved = await storage.saveUpload({ buffer: pdf(), allowed: ['pdf'], maxBytes: 1024 * 1024 });
    const name = saved.key.split('/')[1];
    const attempts = [
      '../secret.pdf',
      `${saved.key.slice(0, 2)}/../../secret.pdf`,
      path.join(dir, 'secret.pdf'),
      `/${saved.key}`,
      `${saved.key.slice(0, 2)}\\${name}`,
      `${saved.key}/`,
      `${saved.key}\0`,
      saved.key.toUpperCase(),
      '',
      `${saved.key.slice(0, 2)}/${name.replace('.pdf', '.exe')}`,
    ];
    for (const key of attempts) {
      await assert.rejects(storage.openStored(key), (err: unknown) => err instanceof HttpError && err.status === 404, key);
      await assert.rejects(storage.deleteStored(key), (err: unknown) => err instanceof HttpError && err.status === 404, key);
    }
    // The file beside the root survived the delete attempts.
    assert.ok(readdirSync(dir).includes('secret.pdf'));
    await storage.deleteStored(saved.key);
  });
});
