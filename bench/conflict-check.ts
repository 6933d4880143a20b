/**
 * The conflict check on a large institute: a fresh database (the embedded PGlite in a folder of its own,
 * or a PostgreSQL database) migrated and given the reference lists, then 10,000 trainings over ten
 * years (one to three days, in every status, a few cancelled), in 40 rooms and the distance place, each
 * with a pedagogical supervisor and one or two teachers among 300 trainers; then the query of
 * POST /api/trainings/conflicts (`findConflicts`, prepared as the API runs it) timed on random
 * checks: dates near an existing training, a room, a supervisor and two teachers, the training itself
 * left out. Prints one JSON line: p50, p95, p99 (ms), the rows found, and whether the plan reads the
 * GiST index of the trainings' time ranges.
 *
 *   tsx bench/conflict-check.ts --data-dir <empty folder> | --database-url <url of an empty database>
 *   options: --trainings 10000 --runs 2000
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { ROLE } from '../api/src/contract/common';
import { openDatabase } from '../api/src/db/client';
import path from 'node:path';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { seedReferenceData } from '../api/src/db/reference-data';
import { queryRows } from '../api/src/lib/sql';
import { findConflicts } from '../api/src/modules/conflicts/queries';

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    'database-url': { type: 'string' },
    trainings: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '2000' },
  },
});
const TRAININGS = Number(values.trainings);
const RUNS = Number(values.runs);
const ROOMS = 40;
const TRAINERS = 300;

/** A small deterministic generator (the same checks on every engine). */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (ms: number) => Math.round(ms * 100) / 100;

