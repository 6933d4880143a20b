/**
 * Quality surveys with a controlled clock: the teaching team's survey at the end of a training, the cold
 * survey three months after it (Paris calendar day, 10:00) to the validated trainees who attended, one
 * relance each, none once answered; the answers' validation and object rules; the staff's results.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { SURVEY_MESSAGES } from '../../src/contract/surveys';
import * as s from '../../src/db/schema';
import { parisDateTime } from '../../src/lib/paris-time';
import { runQualitySurveys } from '../../src/modules/surveys';
import { callApi } from '../call';
import { loginAsUser, type CreatedUser } from '../factories';
import { addStaff, createTraining, register } from '../factories-trainings';
import { createTestApp, emailsTo, type TestApp } from '../helpers';

const PUBLIC_URL = 'https://portail.example.test';
const DAY = 86_400_000;

describe('quality surveys', () => {
  let t: TestApp;
  type Someone = { token: string; user: CreatedUser };
  let present: Someone, partly: Someone, absent: Someone, refused: Someone, teacher: Someone, supervisor: Someone, outsider: Someone;
  let trainingId: number;
  const run = (at: Date) => runQualitySurveys({ db: t.db, mail: t.app.mail, config: { publicUrl: PUBLIC_URL } }, at);
  // A two-day training in January (winter time), its cold survey due on 13 April at 10:00 Paris (summer time).
  const end = parisDateTime('2030-01-14', 16, 30);
  const coldDue = parisDateTime('2030-04-14', 10);

  before(async () => {
    t = await createTestApp();
    [present, partly, absent, refused, outsider] = await Promise.all(Array.from({ length: 5 }, () => loginAsUser(t.app, 'stagiaire')));
    teacher = await loginAsUser(t.app, 'intervenant');
    supervisor = await loginAsUser(t.app, 'responsable-pedagogique');
    const training = await createTraining(t.db, { title: 'Négociation annuelle', start_date: parisDateTime('2030-01-13', 9), end_date: end, training_status_id: 5 });
    trainingId = training.id;
    for (const who of [present, partly, absent]) await register(t.db, trainingId, who.user.profileId!, 'valide');
    await register(t.db, trainingId, refused.user.profileId!, 'refuse');
    await addStaff(t.db, trainingId, teacher.user.profileId!, 'teacher');
    await addStaff(t.db, trainingId, supervisor.user.profileId!, 'pedagogical_supervisor');
    const halfDays = [
      ['2030-01-13', 'morning'],
      ['2030-01-13', 'afternoon'],
      ['2030-01-14', 'morning'],
      ['2030-01-14', 'afternoon'],
    ] as const;
    // Absent from every half-day: no cold survey. Absent from three: present one half-day, so surveyed.
    await t.db.insert(s.absences).values(halfDays.map(([absence_date, half_day]) => ({ training_id: trainingId, profile_id: absent.user.profileId!, absence_date, half_day })));
    await t.db.insert(s.absences).values(halfDays.slice(1).map(([absence_date, half_day]) => ({ training_id: trainingId, profile_id: partly.user.profileId!, absence_date, half_day })));
  });
  after(() => t.close());

  test('the team survey goes at the end to the intervenant and the responsable pédagogique, once', async () => {
    assert.deepEqual(await run(new Date(end.getTime() - 60_000)), { coldRequests: 0, coldRelances: 0, teamRequests: 0, teamRelances: 0 });
    // As the scheduled work runs it: inside the pass's transaction (each request in its own savepoint).
    const pass = await t.db.transaction((tx) => runQualitySurveys({ db: tx, mail: t.app.mail, config: { publicUrl: PUBLIC_URL } }, new Date(end.getTime() + 5 * 60_000)));
    assert.equal(pass.teamRequests, 2);
    assert.equal(pass.coldRequests, 0);
    assert.equal((await run(new Date(end.getTime() + 10 * 60_000))).teamRequests, 0, 'idempotent');
    const [mail] = await emailsTo(t, teacher.user.email);
    assert.match(mail.subject, /questionnaire de l'équipe pédagogique, formation « Négociation annuelle »/);
    assert.ok(mail.text.includes(`${PUBLIC_URL}/formations/${trainingId}/questionnaire-equipe`), mail.text);
    assert.equal((await emailsTo(t, supervisor.user.email)).length, 1);
  });

  test('a team member reads and answers their own survey once; the answer is checked', async () => {
    const read = await callApi(t.app, 'GET /surveys/team/:trainingId', { params: { trainingId }, token: supervisor.token });
    assert.equal(read.statusCode, 200);
    assert.equal(read.json().survey?.training.title, 'Négociation annuelle');
    assert.equal(read.json().survey?.answer, null);
    const refusals: [object, Record<string, string[]>][] = [
      [{ group_rating: 11, conditions_rating: 5, comment: '' }, { group_rating: ['La valeur doit être inférieure ou égale à 10.'] }],
      [{ group_rating: 5, conditions_rating: 0, comment: '' }, { conditions_rating: ['La valeur doit être supérieure ou égale à 1.'] }],
      [{ group_rating: 5, conditions_rating: 5 }, { comment: ['Ce champ est obligatoire.'] }],
    ];
    for (const [rawBody, errors] of refusals) {
      const bad = await callApi(t.app, 'POST /surveys/team/:trainingId', { params: { trainingId }, token: supervisor.token, rawBody });
      assert.equal(bad.statusCode, 400);
      assert.deepEqual(bad.error().errors, errors);
    }
    const body = { group_rating: 8, conditions_rating: 6, comment: ' Groupe très impliqué ; salle trop petite. ' };
    const ok = await callApi(t.app, 'POST /surveys/team/:trainingId', { params: { trainingId }, token: supervisor.token, body });
    assert.equal(ok.statusCode, 201, ok.body);
    assert.equal(ok.json().message, SURVEY_MESSAGES.teamAnswered);
    const again = await callApi(t.app, 'POST /surveys/team/:trainingId', { params: { trainingId }, token: supervisor.token, body });
    assert.equal(again.statusCode, 422);
    assert.equal(again.json().message, SURVEY_MESSAGES.alreadyAnswered);
    const mine = await callApi(t.app, 'GET /surveys/team/:trainingId', { params: { trainingId }, token: supervisor.token });
    assert.deepEqual(mine.json().survey?.answer, { group_rating: 8, conditions_rating: 6, comment: 'Groupe très impliqué ; salle trop petite.' });
    // Another intervenant, not on the team: nothing sent to them, nothing to answer.
    const stranger = await loginAsUser(t.app, 'intervenant');
    assert.deepEqual((await callApi(t.app, 'GET /surveys/team/:trainingId', { params: { trainingId }, token: stranger.token })).json(), { survey: null });
    const refusedAnswer = await callApi(t.app, 'POST /surveys/team/:trainingId', { params: { trainingId }, token: stranger.token, body });
    assert.equal(refusedAnswer.statusCode, 403);
    assert.equal(refusedAnswer.json().message, SURVEY_MESSAGES.notSent);
  });

  test('one team relance seven days later, only to who has not answered', async () => {
    assert.equal((await run(new Date(end.getTime() + 6 * DAY))).teamRelances, 0);
    const pass = await run(new Date(end.getTime() + 7 * DAY + 10 * 60_000));
    assert.equal(pass.teamRelances, 1);
    const [relance] = await emailsTo(t, teacher.user.email);
    assert.match(relance.subject, /^Rappel : /);
    assert.equal((await emailsTo(t, supervisor.user.email)).length, 1, 'answered: no relance');
    assert.equal((await run(new Date(end.getTime() + 20 * DAY))).teamRelances, 0, 'one relance only');
  });

  test('nothing before three months; at 10:00 Paris on the day, the cold survey to the validated trainees who attended', async () => {
    assert.equal((await run(new Date(coldDue.getTime() - DAY))).coldRequests, 0);
    assert.equal((await run(new Date(coldDue.getTime() - 60_000))).coldRequests, 0);
    const pass = await run(coldDue);
    assert.equal(pass.coldRequests, 2);
    assert.equal((await run(new Date(coldDue.getTime() + 60_000))).coldRequests, 0, 'idempotent');
    const [mail] = await emailsTo(t, present.user.email);
    assert.match(mail.subject, /votre avis trois mois après la formation « Négociation annuelle »/);
    assert.ok(mail.text.includes(`${PUBLIC_URL}/formations/${trainingId}/questionnaire-a-froid`), mail.text);
    assert.equal((await emailsTo(t, partly.user.email)).length, 1, 'present one half-day out of four');
    assert.equal((await emailsTo(t, absent.user.email)).length, 0, 'absent from every half-day');
    assert.equal((await emailsTo(t, refused.user.email)).length, 0, 'not validated');
  });

  test('the trainee reads and answers their own cold survey once, with French errors for bad values', async () => {
    const read = await callApi(t.app, 'GET /surveys/cold/:trainingId', { params: { trainingId }, token: partly.token });
    assert.equal(read.statusCode, 200);
    assert.equal(read.json().survey?.answered_at, null);
    const refusals: [object, Record<string, string[]>][] = [
      [{ practice: 0, changes: '', recommend: true }, { practice: ['La valeur doit être supérieure ou égale à 1.'] }],
      [{ practice: 11, changes: '', recommend: true }, { practice: ['La valeur doit être inférieure ou égale à 10.'] }],
      [{ practice: 5.5, changes: '', recommend: true }, { practice: ['Ce champ doit être un nombre entier.'] }],
      [{ practice: 5, changes: 'x'.repeat(2001), recommend: true }, { changes: ['Ce champ ne doit pas dépasser 2000 caractères.'] }],
      [{ practice: 5, changes: '' }, { recommend: ['Ce champ est obligatoire.'] }],
      [{ practice: 5, changes: '', recommend: 'oui' }, { recommend: ['Ce champ doit valoir vrai ou faux.'] }],
    ];
    for (const [rawBody, errors] of refusals) {
      const bad = await callApi(t.app, 'POST /surveys/cold/:trainingId', { params: { trainingId }, token: partly.token, rawBody });
      assert.equal(bad.statusCode, 400, JSON.stringify(rawBody));
      assert.deepEqual(bad.error().errors, errors);
    }
    const body = { practice: 7, changes: 'Je prépare mieux les réunions du CSE.', recommend: true };
    const ok = await callApi(t.app, 'POST /surveys/cold/:trainingId', { params: { trainingId }, token: partly.token, body });
    assert.equal(ok.statusCode, 201, ok.body);
    assert.equal(ok.json().message, SURVEY_MESSAGES.coldAnswered);
    const again = await callApi(t.app, 'POST /surveys/cold/:trainingId', { params: { trainingId }, token: partly.token, body: { ...body, practice: 2 } });
    assert.equal(again.statusCode, 422);
    assert.equal(again.json().message, SURVEY_MESSAGES.alreadyAnswered);
    assert.deepEqual((await callApi(t.app, 'GET /surveys/cold/:trainingId', { params: { trainingId }, token: partly.token })).json().survey?.answer, body);
    // The absent trainee and an outsider: none sent, none to answer (a survey is always the caller's own).
    for (const who of [absent, outsider]) {
      assert.deepEqual((await callApi(t.app, 'GET /surveys/cold/:trainingId', { params: { trainingId }, token: who.token })).json(), { survey: null });
      const refusedAnswer = await callApi(t.app, 'POST /surveys/cold/:trainingId', { params: { trainingId }, token: who.token, body });
      assert.equal(refusedAnswer.statusCode, 403);
      assert.equal(refusedAnswer.json().message, SURVEY_MESSAGES.notSent);
    }
    assert.equal((await callApi(t.app, 'GET /surveys/cold/:trainingId', { params: { trainingId: 999999 }, token: partly.token })).statusCode, 404);
  });

  test('one cold relance ten days later, not to who answered, then nothing more', async () => {
    assert.equal((await run(new Date(coldDue.getTime() + 9 * DAY))).coldRelances, 0);
    const pass = await run(new Date(coldDue.getTime() + 10 * DAY));
    assert.equal(pass.coldRelances, 1);
    const mails = await emailsTo(t, present.user.email);
    assert.equal(mails.length, 2);
    assert.match(mails[0].subject, /^Rappel : /);
    assert.equal((await emailsTo(t, partly.user.email)).length, 1, 'answered: no relance');
    assert.deepEqual(await run(new Date(coldDue.getTime() + 25 * DAY)), { coldRequests: 0, coldRelances: 0, teamRequests: 0, teamRelances: 0 });
  });

  test('the staff read the results; an intervenant only for a training they teach', async () => {
    const manager = await loginAsUser(t.app, 'gestionnaire');
    const res = await callApi(t.app, 'GET /surveys/results/:trainingId', { params: { trainingId }, token: manager.token });
    assert.equal(res.statusCode, 200, res.body);
    const { cold, team } = res.json();
    assert.deepEqual(
      { requested: cold.requested, answered: cold.answered, rate: cold.response_rate, mean: cold.practice_mean, share: cold.recommend_share },
      { requested: 2, answered: 1, rate: 0.5, mean: 7, share: 1 },
    );
    assert.deepEqual(cold.answers.map((a) => a.changes), ['Je prépare mieux les réunions du CSE.']);
    assert.equal(team.requested, 2);
    assert.deepEqual(team.answers.map((a) => [a.profile.id, a.role, a.group_rating, a.conditions_rating]), [[supervisor.user.profileId, 'pedagogical_supervisor', 8, 6]]);
    assert.equal((await callApi(t.app, 'GET /surveys/results/:trainingId', { params: { trainingId }, token: teacher.token })).statusCode, 200);
    const stranger = await loginAsUser(t.app, 'intervenant');
    assert.equal((await callApi(t.app, 'GET /surveys/results/:trainingId', { params: { trainingId }, token: stranger.token })).statusCode, 403);
  });
});
