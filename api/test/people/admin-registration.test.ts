/**
 * The administrator's registration of a trainee (the slide-over of the Stagiaires tab): POST
 * /api/trainings/{id}/register with `profile_id` is the administrator's only (CAN_REGISTER_OTHERS), under
 * the trainee's own rules (open training, places left, one registration, that trainee's valid mandates),
 * and a refusal writes nothing.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { ENROLMENT_MESSAGES } from '../../src/contract/enrolment';
import * as s from '../../src/db/schema';
import { createTraining, createTraineeProfiles, register } from '../factories-trainings';
import { loginAs, loginAsUser, type CreatedUser } from '../factories';
import { bearer, createTestApp, type TestApp } from '../helpers';

describe("the administrator's registration of a trainee", () => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let trainee: { token: string; user: CreatedUser };
  let other: { token: string; user: CreatedUser };
  let traineePivot: number;
  let otherPivot: number;
  const base = { referral_source_id: 1, mandates_certified: true };

  before(async () => {
    t = await createTestApp();
    admin = await loginAs(t.app, 'administrateur');
    manager = await loginAs(t.app, 'gestionnaire');
    trainee = await loginAsUser(t.app, 'stagiaire');
    other = await loginAsUser(t.app, 'stagiaire');
    [{ id: traineePivot }] = await t.db.insert(s.profileMandates).values({ profile_id: trainee.user.profileId!, mandate_id: 2 }).returning();
    [{ id: otherPivot }] = await t.db.insert(s.profileMandates).values({ profile_id: other.user.profileId!, mandate_id: 2 }).returning();
  });
  after(() => t.close());

  const registerTo = (token: string, id: number, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/trainings/${id}/register`, headers: bearer(token), payload });
  const registrationsOf = (trainingId: number) => t.db.select().from(s.registrations).where(eq(s.registrations.training_id, trainingId));

  test('the administrator registers a trainee with that trainee’s mandates; a second time is refused', async () => {
    const training = await createTraining(t.db, { startInDays: 30 });
    const options = await t.app.inject({
      method: 'GET',
      url: `/api/trainings/${training.id}/registration-options?profile_id=${trainee.user.profileId}`,
      headers: bearer(admin),
    });
    assert.equal(options.statusCode, 200, options.body);
    assert.equal(options.json().registration_open, true);
    const res = await registerTo(admin, training.id, { ...base, profile_id: trainee.user.profileId, mandate_profile_ids: [traineePivot], reimbursed: true });
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.json().message, ENROLMENT_MESSAGES.registeredOther);
    assert.equal(res.json().registration.registration_status.slug, 'preinscription');
    const [row] = await registrationsOf(training.id);
    assert.equal(row.profile_id, trainee.user.profileId);
    assert.equal(row.reimbursed, true);
    const used = await t.db.select().from(s.registrationMandates).where(eq(s.registrationMandates.registration_id, row.id));
    assert.deepEqual(used.map((m) => m.profile_mandate_id), [traineePivot]);

    const again = await registerTo(admin, training.id, { ...base, profile_id: trainee.user.profileId });
    assert.equal(again.statusCode, 422);
    assert.equal(again.json().message, ENROLMENT_MESSAGES.alreadyRegisteredOther);
    assert.equal((await registrationsOf(training.id)).length, 1);
  });

  test('a gestionnaire or a stagiaire cannot register someone else; the administrator names a trainee', async () => {
    const training = await createTraining(t.db, { startInDays: 30 });
    const byManager = await registerTo(manager, training.id, { ...base, profile_id: trainee.user.profileId });
    assert.equal(byManager.statusCode, 403);
    const byTrainee = await registerTo(other.token, training.id, { ...base, profile_id: trainee.user.profileId });
    assert.equal(byTrainee.statusCode, 403);
    const optionsByManager = await t.app.inject({ method: 'GET', url: `/api/trainings/${training.id}/registration-options?profile_id=${trainee.user.profileId}`, headers: bearer(manager) });
    assert.equal(optionsByManager.statusCode, 403);
    const optionsByTrainee = await t.app.inject({ method: 'GET', url: `/api/trainings/${training.id}/registration-options?profile_id=${trainee.user.profileId}`, headers: bearer(other.token) });
    assert.equal(optionsByTrainee.statusCode, 403);

    // The administrator registers trainees only, and never themself by default.
    const nobody = await registerTo(admin, training.id, base);
    assert.equal(nobody.statusCode, 422);
    assert.equal(nobody.json().message, ENROLMENT_MESSAGES.chooseTrainee);
    const staff = await loginAsUser(t.app, 'intervenant');
    const notATrainee = await registerTo(admin, training.id, { ...base, profile_id: staff.user.profileId });
    assert.equal(notATrainee.statusCode, 422);
    assert.equal(notATrainee.json().message, ENROLMENT_MESSAGES.notATrainee);
    const unknown = await registerTo(admin, training.id, { ...base, profile_id: 999999 });
    assert.equal(unknown.statusCode, 422);
    assert.equal((await registrationsOf(training.id)).length, 0);
  });

  test('the trainee’s rules: closed, full or unpublished trainings, missing fields, another trainee’s mandates', async () => {
    const forTrainee = { ...base, profile_id: trainee.user.profileId };
    const closed = await createTraining(t.db, { startInDays: 5 });
    assert.equal((await registerTo(admin, closed.id, forTrainee)).json().message, ENROLMENT_MESSAGES.closed);
    const full = await createTraining(t.db, { startInDays: 30, max_attendees: 1 });
    for (const id of await createTraineeProfiles(t.db, 1)) await register(t.db, full.id, id, 'valide');
    const refused = await registerTo(admin, full.id, forTrainee);
    assert.equal(refused.statusCode, 422);
    assert.equal(refused.json().message, ENROLMENT_MESSAGES.full);
    const draft = await createTraining(t.db, { startInDays: 30, training_status_id: 2 });
    assert.equal((await registerTo(admin, draft.id, forTrainee)).json().message, ENROLMENT_MESSAGES.notOpen);

    const training = await createTraining(t.db, { startInDays: 30 });
    const missing = await registerTo(admin, training.id, { profile_id: trainee.user.profileId, mandates_certified: false });
    assert.equal(missing.statusCode, 422);
    assert.deepEqual(Object.keys(missing.json().errors).sort(), ['mandates_certified', 'referral_source_id']);
    const notTheirs = await registerTo(admin, training.id, { ...forTrainee, mandate_profile_ids: [otherPivot] });
    assert.equal(notTheirs.statusCode, 422);
    assert.equal(notTheirs.json().message, ENROLMENT_MESSAGES.invalidMandatesOther);
    for (const id of [closed.id, full.id, draft.id, training.id]) {
      assert.ok((await registrationsOf(id)).every((row) => row.profile_id !== trainee.user.profileId));
    }
  });
});
