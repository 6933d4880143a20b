/**
 * Own expense and receipts: created at status 1 for a validated
 * registration or a team member; receipts typed by content; read-only at 'À payer' / 'Mise en paiement'
 * or on a closed training; only 'En cours' deleted; nobody else's expense or receipt.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { EXPENSE_MESSAGES } from '../../src/contract/expenses';
import * as s from '../../src/db/schema';
import { addStaff, createExpense, createTraining, daysFromNow, register } from '../factories-trainings';
import { callApi } from '../call';
import { loginAsUser, type CreatedUser } from '../factories';
import { bearer, createTestApp, type TestApp } from '../helpers';
import { multipart, samplePdf, samplePng, sampleGif, storedFiles, type Part } from '../multipart';

describe('own expense and receipts', () => {
  let t: TestApp;
  let me: { token: string; user: CreatedUser };
  let other: { token: string; user: CreatedUser };
  let training: number;

  before(async () => {
    t = await createTestApp();
    me = await loginAsUser(t.app, 'stagiaire');
    other = await loginAsUser(t.app, 'stagiaire');
    training = (await createTraining(t.db, { start_date: daysFromNow(-3), end_date: daysFromNow(-2, 17), training_status_id: 5 })).id;
    await register(t.db, training, me.user.profileId!, 'valide', { reimbursed: true });
    await register(t.db, training, other.user.profileId!, 'preinscription');
  });
  after(() => t.close());

  const create = (token: string, profileId: number, trainingId = training) =>
    t.app.inject({ method: 'POST', url: '/api/training-expenses', headers: bearer(token), payload: { training_id: trainingId, profile_id: profileId, training_expense_status_id: 1 } });
  const read = (token: string, profileId: number, trainingId = training) =>
    callApi(t.app, 'GET /training/:trainingId/profile/:profileId/expense', { params: { trainingId, profileId }, token });
  const upload = (token: string, parts: Part[]) => {
    const body = multipart(parts);
    return t.app.inject({ method: 'POST', url: '/api/receipts', headers: { ...bearer(token), ...body.headers }, payload: body.payload });
  };

  test('no expense yet: null; a trainee whose registration is not validated cannot create one', async () => {
    const none = await read(me.token, me.user.profileId!);
    assert.equal(none.statusCode, 200);
    assert.equal(none.json(), null);
    assert.match(String(none.headers['content-type']), /^application\/json/);
    const refused = await create(other.token, other.user.profileId!);
    assert.equal(refused.statusCode, 422);
    assert.equal(refused.json().message, EXPENSE_MESSAGES.registrationNotValidated);
  });

  test('the first receipt creates the expense (status 1), then receipts are added, read and deleted', async () => {
    const created = await create(me.token, me.user.profileId!);
    assert.equal(created.statusCode, 201, created.body);
    const expenseId = created.json().id as number;
    assert.equal((await create(me.token, me.user.profileId!)).json().message, EXPENSE_MESSAGES.alreadyExists);

    const before = storedFiles(t.config.dataDir).length;
    const added = await upload(me.token, [
      { name: 'training_expense_id', value: String(expenseId) },
      { name: 'receipts[0][file]', file: { filename: 'ticket.pdf', content: samplePdf() } },
      { name: 'receipts[0][description]', value: 'Billet de train' },
      { name: 'receipts[1][file]', file: { filename: 'repas.png', content: samplePng() } },
    ]);
    assert.equal(added.statusCode, 201, added.body);
    assert.equal(added.json().message, EXPENSE_MESSAGES.receiptAdded);
    assert.equal(storedFiles(t.config.dataDir).length, before + 2);

    const expense = (await read(me.token, me.user.profileId!)).json()!;
    assert.equal(expense.training_expense_status_id, 1);
    assert.equal(expense.status.name, 'En cours');
    assert.equal(expense.read_only, false);
    assert.equal(expense.deletable, true);
    assert.deepEqual(expense.receipts.map((r) => [r.description, r.mime_type]), [['Billet de train', 'application/pdf'], [null, 'image/png']]);
    const file = await t.app.inject({ method: 'GET', url: expense.receipts[0].temporary_receipt_url, headers: bearer(me.token) });
    assert.equal(file.statusCode, 200);
    assert.equal(file.headers['content-type'], 'application/pdf');

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/receipts/${expense.receipts[1].id}`, headers: bearer(me.token) });
    assert.equal(removed.json().message, EXPENSE_MESSAGES.receiptDeleted);
    assert.equal(storedFiles(t.config.dataDir).length, before + 1);
  });

  test('a GIF named .png or a non-PDF named .pdf is refused and nothing is stored', async () => {
    const expense = (await read(me.token, me.user.profileId!)).json()!;
    const before = storedFiles(t.config.dataDir).length;
    const refused = await upload(me.token, [
      { name: 'training_expense_id', value: String(expense.id) },
      { name: 'receipts[0][file]', file: { filename: 'ok.pdf', content: samplePdf() } },
      { name: 'receipts[1][file]', file: { filename: 'photo.png', content: sampleGif() } },
    ]);
    assert.equal(refused.statusCode, 422);
    assert.equal(refused.json().message, 'Le fichier doit être un PDF ou une image PNG ou JPEG.');
    const notPdf = await upload(me.token, [
      { name: 'training_expense_id', value: String(expense.id) },
      { name: 'receipts[0][file]', file: { filename: 'facture.pdf', content: Buffer.from('pas un pdf') } },
    ]);
    assert.equal(notPdf.statusCode, 422);
    assert.equal(storedFiles(t.config.dataDir).length, before);
    assert.equal((await read(me.token, me.user.profileId!)).json()!.receipts.length, 1);
  });

  test('another trainee cannot read, create, add to or delete my expense or receipts', async () => {
    const expense = (await read(me.token, me.user.profileId!)).json()!;
    assert.equal((await read(other.token, me.user.profileId!)).statusCode, 403);
    assert.equal((await create(other.token, me.user.profileId!)).statusCode, 403);
    const add = await upload(other.token, [
      { name: 'training_expense_id', value: String(expense.id) },
      { name: 'receipts[0][file]', file: { filename: 'x.pdf', content: samplePdf() } },
    ]);
    assert.equal(add.statusCode, 403);
    const receiptId = expense.receipts[0].id;
    assert.equal((await t.app.inject({ method: 'DELETE', url: `/api/receipts/${receiptId}`, headers: bearer(other.token) })).statusCode, 403);
    assert.equal((await t.app.inject({ method: 'GET', url: `/api/receipts/${receiptId}/file`, headers: bearer(other.token) })).statusCode, 403);
    assert.equal((await t.app.inject({ method: 'DELETE', url: `/api/training-expenses/${expense.id}`, headers: bearer(other.token) })).statusCode, 403);
    const manager = await loginAsUser(t.app, 'gestionnaire');
    assert.equal((await read(manager.token, me.user.profileId!)).statusCode, 200);
  });

  test('read-only once À payer or Mise en paiement; only En cours is deleted; a closed training is read-only', async () => {
    const expense = (await read(me.token, me.user.profileId!)).json()!;
    await t.db.update(s.trainingExpenses).set({ training_expense_status_id: 4 }).where(eq(s.trainingExpenses.id, expense.id));
    const now = (await read(me.token, me.user.profileId!)).json()!;
    assert.equal(now.read_only, true);
    assert.equal(now.deletable, false);
    const add = await upload(me.token, [
      { name: 'training_expense_id', value: String(expense.id) },
      { name: 'receipts[0][file]', file: { filename: 'x.pdf', content: samplePdf() } },
    ]);
    assert.equal(add.json().message, EXPENSE_MESSAGES.readOnly);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/training-expenses/${expense.id}`, headers: bearer(me.token) });
    assert.equal(del.json().message, EXPENSE_MESSAGES.onlyInProgressDeletable);

    await t.db.update(s.trainingExpenses).set({ training_expense_status_id: 1 }).where(eq(s.trainingExpenses.id, expense.id));
    await t.db.update(s.trainings).set({ training_status_id: 7 }).where(eq(s.trainings.id, training));
    assert.equal((await read(me.token, me.user.profileId!)).json()!.read_only, true);
    await t.db.update(s.trainings).set({ training_status_id: 5 }).where(eq(s.trainings.id, training));

    const before = storedFiles(t.config.dataDir).length;
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/training-expenses/${expense.id}`, headers: bearer(me.token) });
    assert.equal(deleted.statusCode, 200);
    assert.equal(storedFiles(t.config.dataDir).length, before - 1, 'its receipts are removed with it');
    const none = await read(me.token, me.user.profileId!);
    assert.equal(none.statusCode, 200);
    assert.equal(none.json(), null);
    assert.match(String(none.headers['content-type']), /^application\/json/);
  });

  test('a teacher has their own expense as a member of the training’s team', async () => {
    const teacher = await loginAsUser(t.app, 'intervenant');
    const other = (await createTraining(t.db, { startInDays: 10 })).id;
    assert.equal((await create(teacher.token, teacher.user.profileId!, other)).json().message, EXPENSE_MESSAGES.notParticipant);
    await addStaff(t.db, other, teacher.user.profileId!);
    assert.equal((await create(teacher.token, teacher.user.profileId!, other)).statusCode, 201);
    const expense = await createExpense(t.db, other, me.user.profileId!, 1);
    assert.equal((await t.app.inject({ method: 'DELETE', url: `/api/training-expenses/${expense.id}`, headers: bearer(teacher.token) })).statusCode, 403);
  });
});
