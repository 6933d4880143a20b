/**
 * Money of expenses to the cent: the decimal helpers against generated amounts (fast-check), totals of
 * generated expenses saved through the API equal to the integer sum of their lines, the training's
 * figures summed exactly; and the road distance of the OSRM adapter against a local fake service.
 */
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import * as s from '../../src/db/schema';
import { osrmRouter, RoutingError } from '../../src/lib/routing';
import { amountDue, amountText, centsOf, divideRounded, parseAmount, transportCents } from '../../src/modules/expenses/money';
import { addStaff, createTraining } from '../factories-trainings';
import { callApi } from '../call';
import { loginAsUser, type CreatedUser } from '../factories';
import { createTestApp, type TestApp } from '../helpers';
import { EMPTY_LINES } from './lines';

const cents = fc.integer({ min: 0, max: 99_999_99 });
const text = (c: number) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;

describe('exact money helpers', () => {
  test('an amount read and written back is the same number of cents, with a dot or a comma', () => {
    fc.assert(
      fc.property(cents, fc.boolean(), (c, comma) => {
        const written = comma ? text(c).replace('.', ',') : text(c);
        assert.equal(parseAmount(written), BigInt(c));
        assert.equal(amountText(BigInt(c)), text(c));
        assert.equal(centsOf(text(c)), BigInt(c));
      }),
    );
  });

  test('refused: more than two decimals, signs, letters, empty', () => {
    for (const bad of ['1.234', '-1', '+1', '1e3', 'abc', '', '1.', '.5', '0x10', '123456789']) assert.equal(parseAmount(bad), null, bad);
  });

  test('rounding is half away from zero, once, at the cent', () => {
    assert.equal(divideRounded(125n, 10n), 13n);
    assert.equal(divideRounded(124n, 10n), 12n);
    assert.equal(divideRounded(-125n, 10n), -13n);
    // 83.7 km × 2 × 1 × 0,636 €/km = 106,4664 € → 106,47 €.
    assert.equal(transportCents(837n, 1, '0.636'), 10647n);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 1, max: 6 }), fc.constantFrom('0.529', '0.606', '0.636', '0.665', '0.697'), (tenths, trips, rate) => {
        const units = tenths * 2 * trips * Math.round(Number(rate) * 1000);
        assert.equal(transportCents(BigInt(tenths), trips, rate), BigInt(Math.floor((2 * units + 100) / 200)));
      }),
    );
  });

  test('a forced total above 0 overrides the computed one', () => {
    fc.assert(fc.property(cents, cents, (forced, total) => assert.equal(amountDue(BigInt(forced), BigInt(total)), BigInt(forced > 0 ? forced : total))));
  });
});

describe('totals of generated expenses, through the API', () => {
  let t: TestApp;
  let admin: string;
  let members: CreatedUser[];
  let training: number;

  before(async () => {
    t = await createTestApp();
    admin = (await loginAsUser(t.app, 'administrateur')).token;
    // In Strasbourg (place 1) for people living in Colmar, beyond 50 km: every line applies; without a
    // fiscal power no kilometres are computed, so every line is typed and the total is their exact sum.
    training = (await createTraining(t.db, { dinners: 3, accommodation: true, training_place_id: 1 })).id;
    const [colmar] = await t.db.select().from(s.cities).where(eq(s.cities.insee_code, '68066')).limit(1);
    members = [];
    for (let i = 0; i < 3; i++) {
      const m = (await loginAsUser(t.app, 'intervenant')).user;
      await t.db.update(s.profiles).set({ city_id: colmar.id }).where(eq(s.profiles.id, m.profileId!));
      await addStaff(t.db, training, m.profileId!, 'teacher', { reimbursed_transportation: true, needs_accommodation: true });
      members.push(m);
    }
  });
  after(() => t.close());

  test('total_amount is the sum of the lines to the cent, and the figures the sum of the amounts', async () => {
    const ids: number[] = [];
    for (const m of members) {
      const created = await callApi(t.app, 'POST /training-expenses', { body: { training_id: training, profile_id: m.profileId! }, token: admin });
      ids.push(created.json().id);
    }
    const line = fc.record({
      meals: fc.integer({ min: 0, max: 5370 }),
      accommodation: cents,
      other: cents,
      toll: cents,
      publicTransport: cents,
      forced: fc.oneof(fc.constant(0), cents),
      toPay: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.tuple(line, line, line), async (lines) => {
        let requested = 0;
        let toPay = 0;
        for (const [i, l] of lines.entries()) {
          // Back to En cours first (a save of an expense À payer by the administrator keeps working too).
          const res = await callApi(t.app, 'PUT /training-expenses/:id', {
            params: { id: ids[i] },
            token: admin,
            body: {
              ...EMPTY_LINES,
              evening_meals: text(l.meals),
              accommodation_costs: text(l.accommodation).replace('.', ','),
              other_costs: text(l.other),
              toll_parking_costs: text(l.toll),
              public_transport_costs: text(l.publicTransport),
              total_forced_amount: text(l.forced),
              training_expense_status_id: l.toPay ? 2 : 1,
            },
          });
          assert.equal(res.statusCode, 200, res.body);
          const total = l.meals + l.accommodation + l.other + l.toll + l.publicTransport;
          const amount = l.forced > 0 ? l.forced : total;
          assert.equal(res.json().expense.total_amount, text(total));
          assert.equal(res.json().expense.amount, text(amount));
          requested += amount;
          if (l.toPay) toPay += amount;
        }
        const figures = (await callApi(t.app, 'GET /training-expenses/by-training/:trainingId', { params: { trainingId: training }, token: admin })).json();
        assert.deepEqual(figures.indicators, { requested: text(requested), to_pay: text(toPay), paid: '0.00', expenses: 3 });
      }),
      { numRuns: 12 },
    );
  });
});

