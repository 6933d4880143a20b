/** Complaints and improvement actions: filing and its acknowledgement, who sees what, answering, actions. */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  COMPLAINT_MESSAGES,
  COMPLAINT_STATUSES,
  COMPLAINT_TRANSITIONS,
  IMPROVEMENT_MESSAGES,
  canAnswerComplaint,
} from '../../src/contract/complaints';
import { callApi } from '../call';
import { createTraining, register } from '../factories-trainings';
import { loginAsUser, type CreatedUser } from '../factories';
import { createTestApp, emailsTo, type TestApp } from '../helpers';

describe('complaints', () => {
  let t: TestApp;
  let trainee: { token: string; user: CreatedUser };
  let other: { token: string; user: CreatedUser };
  let manager: { token: string; user: CreatedUser };
  let admin: { token: string; user: CreatedUser };
  let teacher: { token: string; user: CreatedUser };
  let mine: number;
  let notMine: number;

  before(async () => {
    t = await createTestApp();
    trainee = await loginAsUser(t.app, 'stagiaire');
    other = await loginAsUser(t.app, 'stagiaire');
    manager = await loginAsUser(t.app, 'gestionnaire');
    admin = await loginAsUser(t.app, 'administrateur');
    teacher = await loginAsUser(t.app, 'intervenant');
    mine = (await createTraining(t.db, { startInDays: -10 })).id;
    notMine = (await createTraining(t.db, { startInDays: -20 })).id;
    await register(t.db, mine, trainee.user.profileId!, 'refuse');
  });
  after(() => t.close());

  const file = (token: string, body: { subject: string; text: string; training_id: number | null }) => callApi(t.app, 'POST /complaints', { token, body });

  test('the transitions table: reçue → en cours → traitée, traitée is final', () => {
    assert.deepEqual(COMPLAINT_TRANSITIONS, { recue: ['en_cours', 'traitee'], en_cours: ['traitee'], traitee: [] });
    assert.deepEqual(
      COMPLAINT_STATUSES.filter((status) => canAnswerComplaint(status)),
      ['recue', 'en_cours'],
    );
  });

  test('the trainings a complaint may name: the caller’s own', async () => {
    const res = await callApi(t.app, 'GET /complaints/trainings', { token: trainee.token });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json().map((training) => training.id), [mine]);
    assert.deepEqual((await callApi(t.app, 'GET /complaints/trainings', { token: admin.token })).json(), []);
  });

  test('bad input: blank subject or text, a training that is not the author’s, unknown fields', async () => {
    const blank = await file(trainee.token, { subject: '  ', text: 'Texte', training_id: null });
    assert.equal(blank.statusCode, 422);
    assert.deepEqual(blank.error().errors, { subject: [COMPLAINT_MESSAGES.subjectRequired] });
    const noText = await file(trainee.token, { subject: 'Objet', text: '', training_id: null });
    assert.deepEqual(noText.error().errors, { text: [COMPLAINT_MESSAGES.textRequired] });
    const foreign = await file(trainee.token, { subject: 'Objet', text: 'Texte', training_id: notMine });
    assert.equal(foreign.statusCode, 422);
    assert.deepEqual(foreign.error().errors, { training_id: [COMPLAINT_MESSAGES.notYourTraining] });
    const extra = await callApi(t.app, 'POST /complaints', { token: trainee.token, rawBody: { subject: 'a', text: 'b', training_id: null, status: 'traitee' } });
    assert.equal(extra.statusCode, 400);
    assert.equal((await callApi(t.app, 'GET /complaints/mine', { token: trainee.token })).json().total, 0);
  });

  test('filing: 201, status reçue, the acknowledgement emailed at once; the author sees only their own', async () => {
    const res = await file(trainee.token, { subject: ' Salle trop froide ', text: 'Le chauffage ne marchait pas.', training_id: mine });
    assert.equal(res.statusCode, 201, res.body);
    const { complaint, message } = res.json();
    assert.equal(message, COMPLAINT_MESSAGES.filed);
    assert.equal(complaint.subject, 'Salle trop froide');
    assert.equal(complaint.status, 'recue');
    assert.equal(complaint.training?.id, mine);
    const [ack] = await emailsTo(t, trainee.user.email);
    assert.match(ack.subject, /Accusé de réception de votre réclamation/);
    assert.match(ack.text, /Salle trop froide/);
    assert.match(ack.text, /\/mes-reclamations/);

    await file(other.token, { subject: 'Autre', text: 'Une autre réclamation.', training_id: null });
    await file(teacher.token, { subject: 'Vidéoprojecteur', text: 'En panne.', training_id: null });
    const own = (await callApi(t.app, 'GET /complaints/mine', { token: trainee.token })).json();
    assert.deepEqual(own.data.map((c) => c.subject), ['Salle trop froide']);
    assert.equal(own.data[0].answer, null);
    // The staff's list and detail are out of a trainee's reach.
    assert.equal((await callApi(t.app, 'GET /complaints', { token: trainee.token })).statusCode, 403);
    assert.equal((await callApi(t.app, 'GET /complaints/:id', { token: trainee.token, params: { id: complaint.id } })).statusCode, 403);
  });

  test('the staff list: newest first, filtered by status, paged', async () => {
    const all = await callApi(t.app, 'GET /complaints', { token: manager.token });
    assert.equal(all.statusCode, 200);
    assert.deepEqual(all.json().data.map((c) => c.subject), ['Vidéoprojecteur', 'Autre', 'Salle trop froide']);
    assert.equal(all.json().data[2].author.name, trainee.user.name);
    const paged = (await callApi(t.app, 'GET /complaints', { token: manager.token, query: { per_page: 2, page: 2 } })).json();
    assert.equal(paged.total, 3);
    assert.equal(paged.data.length, 1);
    assert.equal((await callApi(t.app, 'GET /complaints', { token: manager.token, query: { status: 'traitee' } })).json().total, 0);
    assert.equal((await callApi(t.app, 'GET /complaints', { token: manager.token, query: { status: 'fermee' } })).statusCode, 400);
  });

  test('answering: the answer emailed, the complaint traitée; then no status change nor second answer', async () => {
    const [complaint] = (await callApi(t.app, 'GET /complaints', { token: manager.token, query: { status: 'recue' } })).json().data.filter((c) => c.subject === 'Salle trop froide');
    const moving = await callApi(t.app, 'PATCH /complaints/:id/status', { token: manager.token, params: { id: complaint.id }, body: { status: 'en_cours' } });
    assert.equal(moving.statusCode, 200, moving.body);
    assert.equal(moving.json().status, 'en_cours');
    assert.deepEqual(moving.json().next_statuses, ['traitee']);
    // Back to 'reçue', or 'traitée' without an answer: refused.
    const back = await callApi(t.app, 'PATCH /complaints/:id/status', { token: manager.token, params: { id: complaint.id }, body: { status: 'recue' } });
    assert.equal(back.statusCode, 422);
    assert.equal(back.error().message, COMPLAINT_MESSAGES.transitionRefused);
    const closing = await callApi(t.app, 'PATCH /complaints/:id/status', { token: manager.token, params: { id: complaint.id }, body: { status: 'traitee' } });
    assert.equal(closing.statusCode, 422);

    const blank = await callApi(t.app, 'POST /complaints/:id/answer', { token: manager.token, params: { id: complaint.id }, body: { answer: ' ' } });
    assert.deepEqual(blank.error().errors, { answer: [COMPLAINT_MESSAGES.answerRequired] });
    const res = await callApi(t.app, 'POST /complaints/:id/answer', {
      token: manager.token,
      params: { id: complaint.id },
      body: { answer: 'Le chauffage a été réparé.\n\nMerci de votre signalement.' },
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().status, 'traitee');
    assert.equal(res.json().answered_by?.user_id, manager.user.id);
    assert.deepEqual(res.json().next_statuses, []);
    const [mail] = await emailsTo(t, trainee.user.email);
    assert.match(mail.subject, /Réponse à votre réclamation/);
    assert.match(mail.text, /Le chauffage a été réparé\./);
    const own = (await callApi(t.app, 'GET /complaints/mine', { token: trainee.token })).json().data[0];
    assert.equal(own.status, 'traitee');
    assert.equal(own.answer, 'Le chauffage a été réparé.\n\nMerci de votre signalement.');

    const again = await callApi(t.app, 'POST /complaints/:id/answer', { token: admin.token, params: { id: complaint.id }, body: { answer: 'Encore' } });
    assert.equal(again.statusCode, 422);
    assert.equal(again.error().message, COMPLAINT_MESSAGES.alreadyClosed);
    const reopen = await callApi(t.app, 'PATCH /complaints/:id/status', { token: admin.token, params: { id: complaint.id }, body: { status: 'en_cours' } });
    assert.equal(reopen.statusCode, 422);
    assert.equal((await callApi(t.app, 'POST /complaints/:id/answer', { token: admin.token, params: { id: 999999 }, body: { answer: 'x' } })).statusCode, 404);
  });

  test('improvement actions: created from a complaint, from survey results, or other; edited, done, deleted', async () => {
    const [complaint] = (await callApi(t.app, 'GET /complaints', { token: manager.token, query: { status: 'traitee' } })).json().data;
    const owners = (await callApi(t.app, 'GET /improvement-actions/owners', { token: manager.token })).json();
    assert.ok(owners.some((o) => o.user_id === manager.user.id));
    assert.ok(!owners.some((o) => o.user_id === teacher.user.id));

    const fromComplaint = await callApi(t.app, 'POST /improvement-actions', {
      token: manager.token,
      body: { what: 'Faire vérifier le chauffage', owner_user_id: manager.user.id, owner_name: null, due_date: '2026-12-15', origin: 'complaint', complaint_id: complaint.id },
    });
    assert.equal(fromComplaint.statusCode, 201, fromComplaint.body);
    assert.equal(fromComplaint.json().complaint?.id, complaint.id);
    // The complaint's training goes with it.
    assert.equal(fromComplaint.json().training?.id, mine);
    assert.equal(fromComplaint.json().owner?.name, manager.user.name);

    const fromSurvey = await callApi(t.app, 'POST /improvement-actions', {
      token: admin.token,
      body: { what: 'Revoir les supports', owner_user_id: null, owner_name: 'Service documentation', due_date: '2026-11-30', origin: 'survey', training_id: notMine },
    });
    assert.equal(fromSurvey.statusCode, 201, fromSurvey.body);
    assert.equal(fromSurvey.json().owner_name, 'Service documentation');

    const detail = (await callApi(t.app, 'GET /complaints/:id', { token: manager.token, params: { id: complaint.id } })).json();
    assert.deepEqual(detail.actions.map((a) => a.what), ['Faire vérifier le chauffage']);
    assert.equal(detail.actions_count, 1);

    const bad = async (body: Record<string, unknown>) =>
      (await callApi(t.app, 'POST /improvement-actions', { token: manager.token, rawBody: { what: 'x', owner_user_id: null, owner_name: 'Moi', due_date: '2026-12-01', origin: 'other', ...body } })).error().errors;
    assert.deepEqual(await bad({ owner_name: ' ' }), { owner_user_id: [IMPROVEMENT_MESSAGES.ownerRequired] });
    assert.deepEqual(await bad({ owner_name: null, owner_user_id: teacher.user.id }), { owner_user_id: [IMPROVEMENT_MESSAGES.ownerNotStaff] });
    assert.deepEqual(await bad({ due_date: '2026-02-30' }), { due_date: [IMPROVEMENT_MESSAGES.dueDateInvalid] });
    assert.deepEqual(await bad({ origin: 'survey' }), { training_id: [IMPROVEMENT_MESSAGES.trainingRequired] });
    assert.deepEqual(await bad({ origin: 'complaint' }), { complaint_id: [IMPROVEMENT_MESSAGES.complaintRequired] });
    assert.deepEqual(await bad({ what: '' }), { what: [IMPROVEMENT_MESSAGES.whatRequired] });

    const id = fromSurvey.json().id;
    const done = await callApi(t.app, 'PATCH /improvement-actions/:id', { token: manager.token, params: { id }, body: { done: true, what: 'Revoir les supports de cours' } });
    assert.equal(done.statusCode, 200, done.body);
    assert.notEqual(done.json().done_at, null);
    assert.equal(done.json().what, 'Revoir les supports de cours');

    const open = (await callApi(t.app, 'GET /improvement-actions', { token: manager.token, query: { state: 'open' } })).json();
    assert.deepEqual(open.data.map((a) => a.what), ['Faire vérifier le chauffage']);
    const surveys = (await callApi(t.app, 'GET /improvement-actions', { token: manager.token, query: { origin: 'survey' } })).json();
    assert.deepEqual(surveys.data.map((a) => a.id), [id]);
    const doneList = (await callApi(t.app, 'GET /improvement-actions', { token: manager.token, query: { state: 'done', origin: 'complaint' } })).json();
    assert.equal(doneList.total, 0);

    const reopened = await callApi(t.app, 'PATCH /improvement-actions/:id', { token: manager.token, params: { id }, body: { done: false } });
    assert.equal(reopened.json().done_at, null);
    assert.equal((await callApi(t.app, 'DELETE /improvement-actions/:id', { token: manager.token, params: { id } })).json().message, IMPROVEMENT_MESSAGES.deleted);
    assert.equal((await callApi(t.app, 'DELETE /improvement-actions/:id', { token: manager.token, params: { id } })).statusCode, 404);
    assert.equal((await callApi(t.app, 'GET /improvement-actions', { token: trainee.token })).statusCode, 403);
  });
});
