/**
 * The trainer hours report: GET /api/trainings/with-staff and
 * GET /api/export-training-staff-hours, administrateur and responsable pédagogique only. The figures are
 * checked against a small dataset built here, in a year no other test uses (2031), with a training on
 * each side of the Paris midnight that ends the period.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import ExcelJS from 'exceljs';
import { STAFF_HOURS_COLUMNS } from '../../src/modules/staff-hours/workbook';
import { STAFF_HOURS_MESSAGES } from '../../src/contract/staff-hours';
import { callApi } from '../call';
import { createUser } from '../factories';
import { addStaff, createTraining, startTestApp } from '../factories-trainings';
import type { TestApp } from '../helpers';

const ROLES = ['administrateur', 'responsable-pedagogique', 'gestionnaire', 'intervenant', 'stagiaire'] as const;
type Role = (typeof ROLES)[number];

let t: TestApp;
let tokens: Record<Role, string>;
const ids = { supervisor: 0, teacher: 0, lead: 0, t1: 0, t2: 0, t3: 0, t4: 0 };
/** The year of the dataset: nothing else starts in it. */
const YEAR = { start_date: '2031-01-01', end_date: '2031-12-31' };

before(async () => {
  ({ t, tokens } = await startTestApp(ROLES));
  const supervisor = await createUser(t.db, { role: 'responsable-pedagogique', name: 'Zoé Heures', withProfile: { phone: '0601020304' } });
  const teacher = await createUser(t.db, { role: 'intervenant', name: 'Alain Heures', withProfile: true });
  const lead = await createUser(t.db, { role: 'responsable-pedagogique', name: 'Bérénice Heures', withProfile: true });
  ids.supervisor = supervisor.profileId!;
  ids.teacher = teacher.profileId!;
  ids.lead = lead.profileId!;
  // Paris is UTC+1 in winter, UTC+2 in summer.
  const t1 = await createTraining(t.db, { title: 'Heures A', start_date: new Date('2031-03-10T08:00:00Z'), end_date: new Date('2031-03-11T16:00:00Z') });
  const t2 = await createTraining(t.db, { title: 'Heures B', start_date: new Date('2031-06-01T07:00:00Z'), end_date: new Date('2031-06-01T15:00:00Z') });
  // 31 December 23:30 in Paris: inside the year; 1 January 00:30 in Paris: outside.
  const t3 = await createTraining(t.db, { title: 'Heures C', start_date: new Date('2031-12-31T22:30:00Z'), end_date: new Date('2032-01-01T10:00:00Z') });
  const t4 = await createTraining(t.db, { title: 'Heures D', start_date: new Date('2031-12-31T23:30:00Z'), end_date: new Date('2032-01-02T10:00:00Z') });
  // A training of the year without a team: never listed.
  await createTraining(t.db, { title: 'Heures sans équipe', start_date: new Date('2031-05-01T07:00:00Z') });
  Object.assign(ids, { t1: t1.id, t2: t2.id, t3: t3.id, t4: t4.id });

  await addStaff(t.db, t1.id, ids.supervisor, 'pedagogical_supervisor', {
    expected_lecture_hours: '2.00',
    expected_tutorial_hours: '1.00',
    actual_lecture_hours: '2.00',
    actual_tutorial_hours: '1.50',
    ares_status_id: 2,
  });
  await addStaff(t.db, t1.id, ids.teacher, 'teacher', {
    expected_lecture_hours: '6.00',
    expected_tutorial_hours: '3.00',
    actual_lecture_hours: '5.50',
    actual_tutorial_hours: '3.25',
    ares_status_id: 1,
    is_remunerated: true,
  });
  await addStaff(t.db, t2.id, ids.teacher, 'teacher', { expected_lecture_hours: '4.00', expected_tutorial_hours: '0.00', ares_status_id: 3 });
  await addStaff(t.db, t3.id, ids.lead, 'teacher', { expected_lecture_hours: '1.25', expected_tutorial_hours: '0.50' });
  await addStaff(t.db, t4.id, ids.teacher, 'teacher', { expected_lecture_hours: '1.00', expected_tutorial_hours: '1.00' });
  // June 2032, outside the year above: HETD with three decimals (1.5 × 3.25 = 4.875; 1.5 × 12.25 + 0.5 = 18.875).
  const t5 = await createTraining(t.db, { title: 'Heures E', start_date: new Date('2032-06-10T07:00:00Z'), end_date: new Date('2032-06-10T15:00:00Z') });
  await addStaff(t.db, t5.id, ids.supervisor, 'pedagogical_supervisor', { expected_lecture_hours: '3.25', expected_tutorial_hours: '0.00' });
  await addStaff(t.db, t5.id, ids.teacher, 'teacher', { expected_lecture_hours: '12.25', expected_tutorial_hours: '0.50' });
});