async function main() {
  if (!values['data-dir'] && !values['database-url']) throw new Error('give --data-dir <folder> or --database-url <url>');
  const handle = await openDatabase(values['database-url'] ? { databaseUrl: values['database-url'] } : { dataDir: values['data-dir'] });
  const { db } = handle;
  try {
    // The API's migrations (api/src/db/migrate.ts runs them the same way at start).
    const config = { migrationsFolder: path.resolve(__dirname, '..', 'api', 'drizzle') };
    if (handle.engine === 'pglite') await migratePglite(handle.drizzle, config);
    else await migrateNodePg(handle.drizzle, config);
    await seedReferenceData(db, { cities: 'sample' });
    const t0 = Date.now();
    await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT setseed(0.42)`);
      await tx.execute(sql`INSERT INTO training_places (name, type) SELECT 'Salle bench ' || n, 'Présentiel' FROM generate_series(1, ${ROOMS}) AS n`);
      await tx.execute(sql`
        INSERT INTO users (name, email, password_hash, role_id, email_verified_at, accepted_terms, is_active)
        SELECT 'Formateur ' || n, 'bench-conflicts-' || n || '@exemple.fr', 'x',
               CASE WHEN n % 5 = 0 THEN ${ROLE['responsable-pedagogique']}::int ELSE ${ROLE.intervenant}::int END, now(), 1, true
        FROM generate_series(1, ${TRAINERS}) AS n`);
      await tx.execute(sql`
        INSERT INTO profiles (user_id, role_id, profile_number, is_active)
        SELECT id, role_id, 'BC-' || lpad(id::text, 8, '0'), true FROM users WHERE email LIKE 'bench-conflicts-%'`);
      // Ten years around today, 08:00 UTC on a random day, one to three days; 5 % cancelled; 10 % at a distance.
      await tx.execute(sql`
        INSERT INTO trainings (title, start_date, end_date, training_category_id, training_type_id, training_theme_id, training_place_id, training_status_id, max_attendees)
        SELECT 'Formation bench ' || n, d, d + (floor(random() * 3) * interval '1 day') + interval '8 hours',
               (SELECT min(id) FROM training_categories), (SELECT min(id) FROM training_types), (SELECT min(id) FROM training_themes),
               CASE WHEN random() < 0.1 THEN 6 ELSE (SELECT min(id) FROM training_places WHERE name LIKE 'Salle bench %') + floor(random() * ${ROOMS})::int END,
               CASE WHEN random() < 0.05 THEN 6 ELSE 1 + floor(random() * 5)::int END, 20
        FROM (SELECT n, date_trunc('day', now()) - interval '5 years' + floor(random() * 3650) * interval '1 day' + interval '8 hours' AS d
              FROM generate_series(1, ${TRAININGS}) AS n) AS g`);
      await tx.execute(sql`
        WITH t AS (SELECT id FROM trainings WHERE title LIKE 'Formation bench %'),
             sup AS (SELECT p.id, row_number() OVER (ORDER BY p.id) - 1 AS i FROM profiles p JOIN users u ON u.id = p.user_id
                     WHERE u.email LIKE 'bench-conflicts-%' AND p.role_id = ${ROLE['responsable-pedagogique']}),
             tea AS (SELECT p.id, row_number() OVER (ORDER BY p.id) - 1 AS i FROM profiles p JOIN users u ON u.id = p.user_id
                     WHERE u.email LIKE 'bench-conflicts-%' AND p.role_id = ${ROLE.intervenant}),
             pick AS (SELECT t.id AS training_id, k, floor(random() * 1000000)::int AS r FROM t CROSS JOIN generate_series(0, 2) AS k)
        INSERT INTO training_staff (training_id, profile_id, type)
        SELECT pick.training_id, COALESCE(sup.id, tea.id), CASE WHEN pick.k = 0 THEN 'pedagogical_supervisor' ELSE 'teacher' END
        FROM pick
        LEFT JOIN sup ON pick.k = 0 AND sup.i = pick.r % (SELECT count(*) FROM sup)
        LEFT JOIN tea ON pick.k > 0 AND tea.i = pick.r % (SELECT count(*) FROM tea)
        WHERE pick.k < 2 OR pick.r % 2 = 0
        ON CONFLICT DO NOTHING`);
    });
    await db.execute(sql`ANALYZE`);
    const loaded = Date.now() - t0;

    const trainings = await queryRows<{ id: number; start_date: Date | string; place: number | null }>(
      db,
      sql`SELECT id, start_date, training_place_id AS place FROM trainings WHERE title LIKE 'Formation bench %' ORDER BY id`,
    );
    const people = (await queryRows<{ id: number; role_id: number }>(db, sql`SELECT p.id, p.role_id FROM profiles p JOIN users u ON u.id = p.user_id WHERE u.email LIKE 'bench-conflicts-%' ORDER BY p.id`));
    const supervisors = people.filter((p) => p.role_id === ROLE['responsable-pedagogique']).map((p) => p.id);
    const teachers = people.filter((p) => p.role_id === ROLE.intervenant).map((p) => p.id);
    const next = random(20261207);
    const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)];
    const subject = () => {
      const near = pick(trainings);
      const start = new Date(new Date(near.start_date).getTime() + Math.floor(next() * 5 - 2) * 86_400_000);
      const end = new Date(start.getTime() + (1 + Math.floor(next() * 3)) * 86_400_000 - 16 * 3_600_000);
      return { start, end, excludeId: pick(trainings).id, placeId: near.place, profileIds: [pick(supervisors), pick(teachers), pick(teachers)] };
    };

    for (let i = 0; i < 100; i += 1) await findConflicts(db, subject());
    const times: number[] = [];
    let found = 0;
    for (let i = 0; i < RUNS; i += 1) {
      const s = subject();
      const started = process.hrtime.bigint();
      found += (await findConflicts(db, s)).length;
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    times.sort((a, b) => a - b);
    const probe = subject();
    const plan = await queryRows<Record<string, string>>(
      db,
      sql`EXPLAIN SELECT id FROM trainings WHERE tstzrange(start_date, end_date, '[)') && tstzrange(${probe.start.toISOString()}::timestamptz, ${probe.end.toISOString()}::timestamptz, '[)')`,
    );
    const planText = plan.map((r) => Object.values(r)[0]).join('\n');
    console.log(
      JSON.stringify({
        engine: handle.engine,
        trainings: TRAININGS,
        runs: RUNS,
        load_ms: loaded,
        p50_ms: round(percentile(times, 50)),
        p95_ms: round(percentile(times, 95)),
        p99_ms: round(percentile(times, 99)),
        conflicts_per_check: round(found / RUNS),
        gist_index_used: planText.includes('trainings_period_gist'),
      }),
    );
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(`[conflict-check] ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  process.exit(1);
});
