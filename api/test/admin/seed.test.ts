/** The demo institute (seedDemo) and the seed command line. */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { CALENDAR_DAY_SHOWN } from '../../src/contract/trainings';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo, frenchIban } from '../../src/db/seed-demo';
import { DEMO_VIRTUAL_CLASSES } from '../../src/db/seed-demo/calendar';
import { runSeed } from '../../src/db/seed';
import { parisDateTime, parisDay, shiftParisDays } from '../../src/lib/paris-time';
import { queryRows } from '../../src/lib/sql';
import { runQualitySurveys } from '../../src/modules/surveys';
import { callApi } from '../call';
import { tokenFor } from '../factories';
import { bearer, createTestApp, type TestApp } from '../helpers';

let t: TestApp;
const tokens: Record<string, string> = {};

before(async () => {
  t = await createTestApp();
  const started = Date.now();
  const result = await seedDemo(t.db);
  console.log(`seedDemo: ${Date.now() - started} ms on ${t.engine}`, result);
  for (const [role, email] of Object.entries(DEMO_ACCOUNTS)) {
    tokens[role] = await tokenFor(t.app, { email, password: DEMO_PASSWORD });
  }
});
after(async () => {
  await t?.close();
});

async function distinct(column: string, table: string): Promise<number[]> {
  const rows = await queryRows<{ v: number }>(t.db, sql.raw(`SELECT DISTINCT ${column} AS v FROM ${table} ORDER BY 1`));
  return rows.map((r) => Number(r.v));
}

