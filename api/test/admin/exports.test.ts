/**
 * Exports and statistics (/exports, administrateur only): the figures equal those worked out by hand
 * on a small dataset; each export read back holds the rows of its period and no other; a bad period is
 * refused with the dialog's French message; every other role is refused.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import type { RoleSlug } from '../../src/contract/common';
import type { EndpointKey } from '../../src/contract/endpoints';
import { TRAINING_STATUS } from '../../src/contract/statuses';
import * as s from '../../src/db/schema';
import { parisDateTime } from '../../src/lib/paris-time';
import { PERIOD_MESSAGES } from '../../src/contract/exports';
import { callApi } from '../call';
import { createUser, loginAs } from '../factories';
import { addStaff, createTraining, register } from '../factories-trainings';
import { bearer, createTestApp, type TestApp } from '../helpers';

let t: TestApp;
let admin: string;
const others: Partial<Record<RoleSlug, string>> = {};
const OTHER_ROLES: RoleSlug[] = ['gestionnaire', 'responsable-pedagogique', 'intervenant', 'stagiaire'];

const EXPORTS = [
  'GET /export/export-cph-trainings',
  'GET /export/labor-tribunal-trainings',
  'GET /export-newsletter-subscribers',
  'GET /export-personnel-representatives',
  'GET /export-union-trainings',
] as const satisfies readonly EndpointKey[];
const YEAR_2025 = { start_date: '2025-01-01', end_date: '2025-12-31' };

const at = (day: string, hour: number, minute = 0) => parisDateTime(day, hour, minute);

/** Names of the hand-built dataset. */
const TITLES = {
  a: 'Conseillers : le bureau de jugement',
  b: 'Négocier un accord (après-midi)',
  c: 'Prud’hommes : la procédure (2024)',
  d: 'Formation annulée',
  e: 'Formation syndicale à venir',
};

async function trainee(name: string, createdAt: string, values: Partial<typeof s.profiles.$inferInsert> = {}) {
  const user = await createUser(t.db, { role: 'stagiaire', name, withProfile: values });
  await t.db.update(s.users).set({ created_at: new Date(createdAt) }).where(eq(s.users.id, user.id));
  return user;
}

