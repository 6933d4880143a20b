/**
 * Registration through the wizard and unregistration: the server refuses a
 * second registration, a closed or full training, missing fields, mandates that are not the trainee's
 * valid ones, accommodation within 50 km; only the trainee (or staff) unregisters, at status 3 or 4.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { ENROLMENT_MESSAGES } from '../../src/contract/enrolment';
import { cityIdOf, CPH_TRAINING_TYPE_ID } from '../../src/db/reference-data';
import * as s from '../../src/db/schema';
import { addDays, parisDateTime, parisDay } from '../../src/lib/paris-time';
import { createTraining, createTraineeProfiles, register } from '../factories-trainings';
import { callApi } from '../call';
import { loginAsUser, type CreatedUser } from '../factories';
import { bearer, createTestApp, type TestApp } from '../helpers';

describe('registration and unregistration', () => {
  let t: TestApp;
  let me: { token: string; user: CreatedUser };
  let other: { token: string; user: CreatedUser };
  let cphPivot: number;
  let otherPivot: number;
  const base = { referral_source_id: 1, mandates_certified: true };

  before(async () => {
    t = await createTestApp();
    // Lives in Mulhouse: about 100 km from the Strasbourg places, on the spot for the Mulhouse one.
    me = await loginAsUser(t.app, 'stagiaire', { withProfile: { profile_zip_code: '68100', city_id: cityIdOf('68224', '68100') } });
    other = await loginAsUser(t.app, 'stagiaire');
    const [cph] = await t.db
      .insert(s.profileMandates)
      .values({ profile_id: me.user.profileId!, mandate_id: 1, council_id: 6, council_section_id: 1 })
      .returning();
    cphPivot = cph.id;
    const [theirs] = await t.db.insert(s.profileMandates).values({ profile_id: other.user.profileId!, mandate_id: 2 }).returning();
    otherPivot = theirs.id;
  });
  after(() => t.close());

  const registerTo = (token: string, id: number, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/trainings/${id}/register`, headers: bearer(token), payload });

  test('a pre-registration with the wizard’s fields; a second one is refused', async () => {
    const training = await createTraining(t.db, { startInDays: 30, accommodation: true, dinners: 2 });
    const options = await t.app.inject({ method: 'GET', url: `/api/trainings/${training.id}/registration-options`, headers: bearer(me.token) });
    assert.equal(options.statusCode, 200);
    assert.equal(options.json().accommodation_allowed, true);
    assert.ok(options.json().distance_km > 50);
    assert.equal(options.json().dinners_allowed, true);
    assert.equal(options.json().councillor_block_required, false);
    const res = await registerTo(me.token, training.id, { ...base, mandate_profile_ids: [cphPivot], reimbursed: true, needs_accommodation: true });
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.json().message, ENROLMENT_MESSAGES.registered);
    assert.equal(res.json().registration.registration_status.slug, 'preinscription');
    const [row] = await t.db.select().from(s.registrations).where(eq(s.registrations.id, res.json().registration.id));
    assert.equal(row.needs_accommodation, true);
    assert.equal(row.referral_source_id, 1);
    const used = await t.db.select().from(s.registrationMandates).where(eq(s.registrationMandates.registration_id, row.id));
    assert.deepEqual(used.map((m) => m.profile_mandate_id), [cphPivot]);
    const again = await registerTo(me.token, training.id, base);
    assert.equal(again.statusCode, 422);
    assert.equal(again.json().message, ENROLMENT_MESSAGES.alreadyRegistered);
  });

  test('a closed (less than 7 days before start), full, or unpublished training is refused', async () => {
    const closed = await createTraining(t.db, { startInDays: 5 });
    assert.equal((await registerTo(me.token, closed.id, base)).json().message, ENROLMENT_MESSAGES.closed);
    const full = await createTraining(t.db, { startInDays: 30, max_attendees: 2 });
    for (const id of await createTraineeProfiles(t.db, 2)) await register(t.db, full.id, id, 'valide');
    const refused = await registerTo(me.token, full.id, base);
    assert.equal(refused.statusCode, 422);
    assert.equal(refused.json().message, ENROLMENT_MESSAGES.full);
    const draft = await createTraining(t.db, { startInDays: 30, training_status_id: 2 });
    assert.equal((await registerTo(me.token, draft.id, base)).json().message, ENROLMENT_MESSAGES.notOpen);
    assert.equal((await registerTo(me.token, 999999, base)).statusCode, 404);
    const rows = await t.db.select().from(s.registrations).where(eq(s.registrations.profile_id, me.user.profileId!));
    assert.ok(rows.every((r) => ![closed.id, full.id, draft.id].includes(r.training_id)));
  });

  test('a full training takes the wizard’s registration onto its waiting list, with the place shown after', async () => {
    const full = await createTraining(t.db, { startInDays: 30, max_attendees: 2 });
    for (const id of await createTraineeProfiles(t.db, 2)) await register(t.db, full.id, id, 'valide');
    const [ahead] = await createTraineeProfiles(t.db, 1);
    await register(t.db, full.id, ahead, 'en_attente', { created_at: new Date(Date.now() - 3600_000) });
    const joined = await callApi(t.app, 'POST /trainings/:id/register', { params: { id: full.id }, body: { ...base, waiting_list: true }, token: other.token });
    assert.equal(joined.statusCode, 201, joined.body);
    assert.equal(joined.json().message, ENROLMENT_MESSAGES.waitingListJoined);
    assert.equal(joined.json().registration.registration_status.slug, 'en_attente');
    assert.deepEqual(joined.json().registration.waiting_list, { position: 2, offer_expires_at: null });
    const detail = await callApi(t.app, 'GET /trainings/:id', { params: { id: full.id }, token: other.token });
    assert.equal(detail.json().own_registration?.waiting_list?.position, 2);
    const mine = await callApi(t.app, 'GET /trainee/trainings/upcoming', { query: { status: 'en_attente' }, token: other.token });
    assert.equal(mine.statusCode, 200, mine.body);
    const row = mine.json().data.find((r) => r.training_id === full.id);
    assert.equal(row?.waiting_list_position, 2);
    const preRegistered = await callApi(t.app, 'GET /trainee/trainings/upcoming', { query: { status: 'preinscription' }, token: other.token });
    assert.ok(preRegistered.json().data.every((r) => r.waiting_list_position === null));
    // Once on the list, a second request is refused like a second registration.
    const again = await registerTo(other.token, full.id, { ...base, waiting_list: true });
    assert.equal(again.statusCode, 422);
    assert.equal(again.json().message, ENROLMENT_MESSAGES.alreadyRegistered);
  });

  test('the waiting list is refused while places remain, after the cut-off, and the wizard’s fields are required', async () => {
    const open = await createTraining(t.db, { startInDays: 30, max_attendees: 2 });
    const notFull = await registerTo(me.token, open.id, { ...base, waiting_list: true });
    assert.equal(notFull.statusCode, 422);
    assert.equal(notFull.json().message, ENROLMENT_MESSAGES.notFull);
    const closedFull = await createTraining(t.db, { startInDays: 5, max_attendees: 1 });
    await register(t.db, closedFull.id, (await createTraineeProfiles(t.db, 1))[0], 'valide');
    const late = await registerTo(me.token, closedFull.id, { ...base, waiting_list: true });
    assert.equal(late.statusCode, 422);
    assert.equal(late.json().message, ENROLMENT_MESSAGES.closed);
    const full = await createTraining(t.db, { startInDays: 30, max_attendees: 1 });
    await register(t.db, full.id, (await createTraineeProfiles(t.db, 1))[0], 'valide');
    const missing = await registerTo(me.token, full.id, { waiting_list: true });
    assert.equal(missing.statusCode, 422);
    assert.ok(missing.json().errors.referral_source_id);
    const rows = await t.db.select().from(s.registrations).where(eq(s.registrations.profile_id, me.user.profileId!));
    assert.ok(rows.every((r) => ![open.id, closedFull.id, full.id].includes(r.training_id)));
  });

  test('the cut-off day is Paris’s: every answer that shows it agrees with the registration itself', async () => {
    const today = parisDay(new Date());
    const read = async (id: number) => {
      const detail = await callApi(t.app, 'GET /trainings/:id', { params: { id }, token: other.token });
      assert.equal(detail.statusCode, 200, detail.body);
      const catalogue = await callApi(t.app, 'GET /catalog/trainings', { query: { per_page: 100 }, token: other.token });
      const card = catalogue.json().data.find((c) => c.id === id);
      const options = await callApi(t.app, 'GET /trainings/:id/registration-options', { params: { id }, token: other.token });
      return { window: detail.json().registration, card, optionsOpen: options.json().registration_open };
    };
    // Starts at 00:30 in Paris 7 days from today: today, whatever the hour, is the last day of registration
    // (7 × 24 hours before the start would have closed it at 00:30 this morning).
    const lastDay = await createTraining(t.db, { start_date: parisDateTime(addDays(today, 7), 0, 30), end_date: parisDateTime(addDays(today, 7), 17) });
    const open = await read(lastDay.id);
    assert.deepEqual(open.window, { open: true, last_day: today, days_left: 0 });
    assert.equal(open.card?.registration_open, true);
    assert.equal(open.card?.registration_last_day, today);
    assert.equal(open.optionsOpen, true);
    const registered = await registerTo(other.token, lastDay.id, base);
    assert.equal(registered.statusCode, 201, registered.body);
    // Starts at 23:30 in Paris 6 days from today: its last day was yesterday.
    const pastDay = await createTraining(t.db, { start_date: parisDateTime(addDays(today, 6), 23, 30), end_date: parisDateTime(addDays(today, 7), 17) });
    const closed = await read(pastDay.id);
    assert.deepEqual(closed.window, { open: false, last_day: addDays(today, -1), days_left: -1 });
    assert.equal(closed.card?.registration_open, false);
    assert.equal(closed.optionsOpen, false);
    assert.equal((await registerTo(other.token, pastDay.id, base)).json().message, ENROLMENT_MESSAGES.closed);
  });

  test('missing fields and mandates that are not the trainee’s valid ones are refused', async () => {
    const training = await createTraining(t.db, { startInDays: 30 });
    const missing = await registerTo(me.token, training.id, { mandates_certified: false });
    assert.equal(missing.statusCode, 422);
    assert.equal(missing.json().message, `${ENROLMENT_MESSAGES.missingFields}. ${ENROLMENT_MESSAGES.certifyMandates}`);
    assert.deepEqual(Object.keys(missing.json().errors).sort(), ['mandates_certified', 'referral_source_id']);
    const notMine = await registerTo(me.token, training.id, { ...base, mandate_profile_ids: [otherPivot] });
    assert.equal(notMine.json().message, ENROLMENT_MESSAGES.invalidMandates);
    await t.db.update(s.profileMandates).set({ is_valid: false }).where(eq(s.profileMandates.id, cphPivot));
    const withdrawn = await registerTo(me.token, training.id, { ...base, mandate_profile_ids: [cphPivot] });
    assert.equal(withdrawn.json().message, ENROLMENT_MESSAGES.invalidMandates);
    await t.db.update(s.profileMandates).set({ is_valid: true }).where(eq(s.profileMandates.id, cphPivot));
    const someoneElse = await registerTo(me.token, training.id, { ...base, profile_id: other.user.profileId });
    assert.equal(someoneElse.statusCode, 403);
  });

  test('a CPH training asks the councillor block of a trainee holding a CPH mandate', async () => {
    const training = await createTraining(t.db, { startInDays: 30, training_type_id: CPH_TRAINING_TYPE_ID });
    const missing = await registerTo(me.token, training.id, { ...base, mandate_profile_ids: [cphPivot] });
    assert.equal(missing.statusCode, 422);
    assert.deepEqual(Object.keys(missing.json().errors).sort(), ['seniority_id', 'training_duration_id']);
    const res = await registerTo(me.token, training.id, { ...base, mandate_profile_ids: [cphPivot], seniority_id: 1, training_duration_id: 2 });
    assert.equal(res.statusCode, 201, res.body);
    const [row] = await t.db.select().from(s.registrations).where(eq(s.registrations.id, res.json().registration.id));
    assert.equal(row.council_id, 6);
    assert.equal(row.seniority_id, 1);
    // Without a CPH mandate the block is not asked.
    assert.equal((await registerTo(other.token, training.id, base)).statusCode, 201);
  });

  test('accommodation only above 50 km and when the training offers it', async () => {
    const near = await createTraining(t.db, { startInDays: 30, accommodation: true, training_place_id: 3 });
    const res = await registerTo(me.token, near.id, { ...base, needs_accommodation: true });
    assert.equal(res.json().message, ENROLMENT_MESSAGES.accommodationTooClose);
    const none = await createTraining(t.db, { startInDays: 30, accommodation: false });
    assert.equal((await registerTo(me.token, none.id, { ...base, needs_accommodation: true })).json().message, ENROLMENT_MESSAGES.accommodationNotOffered);
    assert.equal((await registerTo(other.token, near.id, { ...base, needs_accommodation: true })).json().message, ENROLMENT_MESSAGES.accommodationUnknown);
  });

  test('a refused trainee reads the reason given, and cannot remove the refused registration', async () => {
    const training = await createTraining(t.db, { startInDays: 30 });
    const { id: registrationId } = await register(t.db, training.id, me.user.profileId!, 'refuse', { refusal_reason: 'Formation complète pour votre syndicat.' });
    const detail = await t.app.inject({ method: 'GET', url: `/api/trainings/${training.id}`, headers: bearer(me.token) });
    assert.equal(detail.json().own_registration.registration_status.slug, 'refuse');
    assert.equal(detail.json().own_registration.refusal_reason, 'Formation complète pour votre syndicat.');
    const res = await t.app.inject({ method: 'DELETE', url: `/api/trainings/${training.id}/unregister/${me.user.profileId}`, headers: bearer(me.token) });
    assert.equal(res.statusCode, 422);
    assert.equal(res.json().message, ENROLMENT_MESSAGES.unregisterRefused);
    assert.equal((await t.db.select().from(s.registrations).where(eq(s.registrations.id, registrationId))).length, 1);
    // Registering again is refused as well: the refusal stands.
    assert.equal((await registerTo(me.token, training.id, base)).statusCode, 422);
  });

  test('unregistering: own registration at status 3 or 4; not another trainee’s', async () => {
    const training = await createTraining(t.db, { startInDays: 30 });
    await register(t.db, training.id, me.user.profileId!, 'preinscription');
    await register(t.db, training.id, other.user.profileId!, 'valide');
    const url = (profileId: number) => `/api/trainings/${training.id}/unregister/${profileId}`;
    const theirs = await t.app.inject({ method: 'DELETE', url: url(other.user.profileId!), headers: bearer(me.token) });
    assert.equal(theirs.statusCode, 403);
    const mine = await t.app.inject({ method: 'DELETE', url: url(me.user.profileId!), headers: bearer(me.token) });
    assert.equal(mine.statusCode, 200);
    assert.equal(mine.json().message, ENROLMENT_MESSAGES.unregistered);
    const left = await t.db.select().from(s.registrations).where(and(eq(s.registrations.training_id, training.id)));
    assert.deepEqual(left.map((r) => r.profile_id), [other.user.profileId]);
    assert.equal((await t.app.inject({ method: 'DELETE', url: url(me.user.profileId!), headers: bearer(me.token) })).statusCode, 404);

    const ended = await createTraining(t.db, { startInDays: 30, training_status_id: 5 });
    await register(t.db, ended.id, me.user.profileId!, 'valide');
    const refused = await t.app.inject({ method: 'DELETE', url: `/api/trainings/${ended.id}/unregister/${me.user.profileId}`, headers: bearer(me.token) });
    assert.equal(refused.statusCode, 422);

    const manager = await loginAsUser(t.app, 'gestionnaire');
    const byStaff = await t.app.inject({ method: 'DELETE', url: url(other.user.profileId!), headers: bearer(manager.token) });
    assert.equal(byStaff.statusCode, 200);
  });
  test('the leave: offered by the mandates held, checked against its caps, stored; one not held is refused', async () => {
    // Me: a CPH mandate, no leave used yet.
    const training = await createTraining(t.db, { startInDays: 40, days: 3 });
    const options = await callApi(t.app, 'GET /trainings/:id/registration-options', { params: { id: training.id }, token: me.token });
    const leaves = options.json().leaves ?? [];
    assert.deepEqual(leaves.map((l) => l.kind), ['cfess', 'cfess_responsable', 'cph_initiale', 'cph_continue']);
    const cph = leaves.find((l) => l.kind === 'cph_continue')!;
    // Three days, 09:00 to 17:00: 6 half-days; none used yet; notice of 30 days (3 working days).
    assert.deepEqual(cph.caps.map((c) => [c.days, c.used, c.adding, c.exceeded]), [[30, 0, 3, false], [10, 0, 3, false]]);
    assert.equal(cph.notice_days, 30);
    assert.equal(cph.notice_deadline, addDays(parisDay(training.start_date), -30));
    // The other trainee holds no mandate a leave needs: the union leaves only.
    const theirs = await callApi(t.app, 'GET /trainings/:id/registration-options', { params: { id: training.id }, token: other.token });
    assert.deepEqual((theirs.json().leaves ?? []).map((l) => l.kind), ['cfess', 'cfess_responsable']);
    const refused = await registerTo(other.token, training.id, { ...base, leave_kind: 'cph_continue' });
    assert.equal(refused.statusCode, 422);
    assert.deepEqual(refused.json().errors.leave_kind, [ENROLMENT_MESSAGES.leaveNeedsMandate]);
    const unknown = await registerTo(other.token, training.id, { ...base, leave_kind: 'conge_sabbatique' });
    assert.equal(unknown.statusCode, 400);
    const res = await registerTo(me.token, training.id, { ...base, leave_kind: 'cph_continue' });
    assert.equal(res.statusCode, 201, res.body);
    const [row] = await t.db.select().from(s.registrations).where(eq(s.registrations.id, res.json().registration.id));
    assert.equal(row.leave_kind, 'cph_continue');
    // Validated, it counts for the next training: 3 planned days used this year (when it falls this year).
    await t.db.update(s.registrations).set({ registration_status_id: 2 }).where(eq(s.registrations.id, row.id));
    const next = await createTraining(t.db, { startInDays: 50, days: 1 });
    const after = await callApi(t.app, 'GET /trainings/:id/registration-options', { params: { id: next.id }, token: me.token });
    const nextCph = (after.json().leaves ?? []).find((l) => l.kind === 'cph_continue')!;
    const sameYear = parisDay(training.start_date).slice(0, 4) === parisDay(next.start_date).slice(0, 4);
    assert.deepEqual(nextCph.caps.map((c) => c.used), [3, sameYear ? 3 : 0]);
    assert.equal(nextCph.notice_days, 15);
  });
});
