/**
 * 'Émargement': the teacher's screen of the half-day in progress, trainees signing with a QR token or on
 * the teacher's device, the teacher's signature closing the half-day, and what is refused: an expired or
 * forged token, outside the half-day, for another trainee, twice, after closing; the printed sheet.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { after, before, describe, test } from 'node:test';
import { extractText, getDocumentProxy } from 'unpdf';
import { SIGNING_MESSAGES } from '../../src/contract/attendance-signing';
import * as s from '../../src/db/schema';
import { issueLinkToken, issueQrToken, signingKey } from '../../src/modules/attendance-signing';
import { callApi } from '../call';
import { loginAsUser } from '../factories';
import { addStaff, createTraining, daysFromNow, register, startTestApp } from '../factories-trainings';
import type { TestApp } from '../helpers';

const HOUR = 60 * 60 * 1000;
const pngBytes = (dataUrl: string) => Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');

/** A 1×1 PNG, as a signature pad would send (smaller). */
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

let t: TestApp;
let admin: string;
let teacher: { token: string; profileId: number };
let trainees: { token: string; profileId: number }[];
let outsider: string;
let training: Awaited<ReturnType<typeof createTraining>>;

before(async () => {
  ({ t, tokens: { administrateur: admin } } = await startTestApp(['administrateur']));
  // In progress now: started an hour ago, ends in two hours (the half-day is the server's to say).
  training = await createTraining(t.db, { start_date: new Date(Date.now() - HOUR), end_date: new Date(Date.now() + 2 * HOUR) });
  const staff = await loginAsUser(t.app, 'intervenant');
  teacher = { token: staff.token, profileId: staff.user.profileId! };
  await addStaff(t.db, training.id, teacher.profileId);
  trainees = [];
  for (let i = 0; i < 3; i++) {
    const { token, user } = await loginAsUser(t.app, 'stagiaire');
    await register(t.db, training.id, user.profileId!, 'valide');
    trainees.push({ token, profileId: user.profileId! });
  }
  const pending = await loginAsUser(t.app, 'stagiaire');
  await register(t.db, training.id, pending.user.profileId!, 'en_attente');
  outsider = pending.token;
});
after(() => t?.close());

const sheet = async (token = teacher.token) => {
  const res = await callApi(t.app, 'GET /trainings/:id/signing', { params: { id: training.id }, token });
  assert.equal(res.statusCode, 200, res.body);
  return res.json();
};

