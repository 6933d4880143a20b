/**
 * The waiting list: its order and each trainee's place, the freed seat given to the first waiting
 * (unregistration, refusal, more places), the 48-hour offer with its answer and its expiry, and the
 * places never outnumbered under 200 concurrent unregistrations and promotions.
 */
import assert from 'node:assert/strict';
import { and, count, eq } from 'drizzle-orm';
import { after, before, describe, test } from 'node:test';
import { REGISTRATION_STATUS } from '../../src/contract/statuses';
import * as s from '../../src/db/schema';
import { expireSeatOffers } from '../../src/modules/trainings';
import { loginAs, loginAsUser } from '../factories';
import { createTraineeProfiles, createTraining, register } from '../factories-trainings';
import { bearer, emailsTo, type TestApp, createTestApp } from '../helpers';

let t: TestApp;
let manager: string;

before(async () => {
  t = await createTestApp();
  manager = await loginAs(t.app, 'gestionnaire');
});
after(async () => {
  await t?.close();
});

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

async function registration(trainingId: number, profileId: number) {
  const [row] = await t.db
    .select()
    .from(s.registrations)
    .where(and(eq(s.registrations.training_id, trainingId), eq(s.registrations.profile_id, profileId)));
  return row;
}

async function validatedCount(trainingId: number): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(s.registrations)
    .where(and(eq(s.registrations.training_id, trainingId), eq(s.registrations.registration_status_id, REGISTRATION_STATUS.valide)));
  return Number(row.n);
}

/** A trainee who can log in, registered with this status at this request time. */
async function trainee(trainingId: number, status: 'valide' | 'en_attente', requestedMinutesAgo: number) {
  const { token, user } = await loginAsUser(t.app, 'stagiaire');
  const profileId = user.profileId as number;
  await register(t.db, trainingId, profileId, status, { created_at: minutesAgo(requestedMinutesAgo) });
  return { token, profileId, email: user.email };
}

