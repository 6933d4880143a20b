/**
 * The BPF of a year on a dataset written by hand: every figure (and the workbook's cells read back)
 * equals what this file works out from the dataset itself; F-1, F-3 and F-4 agree; the entered
 * amounts are kept; a closed year no longer changes, neither after an anonymisation by the retention
 * job nor after attendance is entered; other roles are refused.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { BPF_MESSAGES, type BpfFigure, type BpfReport } from '../../src/contract/bpf';
import type { RoleSlug } from '../../src/contract/common';
import { TRAINING_STATUS } from '../../src/contract/statuses';
import * as s from '../../src/db/schema';
import { parisDateTime } from '../../src/lib/paris-time';
import { computeYear } from '../../src/modules/bpf/service';
import { runRetention } from '../../src/modules/retention';
import { callApi } from '../call';
import { createUser, loginAs } from '../factories';
import { addStaff, createTraining, register } from '../factories-trainings';
import { createTestApp, type TestApp } from '../helpers';

let t: TestApp;
let admin: string;
const others: Partial<Record<RoleSlug, string>> = {};
const OTHER_ROLES: RoleSlug[] = ['gestionnaire', 'responsable-pedagogique', 'intervenant', 'stagiaire'];
const YEAR = 2025;
const HALF_DAY_HOURS = 3.5;

type Half = 'morning' | 'afternoon';
type TraineeType = 'salaries' | 'demandeurs' | 'particuliers' | 'autres';

/** The trainees: their professional situation (id of the reference list) and the F-1 line expected for it. */
const PEOPLE = {
  cdi: { name: 'Agathe Cdi', situation: 1, type: 'salaries' },
  cdd: { name: 'Basile Cdd', situation: 2, type: 'salaries' },
  agent: { name: 'Camille Agent', situation: 4, type: 'autres' },
  chomeur: { name: 'Denis Recherche', situation: 5, type: 'demandeurs' },
  retraite: { name: 'Édith Retraitée', situation: 6, type: 'particuliers' },
  inconnu: { name: 'Fabien Sanssituation', situation: null, type: 'autres' },
} as const satisfies Record<string, { name: string; situation: number | null; type: TraineeType }>;
type Person = keyof typeof PEOPLE;

interface TrainingSpec {
  title: string;
  type: number;
  theme: number | 'none';
  nsf: string | null;
  status: number;
  start: [string, number, number?];
  end: [string, number, number?];
  /** Its half-days, written out. */
  slots: [string, Half][];
  price: string | null;
  /** Who is registered, with which status, and the half-days (indexes of `slots`) entered absent. */
  registrations: [Person, 'valide' | 'preinscription' | 'refuse', number[]][];
}

const closed = TRAINING_STATUS.closed;
const toClose = TRAINING_STATUS.toClose;

