/**
 * No route with a side effect answers GET: a GET (or its HEAD twin) can be started by a link, an
 * image or a prefetch, with the browser's cookie. Every GET route of the API is called by every demo
 * account and anonymously, on the demo institute's data (a training whose certificates can be sent,
 * one the demo intervenant teaches, the demo trainee's profile and receipt), and the database — each
 * table's rows, the outbox included — must be the same afterwards.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { RoleSlug } from '../../src/contract/common';
import { REGISTRATION_STATUS, TRAINING_STATUS } from '../../src/contract/statuses';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../../src/db/seed-demo';
import { parisDay } from '../../src/lib/paris-time';
import { queryRows } from '../../src/lib/sql';
import { createUser, tokenFor } from '../factories';
import { createTraining, register } from '../factories-trainings';
import { bearer, createTestApp, type TestApp } from '../helpers';

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: { enum?: unknown[]; type?: string };
}

/** Values of required query-string fields, so that the handler runs rather than the validation. */
const QUERY_VALUES: Record<string, string> = { zip_code: '67000', type: 'teacher' };

/**
 * Tables whose rows are not the portal's data: rate-limit counters (no GET has a limit anyway) and the
 * record of who read the outbox (GET /api/outbox records each read; it changes nothing else), and the
 * audit trail with the head of its chain (a read of bank details in clear is recorded).
 */
const IGNORED_TABLES = new Set(['rate_limits', 'outbox_reads', 'audit_events', 'audit_chain_head']);

async function snapshot(t: TestApp): Promise<Record<string, string>> {
  const tables = await queryRows<{ name: string }>(
    t.db,
    sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    if (IGNORED_TABLES.has(name)) continue;
    const [row] = await queryRows<{ n: number; digest: string | null }>(
      t.db,
      sql`SELECT count(*)::int AS n, md5(string_agg(r::text, '|' ORDER BY r::text)) AS digest FROM ${sql.identifier(name)} r`,
    );
    result[name] = `${row.n}:${row.digest ?? ''}`;
  }
  return result;
}

