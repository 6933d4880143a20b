/**
 * Distances of small communes and the 50 km rule of accommodation (a night is paid only to a person living more than 50 km from the training place): the staff's
 * 'Hébergement' switch on a registration and the accommodation line of an expense are refused in French
 * under 50 km; a person whose commune has no known position gets a distance typed by the staff
 * (method 'manuelle'), which the rule then uses.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { EXPENSE_MESSAGES, type ExpenseUpdate } from '../../src/contract/expenses';
import * as s from '../../src/db/schema';
import { distanceBetweenCommunes } from '../../src/lib/geo';
import { accommodationAllowed } from '../../src/modules/expenses';
import { createExpense, createTraining, register } from '../factories-trainings';
import { callApi } from '../call';
import { loginAsUser, type CreatedUser } from '../factories';
import { createTestApp, type TestApp } from '../helpers';
import { EMPTY_LINES } from './lines';

type Who = { token: string; user: CreatedUser };

const STRASBOURG = '67482';
const TRAENHEIM = '67492';
const BUSCHWILLER = '68061';

/** Integer division rounded half up (the amounts are positive). */
const halfUp = (n: number, d: number) => Math.floor((2 * n + d) / (2 * d));
const euros = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

describe('distances of small communes and the 50 km rule', () => {
  let t: TestApp;
  let manager: Who;
  let near: Who;
  let far: Who;
  let unknown: Who;
  let training: number;

  before(async () => {
    t = await createTestApp();
    manager = await loginAsUser(t.app, 'gestionnaire');
    near = await loginAsUser(t.app, 'stagiaire', { name: 'Nadia Traenheim' });
    far = await loginAsUser(t.app, 'stagiaire', { name: 'Félix Buschwiller' });
    unknown = await loginAsUser(t.app, 'stagiaire', { name: 'Ugo Sanscommune' });
    for (const [who, insee] of [
      [near, TRAENHEIM],
      [far, BUSCHWILLER],
    ] as const) {
      const [city] = await t.db.select().from(s.cities).where(eq(s.cities.insee_code, insee)).limit(1);
      await t.db.update(s.profiles).set({ city_id: city.id, vehicle_category_id: 3 }).where(eq(s.profiles.id, who.user.profileId!));
    }
    await t.db.update(s.profiles).set({ city_id: null, vehicle_category_id: 3 }).where(eq(s.profiles.id, unknown.user.profileId!));
    // Place 1: Strasbourg. Two round trips, accommodation offered.
    training = (await createTraining(t.db, { transportation_fees: true, number_of_round_trips: 2, dinners: 1, accommodation: true, training_place_id: 1 })).id;
    for (const who of [near, far, unknown]) await register(t.db, training, who.user.profileId!, 'valide', { reimbursed: true });
  });
  after(() => t.close());

  const setFlags = (profileId: number, needs: boolean, trainingId = training) =>
    callApi(t.app, 'PATCH /trainings/:id/trainees/:traineeId/reimbursed', {
      params: { id: trainingId, traineeId: profileId },
      body: { reimbursed: true, needs_accommodation: needs },
      token: manager.token,
    });
  const needsAccommodation = async (profileId: number, trainingId = training) =>
    (
      await t.db
        .select({ needs: s.registrations.needs_accommodation })
        .from(s.registrations)
        .where(and(eq(s.registrations.training_id, trainingId), eq(s.registrations.profile_id, profileId)))
    )[0].needs;
  const calc = (profileId: number, body: { vehicle_category_id?: number | null; manual_distance?: number | null } = {}) =>
    callApi(t.app, 'PATCH /trainings-expenses/:trainingId/profiles/:profileId/calculate-transport-cost', {
      params: { trainingId: training, profileId },
      body,
      token: manager.token,
    });
  const panel = (profileId: number) =>
    callApi(t.app, 'GET /training-expenses/by-training/:trainingId/profiles/:profileId', { params: { trainingId: training, profileId }, token: manager.token });
  const save = (id: number, body: Partial<ExpenseUpdate>) =>
    callApi(t.app, 'PUT /training-expenses/:id', { params: { id }, body: { ...EMPTY_LINES, ...body }, token: manager.token });

  test('a trainee of Traenheim gets the transport from the communes: great-circle × 1,3 at the allowance', async () => {
    const p = await panel(near.user.profileId!);
    assert.equal(p.statusCode, 200, p.body);
    assert.equal(p.json().person.distance_known, true);
    const res = await calc(near.user.profileId!);
    assert.equal(res.statusCode, 200, res.body);
    const km = distanceBetweenCommunes(TRAENHEIM, STRASBOURG)!;
    assert.ok(km > 15 && km < 30, String(km));
    const tenths = halfUp(Math.round(km * 10) * 13, 10);
    // 5 CV: 0,636 € per km; two round trips, each driven twice.
    assert.deepEqual(
      { d: res.json().calculated_distance, m: res.json().distance_method, c: res.json().transport_costs },
      { d: `${Math.floor(tenths / 10)}.${tenths % 10}`, m: 'great_circle', c: euros(halfUp(tenths * 2 * 2 * 636, 100)) },
    );
  });

  test('the staff’s Hébergement switch follows the 50 km rule', async () => {
    const refused = await setFlags(near.user.profileId!, true);
    assert.equal(refused.statusCode, 422, refused.body);
    const km = distanceBetweenCommunes(TRAENHEIM, STRASBOURG)!;
    const message = EXPENSE_MESSAGES.accommodationTooClose.replace('{km}', km.toFixed(1).replace('.', ','));
    assert.equal(refused.error().message, message);
    assert.deepEqual(refused.error().errors, { needs_accommodation: [message] });
    assert.equal(await needsAccommodation(near.user.profileId!), false, 'nothing written');

    const accepted = await setFlags(far.user.profileId!, true);
    assert.equal(accepted.statusCode, 200, accepted.body);
    assert.equal(await needsAccommodation(far.user.profileId!), true);
    // Switching it off, or saving the other flag with it already on, is never refused.
    assert.equal((await setFlags(far.user.profileId!, true)).statusCode, 200);

    const unknownDistance = await setFlags(unknown.user.profileId!, true);
    assert.equal(unknownDistance.statusCode, 422);
    assert.equal(unknownDistance.error().message, EXPENSE_MESSAGES.accommodationDistanceUnknown);

    const without = (await createTraining(t.db, { accommodation: false, training_place_id: 1 })).id;
    await register(t.db, without, far.user.profileId!, 'valide', { reimbursed: true });
    const notOffered = await setFlags(far.user.profileId!, true, without);
    assert.equal(notOffered.error().message, EXPENSE_MESSAGES.accommodationNotOfferedByTraining);
    assert.equal(await needsAccommodation(far.user.profileId!, without), false);
  });

  test('the accommodation line of an expense follows the 50 km rule too', async () => {
    // A flag set before the rule (or by hand in the database) does not let the line through.
    await t.db
      .update(s.registrations)
      .set({ needs_accommodation: true })
      .where(and(eq(s.registrations.training_id, training), eq(s.registrations.profile_id, near.user.profileId!)));
    const nearExpense = await createExpense(t.db, training, near.user.profileId!, 1);
    const refused = await save(nearExpense.id, { accommodation_costs: '60' });
    assert.equal(refused.statusCode, 422, refused.body);
    assert.match(refused.error().errors?.accommodation_costs?.[0] ?? '', /^L’hébergement n’est pris en charge qu’au-delà de 50 km/);
    const [row] = await t.db.select().from(s.trainingExpenses).where(eq(s.trainingExpenses.id, nearExpense.id));
    assert.equal(row.accommodation_costs, '0.00');

    const farExpense = await createExpense(t.db, training, far.user.profileId!, 1);
    const accepted = await save(farExpense.id, { accommodation_costs: '60' });
    assert.equal(accepted.statusCode, 200, accepted.body);
    assert.equal(accepted.json().expense.accommodation_costs, '60.00');
    assert.deepEqual(await accommodationAllowed(t.db, far.user.profileId!, training), {
      allowed: true,
      distanceKm: distanceBetweenCommunes(BUSCHWILLER, STRASBOURG),
      refusal: null,
    });
  });

  test('an unknown commune: the panel says so, the staff type the distance, stored as manuelle', async () => {
    const p = (await panel(unknown.user.profileId!)).json();
    assert.equal(p.person.distance_known, false);
    const none = await calc(unknown.user.profileId!);
    assert.equal(none.statusCode, 400);
    assert.equal(none.error().message, EXPENSE_MESSAGES.noProfileCommune);

    const typed = await calc(unknown.user.profileId!, { manual_distance: 87.5 });
    assert.equal(typed.statusCode, 200, typed.body);
    assert.deepEqual(
      { d: typed.json().calculated_distance, m: typed.json().distance_method, c: typed.json().transport_costs },
      { d: '87.5', m: 'manuelle', c: euros(halfUp(875 * 2 * 2 * 636, 100)) },
    );
    // Where the communes give the distance, none may be typed.
    const notNeeded = await calc(near.user.profileId!, { manual_distance: 87.5 });
    assert.equal(notNeeded.statusCode, 422);
    assert.equal(notNeeded.error().message, EXPENSE_MESSAGES.manualDistanceNotNeeded);
    assert.equal((await calc(unknown.user.profileId!, { manual_distance: -3 })).statusCode, 400);

    const expense = await createExpense(t.db, training, unknown.user.profileId!, 1);
    const saved = await save(expense.id, { vehicle_category_id: 3, manual_distance: 87.5 });
    assert.equal(saved.statusCode, 200, saved.body);
    const e = saved.json().expense;
    assert.deepEqual([e.calculated_distance, e.distance_method, e.transport_costs], ['87.5', 'manuelle', euros(halfUp(875 * 2 * 2 * 636, 100))]);
    // A later save without the field keeps the typed distance.
    const again = await save(expense.id, { vehicle_category_id: 3 });
    assert.equal(again.json().expense.distance_method, 'manuelle');

    // The typed distance (above 50 km) now lets the staff grant accommodation.
    assert.equal((await setFlags(unknown.user.profileId!, true)).statusCode, 200);
    const nearNeeded = await save(expense.id, { vehicle_category_id: 3, manual_distance: 20 });
    assert.equal(nearNeeded.statusCode, 200, nearNeeded.body);
    const tooClose = await save(expense.id, { vehicle_category_id: 3, accommodation_costs: '40' });
    assert.equal(tooClose.statusCode, 422);
    assert.equal(tooClose.error().errors?.accommodation_costs?.[0], EXPENSE_MESSAGES.accommodationTooClose.replace('{km}', '20,0'));
  });
});