const JUNE_2032 = { start_date: '2032-06-01', end_date: '2032-06-30' };
after(async () => {
  await t?.close();
});

type Query = Record<string, string | number | number[]>;
const report = (query: Query, role: Role = 'administrateur') =>
  callApi(t.app, 'GET /trainings/with-staff', { query: query as Record<string, string | number>, token: tokens[role] });
const exportFile = (query: Query, role: Role = 'administrateur') =>
  callApi(t.app, 'GET /export-training-staff-hours', { query: query as Record<string, string | number>, token: tokens[role] });

/** Training name → the names of its rows, as the page lists them. */
const shape = (body: { data: { training_name: string; staff: { profile: { name: string } }[] }[] }) =>
  body.data.map((training) => [training.training_name, training.staff.map((row) => row.profile.name)]);

describe('GET /api/trainings/with-staff', () => {
  test('administrateur and responsable pédagogique read it; gestionnaire, intervenant and stagiaire are refused', async () => {
    for (const role of ['administrateur', 'responsable-pedagogique'] as const) {
      const res = await report(YEAR, role);
      assert.equal(res.statusCode, 200, `${role}: ${res.body}`);
    }
    for (const role of ['gestionnaire', 'intervenant', 'stagiaire'] as const) {
      const res = await report(YEAR, role);
      assert.equal(res.statusCode, 403, role);
      assert.equal(res.error().message, "Vous n'avez pas les droits nécessaires.");
      const file = await exportFile(YEAR, role);
      assert.equal(file.statusCode, 403, `export, ${role}`);
    }
    const anonymous = await callApi(t.app, 'GET /trainings/with-staff', { query: YEAR });
    assert.equal(anonymous.statusCode, 401);
  });

  test('groups the team rows under their training, latest start first, supervisors first, with hours and HETD', async () => {
    const res = await report(YEAR);
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json();
    assert.deepEqual(shape(body), [
      ['Heures C', ['Bérénice Heures']],
      ['Heures B', ['Alain Heures']],
      ['Heures A', ['Zoé Heures', 'Alain Heures']],
    ]);
    assert.equal(body.total, 3);
    assert.equal(body.per_page, 20);
    const [c, b, a] = body.data;
    assert.equal(a.training_id, ids.t1);
    assert.equal(a.start_date, '2031-03-10T08:00:00.000Z');
    assert.deepEqual(a.staff[0], {
      role: 'pedagogical_supervisor',
      expected_lecture_hours: 2,
      expected_tutorial_hours: 1,
      actual_lecture_hours: 2,
      actual_tutorial_hours: 1.5,
      expected_hetd: 4,
      actual_hetd: 4.5,
      ares_status: { id: 2, name: 'Contrat validé' },
      is_remunerated: false,
      profile: { id: ids.supervisor, name: 'Zoé Heures', email: a.staff[0].profile.email, phone: '0601020304', role: { id: 3, name: 'Responsable pédagogique' } },
    });
    const teacher = a.staff[1];
    assert.equal(teacher.role, 'teacher');
    assert.deepEqual(
      [teacher.expected_hetd, teacher.actual_hetd, teacher.is_remunerated, teacher.ares_status?.id, teacher.profile.role.name],
      [12, 11.5, true, 1, 'Intervenant'],
    );
    // The training's sums: 4 + 12 expected, 4.5 + 11.5 actual.
    assert.deepEqual([a.expected_hetd, a.actual_hetd], [16, 16]);
    // No actual hours entered: no actual HETD.
    assert.deepEqual([b.staff[0].expected_hetd, b.staff[0].actual_hetd, b.actual_hetd], [6, null, 0]);
    // 1.5 × 1.25 + 0.5 = 2.375, to 2 decimals; a responsable pédagogique teaching is a 'teacher' row.
    assert.deepEqual([c.staff[0].role, c.staff[0].expected_hetd, c.staff[0].ares_status], ['teacher', 2.375, null]);
  });

  test('the period is of Paris days, both ends included', async () => {
    const lastDay = await report({ start_date: '2031-12-31', end_date: '2031-12-31' });
    assert.deepEqual(shape(lastDay.json()), [['Heures C', ['Bérénice Heures']]]);
    const newYear = await report({ start_date: '2032-01-01', end_date: '2032-01-01' });
    assert.deepEqual(shape(newYear.json()), [['Heures D', ['Alain Heures']]]);
    const fromMarch = await report({ start_date: '2031-03-10', end_date: '2031-06-01' });
    assert.deepEqual(shape(fromMarch.json()).map(([name]) => name), ['Heures B', 'Heures A']);
  });

  test('filters by person, by Ares statuses (both spellings) and by training; rows outside the filter are left out', async () => {
    const person = await report({ ...YEAR, profile_id: ids.teacher });
    assert.deepEqual(shape(person.json()), [
      ['Heures B', ['Alain Heures']],
      ['Heures A', ['Alain Heures']],
    ]);
    const validated = await report({ ...YEAR, ares_status_ids: [2] });
    assert.deepEqual(shape(validated.json()), [['Heures A', ['Zoé Heures']]]);
    const toDrawOrPaid = await report({ ...YEAR, 'ares_status_ids[]': [1, 3] });
    assert.deepEqual(shape(toDrawOrPaid.json()), [
      ['Heures B', ['Alain Heures']],
      ['Heures A', ['Alain Heures']],
    ]);
    const personAndStatus = await report({ ...YEAR, profile_id: ids.supervisor, ares_status_ids: [1] });
    assert.deepEqual(personAndStatus.json().data, []);
    assert.equal(personAndStatus.json().total, 0);
    const training = await report({ training_id: ids.t1 });
    assert.deepEqual(shape(training.json()), [['Heures A', ['Zoé Heures', 'Alain Heures']]]);
    const trainingAndPerson = await report({ training_id: ids.t1, profile_id: ids.teacher, ares_status_ids: [1] });
    assert.deepEqual(shape(trainingAndPerson.json()), [['Heures A', ['Alain Heures']]]);
  });

  test('pages the trainings (current_page or page, per_page) and counts them', async () => {
    const first = await report({ ...YEAR, per_page: 2, current_page: 1 });
    assert.deepEqual(shape(first.json()).map(([name]) => name), ['Heures C', 'Heures B']);
    assert.deepEqual([first.json().total, first.json().last_page], [3, 2]);
    const second = await report({ ...YEAR, per_page: 2, page: 2 });
    assert.deepEqual(shape(second.json()).map(([name]) => name), ['Heures A']);
    assert.equal(second.json().total, 3);
  });

  test('refuses a bad filter with a French message', async () => {
    const reversed = await report({ start_date: '2031-12-31', end_date: '2031-01-01' });
    assert.equal(reversed.statusCode, 400);
    assert.equal(reversed.error().message, STAFF_HOURS_MESSAGES.datesInWrongOrder);
    assert.deepEqual(reversed.error().errors, { end_date: [STAFF_HOURS_MESSAGES.datesInWrongOrder] });
    const unknownStatus = await report({ ares_status_ids: [9] });
    assert.equal(unknownStatus.statusCode, 400);
    assert.equal(unknownStatus.error().message, "Ce statut Ares n'existe pas.");
    const badQueries: Query[] = [{ start_date: '2031-02-30' }, { end_date: 'demain' }, { training_id: 'abc' }, { profile_id: 0 }, { per_page: 500 }];
    for (const query of badQueries) {
      const res = await report(query);
      assert.equal(res.statusCode, 400, JSON.stringify(query));
      assert.match(res.error().message, /[a-zé]/);
      assert.doesNotMatch(res.error().message, /must|should/, 'French message');
    }
    const exportReversed = await exportFile({ start_date: '2031-12-31', end_date: '2031-01-01' });
    assert.equal(exportReversed.statusCode, 400);
    assert.equal(exportReversed.error().message, STAFF_HOURS_MESSAGES.datesInWrongOrder);
  });
});

