/**
 * Every upload route of the contract (issue 19): the type is read from the content, not from the name
 * or the declared type; sizes are bounded; a refused file stores nothing; stored names are random; a
 * served file carries a safe Content-Disposition (a PDF as an attachment) and a sandboxing policy; an
 * image is decoded and encoded again, so a polyglot keeps only its pixels; and only those the scopes
 * allow read another person's file. The table below must name every multipart endpoint of the contract.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { PROFILE_PICTURE_MAX_KB, RECEIPT_MAX_KB, VEHICLE_REGISTRATION_MAX_KB } from '../../src/contract/constants/limits';
import { ENDPOINTS } from '../../src/contract/endpoints';
import type { RoleSlug } from '../../src/contract/common';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { contentDisposition } from '../../src/lib/content-disposition';
import { addStaff, createExpense, createTraining, daysFromNow, register } from '../factories-trainings';
import { loginAsUser, type CreatedUser } from '../factories';
import { bearer, createTestApp, type TestApp } from '../helpers';
import { multipart, samplePdf, samplePng, sampleJpeg, storedFiles, type Part } from '../multipart';

type Owner = { token: string; user: CreatedUser };

interface UploadCase {
  /** The multipart field holding the file. */
  field: string;
  /** Accepted contents, and the message refusing any other. */
  accepted: Buffer[];
  wrongType: string;
  maxBytes: number;
  /** The other fields of the request, for the owner. */
  parts(owner: Owner, file: Part['file']): Promise<Part[]>;
  /** Where the stored file is served back (after one accepted upload). */
  servedAt(owner: Owner, answer: Record<string, unknown>): Promise<string>;
  /** Who, besides the owner, may read the served file; every other role is refused. */
  readers: RoleSlug[];
  /** Whether the trainers of a training the owner attends read it too (the picture: yes). */
  ownTrainersRead: boolean;
}

let t: TestApp;
let training: number;

before(async () => {
  t = await createTestApp();
  training = (await createTraining(t.db, { start_date: daysFromNow(-3), end_date: daysFromNow(-2, 17), training_status_id: 5 })).id;
});
after(async () => {
  await t?.close();
});

const expenseOf = new Map<number, number>();
async function ownExpense(owner: Owner): Promise<number> {
  const profileId = owner.user.profileId!;
  let id = expenseOf.get(profileId);
  if (id === undefined) {
    await register(t.db, training, profileId, 'valide', { reimbursed: true });
    id = (await createExpense(t.db, training, profileId, 1)).id;
    expenseOf.set(profileId, id);
  }
  return id;
}

const UPLOADS: Record<string, UploadCase> = {
  'POST /profile/picture': {
    field: 'profile_picture',
    accepted: [samplePng(), sampleJpeg()],
    wrongType: 'Le fichier doit être une image PNG ou JPEG.',
    maxBytes: PROFILE_PICTURE_MAX_KB * 1024,
    parts: async (_owner, file) => [{ name: 'profile_picture', file }],
    servedAt: async (owner) => `/api/profiles/${owner.user.profileId}/picture`,
    // Staff; an intervenant only for the trainees of their own trainings (profiles/scopes.ts).
    readers: ['administrateur', 'gestionnaire', 'responsable-pedagogique'],
    ownTrainersRead: true,
  },
  'POST /vehicle/profile': {
    field: 'vehicle_registration_pdf',
    accepted: [samplePdf()],
    wrongType: 'Le fichier doit être un PDF.',
    maxBytes: VEHICLE_REGISTRATION_MAX_KB * 1024,
    parts: async (_owner, file) => [{ name: 'vehicle_registration_pdf', file }],
    servedAt: async (owner) => `/api/profiles/${owner.user.profileId}/vehicle-registration`,
    readers: ['administrateur', 'gestionnaire'],
    ownTrainersRead: false,
  },
  'POST /receipts': {
    field: 'receipts[0][file]',
    accepted: [samplePdf(), samplePng(), sampleJpeg()],
    wrongType: 'Le fichier doit être un PDF ou une image PNG ou JPEG.',
    maxBytes: RECEIPT_MAX_KB * 1024,
    parts: async (owner, file) => [
      { name: 'training_expense_id', value: String(await ownExpense(owner)) },
      { name: 'receipts[0][file]', file },
    ],
    servedAt: async (_owner, answer) => {
      const receipts = answer.receipts as { id: number }[];
      return `/api/receipts/${receipts[receipts.length - 1].id}/file`;
    },
    readers: ['administrateur', 'gestionnaire'],
    ownTrainersRead: false,
  },
};