before(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'administrateur');
  for (const role of OTHER_ROLES) others[role] = await loginAs(t.app, role);

  const p1 = await trainee('Alice Martin', '2025-02-01T10:00:00Z', { subscribed_to_newsletter: true, company_name: 'Usine Nord' });
  const p2 = await trainee('Bruno Petit', '2024-05-01T10:00:00Z', { subscribed_to_newsletter: true, company_name: 'Commerce Sud' });
  const p3 = await trainee('Chloé Roux', '2025-03-01T10:00:00Z');
  const [id1, id2, id3] = [p1.profileId!, p2.profileId!, p3.profileId!];
  // Bruno: a mandate in progress and a union; Alice: only a deleted mandate.
  await t.db.insert(s.profileMandates).values([
    { profile_id: id2, mandate_id: 2, is_valid: true },
    { profile_id: id2, mandate_id: 1, is_valid: true, council_id: 1, council_section_id: 2 },
    { profile_id: id1, mandate_id: 3, is_valid: true, deleted_at: new Date('2025-01-01T00:00:00Z') },
  ]);
  await t.db.insert(s.profileUnions).values({ profile_id: id2, union_id: 2, is_valid: true, start_date: '2020-01-01' });

  const s1 = await createUser(t.db, { role: 'intervenant', name: 'Inès Formatrice', withProfile: true });
  const s2 = await createUser(t.db, { role: 'responsable-pedagogique', name: 'Rémi Responsable', withProfile: true });

  // A: CPH, closed, Mon 9:00 → Tue 17:00: 4 half-days. Alice absent one, Bruno always there; Chloé pre-registered.
  const a = await createTraining(t.db, { title: TITLES.a, training_type_id: 1, training_status_id: TRAINING_STATUS.closed, start_date: at('2025-03-10', 9), end_date: at('2025-03-11', 17) });
  await register(t.db, a.id, id1, 'valide', { council_id: 1 });
  await register(t.db, a.id, id2, 'valide', { council_id: 2 });
  await register(t.db, a.id, id3, 'preinscription');
  await t.db.insert(s.absences).values({ training_id: a.id, profile_id: id1, absence_date: '2025-03-11', half_day: 'afternoon' });
  await addStaff(t.db, a.id, s1.profileId!, 'teacher', { actual_lecture_hours: '6.00', actual_tutorial_hours: '3.00', expected_lecture_hours: '1.00' });
  await addStaff(t.db, a.id, s2.profileId!, 'pedagogical_supervisor', { actual_lecture_hours: '4.00' });

  // B: Stage, to close, 14:00 → 17:00 the same day: the afternoon only. Chloé absent: not present.
  const b = await createTraining(t.db, { title: TITLES.b, training_type_id: 2, training_status_id: TRAINING_STATUS.toClose, start_date: at('2025-06-02', 14), end_date: at('2025-06-02', 17), unionIds: [1] });
  await register(t.db, b.id, id1);
  await register(t.db, b.id, id3);
  await t.db.insert(s.absences).values({ training_id: b.id, profile_id: id3, absence_date: '2025-06-02', half_day: 'afternoon' });
  await addStaff(t.db, b.id, s1.profileId!, 'teacher', { expected_lecture_hours: '2.00', expected_tutorial_hours: '1.00' });

  // C: Stage, closed, 2024, Tue 9:00 → Thu 12:00: 5 half-days. Bruno present throughout; Alice a councillor there.
  const c = await createTraining(t.db, { title: TITLES.c, training_type_id: 2, training_status_id: TRAINING_STATUS.closed, start_date: at('2024-11-05', 9), end_date: at('2024-11-07', 12), unionIds: [2] });
  await register(t.db, c.id, id2);
  await register(t.db, c.id, id1, 'valide', { council_id: 3 });
  await t.db.insert(s.absences).values([
    { training_id: c.id, profile_id: id1, absence_date: '2024-11-05', half_day: 'morning' },
    { training_id: c.id, profile_id: id1, absence_date: '2024-11-05', half_day: 'afternoon' },
    { training_id: c.id, profile_id: id1, absence_date: '2024-11-06', half_day: 'morning' },
    { training_id: c.id, profile_id: id1, absence_date: '2024-11-06', half_day: 'afternoon' },
    { training_id: c.id, profile_id: id1, absence_date: '2024-11-07', half_day: 'morning' },
  ]);

  // D: cancelled (counted nowhere); E: published, later in 2025 (in the exports, not in the figures).
  const d = await createTraining(t.db, { title: TITLES.d, training_type_id: 1, training_status_id: TRAINING_STATUS.cancelled, start_date: at('2025-05-05', 9), end_date: at('2025-05-05', 17), unionIds: [1] });
  await register(t.db, d.id, id2, 'valide', { council_id: 1 });
  await addStaff(t.db, d.id, s2.profileId!, 'teacher', { actual_lecture_hours: '50.00' });
  const e = await createTraining(t.db, { title: TITLES.e, training_type_id: 5, training_status_id: TRAINING_STATUS.published, start_date: at('2025-09-01', 9), end_date: at('2025-09-01', 17), unionIds: [1, 3] });
  await register(t.db, e.id, id2);
});
after(async () => {
  await t?.close();
});

async function workbookRows(body: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: string[][] = [];
  sheet.eachRow((row) =>
    rows.push(
      Array.from({ length: sheet.columnCount }, (_, i) => {
        const v = row.getCell(i + 1).value;
        return v === null || v === undefined ? '' : String(v);
      }),
    ),
  );
  return rows;
}

describe('exports and statistics: who may call', () => {
  test('every other role is refused (403), anonymous callers 401', async () => {
    for (const role of OTHER_ROLES) {
      const token = others[role];
      for (const key of ['GET /training-stats', 'GET /percentage-training-stats', 'GET /training-top-staff'] as const) {
        assert.equal((await callApi(t.app, key, { token })).statusCode, 403, `${role} ${key}`);
      }
      for (const key of EXPORTS) assert.equal((await callApi(t.app, key, { query: YEAR_2025, token })).statusCode, 403, `${role} ${key}`);
    }
    for (const key of EXPORTS) assert.equal((await callApi(t.app, key, { query: YEAR_2025 })).statusCode, 401);
  });
});