describe('signing a half-day in progress', () => {
  test('the teacher sees the half-day, a QR token valid 30 seconds and the validated trainees, none signed', async () => {
    const now = Date.now();
    const s1 = await sheet();
    assert.ok(s1.half_day && s1.qr_token && s1.qr_expires_at);
    assert.equal(s1.closed, false);
    const expires = Date.parse(s1.qr_expires_at);
    assert.ok(expires > now - 1000 && expires <= now + 31_000);
    assert.deepEqual(s1.trainees.map((x) => x.profile_id).sort(), trainees.map((x) => x.profileId).sort());
    assert.ok(s1.trainees.every((x) => x.signed_at === null));
    assert.equal(s1.trainer.can_sign, true);
    assert.equal(s1.link_token, null, 'no link for a training on site');
  });

  test('a validated trainee scans, sees the half-day and signs; the time, address and token are recorded; twice is refused', async () => {
    const { qr_token: token, half_day } = await sheet();
    const view = await callApi(t.app, 'GET /signing/:token', { params: { token: token! }, token: trainees[0].token });
    assert.equal(view.statusCode, 200, view.body);
    assert.deepEqual(view.json().half_day, half_day);
    assert.equal(view.json().training.title, training.title);
    assert.equal(view.json().signed_at, null);

    // A valid PNG followed by a page: only the pixels are kept.
    const polyglot = `data:image/png;base64,${Buffer.concat([pngBytes(PNG), Buffer.from('<html><script>alert(1)</script></html>')]).toString('base64')}`;
    const signed = await callApi(t.app, 'POST /signing/:token', { params: { token: token! }, body: { signature: polyglot }, token: trainees[0].token });
    assert.equal(signed.statusCode, 201, signed.body);
    const [row] = await t.db.select().from(s.attendanceSignatures).where(eq(s.attendanceSignatures.profile_id, trainees[0].profileId));
    assert.equal(row.method, 'qr');
    assert.equal(row.signer, 'stagiaire');
    assert.ok(row.ip);
    assert.equal(row.token_sha256?.length, 64);
    assert.equal(row.image.subarray(1, 4).toString('latin1'), 'PNG');
    assert.ok(!row.image.includes('<script>') && !row.image.includes('<html>'), 'the page after the image is not kept');
    assert.equal(row.image_sha256, createHash('sha256').update(row.image).digest('hex'), 'the fingerprint is of the stored image');
    assert.equal(row.signed_at.toISOString(), signed.json().signed_at);

    const again = await callApi(t.app, 'POST /signing/:token', { params: { token: token! }, body: { signature: PNG }, token: trainees[0].token });
    assert.equal(again.statusCode, 409);
    assert.equal(again.error().message, SIGNING_MESSAGES.alreadySigned);
    const s2 = await sheet();
    assert.equal(s2.trainees.find((x) => x.profile_id === trainees[0].profileId)?.signed_at, signed.json().signed_at);
  });

  test('an expired or forged token is refused with a French message', async () => {
    const key = signingKey(t.app.config.jwtSecret);
    const { half_day } = await sheet();
    const target = { trainingId: training.id, date: half_day!.date, halfDay: half_day!.half_day };
    // The previous window is still accepted (a scan at the rotation); two windows back is not.
    const old = issueQrToken(key, target, new Date(Date.now() - 65_000)).token;
    const expired = await callApi(t.app, 'POST /signing/:token', { params: { token: old }, body: { signature: PNG }, token: trainees[1].token });
    assert.equal(expired.statusCode, 422);
    assert.equal(expired.error().message, SIGNING_MESSAGES.expiredToken);
    const previous = issueQrToken(key, target, new Date(Date.now() - 30_000)).token;
    const view = await callApi(t.app, 'GET /signing/:token', { params: { token: previous }, token: trainees[1].token });
    assert.equal(view.statusCode, 200, view.body);
    const forged = `${old.slice(0, old.lastIndexOf('.'))}.${'A'.repeat(22)}`;
    const refused = await callApi(t.app, 'GET /signing/:token', { params: { token: forged }, token: trainees[1].token });
    assert.equal(refused.statusCode, 422);
    assert.equal(refused.error().message, SIGNING_MESSAGES.invalidToken);
  });

  test('nobody signs for another trainee: a trainee not validated is refused, a trainee cannot use the teacher’s device route', async () => {
    const { qr_token: token } = await sheet();
    const pending = await callApi(t.app, 'POST /signing/:token', { params: { token: token! }, body: { signature: PNG }, token: outsider });
    assert.equal(pending.statusCode, 403);
    assert.equal(pending.error().message, SIGNING_MESSAGES.notValidated);
    const forOther = await callApi(t.app, 'POST /trainings/:id/signatures/trainee', {
      params: { id: training.id },
      body: { profile_id: trainees[2].profileId, signature: PNG },
      token: trainees[1].token,
    });
    assert.equal(forOther.statusCode, 403);
    const rows = await t.db.select().from(s.attendanceSignatures).where(eq(s.attendanceSignatures.profile_id, trainees[2].profileId));
    assert.equal(rows.length, 0);
  });

  test('a signature that is not a PNG is refused', async () => {
    const { qr_token: token } = await sheet();
    const gif = `data:image/png;base64,${Buffer.from('GIF89a not a png at all, really not').toString('base64')}`;
    const res = await callApi(t.app, 'POST /signing/:token', { params: { token: token! }, body: { signature: gif }, token: trainees[1].token });
    assert.equal(res.statusCode, 422);
    assert.equal(res.error().message, SIGNING_MESSAGES.badImage);
    // A PNG signature and header, then a page instead of pixels: nothing to decode, refused.
    const header = pngBytes(PNG).subarray(0, 33);
    const fake = `data:image/png;base64,${Buffer.concat([header, Buffer.from('<html><script>alert(1)</script></html>')]).toString('base64')}`;
    const refused = await callApi(t.app, 'POST /signing/:token', { params: { token: token! }, body: { signature: fake }, token: trainees[1].token });
    assert.equal(refused.statusCode, 422);
    assert.equal(refused.error().message, SIGNING_MESSAGES.badImage);
  });

  test('on the teacher’s device a trainee picks their name and signs; the teacher signs, which closes the half-day', async () => {
    const device = await callApi(t.app, 'POST /trainings/:id/signatures/trainee', {
      params: { id: training.id },
      body: { profile_id: trainees[1].profileId, signature: PNG },
      token: teacher.token,
    });
    assert.equal(device.statusCode, 201, device.body);
    // The administrateur does not teach the training: they do not sign as its teacher.
    const notTeacher = await callApi(t.app, 'POST /trainings/:id/signatures/trainer', { params: { id: training.id }, body: { signature: PNG }, token: admin });
    assert.equal(notTeacher.statusCode, 403);
    const trainer = await callApi(t.app, 'POST /trainings/:id/signatures/trainer', { params: { id: training.id }, body: { signature: PNG }, token: teacher.token });
    assert.equal(trainer.statusCode, 201, trainer.body);
    const closed = await sheet();
    assert.equal(closed.closed, true);
    assert.equal(closed.qr_token, null);
    assert.equal(closed.trainer.signed_at, trainer.json().signed_at);

    // After closing: no more signatures, by any route.
    const key = signingKey(t.app.config.jwtSecret);
    const late = issueQrToken(key, { trainingId: training.id, date: closed.half_day!.date, halfDay: closed.half_day!.half_day }, new Date()).token;
    const byPhone = await callApi(t.app, 'POST /signing/:token', { params: { token: late }, body: { signature: PNG }, token: trainees[2].token });
    assert.equal(byPhone.statusCode, 422);
    assert.equal(byPhone.error().message, SIGNING_MESSAGES.closed);
    const byDevice = await callApi(t.app, 'POST /trainings/:id/signatures/trainee', {
      params: { id: training.id },
      body: { profile_id: trainees[2].profileId, signature: PNG },
      token: teacher.token,
    });
    assert.equal(byDevice.statusCode, 422);
    assert.equal(byDevice.error().message, SIGNING_MESSAGES.closed);
    const list = await callApi(t.app, 'GET /trainings/:id/signatures', { params: { id: training.id }, token: admin });
    assert.equal(list.json().length, 3);
  });

  test('the attendance sheet carries each signature with its time, and the fingerprint of the records', async () => {
    const res = await callApi(t.app, 'GET /generate-attendance-sheet/:trainingId', { params: { trainingId: training.id }, token: admin });
    assert.equal(res.statusCode, 200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), { mergePages: true });
    const rows = await t.db.select().from(s.attendanceSignatures).where(eq(s.attendanceSignatures.training_id, training.id));
    for (const row of rows) {
      const time = row.signed_at.toLocaleTimeString('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit', second: '2-digit' });
      assert.ok(text.includes(time), `${time} on the sheet`);
    }
    assert.match(text, /Empreinte SHA-256 des signatures : [0-9a-f]{64}/);
    assert.match(text, /\(formateur\)/);
  });
});