const TRAININGS: Record<string, TrainingSpec> = {
  A: {
    title: 'BPF A — droit, deux jours',
    type: 1,
    theme: 1,
    nsf: '128',
    status: closed,
    start: ['2025-03-10', 9],
    end: ['2025-03-11', 17],
    slots: [['2025-03-10', 'morning'], ['2025-03-10', 'afternoon'], ['2025-03-11', 'morning'], ['2025-03-11', 'afternoon']],
    price: null,
    registrations: [['cdi', 'valide', []], ['cdd', 'valide', [3]], ['agent', 'valide', []], ['chomeur', 'preinscription', []], ['inconnu', 'valide', [0, 1, 2, 3]]],
  },
  B: {
    title: 'BPF B — RH, un après-midi payant',
    type: 2,
    theme: 3,
    nsf: '315',
    status: toClose,
    start: ['2025-06-02', 14],
    end: ['2025-06-02', 17],
    slots: [['2025-06-02', 'afternoon']],
    price: '120.50',
    registrations: [['cdi', 'valide', []], ['retraite', 'valide', []], ['chomeur', 'valide', []], ['agent', 'refuse', []]],
  },
  C: {
    title: 'BPF C — sécurité, une journée',
    type: 3,
    theme: 8,
    nsf: '344',
    status: closed,
    start: ['2025-09-15', 9],
    end: ['2025-09-15', 17],
    slots: [['2025-09-15', 'morning'], ['2025-09-15', 'afternoon']],
    price: null,
    registrations: [['cdd', 'valide', [0]], ['retraite', 'valide', []]],
  },
  D: {
    title: 'BPF D — gestion, trois jours payants',
    type: 2,
    theme: 9,
    nsf: '314',
    status: closed,
    start: ['2025-10-06', 9],
    end: ['2025-10-08', 12],
    slots: [['2025-10-06', 'morning'], ['2025-10-06', 'afternoon'], ['2025-10-07', 'morning'], ['2025-10-07', 'afternoon'], ['2025-10-08', 'morning']],
    price: '300.00',
    registrations: [['cdi', 'valide', [4]], ['agent', 'valide', []], ['inconnu', 'valide', [1]], ['retraite', 'valide', []]],
  },
  E: {
    title: 'BPF E — assurances',
    type: 4,
    theme: 11,
    nsf: '313',
    status: closed,
    start: ['2025-11-03', 9],
    end: ['2025-11-03', 17],
    slots: [['2025-11-03', 'morning'], ['2025-11-03', 'afternoon']],
    price: null,
    registrations: [['chomeur', 'valide', []]],
  },
  F: {
    title: 'BPF F — conciliation',
    type: 2,
    theme: 6,
    nsf: '413',
    status: closed,
    start: ['2025-11-17', 9],
    end: ['2025-11-17', 17],
    slots: [['2025-11-17', 'morning'], ['2025-11-17', 'afternoon']],
    price: null,
    registrations: [['agent', 'valide', [1]]],
  },
  G: {
    title: 'BPF G — thème sans NSF',
    type: 2,
    theme: 'none',
    nsf: null,
    status: closed,
    start: ['2025-12-01', 9],
    end: ['2025-12-01', 12],
    slots: [['2025-12-01', 'morning']],
    price: null,
    registrations: [['cdd', 'valide', []]],
  },
};

/** Trainings of the year that are not held, and a held one of another year: counted nowhere. */
const NOT_COUNTED: TrainingSpec[] = [
  { ...TRAININGS.C, title: 'BPF annulée', status: TRAINING_STATUS.cancelled, registrations: [['cdi', 'valide', []]] },
  { ...TRAININGS.C, title: 'BPF publiée', status: TRAINING_STATUS.published, registrations: [['cdi', 'valide', []]] },
  { ...TRAININGS.C, title: 'BPF 2024', start: ['2024-09-16', 9], end: ['2024-09-16', 17], slots: [['2024-09-16', 'morning'], ['2024-09-16', 'afternoon']], registrations: [['cdi', 'valide', []]] },
];

/** Team members: employment status (1, 2 internal), and their rows: training, hours entered. */
const STAFF = [
  { name: 'Irène Enseignante', status: 1, rows: [{ t: 'A', v: { actual_lecture_hours: '6.00', actual_tutorial_hours: '3.00', expected_lecture_hours: '1.00' } }, { t: 'D', v: { expected_lecture_hours: '2.00', expected_tutorial_hours: '1.00' } }] },
  { name: 'Paul Administratif', status: 2, rows: [{ t: 'C', v: { actual_lecture_hours: '4.00' } }] },
  { name: 'Valentin Vacataire', status: 3, rows: [{ t: 'B', v: { actual_lecture_hours: '2.50', actual_tutorial_hours: '1.00' } }] },
  { name: 'Aude Avocate', status: 5, rows: [{ t: 'E', v: { actual_tutorial_hours: '6.00' } }, { t: 'F', v: { actual_lecture_hours: '1.25' } }] },
  { name: 'Noé Sansstatut', status: null, rows: [{ t: 'F', v: { actual_lecture_hours: '2.25' } }, { t: 'G', v: {} }] },
] as const;