/** The first sheet's lines (header first), each cell's value. */
async function readWorkbook(body: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const lines: unknown[][] = [];
  sheet.eachRow((row) => {
    lines.push(STAFF_HOURS_COLUMNS.map((_, index) => row.getCell(index + 1).value));
  });
  return lines;
}

describe('HETD are exact: summed before any rounding', () => {
  test('4,875 + 18,875 = 23,75 in the report, and the export keeps the exact values', async () => {
    const res = await report(JUNE_2032);
    assert.equal(res.statusCode, 200, res.body);
    const [training] = res.json().data;
    assert.deepEqual(
      [training.staff.map((row) => row.expected_hetd), training.expected_hetd],
      [[4.875, 18.875], 23.75],
    );
    const lines = await readWorkbook((await exportFile(JUNE_2032)).rawPayload);
    assert.deepEqual(
      lines.slice(1).map((line) => [line[3], line[9]]),
      [
        ['Zoé Heures', 4.875],
        ['Alain Heures', 18.875],
      ],
    );
  });
});

describe('GET /api/export-training-staff-hours', () => {
  test('a .xlsx of the filter’s rows, one line per team row, named with the day', async () => {
    const res = await exportFile({ ...YEAR, profile_id: ids.teacher }, 'responsable-pedagogique');
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['content-type'], 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    assert.match(String(res.headers['content-disposition']), /^attachment; filename="heures-formateurs-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const lines = await readWorkbook(res.rawPayload);
    assert.deepEqual(lines[0], STAFF_HOURS_COLUMNS.map((c) => c.header));
    assert.deepEqual(lines.slice(1), [
      ['Heures B', '01/06/2031', '01/06/2031', 'Alain Heures', lines[1][4], 'Formateur', 'Heures mises en paiement', 4, 0, 6, null, null, null, 'Non'],
      ['Heures A', '10/03/2031', '11/03/2031', 'Alain Heures', lines[2][4], 'Formateur', 'Contrat à établir', 6, 3, 12, 5.5, 3.25, 11.5, 'Oui'],
    ]);
    assert.match(String(lines[1][4]), /@test\.irt\.fr$/);
  });

  test('follows every filter: the year unfiltered, a status, an empty result', async () => {
    const year = await readWorkbook((await exportFile(YEAR)).rawPayload);
    assert.deepEqual(
      year.slice(1).map((line) => [line[0], line[3], line[5]]),
      [
        ['Heures C', 'Bérénice Heures', 'Formateur'],
        ['Heures B', 'Alain Heures', 'Formateur'],
        ['Heures A', 'Zoé Heures', 'Responsable pédagogique'],
        ['Heures A', 'Alain Heures', 'Formateur'],
      ],
    );
    const validated = await readWorkbook((await exportFile({ ...YEAR, 'ares_status_ids[]': [2] })).rawPayload);
    assert.deepEqual(validated.slice(1).map((line) => [line[0], line[3], line[9], line[12]]), [['Heures A', 'Zoé Heures', 4, 4.5]]);
    const none = await readWorkbook((await exportFile({ start_date: '2045-01-01', end_date: '2045-01-31' })).rawPayload);
    assert.deepEqual(none, [STAFF_HOURS_COLUMNS.map((c) => c.header)]);
  });
});