describe('GET routes change nothing', () => {
  let t: TestApp;
  const callers = new Map<RoleSlug | 'anonymous', Record<string, string>>();
  let fillings: Record<string, string>[];

  before(async () => {
    t = await createTestApp();
    await seedDemo(t.db);
    for (const [role, email] of Object.entries(DEMO_ACCOUNTS) as [RoleSlug, string][]) {
      callers.set(role, bearer(await tokenFor(t.app, { email, password: DEMO_PASSWORD })));
    }
    callers.set('anonymous', {});

    const one = async <T extends object>(query: ReturnType<typeof sql>) => (await queryRows<T>(t.db, query))[0];
    // A validated registration of a training whose certificates can be sent (attendance done).
    const closable = await one<{ training_id: number; registration_id: number; profile_id: number }>(sql`
      SELECT r.training_id, r.id AS registration_id, r.profile_id FROM registrations r JOIN trainings tr ON tr.id = r.training_id
      WHERE r.registration_status_id = ${REGISTRATION_STATUS.valide} AND tr.attendance_sheet_done
        AND tr.training_status_id IN (${TRAINING_STATUS.toClose}, ${TRAINING_STATUS.closed})
      ORDER BY r.id LIMIT 1`);
    // A validated registration of a training the demo intervenant teaches.
    const taught = await one<{ training_id: number; registration_id: number; profile_id: number }>(sql`
      SELECT r.training_id, r.id AS registration_id, r.profile_id FROM registrations r
      JOIN training_staff ts ON ts.training_id = r.training_id JOIN profiles p ON p.id = ts.profile_id JOIN users u ON u.id = p.user_id
      WHERE u.email = ${DEMO_ACCOUNTS.intervenant} AND r.registration_status_id = ${REGISTRATION_STATUS.valide}
      ORDER BY r.id LIMIT 1`);
    // The demo trainee's own registration, profile and receipt.
    const own = await one<{ training_id: number; registration_id: number; profile_id: number; receipt_id: number | null }>(sql`
      SELECT r.training_id, r.id AS registration_id, r.profile_id, (SELECT min(rc.id) FROM receipts rc) AS receipt_id
      FROM registrations r JOIN profiles p ON p.id = r.profile_id JOIN users u ON u.id = p.user_id
      WHERE u.email = ${DEMO_ACCOUNTS.stagiaire} AND r.registration_status_id = ${REGISTRATION_STATUS.valide}
      ORDER BY r.id LIMIT 1`);
    assert.ok(closable && taught && own, 'the demo lacks a registration this test needs');
    const now = new Date();
    const filling = (row: { training_id: number; registration_id: number; profile_id: number }, id: number) => ({
      id: String(id),
      trainingId: String(row.training_id),
      registrationId: String(row.registration_id),
      traineeId: String(row.registration_id),
      profileId: String(row.profile_id),
      month: String(now.getMonth() + 1),
      year: String(now.getFullYear()),
      date: parisDay(now),
    });
    fillings = [
      filling(closable, closable.training_id),
      filling(taught, taught.training_id),
      filling(own, own.training_id),
      filling(own, own.profile_id),
      ...(own.receipt_id ? [filling(own, own.receipt_id)] : []),
    ];
  });
  after(() => t.close());

  test('every GET route, by every role and anonymously, leaves every table as it was', async () => {
    const doc = (t.app as unknown as { swagger(): { paths: Record<string, Record<string, { parameters?: Parameter[] }>> } }).swagger();
    const gets = Object.entries(doc.paths).flatMap(([path, methods]) => (methods.get ? [{ path, parameters: methods.get.parameters ?? [] }] : []));
    assert.ok(gets.length >= 40, `only ${gets.length} GET routes`);

    const before = await snapshot(t);
    let succeeded = 0;
    for (const { path, parameters } of gets) {
      const query = new URLSearchParams();
      for (const p of parameters.filter((q) => q.in === 'query' && q.required)) {
        query.set(p.name, QUERY_VALUES[p.name] ?? String(p.schema?.enum?.[0] ?? '1'));
      }
      const urls = new Set(fillings.map((values) => path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? '1')));
      for (const url of urls) {
        for (const headers of callers.values()) {
          for (const method of ['GET', 'HEAD'] as const) {
            const res = await t.app.inject({ method, url: query.size ? `${url}?${query}` : url, headers });
            assert.ok(res.statusCode < 500, `${method} ${url}: ${res.statusCode} ${res.body}`);
            if (res.statusCode === 200) succeeded += 1;
          }
        }
      }
    }
    // Most calls reached their handler: the comparison below is not vacuous.
    assert.ok(succeeded >= gets.length, `only ${succeeded} calls answered 200`);
    assert.deepEqual(await snapshot(t), before);
  });

  test('a training read while a waiting-list offer has run out: nothing is settled nor emailed by the read', async () => {
    const training = await createTraining(t.db, { max_attendees: 1, waitlist_offers_seat: true });
    const offered = await createUser(t.db, { role: 'stagiaire', withProfile: true });
    const next = await createUser(t.db, { role: 'stagiaire', withProfile: true });
    await register(t.db, training.id, offered.profileId!, 'en_attente', { created_at: new Date(Date.now() - 3_600_000), seat_offer_expires_at: new Date(Date.now() - 60_000) });
    await register(t.db, training.id, next.profileId!, 'en_attente');
    const readers = [...callers.values(), bearer(await tokenFor(t.app, offered)), bearer(await tokenFor(t.app, next))];

    const before = await snapshot(t);
    let read = 0;
    for (const headers of readers) {
      const res = await t.app.inject({ method: 'GET', url: `/api/trainings/${training.id}`, headers });
      assert.ok(res.statusCode < 500, res.body);
      if (res.statusCode === 200) read += 1;
    }
    assert.ok(read >= 3, `only ${read} reads answered 200`);
    assert.deepEqual(await snapshot(t), before);
  });
});
