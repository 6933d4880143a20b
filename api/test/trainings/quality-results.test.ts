/**
 * Satisfaction results: a training's figures (Évaluations tab), the Qualité page per theme and year and
 * its workbook, and the results published per theme on the catalogue (5 respondents at least, the
 * twelve months ending today). The expected figures are computed here from the rows the test writes.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import ExcelJS from 'exceljs';
import { asc } from 'drizzle-orm';
import type { EvaluationCriterion } from '../../src/contract/evaluations';
import { EVALUATION_CRITERIA } from '../../src/contract/evaluations';
import { TRAINING_STATUS } from '../../src/contract/statuses';
import * as s from '../../src/db/schema';
import { parisDateTime } from '../../src/lib/paris-time';
import { callApi } from '../call';
import { loginAsUser } from '../factories';
import { addStaff, createTraineeProfiles, createTraining, register } from '../factories-trainings';
import { bearer, createTestApp, type TestApp } from '../helpers';

type Scores = Record<EvaluationCriterion, number>;

const round1 = (x: number) => Math.round(x * 10) / 10;
const mean = (values: number[]) => (values.length === 0 ? null : round1(values.reduce((a, b) => a + b, 0) / values.length));
const rate = (part: number, whole: number) => (whole === 0 ? null : round1((100 * part) / whole));
const means = (all: Scores[]) => Object.fromEntries(EVALUATION_CRITERIA.map((c) => [c, mean(all.map((e) => e[c]))])) as Record<EvaluationCriterion, number | null>;

/** Seven scores from a seed, all different enough that the means are not round. */
const scores = (seed: number): Scores =>
  Object.fromEntries(EVALUATION_CRITERIA.map((c, i) => [c, 1 + ((seed * 3 + i * 5) % 10)])) as Scores;

const parisToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
const shiftDay = (day: string, days: number) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