describe('statistics', () => {
  test('sessions, days, trainees present and trainee-days by year and type, as worked out by hand', async () => {
    const res = await callApi(t.app, 'GET /training-stats', { token: admin });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.deepEqual(body.years, [2024, 2025]);
    assert.deepEqual(body.types.map((x) => x.name), ['CPH', 'Stage', "Journée d'étude", 'Colloque', 'Session intersyndicale']);
    assert.deepEqual(
      body.rows.map((r) => [r.year, r.type, r.trainingSessions, r.trainingDays, r.traineesPresent, r.traineeDays]),
      [
        [2024, 'Stage', 1, 2.5, 1, 2.5],
        [2025, 'CPH', 1, 2, 2, 3.5],
        [2025, 'Stage', 1, 0.5, 1, 0.5],
      ],
    );
  });

  test('the shares by type of the latest year, and of a year asked', async () => {
    const latest = (await callApi(t.app, 'GET /percentage-training-stats', { token: admin })).json();
    assert.equal(latest.year, 2025);
    assert.deepEqual(latest.session_percentages, [{ type: 'CPH', percentage: 50 }, { type: 'Stage', percentage: 50 }]);
    assert.deepEqual(latest.days_percentages, [{ type: 'CPH', percentage: 80 }, { type: 'Stage', percentage: 20 }]);
    assert.deepEqual(latest.trainee_percentages, [{ type: 'CPH', percentage: 66.7 }, { type: 'Stage', percentage: 33.3 }]);
    const y2024 = (await callApi(t.app, 'GET /percentage-training-stats', { query: { year: 2024 }, token: admin })).json();
    assert.deepEqual(y2024.session_percentages, [{ type: 'Stage', percentage: 100 }]);
    const none = (await callApi(t.app, 'GET /percentage-training-stats', { query: { year: 2030 }, token: admin })).json();
    assert.deepEqual(none.session_percentages, []);
  });

  test('the top staff of the latest year: trainings held, then hours (actual, else expected)', async () => {
    const top = (await callApi(t.app, 'GET /training-top-staff', { token: admin })).json();
    assert.equal(top.year, 2025);
    assert.deepEqual(
      top.staff.map((m) => [m.name, m.role, m.trainings, m.hours]),
      [
        ['Inès Formatrice', 'Intervenant', 2, 12],
        ['Rémi Responsable', 'Responsable pédagogique', 1, 4],
      ],
    );
  });

  test('a year out of range is refused', async () => {
    const res = await callApi(t.app, 'GET /training-top-staff', { query: { year: 'abc' }, token: admin });
    assert.equal(res.statusCode, 400);
  });
});

describe('exports: the period', () => {
  test('a missing, invalid or reversed period is refused with the dialog’s message', async () => {
    for (const key of EXPORTS) {
      const missing = await callApi(t.app, key, { query: { start_date: '2025-01-01' }, token: admin });
      assert.equal(missing.statusCode, 400, key);
      assert.equal(missing.error().message, PERIOD_MESSAGES.missing);
      const invalid = await callApi(t.app, key, { query: { start_date: '2025-02-30', end_date: '2025-03-01' }, token: admin });
      assert.equal(invalid.statusCode, 400, key);
      assert.equal(invalid.error().message, PERIOD_MESSAGES.invalid);
      const reversed = await callApi(t.app, key, { query: { start_date: '2025-03-02', end_date: '2025-03-01' }, token: admin });
      assert.equal(reversed.statusCode, 400, key);
      assert.equal(reversed.error().message, PERIOD_MESSAGES.order);
    }
  });
});