describe('outside the half-day', () => {
  test('a visio link of tomorrow’s half-day is refused today; no half-day in progress, nothing to sign on the device', async () => {
    const later = await createTraining(t.db, { start_date: daysFromNow(1, 8), end_date: daysFromNow(1, 15), is_visio: true });
    await register(t.db, later.id, trainees[0].profileId, 'valide');
    await addStaff(t.db, later.id, teacher.profileId);
    const key = signingKey(t.app.config.jwtSecret);
    const date = new Date(daysFromNow(1, 8)).toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
    const link = issueLinkToken(key, { trainingId: later.id, date, halfDay: 'morning' });
    const res = await callApi(t.app, 'POST /signing/:token', { params: { token: link }, body: { signature: PNG }, token: trainees[0].token });
    assert.equal(res.statusCode, 422);
    assert.equal(res.error().message, SIGNING_MESSAGES.notDuringHalfDay);
    const screen = await callApi(t.app, 'GET /trainings/:id/signing', { params: { id: later.id }, token: teacher.token });
    assert.equal(screen.json().half_day, null);
    const device = await callApi(t.app, 'POST /trainings/:id/signatures/trainer', { params: { id: later.id }, body: { signature: PNG }, token: teacher.token });
    assert.equal(device.statusCode, 422);
    assert.equal(device.error().message, SIGNING_MESSAGES.noHalfDay);
  });

  test('an intervenant who does not teach the training does not open its signing screen', async () => {
    const other = await loginAsUser(t.app, 'intervenant');
    const res = await callApi(t.app, 'GET /trainings/:id/signing', { params: { id: training.id }, token: other.token });
    assert.equal(res.statusCode, 403);
  });
});