describe('satisfaction results', () => {
  let t: TestApp;
  let admin: string;
  let teacher: { token: string; profileId: number };
  let trainee: string;
  let themes: { id: number; name: string }[];
  const year = Number(parisToday().slice(0, 4)) - 2;
  // Theme A of the year: T1 (attendance final) and T2 (published, attendance not final).
  const t1Scores = [scores(1), scores(2), scores(3)];
  const t2Scores = [scores(4)];
  const ids: Record<string, number> = {};
  let pool: number[] = [];
  // Published window.
  const today = parisToday();
  const [ty, tm, td] = today.split('-').map(Number);
  const fromDay = shiftDay(new Date(Date.UTC(ty - 1, tm - 1, td)).toISOString().slice(0, 10), 1);
  const recentScores = [scores(5), scores(6), scores(7), scores(8)];
  const edgeInScores = [scores(9)];

  async function evaluate(trainingId: number, profileId: number, values: Scores, comment: string | null = null) {
    await t.db.insert(s.evaluations).values({ training_id: trainingId, profile_id: profileId, ...values, comment });
  }

  before(async () => {
    t = await createTestApp();
    admin = (await loginAsUser(t.app, 'administrateur')).token;
    const teacherLogin = await loginAsUser(t.app, 'intervenant');
    teacher = { token: teacherLogin.token, profileId: teacherLogin.user.profileId! };
    trainee = (await loginAsUser(t.app, 'stagiaire')).token;
    themes = await t.db.select({ id: s.trainingThemes.id, name: s.trainingThemes.name }).from(s.trainingThemes).orderBy(asc(s.trainingThemes.id));
    const [A, B, C, D] = themes;
    const p = await createTraineeProfiles(t.db, 21, 'Qualité');
    pool = p;

    const held = (start: string, end: string, themeId: number, status: number = TRAINING_STATUS.toClose) =>
      createTraining(t.db, { start_date: parisDateTime(start, 9), end_date: parisDateTime(end.slice(0, 10), Number(end.slice(11, 13) || 17), Number(end.slice(14, 16) || 0)), training_theme_id: themeId, training_status_id: status });

    // T1: four validated (one absent a half-day), one refused who has an evaluation anyway (not counted).
    const t1 = await held(`${year}-03-04`, `${year}-03-05`, A.id);
    ids.t1 = t1.id;
    for (const id of p.slice(0, 4)) await register(t.db, t1.id, id, 'valide');
    await register(t.db, t1.id, p[4], 'refuse');
    await evaluate(t1.id, p[0], t1Scores[0], '  Formatrice très claire, exemples concrets.  ');
    await evaluate(t1.id, p[1], t1Scores[1], '   ');
    await evaluate(t1.id, p[2], t1Scores[2]);
    await evaluate(t1.id, p[4], scores(10));
    await t.db.insert(s.absences).values({ training_id: t1.id, profile_id: p[1], absence_date: `${year}-03-05`, half_day: 'afternoon' });
    await addStaff(t.db, t1.id, teacher.profileId);
    // T2: published, ended: counts for the answers, not for the completion (attendance not final).
    const t2 = await held(`${year}-06-09`, `${year}-06-10`, A.id, TRAINING_STATUS.published);
    ids.t2 = t2.id;
    await register(t.db, t2.id, p[0], 'valide');
    await register(t.db, t2.id, p[5], 'valide');
    await evaluate(t2.id, p[5], t2Scores[0]);
    // Cancelled: counted nowhere.
    const cancelled = await held(`${year}-07-01`, `${year}-07-02`, A.id, TRAINING_STATUS.cancelled);
    await register(t.db, cancelled.id, p[6], 'valide');
    await evaluate(cancelled.id, p[6], scores(11));
    // Theme B: the last evening of the year is in it, the first night of the next is not.
    const t4 = await held(`${year}-12-30`, `${year}-12-31T23:00`, B.id, TRAINING_STATUS.closed);
    ids.t4 = t4.id;
    await register(t.db, t4.id, p[7], 'valide');
    const t5 = await held(`${year}-12-31`, `${year + 1}-01-01T00:30`, B.id, TRAINING_STATUS.closed);
    await register(t.db, t5.id, p[8], 'valide');
    await evaluate(t5.id, p[8], scores(12));

    // Published window, theme C: 4 answers ten days ago, 1 on the window's first day, 1 the day before it.
    const recent = await held(shiftDay(today, -11), `${shiftDay(today, -10)}`, C.id);
    for (const id of p.slice(9, 14)) await register(t.db, recent.id, id, 'valide');
    for (const [i, values] of recentScores.entries()) await evaluate(recent.id, p[9 + i], values);
    await t.db.insert(s.absences).values({ training_id: recent.id, profile_id: p[10], absence_date: shiftDay(today, -10), half_day: 'morning' });
    const edgeIn = await createTraining(t.db, { start_date: parisDateTime(fromDay, 8), end_date: parisDateTime(fromDay, 10), training_theme_id: C.id, training_status_id: TRAINING_STATUS.published });
    await register(t.db, edgeIn.id, p[14], 'valide');
    await register(t.db, edgeIn.id, p[15], 'valide');
    await evaluate(edgeIn.id, p[14], edgeInScores[0]);
    const edgeOut = await createTraining(t.db, { start_date: parisDateTime(shiftDay(fromDay, -1), 9), end_date: parisDateTime(shiftDay(fromDay, -1), 23, 30), training_theme_id: C.id, training_status_id: TRAINING_STATUS.closed });
    await register(t.db, edgeOut.id, p[16], 'valide');
    await evaluate(edgeOut.id, p[16], scores(13));
    // Theme D: four answers, not published.
    const few = await held(shiftDay(today, -30), shiftDay(today, -29), D.id);
    for (const id of p.slice(16, 20)) {
      await register(t.db, few.id, id, 'valide');
      await evaluate(few.id, id, scores(id));
    }
  });
  after(() => t.close());

  test("a training's response rate, means and comments; an intervenant only for a training they teach", async () => {
    const res = await callApi(t.app, 'GET /evaluations/:trainingId/results', { params: { trainingId: ids.t1 }, token: admin });
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.equal(body.validated, 4);
    assert.equal(body.respondents, 3);
    assert.equal(body.response_rate, 75);
    assert.deepEqual(body.means, means(t1Scores));
    assert.deepEqual(body.comments.map((c) => c.comment), ['Formatrice très claire, exemples concrets.']);
    assert.equal((await callApi(t.app, 'GET /evaluations/:trainingId/results', { params: { trainingId: ids.t1 }, token: teacher.token })).statusCode, 200);
    assert.equal((await callApi(t.app, 'GET /evaluations/:trainingId/results', { params: { trainingId: ids.t2 }, token: teacher.token })).statusCode, 403);
    assert.equal((await callApi(t.app, 'GET /evaluations/:trainingId/results', { params: { trainingId: 999999 }, token: admin })).statusCode, 404);
  });

  test('per theme of a year: trainings, answers, means, completion; the total; the year edges', async () => {
    const res = await callApi(t.app, 'GET /quality/results', { query: { year }, token: admin });
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.equal(body.year, year);
    const [A, B] = themes;
    const a = body.themes.find((r) => r.theme_id === A.id);
    assert.ok(a);
    assert.equal(a.theme, A.name);
    assert.equal(a.trainings, 2);
    assert.equal(a.validated, 6);
    assert.equal(a.respondents, 4);
    assert.equal(a.response_rate, rate(4, 6));
    assert.deepEqual(a.means, means([...t1Scores, ...t2Scores]));
    // T1 only (T2's attendance is not final): 3 of 4 present at every half-day.
    assert.equal(a.completion_rate, 75);
    const b = body.themes.find((r) => r.theme_id === B.id);
    assert.ok(b);
    assert.deepEqual({ trainings: b.trainings, validated: b.validated, respondents: b.respondents, response_rate: b.response_rate, completion_rate: b.completion_rate }, { trainings: 1, validated: 1, respondents: 0, response_rate: 0, completion_rate: 100 });
    assert.equal(b.means.overall_satisfaction, null);
    assert.equal(body.themes.length, 2);
    assert.equal(body.total.theme_id, null);
    assert.equal(body.total.theme, 'Tous les thèmes');
    assert.equal(body.total.trainings, 3);
    assert.equal(body.total.respondents, 4);
    assert.equal(body.total.response_rate, rate(4, 7));
    assert.equal(body.total.completion_rate, rate(4, 5));
    assert.deepEqual(body.total.means, means([...t1Scores, ...t2Scores]));
    assert.ok(body.years.includes(year) && body.years.includes(year + 2));
    // Without a year: the current one in Paris.
    const current = await callApi(t.app, 'GET /quality/results', { token: admin });
    assert.equal(current.json().year, year + 2);
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/quality/results?year=1999', headers: bearer(admin) })).statusCode, 400);
  });

  test('an intervenant counts only the trainings they teach; a trainee is refused', async () => {
    const res = await callApi(t.app, 'GET /quality/results', { query: { year }, token: teacher.token });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.themes.length, 1);
    assert.equal(body.total.trainings, 1);
    assert.equal(body.total.respondents, 3);
    assert.deepEqual(body.total.means, means(t1Scores));
    assert.equal((await callApi(t.app, 'GET /quality/results', { query: { year }, token: trainee })).statusCode, 403);
    assert.equal((await callApi(t.app, 'GET /quality/results/export', { query: { year }, token: trainee })).statusCode, 403);
  });

  test('the workbook holds the page figures, one row per theme and the total', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/quality/results/export?year=${year}`, headers: bearer(admin) });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-disposition']), new RegExp(`resultats_qualite_${year}_\\d{4}-\\d{2}-\\d{2}\\.xlsx`));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push(Array.from({ length: sheet.columnCount }, (_, i) => row.getCell(i + 1).value)));
    assert.deepEqual(rows[0], [
      'Thème', 'Formations', 'Stagiaires validés', 'Répondants', 'Taux de réponse (%)',
      'Documentation (/10)', 'Méthodes pédagogiques (/10)', 'Envie de poursuivre (/10)', 'Vie de groupe (/10)',
      'Conditions matérielles (/10)', 'Apport de connaissances (/10)', 'Satisfaction générale (/10)', 'Taux d’assiduité (%)',
    ]);
    const expectedMeans = means([...t1Scores, ...t2Scores]);
    const a = rows.find((r) => r[0] === themes[0].name);
    assert.deepEqual(a, [themes[0].name, 2, 6, 4, rate(4, 6), ...EVALUATION_CRITERIA.map((c) => expectedMeans[c]), 75]);
    const total = rows[rows.length - 1];
    assert.deepEqual(total.slice(0, 5), ['Tous les thèmes', 3, 7, 4, rate(4, 7)]);
    assert.equal(rows.length, 4);
  });

  test('published per theme over the twelve months ending today, from 5 respondents on, to anyone', async () => {
    const res = await callApi(t.app, 'GET /catalog/published-results');
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.equal(body.from, fromDay);
    assert.equal(body.to, today);
    assert.equal(body.minimum_respondents, 5);
    const [, , C, D] = themes;
    // D has 4 respondents: not sent. The year's themes are out of the window.
    assert.deepEqual(body.themes.map((r) => r.theme_id), [C.id]);
    const c = body.themes[0];
    const answered = [...recentScores, ...edgeInScores];
    assert.deepEqual(c, {
      theme_id: C.id,
      theme: C.name,
      respondents: 5,
      response_rate: rate(5, 7),
      overall_satisfaction: mean(answered.map((e) => e.overall_satisfaction)),
      // The edge training's attendance is not final: 4 of the 5 of the recent one present throughout.
      completion_rate: 80,
    });
    // A fifth answer on theme D publishes it (signed in or not, the same answer).
    const more = await createTraining(t.db, { start_date: parisDateTime(shiftDay(today, -3), 9), end_date: parisDateTime(shiftDay(today, -3), 17), training_theme_id: D.id, training_status_id: TRAINING_STATUS.toClose });
    await register(t.db, more.id, pool[20], 'valide');
    await evaluate(more.id, pool[20], scores(3));
    const signedIn = await callApi(t.app, 'GET /catalog/published-results', { token: trainee });
    assert.deepEqual(signedIn.json().themes.map((r) => [r.theme_id, r.respondents]).sort(), [[C.id, 5], [D.id, 5]].sort());
  });
});