describe('exports: the files read back', () => {
  test('CPH trainings: one row per councillor of the period, with the days present', async () => {
    const res = await callApi(t.app, 'GET /export/export-cph-trainings', { query: YEAR_2025, token: admin });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-disposition']), /formations_cph_\d{4}-\d{2}-\d{2}\.xlsx/);
    const rows = await workbookRows(res.rawPayload);
    assert.equal(rows[0][0], 'Formation');
    assert.deepEqual(
      rows.slice(1).map((r) => [r[0], r[2], r[4], r[6], r[7], r[8]]),
      [
        [TITLES.a, '10/03/2025', 'Alice Martin', 'Conseil de prud’hommes de Strasbourg', '', '1.5'],
        [TITLES.a, '10/03/2025', 'Bruno Petit', 'Conseil de prud’hommes de Schiltigheim', 'Commerce', '2'],
      ],
    );
    const y2024 = await workbookRows((await callApi(t.app, 'GET /export/export-cph-trainings', { query: { start_date: '2024-01-01', end_date: '2024-12-31' }, token: admin })).rawPayload);
    assert.deepEqual(y2024.slice(1).map((r) => [r[0], r[4], r[8]]), [[TITLES.c, 'Alice Martin', '0']]);
  });

  test('labour-tribunal trainings (PDF): the period’s trainings with councillors and the totals', async () => {
    const res = await callApi(t.app, 'GET /export/labor-tribunal-trainings', { query: YEAR_2025, token: admin });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'application/pdf');
    const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload));
    const { text } = await extractText(pdf, { mergePages: true });
    assert.match(text, /Période du 01\/01\/2025 au 31\/12\/2025/);
    assert.ok(text.includes(TITLES.a));
    assert.ok(!text.includes(TITLES.c) && !text.includes(TITLES.d));
    assert.match(text, /Total : 1 formation, 2 conseillers formés, 3,5 journées stagiaires\./);
    const empty = await callApi(t.app, 'GET /export/labor-tribunal-trainings', { query: { start_date: '2023-01-01', end_date: '2023-12-31' }, token: admin });
    const emptyText = (await extractText(await getDocumentProxy(new Uint8Array(empty.rawPayload)), { mergePages: true })).text;
    assert.match(emptyText, /Aucune formation de conseillers prud’hommes sur la période\./);
  });

  test('newsletter subscribers: those whose account was created in the period', async () => {
    const rows = await workbookRows((await callApi(t.app, 'GET /export-newsletter-subscribers', { query: YEAR_2025, token: admin })).rawPayload);
    assert.deepEqual(rows.slice(1).map((r) => [r[0], r[2], r[3]]), [['Alice Martin', 'Stagiaire', '01/02/2025']]);
  });

  test('personnel representatives: a mandate in progress, a validated registration in the period', async () => {
    const rows = await workbookRows((await callApi(t.app, 'GET /export-personnel-representatives', { query: YEAR_2025, token: admin })).rawPayload);
    assert.deepEqual(
      rows.slice(1).map((r) => [r[0], r[2], r[3], r[4], r[5]]),
      [
        ['Bruno Petit', 'CFDT', 'Conseiller Prud’hommes, Membre élu du CSE', 'Commerce Sud', TITLES.a],
        ['Bruno Petit', 'CFDT', 'Conseiller Prud’hommes, Membre élu du CSE', 'Commerce Sud', TITLES.e],
      ],
    );
  });

  test('union trainings: each union of each training of the period, presence once the attendance is final', async () => {
    const res = await callApi(t.app, 'GET /export-union-trainings', { query: YEAR_2025, token: admin });
    const rows = await workbookRows(res.rawPayload);
    assert.deepEqual(rows[0], ['Syndicat', 'Formation', 'Type de formation', 'Début', 'Fin', 'Jours de formation', 'Stagiaires validés', 'Stagiaires présents', 'Journées stagiaires']);
    assert.deepEqual(rows.slice(1), [
      ['CGT', TITLES.b, 'Stage', '02/06/2025', '02/06/2025', '0.5', '2', '1', '0.5'],
      ['CGT', TITLES.e, 'Session intersyndicale', '01/09/2025', '01/09/2025', '1', '1', '', ''],
      ['FO', TITLES.e, 'Session intersyndicale', '01/09/2025', '01/09/2025', '1', '1', '', ''],
    ]);
  });
});

describe('exports: streamed', () => {
  test('a large export is sent as it is read: its first bytes arrive before its last rows are read', async () => {
    // 3 500 subscribers created in 2023: four pages of rows.
    await t.db.execute(sql`
      WITH u AS (
        INSERT INTO users (name, email, password_hash, role_id, created_at)
        SELECT 'Abonné ' || g, 'abonne.' || g || '@test.irt.fr', 'x', 5, '2023-06-01T10:00:00Z'::timestamptz FROM generate_series(1, 3500) g
        RETURNING id
      )
      INSERT INTO profiles (user_id, role_id, profile_number, subscribed_to_newsletter)
      SELECT id, 5, 'N-' || id, true FROM u`);
    const db = t.app.db;
    const execute = db.execute.bind(db);
    let reads = 0;
    db.execute = ((query: Parameters<typeof execute>[0]) => {
      reads += 1;
      return execute(query);
    }) as typeof db.execute;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = t.app.server.address() as AddressInfo;
      const result = await new Promise<{ readsAtFirstByte: number; size: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        const req = httpRequest(
          { host: '127.0.0.1', port, path: '/api/export-newsletter-subscribers?start_date=2023-01-01&end_date=2023-12-31', headers: bearer(admin) },
          (res) => {
            let readsAtFirstByte = -1;
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => {
              if (readsAtFirstByte < 0) readsAtFirstByte = reads;
              chunks.push(chunk);
            });
            res.on('end', () => resolve({ readsAtFirstByte, size: chunks.length, headers: res.headers, body: Buffer.concat(chunks) }));
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end();
      });
      assert.equal(result.headers['content-length'], undefined);
      assert.equal(result.headers['transfer-encoding'], 'chunked');
      assert.ok(result.readsAtFirstByte > 0 && result.readsAtFirstByte < reads, `first bytes after ${result.readsAtFirstByte} of ${reads} reads`);
      const rows = await workbookRows(result.body);
      assert.equal(rows.length, 3_501);
    } finally {
      db.execute = execute;
    }
  });
});