/** Régies: opening day and the amounts paid in each. */
const REGIES = [
  { number: 'R-2025-02', opened: '2025-02-03T10:00:00Z', amounts: ['45.30', '12.25'] },
  { number: 'R-2025-11', opened: '2025-11-04T10:00:00Z', amounts: ['100.00'] },
  { number: 'R-2024-12', opened: '2024-12-02T10:00:00Z', amounts: ['99.99'] },
];

const at = ([day, hour, minute]: [string, number, number?]) => parisDateTime(day, hour, minute ?? 0);
const profileIds = {} as Record<Person, number>;
const userIds = {} as Record<Person, number>;
const trainingIds: Record<string, number> = {};

async function insertTraining(spec: TrainingSpec, noNsfTheme: number) {
  const training = await createTraining(t.db, {
    title: spec.title,
    training_type_id: spec.type,
    training_theme_id: spec.theme === 'none' ? noNsfTheme : spec.theme,
    training_status_id: spec.status,
    start_date: at(spec.start),
    end_date: at(spec.end),
    paid_training: spec.price !== null,
    amount: spec.price,
  });
  for (const [person, status, absent] of spec.registrations) {
    await register(t.db, training.id, profileIds[person], status);
    for (const index of absent) {
      const [date, half] = spec.slots[index];
      await t.db.insert(s.absences).values({ training_id: training.id, profile_id: profileIds[person], absence_date: date, half_day: half });
    }
  }
  return training.id;
}

before(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'administrateur');
  for (const role of OTHER_ROLES) others[role] = await loginAs(t.app, role);
  for (const [key, person] of Object.entries(PEOPLE) as [Person, (typeof PEOPLE)[Person]][]) {
    const user = await createUser(t.db, { role: 'stagiaire', name: person.name, withProfile: { professional_situation_id: person.situation } });
    profileIds[key] = user.profileId!;
    userIds[key] = user.id;
  }
  const [noNsf] = await t.db.insert(s.trainingThemes).values({ numerotation: '9.9', name: 'Thème sans code NSF', nsf_code: null }).returning();
  for (const [key, spec] of Object.entries(TRAININGS)) trainingIds[key] = await insertTraining(spec, noNsf.id);
  for (const spec of NOT_COUNTED) {
    const id = await insertTraining(spec, noNsf.id);
    const member = await createUser(t.db, { role: 'intervenant', name: `Équipe ${spec.title}`, withProfile: { employment_status_id: 1 } });
    await addStaff(t.db, id, member.profileId!, 'teacher', { actual_lecture_hours: '50.00' });
  }
  for (const member of STAFF) {
    const user = await createUser(t.db, { role: 'intervenant', name: member.name, withProfile: { employment_status_id: member.status } });
    for (const row of member.rows) await addStaff(t.db, trainingIds[row.t], user.profileId!, 'teacher', row.v);
  }
  for (const [k, regie] of REGIES.entries()) {
    const [order] = await t.db.insert(s.paymentOrders).values({ order_number: regie.number, created_at: new Date(regie.opened) }).returning();
    for (const [i, amount] of regie.amounts.entries()) {
      const person = (['cdi', 'cdd', 'agent'] as const)[i];
      const [expense] = await t.db
        .insert(s.trainingExpenses)
        .values({ training_id: trainingIds[['A', 'C', 'D'][k]], profile_id: profileIds[person], training_expense_status_id: 4, total_amount: amount })
        .returning();
      await t.db.insert(s.trainingExpensePayments).values({ training_expense_id: expense.id, payment_order_id: order.id, payment_method: 'virement', payment_reference: `ref-${expense.id}`, amount });
    }
  }
});
after(async () => {
  await t?.close();
});

/* ---------- What the dataset gives, worked out here ---------- */

interface Presence {
  training: TrainingSpec;
  person: Person;
  halfDays: number;
}

const presences: Presence[] = Object.values(TRAININGS).flatMap((training) =>
  training.registrations
    .filter(([, status]) => status === 'valide')
    .map(([person, , absent]) => ({ training, person, halfDays: training.slots.length - absent.length }))
    .filter((p) => p.halfDays > 0),
);