describe('corrections by hand in the Présences tab', () => {
  test('marking a trainee absent, then present again, is recorded in the audit trail with who did it', async () => {
    const ended = await createTraining(t.db, { start_date: daysFromNow(-3, 8), end_date: daysFromNow(-3, 16) });
    await register(t.db, ended.id, trainees[0].profileId, 'valide');
    const date = daysFromNow(-3, 8).toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
    const added = await callApi(t.app, 'POST /absences', {
      body: { profile_id: trainees[0].profileId, training_id: ended.id, absence_date: date, half_day: 'morning' },
      token: admin,
    });
    assert.equal(added.statusCode, 201, added.body);
    const removed = await callApi(t.app, 'DELETE /absences/:id', { params: { id: added.json().id }, token: admin });
    assert.equal(removed.statusCode, 200, removed.body);
    const events = await t.db.select().from(s.auditEvents).where(eq(s.auditEvents.object_id, ended.id));
    const what = `profil ${trainees[0].profileId}, ${date} matin`;
    assert.deepEqual(
      events.filter((e) => e.object_type === 'formation').map((e) => [e.action, e.from_value, e.to_value, e.actor_role]),
      [
        ['presence.correction', `${what} : présent`, `${what} : absent`, 'administrateur'],
        ['presence.correction', `${what} : absent`, `${what} : présent`, 'administrateur'],
      ],
    );
  });
});

