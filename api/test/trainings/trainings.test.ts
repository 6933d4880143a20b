/** GET /api/trainings/{id} and GET /api/trainings. */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createUser, loginAs, loginAsUser } from '../factories';
import {
  addDeferral,
  addStaff,
  createTraineeProfiles,
  createTraining,
  daysFromNow,
  register,
  startTestApp,
} from '../factories-trainings';
import { callApi } from '../call';
import { bearer, type TestApp } from '../helpers';

let t: TestApp;
let adminToken: string;

before(async () => ({ t, tokens: { administrateur: adminToken } } = await startTestApp(['administrateur'])));
after(() => t?.close());

function get(url: string, token: string | null) {
  return t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
}

describe('GET /api/trainings/{id}', () => {
  let training: Awaited<ReturnType<typeof createTraining>>;
  let supervisor: Awaited<ReturnType<typeof createUser>>;
  let teacher: Awaited<ReturnType<typeof createUser>>;

  before(async () => {
    training = await createTraining(t.db, {
      title: 'Le bureau de jugement',
      complement: 'Apporter le code du travail.',
      training_category_id: 1,
      training_type_id: 1,
      training_theme_id: 5,
      training_place_id: 1,
      training_status_id: 4,
      max_attendees: 12,
      paid_training: true,
      amount: '180.00',
      dinners: 1,
      accommodation: true,
      transportation_fees: true,
      number_of_round_trips: 1,
      startInDays: 20,
      unionIds: [1, 2],
    });
    supervisor = await createUser(t.db, { role: 'responsable-pedagogique', name: 'Sophie Weber', withProfile: { phone: '03 88 00 00 01' } });
    teacher = await createUser(t.db, { role: 'intervenant', name: 'Marc Klein', withProfile: { phone: '06 00 00 00 02' } });
    await addStaff(t.db, training.id, supervisor.profileId as number, 'pedagogical_supervisor');
    await addStaff(t.db, training.id, teacher.profileId as number, 'teacher');
    await addDeferral(t.db, training.id, {
      initial_start_date: daysFromNow(5, 9),
      initial_end_date: daysFromNow(6, 17),
      new_start_date: training.start_date,
      new_end_date: training.end_date,
    });
    const people = await createTraineeProfiles(t.db, 7);
    // 5 validated (2 convoked), 1 pre-registered, 1 waiting.
    for (const [i, profileId] of people.slice(0, 5).entries()) {
      await register(t.db, training.id, profileId, 'valide', { convocation_sent_at: i < 2 ? new Date() : null });
    }
    await register(t.db, training.id, people[5], 'preinscription');
    await register(t.db, training.id, people[6], 'en_attente');
  });

  test('answers the training with everything staff see', async () => {
    const res = await get(`/api/trainings/${training.id}`, adminToken);
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.title, 'Le bureau de jugement');
    assert.equal(body.complement, 'Apporter le code du travail.');
    assert.equal(body.start_date, training.start_date.toISOString());
    assert.deepEqual(body.category, {
      id: 1,
      name: 'Formation des conseillers prud’hommes',
      irt_link: 'https://www.irt-demo.fr/formations/conseillers-prudhommes',
      color: '#1e88e5',
    });
    assert.equal(body.color, '#1e88e5');
    assert.deepEqual(body.type, { id: 1, name: 'CPH' });
    assert.deepEqual(body.theme, { id: 5, name: 'Rédaction du jugement prud’homal', numerotation: '2.2' });
    assert.deepEqual(body.unions, [
      { id: 1, name: 'CGT' },
      { id: 2, name: 'CFDT' },
    ]);
    assert.equal(body.place.name, 'Institut régional du travail — salle Marc Bloch');
    assert.equal(body.place.address, '39 avenue de la Forêt-Noire');
    assert.equal(body.place.city.name, 'Strasbourg');
    assert.deepEqual(body.status, { id: 4, name: 'Reportée' });
    assert.equal(body.training_status_id, 4);
    assert.equal(body.paid_training, true);
    assert.equal(body.amount, 180);
    assert.equal(body.max_attendees, 12);
    assert.equal(body.registered_count, 5);
    assert.equal(body.confirmed_count, 2);
    assert.equal(body.pre_registered_count, 1);
    assert.equal(body.waiting_count, 1);
    assert.equal(body.inscription_rate, 41.67);
    assert.equal(body.deferrals.length, 1);
    assert.equal(body.deferrals[0].new_start_date, training.start_date.toISOString());
    assert.deepEqual(body.pedagogical_supervisors, [
      { profile_id: supervisor.profileId, name: 'Sophie Weber', email: supervisor.email, phone: '03 88 00 00 01' },
    ]);
    assert.deepEqual(body.teachers, [
      { profile_id: teacher.profileId, name: 'Marc Klein', email: teacher.email, phone: '06 00 00 00 02' },
    ]);
    assert.equal(body.own_registration, null);
  });

  test('a trainee reads a catalogue training without the team contacts nor postponements', async () => {
    const token = await loginAs(t.app, 'stagiaire');
    const res = await get(`/api/trainings/${training.id}`, token);
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.deepEqual(body.deferrals, []);
    assert.deepEqual(body.pedagogical_supervisors, []);
    assert.deepEqual(body.teachers, [{ profile_id: teacher.profileId, name: 'Marc Klein', email: null, phone: null }]);
    assert.equal(body.own_registration, null);
  });

  test('a trainee reads a training outside the catalogue only when registered to it', async () => {
    const past = await createTraining(t.db, { training_status_id: 7, startInDays: -40 });
    const { token, user } = await loginAsUser(t.app, 'stagiaire');
    const refused = await get(`/api/trainings/${past.id}`, token);
    assert.equal(refused.statusCode, 403);
    assert.deepEqual(refused.json(), { message: "Vous n'avez pas accès à cette formation." });

    await register(t.db, past.id, user.profileId as number, 'valide', { reimbursed: true });
    const res = await get(`/api/trainings/${past.id}`, token);
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json().own_registration, {
      id: res.json().own_registration.id,
      registration_status: { id: 2, name: 'Validé', slug: 'valide' },
      reimbursed: true,
      needs_accommodation: false,
      refusal_reason: null,
    });
  });

  test('unknown training: 404 in French; malformed id: 400; no token: 401', async () => {
    const missing = await get('/api/trainings/999999', adminToken);
    assert.equal(missing.statusCode, 404);
    assert.deepEqual(missing.json(), { message: 'Formation introuvable.' });
    const bad = await get('/api/trainings/abc', adminToken);
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().message, 'Les données envoyées ne sont pas valides.');
    assert.equal((await get(`/api/trainings/${training.id}`, null)).statusCode, 401);
  });
});