/** What a client may send pretending to be an accepted file: a page, a script, a GIF, an executable. */
const DISGUISED: { name: string; content: Buffer; contentType: string }[] = [
  { name: 'photo.png', content: Buffer.from('<!doctype html><script>alert(document.cookie)</script>'), contentType: 'image/png' },
  { name: 'carte-grise.pdf', content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), contentType: 'application/pdf' },
  { name: 'ticket.jpg', content: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), contentType: 'image/jpeg' },
  { name: 'facture.pdf', content: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]), contentType: 'application/pdf' },
  // A PDF marker further than the first bytes does not make a PDF.
  { name: 'scan.pdf', content: Buffer.from(' %PDF-1.7\n'), contentType: 'application/pdf' },
];

const SCRIPT = Buffer.from('<html><script>alert(document.cookie)</script></html>');

/** A JPEG comment segment (FF FE) holding `text`, put right after the start-of-image marker. */
function withJpegComment(jpeg: Buffer, text: Buffer): Buffer {
  const length = Buffer.alloc(2);
  length.writeUInt16BE(text.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xfe]), length, text, jpeg.subarray(2)]);
}

/** Files that are an accepted type and something else at once, for the types the route accepts. */
function polyglotsFor(upload: UploadCase): [string, Buffer][] {
  const out: [string, Buffer][] = [];
  if (upload.accepted.some((c) => c.equals(sampleJpeg()))) {
    out.push(['photo-script-apres.jpg', Buffer.concat([sampleJpeg(), SCRIPT])]);
    out.push(['photo-commentaire.jpg', withJpegComment(sampleJpeg(), SCRIPT)]);
  }
  if (upload.accepted.some((c) => c.equals(samplePng()))) out.push(['image-html-apres.png', Buffer.concat([samplePng(), SCRIPT])]);
  if (upload.accepted.some((c) => c.equals(samplePdf()))) {
    out.push(['open-action.pdf', Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n%%EOF\n')]);
  }
  return out;
}

function send(token: string, url: string, parts: Part[]) {
  const body = multipart(parts);
  return t.app.inject({ method: 'POST', url, headers: { ...bearer(token), ...body.headers }, payload: body.payload });
}

const urlOf = (key: string) => `/api${key.slice(key.indexOf(' ') + 1)}`;

describe('every upload route', () => {
  test('the table covers every multipart endpoint of the contract', () => {
    const multipartKeys = Object.entries(ENDPOINTS)
      .filter(([, row]) => 'multipart' in row && row.multipart === true)
      .map(([key]) => key)
      .sort();
    assert.deepEqual(multipartKeys, Object.keys(UPLOADS).sort());
  });

  for (const [key, upload] of Object.entries(UPLOADS)) {
    describe(key, () => {
      test('a content that is not of an accepted type is refused (422, French), whatever its name and declared type, and nothing is stored', async () => {
        const owner = await loginAsUser(t.app, 'stagiaire');
        const before = storedFiles(t.config.dataDir).length;
        const others = [samplePdf(), samplePng(), sampleJpeg()].filter((c) => !upload.accepted.some((a) => a.equals(c)));
        const contents = [...DISGUISED, ...others.map((content) => ({ name: 'fichier.pdf', content, contentType: 'application/pdf' }))];
        for (const file of contents) {
          const res = await send(owner.token, urlOf(key), await upload.parts(owner, { filename: file.name, content: file.content, contentType: file.contentType }));
          assert.equal(res.statusCode, 422, `${file.name}: ${res.body}`);
          assert.deepEqual(res.json(), { message: upload.wrongType, errors: { [upload.field.replace(/\[(\d+)\]\[(\w+)\]/, '.$1.$2')]: [upload.wrongType] } });
        }
        const empty = await send(owner.token, urlOf(key), await upload.parts(owner, { filename: 'vide.pdf', content: Buffer.alloc(0) }));
        assert.equal(empty.statusCode, 422);
        assert.equal(empty.json().message, 'Le fichier est vide.');
        assert.equal(storedFiles(t.config.dataDir).length, before, 'nothing stored');
      });

      test('a file over the size limit is refused (422, French) and nothing is stored; one at the limit is accepted', async () => {
        const owner = await loginAsUser(t.app, 'stagiaire');
        const before = storedFiles(t.config.dataDir).length;
        const pad = (head: Buffer, size: number) => Buffer.concat([head, Buffer.alloc(size - head.length, 0x20)]);
        const head = upload.accepted[0];
        const over = await send(owner.token, urlOf(key), await upload.parts(owner, { filename: 'gros', content: pad(head, upload.maxBytes + 1) }));
        assert.equal(over.statusCode, 422, over.body);
        assert.equal(over.json().message, `Le fichier ne doit pas dépasser ${upload.maxBytes / 1024} Ko.`);
        assert.equal(storedFiles(t.config.dataDir).length, before);
        const atLimit = await send(owner.token, urlOf(key), await upload.parts(owner, { filename: 'juste', content: pad(head, upload.maxBytes) }));
        assert.ok(atLimit.statusCode === 200 || atLimit.statusCode === 201, atLimit.body);
        assert.equal(storedFiles(t.config.dataDir).length, before + 1);
      });

      test('accepted files get random stored names; served with their own type, nosniff and a safe Content-Disposition; read only by those allowed', async () => {
        const owner = await loginAsUser(t.app, 'stagiaire');
        const before = new Set(storedFiles(t.config.dataDir));
        const clientName = 'ma "photo"; filename=evil.html';
        let served = '';
        for (const content of upload.accepted) {
          const res = await send(owner.token, urlOf(key), await upload.parts(owner, { filename: clientName, content, contentType: 'text/html' }));
          assert.ok(res.statusCode === 200 || res.statusCode === 201, res.body);
          served = await upload.servedAt(owner, res.json());
          const file = await t.app.inject({ method: 'GET', url: served, headers: bearer(owner.token) });
          assert.equal(file.statusCode, 200);
          const type = content.equals(samplePng()) ? 'image/png' : content.equals(sampleJpeg()) ? 'image/jpeg' : 'application/pdf';
          if (type === 'application/pdf') assert.deepEqual(file.rawPayload, content);
          else {
            // An image is served as encoded again: the same picture, not the same bytes.
            const [sent, back] = await Promise.all([sharp(content).metadata(), sharp(file.rawPayload).metadata()]);
            assert.deepEqual([back.format, back.width, back.height], [sent.format, sent.width, sent.height]);
          }
          assert.equal(file.headers['content-type'], type, 'the type read from the content, not the one the client declared');
          assert.equal(file.headers['x-content-type-options'], 'nosniff');
          assert.match(String(file.headers['content-security-policy']), /^sandbox;/, 'a file answer is sandboxed');
          const disposition = String(file.headers['content-disposition']);
          // A PDF is downloaded, never shown by the browser on the portal's origin; an image is shown.
          const expected = type === 'application/pdf' ? 'attachment' : 'inline';
          assert.match(disposition, new RegExp(`^${expected}; filename="[a-z0-9-]+\\.(pdf|png|jpg)"; filename\\*=UTF-8''[a-z0-9-]+\\.(pdf|png|jpg)$`));
          assert.ok(!disposition.includes('evil') && !disposition.includes('photo"'), 'the client\'s name never reaches the header');
        }
        const added = storedFiles(t.config.dataDir).filter((f) => !before.has(f));
        assert.ok(added.length >= 1);
        for (const file of added) {
          const key = path.relative(path.join(t.config.dataDir, 'files'), file).split(path.sep).join('/');
          assert.match(key, /^[0-9a-f]{2}\/[0-9a-f]{32}\.(pdf|png|jpg)$/, 'a random name that says nothing of the file or its owner');
        }

        for (const role of ['administrateur', 'gestionnaire', 'responsable-pedagogique', 'intervenant', 'stagiaire'] as RoleSlug[]) {
          const someone = await loginAsUser(t.app, role);
          const res = await t.app.inject({ method: 'GET', url: served, headers: bearer(someone.token) });
          assert.equal(res.statusCode, upload.readers.includes(role) ? 200 : 403, `${role} reading another person's file`);
          if (res.statusCode === 403) assert.equal(res.json().message, "Vous n'avez pas les droits nécessaires.");
        }
        assert.equal((await t.app.inject({ method: 'GET', url: served })).statusCode, 401);

        // A trainer of a training the owner attends.
        const trainer = await loginAsUser(t.app, 'intervenant');
        const shared = (await createTraining(t.db)).id;
        await register(t.db, shared, owner.user.profileId!, 'valide');
        await addStaff(t.db, shared, trainer.user.profileId!);
        const byTrainer = await t.app.inject({ method: 'GET', url: served, headers: bearer(trainer.token) });
        assert.equal(byTrainer.statusCode, upload.ownTrainersRead ? 200 : 403, "the owner's trainer");
      });

      test('a polyglot keeps only what its type allows: an image only its pixels, a PDF downloaded in a sandbox', async () => {
        const owner = await loginAsUser(t.app, 'stagiaire');
        for (const [name, content] of polyglotsFor(upload)) {
          const before = new Set(storedFiles(t.config.dataDir));
          const res = await send(owner.token, urlOf(key), await upload.parts(owner, { filename: name, content }));
          assert.ok(res.statusCode === 200 || res.statusCode === 201, `${name}: ${res.body}`);
          const added = storedFiles(t.config.dataDir).filter((f) => !before.has(f));
          assert.equal(added.length, 1, name);
          const stored = readFileSync(added[0]);
          const served = await t.app.inject({ method: 'GET', url: await upload.servedAt(owner, res.json()), headers: bearer(owner.token) });
          assert.equal(served.statusCode, 200);
          assert.match(String(served.headers['content-security-policy']), /^sandbox;/);
          if (name.endsWith('.pdf')) {
            // PDFs are kept as sent: what protects the reader is the download and the sandbox.
            assert.match(String(served.headers['content-disposition']), /^attachment;/);
          } else {
            for (const bytes of [stored, served.rawPayload]) {
              assert.ok(!bytes.includes('<script>') && !bytes.includes('<html>'), `${name}: no trace of the script`);
            }
            assert.equal((await sharp(stored).metadata()).width, 2, `${name}: the picture is kept`);
          }
        }
        // Only the signature of an image, then a page: nothing to decode, refused, nothing stored.
        if (upload.accepted.some((c) => c.equals(sampleJpeg()))) {
          const before = storedFiles(t.config.dataDir).length;
          const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<html><script>alert(document.cookie)</script>')]);
          const res = await send(owner.token, urlOf(key), await upload.parts(owner, { filename: 'photo.jpg', content: fake }));
          assert.equal(res.statusCode, 422);
          assert.equal(res.json().message, "Le fichier n'est pas une image lisible.");
          assert.equal(storedFiles(t.config.dataDir).length, before);
        }
      });

      test("another trainee cannot upload into someone else's profile or expense, and nothing is stored", async () => {
        const owner = await loginAsUser(t.app, 'stagiaire');
        const intruder = await loginAsUser(t.app, 'stagiaire');
        const before = storedFiles(t.config.dataDir).length;
        const parts = await upload.parts(owner, { filename: 'x', content: upload.accepted[0] });
        // The profile routes take the target profile in `profile_id`; the receipts route names the expense.
        const target = key === 'POST /receipts' ? parts : [{ name: 'profile_id', value: String(owner.user.profileId) }, ...parts];
        const res = await send(intruder.token, urlOf(key), target);
        assert.equal(res.statusCode, 403, res.body);
        assert.equal(storedFiles(t.config.dataDir).length, before);
      });
    });
  }
});

describe('contentDisposition', () => {
  test('a plain name: the ASCII form and the encoded form say the same', () => {
    assert.equal(contentDisposition('attachment', 'stagiaires_12.xlsx'), `attachment; filename="stagiaires_12.xlsx"; filename*=UTF-8''stagiaires_12.xlsx`);
  });

  test('accents are kept in filename* (UTF-8, percent-encoded) and dropped from the ASCII form', () => {
    assert.equal(
      contentDisposition('attachment', 'f12-convocation-Léa Müller.pdf'),
      `attachment; filename="f12-convocation-Lea Muller.pdf"; filename*=UTF-8''f12-convocation-L%C3%A9a%20M%C3%BCller.pdf`,
    );
    assert.equal(contentDisposition('inline', 'reçu 20 €.pdf'), `inline; filename="recu 20 _.pdf"; filename*=UTF-8''re%C3%A7u%2020%20%E2%82%AC.pdf`);
  });

  test('quotes, semicolons, line breaks and paths cannot end the parameter or add a header', () => {
    const header = contentDisposition('attachment', '../a"; filename=evil.html\r\nSet-Cookie: x=1\\b.pdf');
    assert.doesNotMatch(header, /[\r\n]/);
    const [, ascii, encoded] = /^attachment; filename="([^"]*)"; filename\*=UTF-8''(\S+)$/.exec(header) ?? [];
    assert.ok(ascii !== undefined && encoded !== undefined, header);
    assert.doesNotMatch(ascii, /["\\/;]/);
    assert.doesNotMatch(encoded, /["\\/;'\s]/);
    assert.equal(decodeURIComponent(encoded), '.._a"; filename=evil.html__Set-Cookie: x=1_b.pdf');
    assert.equal(contentDisposition('inline', '"""'), `inline; filename="___"; filename*=UTF-8''%22%22%22`);
  });
});