async function ownWaitingPlace(trainingId: number, token: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/trainings/${trainingId}`, headers: bearer(token) });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().own_registration?.waiting_list ?? null;
}

describe('a freed seat goes to the first trainee waiting', () => {
  test('in the order of the requests, and the next one moves up', async () => {
    const training = await createTraining(t.db, { max_attendees: 2 });
    const a = await trainee(training.id, 'valide', 100);
    await trainee(training.id, 'valide', 90);
    const later = await trainee(training.id, 'en_attente', 10);
    const first = await trainee(training.id, 'en_attente', 50);
    assert.deepEqual(await ownWaitingPlace(training.id, first.token), { position: 1, offer_expires_at: null });
    assert.deepEqual(await ownWaitingPlace(training.id, later.token), { position: 2, offer_expires_at: null });

    const res = await t.app.inject({ method: 'DELETE', url: `/api/trainings/${training.id}/unregister/${a.profileId}`, headers: bearer(a.token) });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal((await registration(training.id, first.profileId)).registration_status_id, REGISTRATION_STATUS.valide);
    assert.match((await emailsTo(t, first.email))[0].text, /Une place s'est libérée : votre inscription à la formation .* est validée/);
    assert.deepEqual(await ownWaitingPlace(training.id, later.token), { position: 1, offer_expires_at: null });
    assert.equal(await validatedCount(training.id), 2);
  });

  test('a refusal of a validated trainee frees the seat; a waiting trainee leaving frees none', async () => {
    const training = await createTraining(t.db, { max_attendees: 1 });
    const a = await trainee(training.id, 'valide', 100);
    const w1 = await trainee(training.id, 'en_attente', 50);
    const w2 = await trainee(training.id, 'en_attente', 40);
    const leave = await t.app.inject({ method: 'DELETE', url: `/api/trainings/${training.id}/unregister/${w1.profileId}`, headers: bearer(w1.token) });
    assert.equal(leave.statusCode, 200);
    assert.equal((await registration(training.id, w2.profileId)).registration_status_id, REGISTRATION_STATUS.en_attente);
    const refuse = await t.app.inject({
      method: 'POST',
      url: `/api/trainings/${training.id}/update-status`,
      headers: bearer(manager),
      payload: { profile_id: a.profileId, status: 'refuse', refusal_reason: 'Prérequis manquants' },
    });
    assert.equal(refuse.statusCode, 200, refuse.body);
    assert.equal((await registration(training.id, w2.profileId)).registration_status_id, REGISTRATION_STATUS.valide);
  });
});

describe('the seat offered for 48 hours', () => {
  test('offered to the first, accepted by them; the others cannot answer', async () => {
    const training = await createTraining(t.db, { max_attendees: 1, waitlist_offers_seat: true });
    const a = await trainee(training.id, 'valide', 100);
    const first = await trainee(training.id, 'en_attente', 50);
    const second = await trainee(training.id, 'en_attente', 40);
    await t.app.inject({ method: 'DELETE', url: `/api/trainings/${training.id}/unregister/${a.profileId}`, headers: bearer(manager) });

    const offered = await registration(training.id, first.profileId);
    assert.equal(offered.registration_status_id, REGISTRATION_STATUS.en_attente);
    const hours = ((offered.seat_offer_expires_at?.getTime() ?? 0) - Date.now()) / 3600_000;
    assert.ok(hours > 47.9 && hours <= 48, `offer for ${hours} h`);
    assert.match((await emailsTo(t, first.email))[0].text, /Elle vous est réservée jusqu'au/);
    const place = await ownWaitingPlace(training.id, first.token);
    assert.equal(place.position, 1);
    assert.equal(place.offer_expires_at, offered.seat_offer_expires_at?.toISOString());

    // The seat is held: staff cannot validate the second one over it.
    const over = await t.app.inject({
      method: 'POST',
      url: `/api/trainings/${training.id}/update-status`,
      headers: bearer(manager),
      payload: { profile_id: second.profileId, status: 'valide' },
    });
    assert.equal(over.statusCode, 422, over.body);
    const notOffered = await t.app.inject({ method: 'POST', url: `/api/trainings/${training.id}/seat-offer/accept`, headers: bearer(second.token) });
    assert.equal(notOffered.statusCode, 422);
    assert.match(notOffered.json().message, /Aucune place ne vous est proposée/);

    const accept = await t.app.inject({ method: 'POST', url: `/api/trainings/${training.id}/seat-offer/accept`, headers: bearer(first.token) });
    assert.equal(accept.statusCode, 200, accept.body);
    assert.equal((await registration(training.id, first.profileId)).registration_status_id, REGISTRATION_STATUS.valide);
    assert.equal(await validatedCount(training.id), 1);
  });

  test('declined: the next one is asked', async () => {
    const training = await createTraining(t.db, { max_attendees: 1, waitlist_offers_seat: true });
    const first = await trainee(training.id, 'en_attente', 50);
    const second = await trainee(training.id, 'en_attente', 40);
    await t.db
      .update(s.registrations)
      .set({ seat_offer_expires_at: new Date(Date.now() + 3600_000) })
      .where(eq(s.registrations.id, (await registration(training.id, first.profileId)).id));
    const decline = await t.app.inject({ method: 'POST', url: `/api/trainings/${training.id}/seat-offer/decline`, headers: bearer(first.token) });
    assert.equal(decline.statusCode, 200, decline.body);
    assert.equal(await registration(training.id, first.profileId), undefined);
    assert.notEqual((await registration(training.id, second.profileId)).seat_offer_expires_at, null);
  });

  test('expired: passed on by the trainee’s late answer and by the periodic check, never by a read', async () => {
    const training = await createTraining(t.db, { max_attendees: 1, waitlist_offers_seat: true });
    const first = await trainee(training.id, 'en_attente', 50);
    const second = await trainee(training.id, 'en_attente', 40);
    const third = await trainee(training.id, 'en_attente', 30);
    const expireOffer = async (profileId: number) =>
      t.db
        .update(s.registrations)
        .set({ seat_offer_expires_at: minutesAgo(1) })
        .where(eq(s.registrations.id, (await registration(training.id, profileId)).id));
    await expireOffer(first.profileId);

    const late = await t.app.inject({ method: 'POST', url: `/api/trainings/${training.id}/seat-offer/accept`, headers: bearer(first.token) });
    assert.equal(late.statusCode, 422);
    const refused = await registration(training.id, first.profileId);
    assert.equal(refused.registration_status_id, REGISTRATION_STATUS.refuse);
    assert.match(refused.refusal_reason ?? '', /48 heures/);
    assert.notEqual((await registration(training.id, second.profileId)).seat_offer_expires_at, null);
    assert.deepEqual((await ownWaitingPlace(training.id, third.token)).position, 2);

    await expireOffer(second.profileId);
    // Read by the trainee whose offer ran out: no offer is shown, and nothing is written until the check runs.
    const place = await ownWaitingPlace(training.id, second.token);
    assert.deepEqual(place, { position: 1, offer_expires_at: null });
    assert.equal((await registration(training.id, second.profileId)).registration_status_id, REGISTRATION_STATUS.en_attente);
    assert.equal((await registration(training.id, third.profileId)).seat_offer_expires_at, null);
    assert.ok((await expireSeatOffers(t.db, t.app.mail)) >= 1);
    assert.equal((await registration(training.id, second.profileId)).registration_status_id, REGISTRATION_STATUS.refuse);
    assert.notEqual((await registration(training.id, third.profileId)).seat_offer_expires_at, null);
    assert.equal((await ownWaitingPlace(training.id, third.token)).position, 1);
  });
});

describe('never more validated trainees than places', () => {
  test('200 concurrent unregistrations and promotions', async () => {
    const places = 20;
    const training = await createTraining(t.db, { max_attendees: places });
    const validated = await createTraineeProfiles(t.db, places, 'Concurrence V');
    const waiting = await createTraineeProfiles(t.db, 150, 'Concurrence A');
    for (const id of validated) await register(t.db, training.id, id, 'valide');
    for (const [i, id] of waiting.entries()) await register(t.db, training.id, id, 'en_attente', { created_at: minutesAgo(1000 - i) });

    const requests: Promise<{ statusCode: number }>[] = [];
    // 100 unregistrations: the 20 validated and 80 of the waiting list, interleaved with 100 promotions
    // by hand of other waiting trainees (which the fill races against).
    const leaving = [...validated, ...waiting.slice(0, 80)];
    const promoted = waiting.slice(50, 150);
    for (let i = 0; i < 100; i++) {
      requests.push(t.app.inject({ method: 'DELETE', url: `/api/trainings/${training.id}/unregister/${leaving[i]}`, headers: bearer(manager) }));
      requests.push(
        t.app.inject({
          method: 'POST',
          url: `/api/trainings/${training.id}/update-status`,
          headers: bearer(manager),
          payload: { profile_id: promoted[i], status: 'valide' },
        }),
      );
    }
    const answers = await Promise.all(requests);
    for (const res of answers) assert.ok([200, 404, 422].includes(res.statusCode), `answered ${res.statusCode}`);
    const rows = await t.db.select().from(s.registrations).where(eq(s.registrations.training_id, training.id));
    const valid = rows.filter((r) => r.registration_status_id === REGISTRATION_STATUS.valide).length;
    const stillWaiting = rows.filter((r) => r.registration_status_id === REGISTRATION_STATUS.en_attente).length;
    assert.ok(valid <= places, `${valid} validated for ${places} places`);
    // Every freed seat was filled while trainees were waiting.
    assert.equal(valid, Math.min(places, valid + stillWaiting));
  });
});