describe('GET /api/trainings', () => {
  let ongoing: Awaited<ReturnType<typeof createTraining>>;
  let past: Awaited<ReturnType<typeof createTraining>>;
  let upcoming: Awaited<ReturnType<typeof createTraining>>;
  let cancelledNow: Awaited<ReturnType<typeof createTraining>>;
  let teacherToken: string;

  before(async () => {
    ongoing = await createTraining(t.db, { title: 'En cours', start_date: daysFromNow(-1, 8), end_date: daysFromNow(1, 17) });
    cancelledNow = await createTraining(t.db, {
      title: 'Annulée en cours',
      training_status_id: 6,
      start_date: daysFromNow(-1, 8),
      end_date: daysFromNow(1, 17),
    });
    past = await createTraining(t.db, { title: 'Passée', training_status_id: 7, startInDays: -400 });
    upcoming = await createTraining(t.db, { title: 'À venir', startInDays: 400 });
    const { token, user } = await loginAsUser(t.app, 'intervenant');
    teacherToken = token;
    await addStaff(t.db, upcoming.id, user.profileId as number, 'teacher');
  });

  test('timeline=ongoing lists trainings in progress (cancelled ones left out) as dashboard rows', async () => {
    const res = await callApi(t.app, 'GET /trainings', { query: { current_page: 1, per_page: 50, timeline: 'ongoing' }, token: adminToken });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    const ids = body.data.map((x) => x.id);
    assert.ok(ids.includes(ongoing.id));
    assert.ok(!ids.includes(cancelledNow.id));
    assert.ok(!ids.includes(past.id) && !ids.includes(upcoming.id));
    const row = body.data.find((x) => x.id === ongoing.id);
    assert.ok(row);
    assert.deepEqual(row.status, { id: 3, name: 'Publiée' });
    assert.deepEqual(row.category, { id: 1, name: 'Formation des conseillers prud’hommes' });
    assert.equal(row.registered_count, 0);
    assert.equal(row.max_attendees, 10);
  });

  test('timeline=past and timeline=upcoming, newest past first', async () => {
    const idsOf = async (timeline: 'past' | 'upcoming') =>
      (await callApi(t.app, 'GET /trainings', { query: { timeline, per_page: 100 }, token: adminToken })).json().data.map((x) => x.id);
    const pastIds = await idsOf('past');
    assert.ok(pastIds.includes(past.id) && !pastIds.includes(upcoming.id));
    const upcomingIds = await idsOf('upcoming');
    assert.ok(upcomingIds.includes(upcoming.id) && !upcomingIds.includes(past.id));
    assert.equal(upcomingIds.at(-1), upcoming.id);
  });

  test('an intervenant sees only the trainings they teach', async () => {
    const body = (await callApi(t.app, 'GET /trainings', { query: { per_page: 100 }, token: teacherToken })).json();
    assert.deepEqual(
      body.data.map((x) => x.id),
      [upcoming.id],
    );
    assert.equal(body.total, 1);
  });

  test('pages with page or current_page', async () => {
    const first = (await get('/api/trainings?per_page=2&page=1', adminToken)).json();
    const second = (await get('/api/trainings?per_page=2&current_page=2', adminToken)).json();
    assert.equal(first.data.length, 2);
    assert.equal(second.current_page, 2);
    assert.equal(first.total, second.total);
    assert.equal(first.last_page, Math.ceil(first.total / 2));
    assert.notDeepEqual(first.data[0].id, second.data[0].id);
  });

  test('refused to trainees (403), needs a login (401), checks the timeline (400)', async () => {
    assert.equal((await get('/api/trainings', await loginAs(t.app, 'stagiaire'))).statusCode, 403);
    assert.equal((await get('/api/trainings', null)).statusCode, 401);
    const bad = await get('/api/trainings?timeline=demain', adminToken);
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().message, 'Les données envoyées ne sont pas valides.');
  });
});