const sumHours = (list: Presence[]) => list.reduce((n, p) => n + p.halfDays * HALF_DAY_HOURS, 0);
const ofType = (type: TraineeType) => presences.filter((p) => PEOPLE[p.person].type === type);
const cents = (amount: string) => Math.round(Number(amount) * 100);
const euros = (c: number) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;

const expectedF1 = {
  f1_salaries: ofType('salaries'),
  f1_apprentis: [] as Presence[],
  f1_demandeurs: ofType('demandeurs'),
  f1_particuliers: ofType('particuliers'),
  f1_autres: ofType('autres'),
};

function expectedF4() {
  const byCode = new Map<string, Presence[]>();
  for (const p of presences) if (p.training.nsf) byCode.set(p.training.nsf, [...(byCode.get(p.training.nsf) ?? []), p]);
  const ranked = [...byCode.entries()].sort((a, b) => sumHours(b[1]) - sumHours(a[1]) || b[1].length - a[1].length || a[0].localeCompare(b[0]));
  const main = ranked.slice(0, 5);
  const mainCodes = new Set(main.map(([code]) => code));
  return {
    main: main.map(([code, list]) => ({ key: `f4_${code}`, list })),
    others: presences.filter((p) => !p.training.nsf || !mainCodes.has(p.training.nsf)),
  };
}

const paidCents = (types: TraineeType[]) =>
  presences.filter((p) => p.training.price !== null && types.includes(PEOPLE[p.person].type)).reduce((n, p) => n + cents(p.training.price!), 0);

const MANUAL = { c_opco: '1500.5', c_pouvoirs_publics: '2000', d_autres_charges: '350.75', d_salaires: '8000' };

function expectedStaff(internal: boolean) {
  const members = STAFF.filter((m) => (m.status === 1 || m.status === 2) === internal);
  const hoursOf = (v: Record<string, string>) => {
    const actual = v.actual_lecture_hours !== undefined || v.actual_tutorial_hours !== undefined;
    return actual ? Number(v.actual_lecture_hours ?? 0) + Number(v.actual_tutorial_hours ?? 0) : Number(v.expected_lecture_hours ?? 0) + Number(v.expected_tutorial_hours ?? 0);
  };
  const rows = members.flatMap((m) => m.rows.map((r) => ({ member: m.name, hours: hoursOf(r.v) }))).filter((r) => r.hours > 0);
  return { count: new Set(rows.map((r) => r.member)).size, hours: rows.reduce((n, r) => n + r.hours, 0), rows: rows.length };
}

function byKey(report: BpfReport): Record<string, BpfFigure> {
  return Object.fromEntries(report.figures.map((f) => [f.key, f]));
}

/** The figures this file expects, by key: [count, hours, amount]. */
function expectedFigures(): Record<string, [number | null, number | null, string | null]> {
  const out: Record<string, [number | null, number | null, string | null]> = {};
  for (const [key, list] of Object.entries(expectedF1)) out[key] = [list.length, sumHours(list), null];
  out.f1_total = [presences.length, sumHours(presences), null];
  out.f3_autres = [presences.length, sumHours(presences), null];
  for (const key of ['f3_diplome', 'f3_cqp', 'f3_rs', 'f3_bilan', 'f3_vae']) out[key] = [0, 0, null];
  out.f3_total = out.f1_total;
  const f4 = expectedF4();
  for (const m of f4.main) out[m.key] = [m.list.length, sumHours(m.list), null];
  out.f4_autres = [f4.others.length, sumHours(f4.others), null];
  out.f4_total = out.f1_total;
  const c = {
    c_entreprises: paidCents(['salaries']),
    c_opco: cents(MANUAL.c_opco),
    c_pouvoirs_publics: cents(MANUAL.c_pouvoirs_publics),
    c_particuliers: paidCents(['particuliers']),
    c_organismes: 0,
    c_autres: paidCents(['demandeurs', 'autres']),
    c_autres_saisis: 0,
  };
  for (const [key, value] of Object.entries(c)) out[key] = [null, null, euros(value)];
  out.c_total = [null, null, euros(Object.values(c).reduce((n, v) => n + v, 0))];
  const paid2025 = REGIES.filter((r) => r.opened.startsWith('2025')).flatMap((r) => r.amounts);
  const regies = paid2025.reduce((n, a) => n + cents(a), 0);
  out.d_defraiements = [null, null, euros(regies)];
  out.d_autres_charges = [null, null, euros(cents(MANUAL.d_autres_charges))];
  out.d_total = [null, null, euros(regies + cents(MANUAL.d_autres_charges))];
  out.d_salaires = [null, null, euros(cents(MANUAL.d_salaires))];
  out.d_prestations = [null, null, '0.00'];
  const internal = expectedStaff(true);
  const external = expectedStaff(false);
  out.e_internes = [internal.count, internal.hours, null];
  out.e_externes = [external.count, external.hours, null];
  out.e_total = [internal.count + external.count, internal.hours + external.hours, null];
  return out;
}