describe('half-days marked present by the staff', () => {
  const mark = (trainingId: number, body: { profile_id: number; date: string; half_day: 'morning' | 'afternoon'; reason: string }, token = admin) =>
    callApi(t.app, 'POST /trainings/:id/attendance-marks', { params: { id: trainingId }, body, token });

  test('the administrateur marks an unsigned half-day present with its reason; refused twice, without reason, for a signed or absent half-day, one to come, or by a teacher; removed', async () => {
    const ended = await createTraining(t.db, { start_date: daysFromNow(-3, 8), end_date: daysFromNow(-3, 16) });
    const date = daysFromNow(-3, 8).toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
    for (const trainee of trainees) await register(t.db, ended.id, trainee.profileId, 'valide');
    await addStaff(t.db, ended.id, teacher.profileId);

    const made = await mark(ended.id, { profile_id: trainees[1].profileId, date, half_day: 'morning', reason: '  Pas de téléphone  ' });
    assert.equal(made.statusCode, 201, made.body);
    assert.equal(made.json().reason, 'Pas de téléphone');
    assert.ok(made.json().marked_by);
    const listed = await callApi(t.app, 'GET /trainings/:id/attendance-marks', { params: { id: ended.id }, token: teacher.token });
    assert.deepEqual(listed.json().map((m) => [m.profile_id, m.date, m.half_day, m.reason]), [[trainees[1].profileId, date, 'morning', 'Pas de téléphone']]);

    // On the attendance sheet: 'Présent (équipe)' in the box, and the reason in the list.
    const sheetPdf = await callApi(t.app, 'GET /generate-attendance-sheet/:trainingId', { params: { trainingId: ended.id }, token: admin });
    assert.equal(sheetPdf.statusCode, 200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(sheetPdf.rawPayload)), { mergePages: true });
    assert.match(text, /Présent \(équipe\)/);
    assert.match(text, /Présences marquées par l’équipe/);
    assert.match(text, /marqué présent par .+ – motif : Pas de téléphone/);

    const twice = await mark(ended.id, { profile_id: trainees[1].profileId, date, half_day: 'morning', reason: 'Encore' });
    assert.equal(twice.statusCode, 409);
    assert.equal(twice.error().message, SIGNING_MESSAGES.markExists);
    const blank = await mark(ended.id, { profile_id: trainees[2].profileId, date, half_day: 'morning', reason: '   ' });
    assert.equal(blank.statusCode, 422);
    assert.equal(blank.error().message, SIGNING_MESSAGES.markReasonRequired);
    const byTeacher = await mark(ended.id, { profile_id: trainees[2].profileId, date, half_day: 'morning', reason: 'Oubli' }, teacher.token);
    assert.equal(byTeacher.statusCode, 403);

    // Signed electronically: the signature is the proof.
    await t.db.insert(s.attendanceSignatures).values({
      training_id: ended.id,
      profile_id: trainees[0].profileId,
      signer: 'stagiaire',
      sign_date: date,
      half_day: 'morning',
      method: 'appareil',
      image: Buffer.from(PNG.slice(PNG.indexOf(',') + 1), 'base64'),
      image_sha256: '0'.repeat(64),
    });
    const signed = await mark(ended.id, { profile_id: trainees[0].profileId, date, half_day: 'morning', reason: 'Oubli' });
    assert.equal(signed.statusCode, 409);
    assert.equal(signed.error().message, SIGNING_MESSAGES.markSigned);

    const absent = await callApi(t.app, 'POST /absences', { body: { profile_id: trainees[2].profileId, training_id: ended.id, absence_date: date, half_day: 'afternoon' }, token: admin });
    assert.equal(absent.statusCode, 201, absent.body);
    const onAbsence = await mark(ended.id, { profile_id: trainees[2].profileId, date, half_day: 'afternoon', reason: 'Oubli' });
    assert.equal(onAbsence.statusCode, 422);
    assert.equal(onAbsence.error().message, SIGNING_MESSAGES.markAbsent);

    // An absence recorded afterwards replaces the mark.
    assert.equal((await mark(ended.id, { profile_id: trainees[1].profileId, date, half_day: 'afternoon', reason: 'Oubli' })).statusCode, 201);
    const replaced = await callApi(t.app, 'POST /absences', { body: { profile_id: trainees[1].profileId, training_id: ended.id, absence_date: date, half_day: 'afternoon' }, token: admin });
    assert.equal(replaced.statusCode, 201, replaced.body);
    const left = (await callApi(t.app, 'GET /trainings/:id/attendance-marks', { params: { id: ended.id }, token: admin })).json();
    assert.deepEqual(left.map((m) => m.half_day), ['morning']);

    const coming = await createTraining(t.db, { start_date: daysFromNow(2, 8), end_date: daysFromNow(2, 16) });
    await register(t.db, coming.id, trainees[1].profileId, 'valide');
    const future = await mark(coming.id, { profile_id: trainees[1].profileId, date: daysFromNow(2, 8).toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' }), half_day: 'morning', reason: 'Oubli' });
    assert.equal(future.statusCode, 422);
    assert.equal(future.error().message, SIGNING_MESSAGES.markNotStarted);

    const removed = await callApi(t.app, 'DELETE /attendance-marks/:id', { params: { id: made.json().id }, token: admin });
    assert.equal(removed.statusCode, 200, removed.body);
    assert.equal(removed.json().message, SIGNING_MESSAGES.markRemoved);
    assert.deepEqual((await callApi(t.app, 'GET /trainings/:id/attendance-marks', { params: { id: ended.id }, token: admin })).json(), []);

    // Marked and removed, each in the audit trail; nothing once the attendance is marked done.
    const events = await t.db.select().from(s.auditEvents).where(eq(s.auditEvents.object_id, ended.id));
    const what = `profil ${trainees[1].profileId}, ${date} matin`;
    const marks = events.filter((e) => e.from_value?.startsWith(what)).map((e) => [e.from_value, e.to_value]);
    assert.deepEqual(marks, [
      [`${what} : non signé`, `${what} : présent, marqué par l’équipe`],
      [`${what} : présent, marqué par l’équipe`, `${what} : non signé`],
    ]);
    await t.db.update(s.trainings).set({ attendance_sheet_done: true }).where(eq(s.trainings.id, ended.id));
    assert.equal((await mark(ended.id, { profile_id: trainees[1].profileId, date, half_day: 'morning', reason: 'Oubli' })).statusCode, 422);
  });
});