describe('road distance from an OSRM-compatible service', () => {
  let server: Server;
  let base: string;
  const seen: string[] = [];
  let answer: { status: number; body: unknown } = { status: 200, body: { code: 'Ok', routes: [{ distance: 91_234.6 }] } };

  before(async () => {
    server = createServer((req, res) => {
      seen.push(req.url ?? '');
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('the adapter asks /route/v1/driving/{lon},{lat};{lon},{lat} and reads routes[0].distance', async () => {
    const metres = await osrmRouter(base).drivingMetres({ lat: 48.0794, lon: 7.3585 }, { lat: 48.5734, lon: 7.7521 });
    assert.equal(metres, 91_234.6);
    assert.match(seen.at(-1)!, /^\/route\/v1\/driving\/7\.358500,48\.079400;7\.752100,48\.573400\?overview=false/);
  });

  test('no route, an error status or an unreachable service is a RoutingError', async () => {
    answer = { status: 400, body: { code: 'NoRoute', message: 'Impossible route' } };
    await assert.rejects(osrmRouter(base).drivingMetres({ lat: 0, lon: 0 }, { lat: 1, lon: 1 }), RoutingError);
    answer = { status: 200, body: { code: 'Ok', routes: [] } };
    await assert.rejects(osrmRouter(base).drivingMetres({ lat: 0, lon: 0 }, { lat: 1, lon: 1 }), RoutingError);
    await assert.rejects(osrmRouter('http://127.0.0.1:1').drivingMetres({ lat: 0, lon: 0 }, { lat: 1, lon: 1 }), RoutingError);
    answer = { status: 200, body: { code: 'Ok', routes: [{ distance: 91_234.6 }] } };
  });

  test('with ROUTING_URL the expense takes the road distance (method route), else falls back on the great circle', async () => {
    const t = await createTestApp({ env: { ROUTING_URL: `${base}/` } });
    try {
      const admin = (await loginAsUser(t.app, 'administrateur')).token;
      const teacher = (await loginAsUser(t.app, 'intervenant')).user;
      const [colmar] = await t.db.select().from(s.cities).where(eq(s.cities.insee_code, '68066')).limit(1);
      await t.db.update(s.profiles).set({ city_id: colmar.id, vehicle_category_id: 3 }).where(eq(s.profiles.id, teacher.profileId!));
      const training = (await createTraining(t.db, { training_place_id: 1, number_of_round_trips: 1 })).id;
      await addStaff(t.db, training, teacher.profileId!, 'teacher', { reimbursed_transportation: true });
      const calc = () =>
        callApi(t.app, 'PATCH /trainings-expenses/:trainingId/profiles/:profileId/calculate-transport-cost', {
          params: { trainingId: training, profileId: teacher.profileId! },
          body: {},
          token: admin,
        });
      const road = (await calc()).json();
      // 91 234,6 m → 91,2 km; × 2 × 0,636 €/km = 116,0064 € → 116,01 €.
      assert.deepEqual([road.calculated_distance, road.distance_method, road.transport_costs], ['91.2', 'route', '116.01']);
      const created = await callApi(t.app, 'POST /training-expenses', { body: { training_id: training, profile_id: teacher.profileId! }, token: admin });
      const saved = await callApi(t.app, 'PUT /training-expenses/:id', { params: { id: created.json().id }, body: { ...EMPTY_LINES, vehicle_category_id: 3 }, token: admin });
      assert.deepEqual([saved.json().expense.calculated_distance, saved.json().expense.distance_method, saved.json().expense.total_amount], ['91.2', 'route', '116.01']);

      answer = { status: 500, body: { code: 'InternalError' } };
      const fallback = (await calc()).json();
      assert.equal(fallback.distance_method, 'great_circle');
      answer = { status: 200, body: { code: 'Ok', routes: [{ distance: 91_234.6 }] } };
    } finally {
      await t.close();
    }
  });
});
