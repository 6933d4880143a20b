/**
 * The audit trail (README, "Sécurité"): who, what, when and from where for each read of bank details in
 * clear, each change of an expense's status or amount, of a registration's status, each account closed;
 * append-only in the database (no UPDATE, DELETE or TRUNCATE); each event chained to the previous one by
 * a hash, so that a row edited or removed behind the triggers' back is found by GET /api/audit-events/chain;
 * read by the administrateur alone through GET /api/audit-events.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { AUDIT_ACTIONS, AUDIT_MESSAGES } from '../../src/contract/audit';
import { queryRows } from '../../src/lib/sql';
import { callApi } from '../call';
import { loginAsUser, type CreatedUser } from '../factories';
import { addStaff, createExpense, createTraining, register } from '../factories-trainings';
import { createTestApp, type TestApp } from '../helpers';

const IBAN = 'FR7630006000011234567890189';
const UA = 'Navigateur-Test/1.0';

let t: TestApp;
let admin: { token: string; user: CreatedUser };
let manager: { token: string; user: CreatedUser };
let teacher: { token: string; user: CreatedUser };
let trainee: { token: string; user: CreatedUser };

before(async () => {
  t = await createTestApp();
  admin = await loginAsUser(t.app, 'administrateur');
  manager = await loginAsUser(t.app, 'gestionnaire');
  teacher = await loginAsUser(t.app, 'intervenant', { withProfile: { iban: IBAN, bic: 'BNPAFRPP' } });
  trainee = await loginAsUser(t.app, 'stagiaire');
});
after(() => t.close());

const trail = (query: Record<string, string | number> = {}, token = admin.token) =>
  callApi(t.app, 'GET /audit-events', { query, token, headers: { 'user-agent': UA } });

describe('audit trail', () => {
  test('a read of bank details in clear is recorded with who, from where and when; a read without them is not', async () => {
    const id = teacher.user.profileId!;
    const read = await callApi(t.app, 'GET /profiles/:id', { params: { id }, token: admin.token, headers: { 'user-agent': UA } });
    assert.equal(read.json().iban, IBAN);
    const masked = await callApi(t.app, 'GET /profiles/:id', { params: { id }, token: manager.token });
    assert.equal(masked.json().iban, null);
    const page = (await trail({ object_type: 'profil', object_id: id })).json();
    assert.equal(page.total, 1, JSON.stringify(page.data));
    const [event] = page.data;
    assert.equal(event.action, AUDIT_ACTIONS.bankDetailsRead);
    assert.equal(event.actor_profile_id, admin.user.profileId);
    assert.equal(event.actor_user_id, admin.user.id);
    assert.equal(event.actor_role, 'administrateur');
    assert.equal(event.user_agent, UA);
    assert.equal(event.ip, '127.0.0.1');
    assert.ok(Date.now() - Date.parse(event.created_at) < 60_000);
    assert.ok(!JSON.stringify(page).includes(IBAN), 'the trail does not hold the IBAN');
  });

  test('registration status, expense status and account closing are recorded with their from and to values', async () => {
    const training = await createTraining(t.db, { title: 'Audit des statuts' });
    const registration = await register(t.db, training.id, trainee.user.profileId!, 'preinscription');
    const status = await callApi(t.app, 'POST /trainings/:id/update-status', { params: { id: training.id }, body: { profile_id: trainee.user.profileId!, status: 'valide' }, token: manager.token });
    assert.equal(status.statusCode, 200, status.body);

    await addStaff(t.db, training.id, teacher.user.profileId!, 'teacher');
    const expense = await createExpense(t.db, training.id, teacher.user.profileId!, 2);
    const reopened = await callApi(t.app, 'PATCH /training-expenses/:id/status', { params: { id: expense.id }, body: { training_expense_status_id: 1 }, token: manager.token });
    assert.equal(reopened.statusCode, 200, reopened.body);

    const closed = await callApi(t.app, 'POST /profiles/:id/deactivate', { params: { id: trainee.user.profileId! }, token: admin.token });
    assert.equal(closed.statusCode, 200, closed.body);

    const reg = (await trail({ object_type: 'inscription', object_id: registration.id })).json().data;
    assert.deepEqual(reg.map((e) => [e.action, e.from_value, e.to_value, e.actor_role]), [[AUDIT_ACTIONS.registrationStatus, '1', '2', 'gestionnaire']]);
    const exp = (await trail({ object_type: 'defraiement', object_id: expense.id })).json().data;
    assert.deepEqual(exp.map((e) => [e.action, e.from_value, e.to_value]), [[AUDIT_ACTIONS.expenseStatus, '2', '1']]);
    const account = (await trail({ object_type: 'compte', object_id: trainee.user.profileId! })).json().data;
    assert.deepEqual(account.map((e) => [e.action, e.from_value, e.to_value, e.actor_profile_id]), [[AUDIT_ACTIONS.accountClosed, 'actif', 'inactif', admin.user.profileId]]);
    // Filters by author and by period.
    const byManager = (await trail({ actor_profile_id: manager.user.profileId! })).json();
    assert.equal(byManager.total, 2);
    assert.equal((await trail({ from: '2000-01-01', to: '2000-12-31' })).json().total, 0);
  });

  test('append-only: the database refuses to update or delete an event', async () => {
    const [{ n }] = await queryRows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM audit_events`);
    assert.ok(n > 0);
    const refused = (err: Error & { cause?: Error }) => /ajout seul/.test(`${err.message} ${err.cause?.message ?? ''}`);
    await assert.rejects(t.db.execute(sql`UPDATE audit_events SET action = 'autre'`), refused);
    await assert.rejects(t.db.execute(sql`DELETE FROM audit_events`), refused);
    const [{ m }] = await queryRows<{ m: number }>(t.db, sql`SELECT count(*)::int AS m FROM audit_events WHERE action <> 'autre'`);
    assert.equal(m, n);
  });

  test('TRUNCATE is refused too, and the trail keeps its rows', async () => {
    const [{ n }] = await queryRows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM audit_events`);
    const refused = (err: Error & { cause?: Error }) => /ajout seul/.test(`${err.message} ${err.cause?.message ?? ''}`);
    await assert.rejects(t.db.execute(sql`TRUNCATE audit_events`), refused);
    await assert.rejects(t.db.execute(sql`TRUNCATE audit_chain_head`), (err: Error & { cause?: Error }) => /refusé/.test(`${err.message} ${err.cause?.message ?? ''}`));
    const [{ m }] = await queryRows<{ m: number }>(t.db, sql`SELECT count(*)::int AS m FROM audit_events`);
    assert.equal(m, n);
  });

  test('only the administrateur reads the trail; a reversed period is refused in French', async () => {
    for (const who of [manager, teacher]) {
      assert.equal((await trail({}, who.token)).statusCode, 403);
      assert.equal((await callApi(t.app, 'GET /audit-events/chain', { token: who.token })).statusCode, 403);
    }
    const bad = await trail({ from: '2026-05-02', to: '2026-05-01' });
    assert.equal(bad.statusCode, 422);
    assert.equal(bad.error().message, AUDIT_MESSAGES.badPeriod);
    assert.equal((await trail({ object_type: 'autre' })).statusCode, 400);
  });
});

describe('the hash chain of the trail', () => {
  const chain = async () => {
    const res = await callApi(t.app, 'GET /audit-events/chain', { token: admin.token });
    assert.equal(res.statusCode, 200, res.body);
    return res.json();
  };
  /** Runs statements with the append-only trigger off, as someone with the database's keys could. */
  const behindTheTriggersBack = async (statement: ReturnType<typeof sql>) => {
    await t.db.execute(sql`ALTER TABLE audit_events DISABLE TRIGGER audit_events_no_update_delete`);
    try {
      await t.db.execute(statement);
    } finally {
      await t.db.execute(sql`ALTER TABLE audit_events ENABLE TRIGGER audit_events_no_update_delete`);
    }
  };

  test('every event points to the previous one; the chain of the events recorded is intact', async () => {
    const rows = await queryRows<{ id: number; prev_hash: string | null; hash: string }>(t.db, sql`SELECT id::int AS id, prev_hash, hash FROM audit_events ORDER BY id`);
    assert.ok(rows.length >= 3, `${rows.length} events`);
    rows.forEach((row, i) => {
      assert.match(row.hash, /^[0-9a-f]{64}$/);
      assert.equal(row.prev_hash, i === 0 ? null : rows[i - 1].hash);
    });
    const answer = await chain();
    assert.deepEqual([answer.intact, answer.events, answer.broken], [true, rows.length, null]);
  });

  test('concurrent writers keep one chain', async () => {
    const training = await createTraining(t.db, { title: 'Audit concurrent' });
    const profiles = await Promise.all(Array.from({ length: 8 }, () => loginAsUser(t.app, 'stagiaire')));
    await Promise.all(profiles.map((p) => register(t.db, training.id, p.user.profileId!, 'preinscription')));
    const answers = await Promise.all(
      profiles.map((p) =>
        callApi(t.app, 'POST /trainings/:id/update-status', { params: { id: training.id }, body: { profile_id: p.user.profileId!, status: 'valide' }, token: manager.token }),
      ),
    );
    for (const res of answers) assert.equal(res.statusCode, 200, res.body);
    const answer = await chain();
    assert.equal(answer.intact, true, JSON.stringify(answer));
  });

  test('a row edited directly is found, with its id and date; put back, the chain is whole again', async () => {
    const [victim] = await queryRows<{ id: number; to_value: string | null; created_at: Date }>(
      t.db,
      sql`SELECT id::int AS id, to_value, created_at FROM audit_events ORDER BY id LIMIT 1 OFFSET 1`,
    );
    await behindTheTriggersBack(sql`UPDATE audit_events SET to_value = 'falsifié' WHERE id = ${victim.id}`);
    const broken = await chain();
    assert.equal(broken.intact, false);
    assert.equal(broken.broken?.id, victim.id);
    assert.equal(broken.broken?.missing, false);
    assert.equal(Date.parse(broken.broken!.created_at!), new Date(victim.created_at).getTime());

    await behindTheTriggersBack(sql`UPDATE audit_events SET to_value = ${victim.to_value} WHERE id = ${victim.id}`);
    assert.equal((await chain()).intact, true);
  });

  test('a row removed in the middle breaks the link of the next one; the last one removed is reported missing', async () => {
    const ids = (await queryRows<{ id: number }>(t.db, sql`SELECT id::int AS id FROM audit_events ORDER BY id`)).map((r) => r.id);
    await behindTheTriggersBack(sql`DELETE FROM audit_events WHERE id = ${ids.at(-1)!}`);
    const tail = await chain();
    assert.deepEqual([tail.intact, tail.broken?.id, tail.broken?.missing, tail.broken?.created_at], [false, ids.at(-1), true, null]);
    await behindTheTriggersBack(sql`DELETE FROM audit_events WHERE id = ${ids[2]}`);
    const middle = await chain();
    assert.deepEqual([middle.intact, middle.broken?.id, middle.broken?.missing], [false, ids[3], false]);
  });
});