describe('seedDemo', () => {
  test('training times are Paris wall-clock times: 09:00 to 16:30 or 17:30, in summer and in winter', async () => {
    const rows = await queryRows<{ start_date: Date; end_date: Date }>(t.db, sql`SELECT start_date, end_date FROM trainings`);
    const paris = (date: Date) => new Date(date).toLocaleTimeString('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' });
    assert.ok(rows.length > 0);
    assert.deepEqual([...new Set(rows.map((r) => paris(r.start_date)))], ['09:00']);
    assert.deepEqual([...new Set(rows.map((r) => paris(r.end_date)))].sort(), ['16:30', '17:30']);
    // DST-correct: 09:00 in Paris is 07:00 UTC in summer, 08:00 UTC in winter, the day of a change too.
    assert.equal(parisDateTime('2026-07-01', 9).toISOString(), '2026-07-01T07:00:00.000Z');
    assert.equal(parisDateTime('2026-01-15', 9).toISOString(), '2026-01-15T08:00:00.000Z');
    assert.equal(parisDateTime('2026-03-29', 9).toISOString(), '2026-03-29T07:00:00.000Z');
    assert.equal(parisDateTime('2026-10-25', 9).toISOString(), '2026-10-25T08:00:00.000Z');
    assert.equal(shiftParisDays(new Date('2026-04-02T07:00:00.000Z'), -14).toISOString(), '2026-03-19T08:00:00.000Z');
  });

  test('the five demo accounts log in with the demo password, each with its role', async () => {
    for (const [role, token] of Object.entries(tokens)) {
      const res = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
      assert.equal(res.statusCode, 200, role);
      assert.equal(res.json().role.slug, role);
    }
  });

  test('covers every training, registration and expense status, with payments in régies', async () => {
    assert.deepEqual(await distinct('training_status_id', 'trainings'), [1, 2, 3, 4, 5, 6, 7]);
    assert.deepEqual(await distinct('registration_status_id', 'registrations'), [1, 2, 3, 4]);
    assert.deepEqual(await distinct('training_expense_status_id', 'training_expenses'), [1, 2, 3, 4]);
    const [counts] = await queryRows<Record<string, number>>(
      t.db,
      sql`SELECT (SELECT COUNT(*)::int FROM profiles WHERE role_id = 5) AS trainees,
          (SELECT COUNT(*)::int FROM profiles WHERE role_id IN (3, 4)) AS team,
          (SELECT COUNT(*)::int FROM trainings WHERE start_date > now() - interval '180 days') AS trainings,
          (SELECT COUNT(DISTINCT EXTRACT(YEAR FROM start_date))::int FROM trainings WHERE training_status_id IN (5, 7)) AS held_years,
          (SELECT COUNT(*)::int FROM training_deferrals) AS deferrals,
          (SELECT COUNT(*)::int FROM absences) AS absences,
          (SELECT COUNT(*)::int FROM evaluations) AS evaluations,
          (SELECT COUNT(*)::int FROM training_expense_payments) AS payments,
          (SELECT COUNT(*)::int FROM payment_orders WHERE order_number ~ '^R-[0-9]{4}-[0-9]{2}$') AS orders,
          (SELECT COUNT(*)::int FROM profile_mandates pm JOIN mandates m ON m.id = pm.mandate_id
            WHERE m.name = 'Conseiller Prud’hommes' AND pm.council_id IS NOT NULL AND pm.council_section_id IS NOT NULL) AS councillors`,
    );
    assert.ok(counts.trainees >= 300, 'about 300 trainees');
    assert.ok(counts.team >= 10, 'a teaching team');
    // About 60 planned, and the four virtual classes of the calendar's busy days.
    assert.ok(counts.trainings >= 59 && counts.trainings <= 75, `about 65 trainings from six months ago to six months ahead (${counts.trainings})`);
    assert.ok(counts.held_years >= 3, 'trainings held over several years (the statistics of /exports)');
    for (const key of ['deferrals', 'absences', 'evaluations', 'payments', 'orders', 'councillors']) {
      assert.ok(counts[key] > 0, key);
    }
  });

  test('the demo trainee has a councillor mandate, a union and registrations in all four statuses', async () => {
    const profile = (await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(tokens.stagiaire) })).json();
    const [row] = await queryRows<{ statuses: number[]; cph: number; unions: number }>(
      t.db,
      sql`SELECT ARRAY(SELECT DISTINCT registration_status_id FROM registrations WHERE profile_id = ${profile.id} ORDER BY 1) AS statuses,
          (SELECT COUNT(*)::int FROM profile_mandates WHERE profile_id = ${profile.id} AND mandate_id = 1 AND is_valid) AS cph,
          (SELECT COUNT(*)::int FROM profile_unions WHERE profile_id = ${profile.id} AND is_valid) AS unions`,
    );
    assert.deepEqual(row.statuses.map(Number), [1, 2, 3, 4]);
    assert.equal(row.cph, 1);
    assert.equal(row.unions, 1);
  });

  test('every dashboard list of the demo accounts has something to show', async () => {
    const lists: [string, string][] = [
      ['administrateur', '/api/trainings?current_page=1&per_page=7&timeline=ongoing'],
      ['administrateur', '/api/trainings/validated-expenses'],
      ['administrateur', '/api/trainings/low-inscription-alert'],
      ['administrateur', '/api/registrations?status=preinscription'],
      ['administrateur', '/api/trainings/upcoming'],
      ['administrateur', '/api/trainings/without-attendance-sheets'],
      ['administrateur', '/api/trainings/pending-expenses'],
      ['gestionnaire', '/api/registrations?status=preinscription'],
      ['gestionnaire', '/api/trainings/upcoming'],
      ['responsable-pedagogique', '/api/trainings/upcoming-without-teachers'],
      ['responsable-pedagogique', '/api/trainings/upcoming-without-hours'],
      ['responsable-pedagogique', '/api/trainings/past-without-actual-hours'],
      ['intervenant', '/api/trainings/last-15-days'],
      ['intervenant', '/api/trainings/next-15-days'],
      ['stagiaire', '/api/trainee/trainings/upcoming?status=preinscription'],
      ['stagiaire', '/api/trainee/trainings/upcoming?status=valide'],
      ['stagiaire', '/api/trainee/trainings/upcoming?status=refuse'],
      ['stagiaire', '/api/trainee/trainings/upcoming?status=en_attente'],
      ['stagiaire', '/api/trainee/trainings/past?status=valide'],
      ['stagiaire', '/api/trainee/trainings/past?status=refuse'],
    ];
    for (const [role, url] of lists) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(tokens[role]) });
      assert.equal(res.statusCode, 200, `${role} ${url}`);
      assert.ok(res.json().data.length > 0, `${role} ${url} is empty`);
    }
    const hours = await t.app.inject({
      method: 'GET',
      url: '/api/trainings/validated-contract-hours',
      headers: bearer(tokens.administrateur),
    });
    assert.ok(hours.json().length > 0, 'validated-contract-hours');
    const perYear = await t.app.inject({ method: 'GET', url: '/api/trainees-per-year', headers: bearer(tokens.administrateur) });
    assert.ok(perYear.json().length > 0, 'trainees-per-year');
    const stats = (
      await t.app.inject({ method: 'GET', url: '/api/admin-dashboard-stats', headers: bearer(tokens.administrateur) })
    ).json();
    assert.ok(stats.total_trainings > 0 && stats.new_trainees_count > 0);
  });

  test('double bookings ahead on the dashboards: a place clash saved anyway, a teacher clash; an exclusive room', async () => {
    for (const role of ['administrateur', 'gestionnaire']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/conflicts/upcoming?per_page=20', headers: bearer(tokens[role]) });
      assert.equal(res.statusCode, 200, res.body);
      const conflicts: { kind: string; overridden: { by: string } | null }[] = res.json().data;
      assert.ok(conflicts.some((c) => c.kind === 'place' && c.overridden?.by), `${role}: a place clash confirmed`);
      assert.ok(conflicts.some((c) => c.kind === 'teacher'), `${role}: a teacher clash`);
    }
    const places = await t.app.inject({ method: 'GET', url: '/api/training-places', headers: bearer(tokens.administrateur) });
    assert.equal(places.json().filter((p: { exclusive: boolean }) => p.exclusive).length, 1);
  });

  test('the calendar of this month has busy days: more trainings than a day of the grid shows, none of the virtual classes double-booked', async () => {
    const today = parisDay(new Date());
    const [year, month] = today.split('-').map(Number);
    const res = await callApi(t.app, 'GET /trainings/month/:month/:year', { params: { month, year }, token: tokens.administrateur });
    assert.equal(res.statusCode, 200, res.body);
    const day = res.json().find((d) => d.date === today);
    assert.equal(day?.trainings.length, CALENDAR_DAY_SHOWN);
    assert.ok((day?.more ?? 0) >= 2, `${today}: ${day?.more} more`);
    const all = await callApi(t.app, 'GET /trainings/day/:date', { params: { date: today }, token: tokens.administrateur });
    const classes = all.json().filter((tr) => DEMO_VIRTUAL_CLASSES.some((c) => c.title === tr.title));
    assert.equal(classes.length, DEMO_VIRTUAL_CLASSES.length);
    assert.ok(classes.every((tr) => !tr.in_conflict && tr.place?.name === 'Distanciel'));
    assert.ok(classes.some((tr) => tr.pedagogical_supervisor !== null));
  });

  test('the demo audit trail holds weeks of validations, bank reads and payments, its chain intact', async () => {
    const actions = await queryRows<{ action: string; n: number }>(t.db, sql`SELECT action, count(*)::int AS n FROM audit_events GROUP BY action ORDER BY action`);
    assert.deepEqual(
      actions.map((a) => a.action),
      ['coordonnees_bancaires.lecture', 'coordonnees_bancaires.modification', 'defraiement.statut', 'inscription.statut'],
    );
    const res = await t.app.inject({ method: 'GET', url: '/api/audit-events/chain', headers: bearer(tokens.administrateur) });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual([res.json().intact, res.json().events], [true, actions.reduce((sum, a) => sum + a.n, 0)]);
  });

  test('the quality surveys: answered ones for the past trainings, the demo stagiaire and intervenant left to the scheduled work', async () => {
    const [counts] = await queryRows<{ cold: number; cold_answered: number; team_answered: number }>(
      t.db,
      sql`SELECT (SELECT count(*)::int FROM cold_surveys) AS cold, (SELECT count(*)::int FROM cold_surveys WHERE answered_at IS NOT NULL) AS cold_answered,
        (SELECT count(*)::int FROM team_surveys WHERE answered_at IS NOT NULL) AS team_answered`,
    );
    assert.ok(counts.cold_answered > 10 && counts.cold_answered < counts.cold, JSON.stringify(counts));
    assert.ok(counts.team_answered > 10, JSON.stringify(counts));
    // The pass at the server's start writes to the two demo accounts only: nothing else is due.
    const pass = await runQualitySurveys({ db: t.db, mail: t.app.mail, config: { publicUrl: 'http://localhost' } }, new Date());
    assert.equal(pass.coldRequests, 1, JSON.stringify(pass));
    assert.ok(pass.teamRequests >= 1, JSON.stringify(pass));
    assert.deepEqual([pass.coldRelances, pass.teamRelances], [0, 0]);
    const to = await queryRows<{ to: string }>(t.db, sql`SELECT DISTINCT "to" FROM outbox WHERE subject LIKE '%questionnaire%' OR subject LIKE '%votre avis trois mois%' ORDER BY 1`);
    assert.deepEqual(to.map((r) => r.to), [DEMO_ACCOUNTS.intervenant, DEMO_ACCOUNTS.stagiaire]);
  });

  test('the demo complaints: each status, the demo trainee’s answered; actions to do, done, one from evaluation results', async () => {
    assert.deepEqual(await queryRows(t.db, sql`SELECT DISTINCT status FROM complaints ORDER BY 1`), [{ status: 'en_cours' }, { status: 'recue' }, { status: 'traitee' }]);
    const mine = await t.app.inject({ method: 'GET', url: '/api/complaints/mine', headers: bearer(tokens.stagiaire) });
    assert.equal(mine.statusCode, 200, mine.body);
    const own = mine.json().data as { status: string; answer: string | null; training: unknown }[];
    assert.ok(own.some((c) => c.status === 'traitee' && c.answer !== null && c.training !== null));
    const actions = await queryRows<{ origin: string; done: boolean }>(t.db, sql`SELECT origin, done_at IS NOT NULL AS done FROM improvement_actions`);
    assert.ok(actions.some((a) => a.done) && actions.some((a) => !a.done));
    assert.ok(actions.some((a) => a.origin === 'survey'));
  });

  test('the demo IBANs pass the ISO 13616 checksum', () => {
    const iban = frenchIban('30003', '01234', '00012345678');
    const rearranged = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
    let rest = 0;
    for (const ch of rearranged) rest = (rest * 10 + Number(ch)) % 97;
    assert.equal(rest, 1);
    assert.match(iban, /^FR\d{25}$/);
  });
});

describe('seed command line', () => {
  let dataDir: string;
  const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL };

  before(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'irt-seed-test-'));
    process.env.DATA_DIR = dataDir;
    delete process.env.DATABASE_URL;
  });
  after(() => {
    process.env.DATA_DIR = saved.DATA_DIR;
    if (saved.DATABASE_URL) process.env.DATABASE_URL = saved.DATABASE_URL;
    if (!saved.DATA_DIR) delete process.env.DATA_DIR;
    rmSync(path.join(dataDir), { recursive: true, force: true });
  });

  test('seeds an empty database, refuses a non-empty one, and starts over with --force', async () => {
    assert.equal(await runSeed(['--sample-cities']), 0);
    assert.equal(await runSeed(['--sample-cities']), 1);
    assert.equal(await runSeed(['--sample-cities', '--force']), 0);
  });
});
