/**
 * Training leave through the API: the trainee's balances (GET /profile/leave-balances) computed from the
 * attendance rows this test writes, each registration's leave on the staff's trainees list with its flags
 * (cap exceeded, notice deadline passed on the day of registration), and the staff's correction of the
 * leave (PUT /trainings/:id/trainees/:traineeId/leave), refused without the mandate. Expected days are
 * counted here from the rows written.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { LEAVE_MESSAGES } from '../../src/contract/leave';
import * as s from '../../src/db/schema';
import { halfDaySlots } from '../../src/lib/half-days';
import { addDays, parisDateTime, parisDay } from '../../src/lib/paris-time';
import { callApi } from '../call';
import { loginAs, loginAsUser, type CreatedUser } from '../factories';
import { createTraining, register } from '../factories-trainings';
import { createTestApp, type TestApp } from '../helpers';

const PNG = Buffer.from('89504e470d0a1a0a', 'hex');

describe('training leave: balances, the staff’s view and correction', () => {
  let t: TestApp;
  let councillor: { token: string; user: CreatedUser };
  let member: { token: string; user: CreatedUser };
  let manager: string;
  let lead: string;
  const today = parisDay(new Date());
  const year = Number(today.slice(0, 4));
  const last = year - 1;
  let upcoming: Awaited<ReturnType<typeof createTraining>>;
  let soon: Awaited<ReturnType<typeof createTraining>>;
  let long: Awaited<ReturnType<typeof createTraining>>;

  before(async () => {
    t = await createTestApp();
    manager = await loginAs(t.app, 'gestionnaire');
    lead = await loginAs(t.app, 'responsable-pedagogique');
    councillor = await loginAsUser(t.app, 'stagiaire');
    member = await loginAsUser(t.app, 'stagiaire');
    const me = councillor.user.profileId!;
    // A CPH mandate declared two years ago (its span starts there).
    await t.db.insert(s.profileMandates).values({ profile_id: me, mandate_id: 1, council_id: 6, council_section_id: 1, created_at: parisDateTime(`${last - 1}-01-15`, 10) });
    // Last year, 2–3 March, paperless sheets: the trainee signed three half-days (1.5 days), another trainee signed too.
    const a = await createTraining(t.db, { start_date: parisDateTime(`${last}-03-02`, 9), end_date: parisDateTime(`${last}-03-03`, 17), training_status_id: 5 });
    await register(t.db, a.id, me, 'valide', { leave_kind: 'cph_continue' });
    await register(t.db, a.id, member.user.profileId!, 'valide');
    const sign = (date: string, half_day: string, profile_id = me) =>
      t.db.insert(s.attendanceSignatures).values({ training_id: a.id, profile_id, signer: 'stagiaire', sign_date: date, half_day, method: 'qr', image: PNG, image_sha256: 'b'.repeat(64) });
    await sign(`${last}-03-02`, 'morning');
    await sign(`${last}-03-02`, 'afternoon');
    await sign(`${last}-03-03`, 'morning');
    await sign(`${last}-03-03`, 'afternoon', member.user.profileId!);
    // Last year, 9 June, one day on a paper sheet, present throughout: 1 day of union leave.
    const b = await createTraining(t.db, { start_date: parisDateTime(`${last}-06-09`, 9), end_date: parisDateTime(`${last}-06-09`, 17), training_status_id: 5 });
    await register(t.db, b.id, me, 'valide', { leave_kind: 'cfess' });
    // Not counted: a pre-registration with a leave.
    const c = await createTraining(t.db, { start_date: parisDateTime(`${last}-09-14`, 9), end_date: parisDateTime(`${last}-09-15`, 17), training_status_id: 5 });
    await register(t.db, c.id, me, 'preinscription', { leave_kind: 'cph_continue' });
    // To come, in 40 days, two days validated: planned.
    upcoming = await createTraining(t.db, { startInDays: 40, days: 2 });
    await register(t.db, upcoming.id, me, 'valide', { leave_kind: 'cph_continue' });
    // In 10 days, two days (notice 15 days): registered today, after its deadline.
    soon = await createTraining(t.db, { startInDays: 10, days: 2 });
    await register(t.db, soon.id, me, 'valide', { leave_kind: 'cph_continue' });
    await register(t.db, soon.id, member.user.profileId!, 'preinscription');
    // In 60 days, 8 days of initial training: more than the 5 days of the mandate.
    long = await createTraining(t.db, { startInDays: 60, days: 8 });
    await register(t.db, long.id, me, 'preinscription', { leave_kind: 'cph_initiale' });
  });
  after(() => t.close());

  const days = (training: { start_date: Date; end_date: Date }, from = '0000-01-01', to = '9999-12-31') =>
    halfDaySlots(training.start_date, training.end_date).filter((slot) => slot.date >= from && slot.date <= to).length / 2;

  test('the balances: attended days of ended trainings, planned days of validated ones, per year and mandate', async () => {
    const res = await callApi(t.app, 'GET /profile/leave-balances', { token: councillor.token });
    assert.equal(res.statusCode, 200, res.body);
    const leaves = res.json().leaves;
    assert.deepEqual(leaves.map((l) => l.kind), ['cfess', 'cfess_responsable', 'cph_initiale', 'cph_continue']);
    const planned = (from: string, to: string) => days(upcoming, from, to) + days(soon, from, to);
    const thisYear = [`${year}-01-01`, `${year}-12-31`] as const;
    const nextYear = [`${year + 1}-01-01`, `${year + 1}-12-31`] as const;
    const cph = leaves.find((l) => l.kind === 'cph_continue')!;
    assert.deepEqual(
      cph.periods.map((p) => [p.label, p.cap_days, p.used, p.planned, p.left, p.exceeded]),
      [
        ['Mandat en cours', 30, 1.5, planned('0000-01-01', '9999-12-31'), 30 - 1.5 - planned('0000-01-01', '9999-12-31'), false],
        // Next year's only when the trainings to come fall in it (registering in December for January).
        ...(planned(...nextYear) > 0 ? [[`Année ${year + 1}`, 10, 0, planned(...nextYear), 10 - planned(...nextYear), false]] : []),
        [`Année ${year}`, 10, 0, planned(...thisYear), 10 - planned(...thisYear), false],
        [`Année ${last}`, 10, 1.5, 0, 8.5, false],
      ],
    );
    assert.equal(cph.periods[0].from, `${last - 1}-01-15`);
    assert.equal(cph.periods[0].to, null);
    const cfess = leaves.find((l) => l.kind === 'cfess')!;
    assert.deepEqual(cfess.periods.map((p) => [p.label, p.used, p.planned, p.left]), [[`Année ${year}`, 0, 0, 12], [`Année ${last}`, 1, 0, 11]]);
    // The pre-registration to the initial training is not counted.
    assert.deepEqual(leaves.find((l) => l.kind === 'cph_initiale')!.periods.map((p) => [p.used, p.planned]), [[0, 0]]);
    // A trainee without mandate: the union leaves only, nothing used.
    const theirs = await callApi(t.app, 'GET /profile/leave-balances', { token: member.token });
    assert.deepEqual(theirs.json().leaves.map((l) => [l.kind, l.periods.map((p) => p.used + p.planned)]), [['cfess', [0, 0]], ['cfess_responsable', [0, 0]]]);
  });

  test('the trainees list carries each registration’s leave with its flags', async () => {
    const res = await callApi(t.app, 'GET /trainings/:id/trainees', { params: { id: soon.id }, query: {}, token: manager });
    assert.equal(res.statusCode, 200, res.body);
    const mine = res.json().data.find((r) => r.profile_id === councillor.user.profileId)!;
    const theirs = res.json().data.find((r) => r.profile_id === member.user.profileId)!;
    assert.equal(theirs.leave, null);
    assert.equal(mine.leave?.kind, 'cph_continue');
    // Two working days: 15 days of notice; registered today, 10 days before: the deadline had passed.
    const first = halfDaySlots(soon.start_date, soon.end_date)[0].date;
    assert.equal(mine.leave?.notice_days, 15);
    assert.equal(mine.leave?.notice_deadline, addDays(first, -15));
    assert.equal(mine.leave?.notice_passed, true);
    // Its caps leave this registration out: last year's 1.5 days and the upcoming training (in the spans).
    const yearOf = [`${first.slice(0, 4)}-01-01`, `${first.slice(0, 4)}-12-31`] as const;
    const lastYearIn = first.startsWith(String(last)) ? 1.5 : 0;
    assert.deepEqual(
      mine.leave?.caps.map((c) => [c.days, c.used, c.adding, c.exceeded]),
      [
        [30, 1.5 + days(upcoming), days(soon), false],
        [10, lastYearIn + days(upcoming, ...yearOf), days(soon, ...yearOf), false],
      ],
    );
    // Eight days of initial training against five for the mandate: exceeded; registered 60 days ahead, in time.
    const longList = await callApi(t.app, 'GET /trainings/:id/trainees', { params: { id: long.id }, query: {}, token: manager });
    const leave = longList.json().data[0].leave!;
    assert.deepEqual([leave.kind, leave.exceeded, leave.notice_days, leave.notice_passed], ['cph_initiale', true, 30, false]);
    assert.deepEqual(leave.caps.map((c) => [c.days, c.used, c.adding, c.left, c.exceeded]), [[5, 0, days(long), 5, true]]);
  });

  test('the wizard’s options: the notice deadline as of today', async () => {
    // Five days ahead, one day: 15 days of notice for a councillor's training, 30 for the union leave; both past.
    const close = await createTraining(t.db, { startInDays: 5, days: 1 });
    const res = await callApi(t.app, 'GET /trainings/:id/registration-options', { params: { id: close.id }, token: councillor.token });
    const first = halfDaySlots(close.start_date, close.end_date)[0].date;
    assert.deepEqual(
      (res.json().leaves ?? []).map((l) => [l.kind, l.notice_days, l.notice_deadline, l.notice_passed]),
      [
        ['cfess', 30, addDays(first, -30), true],
        ['cfess_responsable', 30, addDays(first, -30), true],
        ['cph_initiale', 15, addDays(first, -15), true],
        ['cph_continue', 15, addDays(first, -15), true],
      ],
    );
    // Forty days ahead: in time.
    const far = await callApi(t.app, 'GET /trainings/:id/registration-options', { params: { id: upcoming.id }, token: member.token });
    assert.deepEqual((far.json().leaves ?? []).map((l) => l.notice_passed), [false, false]);
  });

  test('staff correct the leave; a leave tied to a mandate the trainee does not hold is refused', async () => {
    const url = (profileId: number) => ({ id: soon.id, traineeId: profileId });
    const refused = await callApi(t.app, 'PUT /trainings/:id/trainees/:traineeId/leave', { params: url(member.user.profileId!), body: { leave_kind: 'cph_continue' }, token: manager });
    assert.equal(refused.statusCode, 422);
    assert.equal(refused.error().message, LEAVE_MESSAGES.needsMandate);
    assert.deepEqual(refused.error().errors?.leave_kind, [LEAVE_MESSAGES.needsMandate]);
    const leaveOf = async (profileId: number) =>
      (await t.db.select({ kind: s.registrations.leave_kind, profile: s.registrations.profile_id }).from(s.registrations).where(eq(s.registrations.training_id, soon.id))).find(
        (r) => r.profile === profileId,
      )?.kind;
    assert.equal(await leaveOf(member.user.profileId!), null);
    const saved = await callApi(t.app, 'PUT /trainings/:id/trainees/:traineeId/leave', { params: url(member.user.profileId!), body: { leave_kind: 'cfess' }, token: manager });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(saved.json().message, LEAVE_MESSAGES.saved);
    assert.equal(await leaveOf(member.user.profileId!), 'cfess');
    // None: the registration uses no leave.
    const none = await callApi(t.app, 'PUT /trainings/:id/trainees/:traineeId/leave', { params: url(councillor.user.profileId!), body: { leave_kind: null }, token: manager });
    assert.equal(none.statusCode, 200);
    assert.equal(await leaveOf(councillor.user.profileId!), null);
    const back = await callApi(t.app, 'PUT /trainings/:id/trainees/:traineeId/leave', { params: url(councillor.user.profileId!), body: { leave_kind: 'cph_continue' }, token: manager });
    assert.equal(back.statusCode, 200);
    // Two leaves on one page, read together: each with its own caps and its own mandate.
    const both = (await callApi(t.app, 'GET /trainings/:id/trainees', { params: { id: soon.id }, query: {}, token: manager })).json().data;
    const theirLeave = both.find((r) => r.profile_id === member.user.profileId)!.leave;
    const myLeave = both.find((r) => r.profile_id === councillor.user.profileId)!.leave;
    assert.deepEqual([theirLeave?.kind, theirLeave?.caps.map((c) => [c.days, c.adding]), theirLeave?.notice_days], ['cfess', [[12, days(soon)]], 30]);
    assert.deepEqual([myLeave?.kind, myLeave?.caps.map((c) => c.days), myLeave?.notice_days], ['cph_continue', [30, 10], 15]);
    // A responsable pédagogique does not reach pre-registrations; an unknown registration is not found.
    const hidden = await callApi(t.app, 'PUT /trainings/:id/trainees/:traineeId/leave', { params: url(member.user.profileId!), body: { leave_kind: null }, token: lead });
    assert.equal(hidden.statusCode, 404);
    const unknown = await callApi(t.app, 'PUT /trainings/:id/trainees/:traineeId/leave', { params: { id: upcoming.id, traineeId: member.user.profileId! }, body: { leave_kind: null }, token: manager });
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.error().message, LEAVE_MESSAGES.registrationNotFound);
    const wrong = await callApi(t.app, 'PUT /trainings/:id/trainees/:traineeId/leave', { params: url(member.user.profileId!), rawBody: { leave_kind: 'sabbatique' }, token: manager });
    assert.equal(wrong.statusCode, 400);
  });
});