/* ---------- The tests ---------- */

async function report(): Promise<BpfReport> {
  const res = await callApi(t.app, 'GET /bpf/:year', { params: { year: YEAR }, token: admin });
  assert.equal(res.statusCode, 200);
  return res.json();
}

async function workbookCells(): Promise<string[][]> {
  const res = await callApi(t.app, 'GET /bpf/:year/export', { params: { year: YEAR }, token: admin });
  assert.equal(res.statusCode, 200);
  assert.match(String(res.headers['content-disposition']), /bpf_2025_\d{4}-\d{2}-\d{2}\.xlsx/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: string[][] = [];
  sheet.eachRow((row) => rows.push(Array.from({ length: 6 }, (_, i) => (row.getCell(i + 1).value ?? '').toString())));
  return rows;
}

describe('the BPF of a year', () => {
  test('the dataset is what it says: six specialities with a code, so F-4 groups one with the theme without code', () => {
    assert.equal(new Set(presences.map((p) => p.training.nsf).filter(Boolean)).size, 6);
    assert.ok(presences.some((p) => p.training.nsf === null));
  });

  test('the administrateur completes the amounts the portal cannot know', async () => {
    const res = await callApi(t.app, 'PUT /bpf/:year/manual', { params: { year: YEAR }, body: MANUAL, token: admin });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().manual.c_opco, '1500.50');
    assert.equal(res.json().manual.c_organismes, null);
    const bad = await callApi(t.app, 'PUT /bpf/:year/manual', { params: { year: YEAR }, rawBody: { c_opco: '12,50' }, token: admin });
    assert.equal(bad.statusCode, 400);
  });

  test('every figure equals the one worked out from the dataset, and F-1, F-3 and F-4 agree', async () => {
    const figures = byKey(await report());
    const expected = expectedFigures();
    for (const [key, [count, hours, amount]] of Object.entries(expected)) {
      const figure = figures[key];
      assert.ok(figure, `figure ${key}`);
      assert.deepEqual([figure.count, figure.hours, figure.amount], [count, hours, amount], key);
    }
    // Nothing else but the breakdown of E by employment status.
    assert.deepEqual(
      Object.keys(figures).filter((key) => !(key in expected)).sort(),
      ['e_statut_0', 'e_statut_1', 'e_statut_2', 'e_statut_3', 'e_statut_5'],
    );
    assert.deepEqual([figures.e_statut_1.count, figures.e_statut_1.hours], [1, 12]);
    assert.deepEqual([figures.e_statut_0.count, figures.e_statut_0.hours, figures.e_statut_0.label], [1, 2.25, 'dont statut non renseigné']);
    const { check } = await report();
    assert.deepEqual(check, { agrees: true, differences: [] });
    assert.equal(figures.f1_total.hours, figures.f4_total.hours);
  });

  test('each figure lists the rows it counts', async () => {
    const rows = (key: string) => callApi(t.app, 'GET /bpf/:year/figures/:key', { params: { year: YEAR, key }, token: admin });
    const salaries = (await rows('f1_salaries')).json();
    assert.equal(salaries.rows.length, expectedF1.f1_salaries.length);
    assert.deepEqual(
      salaries.rows.map((r) => [r.training, r.hours]).sort(),
      expectedF1.f1_salaries.map((p) => [p.training.title, p.halfDays * HALF_DAY_HOURS]).sort(),
    );
    assert.ok(salaries.rows.every((r) => r.person?.includes(' · ')), 'an open year names the trainees');
    const regies = (await rows('d_defraiements')).json();
    assert.deepEqual(regies.rows.map((r) => r.amount), ['45.30', '12.25', '100.00']);
    assert.ok(regies.rows[0].detail?.startsWith('Régie R-2025-02'));
    const staff = (await rows('e_externes')).json();
    assert.equal(staff.rows.length, expectedStaff(false).rows);
    assert.equal((await rows('f9_inconnu')).statusCode, 404);
  });

  test('the workbook holds the same figures, cadre by cadre', async () => {
    const cells = await workbookCells();
    const figures = (await report()).figures;
    assert.equal(cells[0][0], 'Ligne');
    for (const title of ['C. Bilan financier', 'D. Bilan financier', 'E. Personnes', 'F-1. Type', 'F-3. Objectif', 'F-4. Spécialités']) {
      assert.ok(cells.some((row) => row[1].startsWith(title)), title);
    }
    const expected = expectedFigures();
    for (const figure of figures.filter((f) => f.key in expected)) {
      const row = cells.find((r) => r[0] === figure.line && r[1] === figure.label);
      assert.ok(row, `${figure.line} ${figure.label}`);
      const [count, hours, amount] = expected[figure.key];
      assert.equal(row[2], count === null ? '' : String(count), `${figure.key} count`);
      assert.equal(row[3], hours === null ? '' : String(hours), `${figure.key} hours`);
      assert.equal(row[4] === '' ? null : Math.round(Number(row[4]) * 100), amount === null ? null : cents(amount), `${figure.key} amount`);
    }
    assert.ok(cells.at(-1)?.[1].includes('concordent'));
  });

  test('closing freezes the year: unchanged after an anonymisation and after attendance is entered', async () => {
    const close = await callApi(t.app, 'POST /bpf/:year/close', { params: { year: YEAR }, token: admin });
    assert.equal(close.statusCode, 200);
    assert.ok(close.json().closed_at);
    const frozen = await report();
    const frozenRows = (await callApi(t.app, 'GET /bpf/:year/figures/:key', { params: { year: YEAR, key: 'f1_autres' }, token: admin })).json();
    assert.ok(frozenRows.rows.every((r) => r.person && !r.person.includes(' · ')), 'a closed year keeps profile numbers only');
    const cellsBefore = await workbookCells();

    // The trainee with no situation closed their account long ago: the retention job anonymises it.
    await t.db.update(s.users).set({ is_active: false, closed_at: new Date('2020-01-01T00:00:00Z') }).where(eq(s.users.id, userIds.inconnu));
    await t.db.update(s.profiles).set({ professional_situation_id: 1 }).where(eq(s.profiles.id, profileIds.agent));
    const retention = await runRetention(t.db, new Date());
    assert.ok(retention.closed.includes(userIds.inconnu));
    // Attendance entered afterwards: a trainee absent from a half-day of A.
    await t.db.insert(s.absences).values({ training_id: trainingIds.A, profile_id: profileIds.cdi, absence_date: '2025-03-10', half_day: 'morning' });
    const live = await computeYear(t.db, YEAR, undefined);
    const liveTotal = live.figures.find((f) => f.key === 'f1_total');
    assert.equal(liveTotal?.hours, (frozen.figures.find((f) => f.key === 'f1_total')?.hours ?? 0) - HALF_DAY_HOURS, 'the records did change');

    const after = await report();
    assert.deepEqual(after, frozen);
    const afterRows = (await callApi(t.app, 'GET /bpf/:year/figures/:key', { params: { year: YEAR, key: 'f1_autres' }, token: admin })).json();
    assert.deepEqual(afterRows, frozenRows);
    const cellsAfter = await workbookCells();
    assert.deepEqual(cellsAfter, cellsBefore);
    assert.ok(cellsAfter[1][1].includes('clôturé le'));
  });

  test('a closed year refuses amounts and a second closing', async () => {
    const put = await callApi(t.app, 'PUT /bpf/:year/manual', { params: { year: YEAR }, body: { c_opco: '1.00' }, token: admin });
    assert.equal(put.statusCode, 422);
    assert.equal(put.error().message, BPF_MESSAGES.closed(YEAR));
    const again = await callApi(t.app, 'POST /bpf/:year/close', { params: { year: YEAR }, token: admin });
    assert.equal(again.statusCode, 409);
    assert.equal(again.error().message, BPF_MESSAGES.alreadyClosed(YEAR));
  });

  test('an empty year answers zeros that agree', async () => {
    const res = await callApi(t.app, 'GET /bpf/:year', { params: { year: 2031 }, token: admin });
    const figures = byKey(res.json());
    assert.deepEqual([figures.f1_total.count, figures.f1_total.hours, figures.c_total.amount], [0, 0, '0.00']);
    assert.equal(res.json().check.agrees, true);
  });

  test('a theme carries its NSF code, set and removed in the reference editor', async () => {
    const themes = (await callApi(t.app, 'GET /training-themes', { token: admin })).json();
    assert.equal(themes.find((theme) => theme.id === 3)?.nsf_code, '315');
    const set = await callApi(t.app, 'PUT /training-themes/:id', { params: { id: 3 }, body: { name: 'Durée du travail et rémunération', numerotation: '1.3', nsf_code: '128' }, token: admin });
    assert.equal(set.json().nsf_code, '128');
    const kept = await callApi(t.app, 'PUT /training-themes/:id', { params: { id: 3 }, body: { name: 'Durée du travail et rémunération', numerotation: '1.3' }, token: admin });
    assert.equal(kept.json().nsf_code, '128', 'left out: unchanged');
    const removed = await callApi(t.app, 'PUT /training-themes/:id', { params: { id: 3 }, body: { name: 'Durée du travail et rémunération', numerotation: '1.3', nsf_code: null }, token: admin });
    assert.equal(removed.json().nsf_code, null);
    const bad = await callApi(t.app, 'PUT /training-themes/:id', { params: { id: 3 }, rawBody: { name: 'Durée du travail et rémunération', numerotation: '1.3', nsf_code: '12' }, token: admin });
    assert.equal(bad.statusCode, 400);
    const created = await callApi(t.app, 'POST /training-themes', { body: { name: 'Thème NSF 332', numerotation: '8.1', nsf_code: '332' }, token: admin });
    assert.equal(created.json().nsf_code, '332');
  });

  test('only the administrateur reads, completes, closes and exports it', async () => {
    for (const role of OTHER_ROLES) {
      const token = others[role];
      assert.equal((await callApi(t.app, 'GET /bpf/:year', { params: { year: 2030 }, token })).statusCode, 403, role);
      assert.equal((await callApi(t.app, 'GET /bpf/:year/figures/:key', { params: { year: 2030, key: 'f1_total' }, token })).statusCode, 403, role);
      assert.equal((await callApi(t.app, 'PUT /bpf/:year/manual', { params: { year: 2030 }, body: {}, token })).statusCode, 403, role);
      assert.equal((await callApi(t.app, 'POST /bpf/:year/close', { params: { year: 2030 }, token })).statusCode, 403, role);
      assert.equal((await callApi(t.app, 'GET /bpf/:year/export', { params: { year: 2030 }, token })).statusCode, 403, role);
    }
    assert.equal((await callApi(t.app, 'GET /bpf/:year', { params: { year: 2030 } })).statusCode, 401);
  });
});
