/**
 * Bulk data for the benchmark: N trainees (users + profiles), M trainings and R registrations, T trainers
 * (responsables pédagogiques and intervenants) and each training's team with its hours, added on
 * top of a migrated and seeded database (the server's first start does that). Everything is written by
 * a few INSERT … SELECT over generate_series, so 20k trainees and 100k registrations take seconds.
 *
 *   tsx bench/generate-data.ts --data-dir <folder>        # the embedded PGlite of a server's DATA_DIR
 *   tsx bench/generate-data.ts --database-url <url>       # a PostgreSQL server
 *   options: --trainees 20000 --registrations 100000 --trainings 3000 --trainers 300
 *            --facts <file>   # writes the ids the bench's calls need: the largest régie, the training with most expenses
 *
 * Expenses (défraiements): one per trainer of each generated training and one per validated trainee in
 * four; those of trainings ended more than 60 days ago are paid, in the régie of the month the training
 * ended (one régie per month, numbered `R-YYYY-MM-bench`), with their payment orders.
 *
 * Table and column names come from the Drizzle schema, so a schema change that breaks this script is
 * caught by the typecheck or by the first run.
 */
import { parseArgs } from 'node:util';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { openDatabase, type Db } from '../api/src/db/client';
import { sendDueTrainingNotices } from '../api/src/modules/notices';
import { runQualitySurveys } from '../api/src/modules/surveys';
import type { Mailer } from '../api/src/plugins/mail';
import { queryRows } from '../api/src/lib/sql';
import { writeFileSync } from 'node:fs';
import { ROLE } from '../api/src/contract/common';
import { EXPENSE_STATUS, REGISTRATION_STATUS } from '../api/src/contract/constants/statuses';
import {
  expensePaymentOrders,
  outbox,
  paymentOrders,
  profiles,
  registrations,
  trainingExpensePayments,
  trainingExpenses,
  trainings,
  trainingStaff,
  trainingPlaces,
  trainingCategories,
  trainingThemes,
  trainingTypes,
  users,
  trainingUnions,
  unions,
} from '../api/src/db/schema';

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    'database-url': { type: 'string' },
    trainees: { type: 'string', default: '20000' },
    registrations: { type: 'string', default: '100000' },
    trainings: { type: 'string', default: '3000' },
    trainers: { type: 'string', default: '300' },
    facts: { type: 'string' },
  },
});

const TRAINEES = Number(values.trainees);
const REGISTRATIONS = Number(values.registrations);
const TRAININGS = Number(values.trainings);
const TRAINERS = Number(values.trainers);
/** Marks the generated trainers (not matched by the trainees' `bench-%`). */
const TRAINER_MARK = 'benchtrainer';
/** Marks every generated row, so a second run can tell the data is already there. */
const MARK = 'bench';
const STAGIAIRE_ROLE_ID = ROLE.stagiaire;

const table = (t: PgTable) => sql.identifier(getTableConfig(t).name);
const columns = (...cols: PgColumn[]) => sql.join(cols.map((c) => sql.identifier(c.name)), sql`, `);
const column = (c: PgColumn) => sql.identifier(c.name);

const FIRST_NAMES = [
  'Camille', 'Léa', 'Manon', 'Chloé', 'Inès', 'Sarah', 'Julie', 'Emma', 'Lucie', 'Anaïs', 'Nadia', 'Sophie',
  'Lucas', 'Hugo', 'Thomas', 'Nicolas', 'Julien', 'Karim', 'Mehdi', 'Antoine', 'Mathieu', 'Pierre', 'Yann', 'Rémi',
];
const LAST_NAMES = [
  'Martin', 'Bernard', 'Thomas', 'Petit', 'Robert', 'Richard', 'Durand', 'Dubois', 'Moreau', 'Laurent', 'Simon',
  'Michel', 'Lefebvre', 'Leroy', 'Roux', 'David', 'Bertrand', 'Morel', 'Fournier', 'Girard', 'Bonnet', 'Dupont',
  'Lambert', 'Fontaine', 'Rousseau', 'Vincent', 'Muller', 'Schmitt', 'Meyer', 'Weber', 'Klein', 'Wolff',
];
const TOPICS = [
  'Droit du travail', 'Négociation collective', 'Prud’hommes : le bureau de jugement', 'Santé au travail',
  'Comité social et économique', 'Licenciement économique', 'Temps de travail', 'Égalité professionnelle',
  'Protection sociale', 'Rédaction des jugements', 'Formation professionnelle', 'Risques psychosociaux',
];

const textArray = (items: string[]) => sql`ARRAY[${sql.join(items.map((i) => sql`${i}`), sql`, `)}]::text[]`;

/** The first column of the first row (queries written `SELECT … AS v`). */
async function scalar<T>(db: Db, query: SQL): Promise<T | undefined> {
  const [row] = await queryRows<{ v: T }>(db, query);
  return row?.v;
}

async function generate(db: Db) {
  const already = await scalar<number>(
    db,
    sql`SELECT count(*)::int AS v FROM ${table(users)} WHERE ${column(users.email)} LIKE ${`${MARK}-%`}`,
  );
  if (already !== undefined && already > 0) {
    console.log(`[generate-data] ${already} generated trainees already present: nothing to do.`);
    return;
  }
  // Any existing hash will do: generated accounts are never logged into, and bcrypt would take minutes.
  const hash = await scalar<string>(db, sql`SELECT ${column(users.password_hash)} AS v FROM ${table(users)} LIMIT 1`);
  if (!hash) throw new Error('the database has no user: start the server once on it (migrations and demo seed) first');
  const ref = async (t: PgTable) => scalar<number>(db, sql`SELECT min(id) AS v FROM ${table(t)}`);
  const [categoryMin, typeMin, themeMin, placeMin] = await Promise.all([
    ref(trainingCategories),
    ref(trainingTypes),
    ref(trainingThemes),
    ref(trainingPlaces),
  ]);
  const count = async (t: PgTable) => scalar<number>(db, sql`SELECT count(*)::int AS v FROM ${table(t)}`);
  const [categories, types, themes, places] = await Promise.all([
    count(trainingCategories),
    count(trainingTypes),
    count(trainingThemes),
    count(trainingPlaces),
  ]);
  if (!categoryMin || !typeMin || !themeMin) throw new Error('reference lists are empty: seed the database first');

  await db.transaction(async (tx) => {
    const t0 = Date.now();
    await tx.execute(sql`
      INSERT INTO ${table(users)} (${columns(users.name, users.email, users.password_hash, users.role_id, users.email_verified_at, users.accepted_terms, users.is_active)})
      SELECT (${textArray(FIRST_NAMES)})[1 + n % ${FIRST_NAMES.length}] || ' ' || (${textArray(LAST_NAMES)})[1 + (n / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}] || ' ' || n,
             ${MARK} || '-' || n || '@exemple.fr', ${hash}, ${STAGIAIRE_ROLE_ID}, now(), 1, true
      FROM generate_series(1, ${TRAINEES}) AS n`);
    await tx.execute(sql`
      INSERT INTO ${table(profiles)} (${columns(profiles.user_id, profiles.role_id, profiles.profile_number, profiles.phone, profiles.birth_year, profiles.is_union_member, profiles.is_active, profiles.subscribed_to_newsletter)})
      SELECT u.id, ${STAGIAIRE_ROLE_ID}, to_char(2015 + u.n % 12, 'FM0000') || '-' || lpad(u.n::text, 6, '0'),
             '06' || lpad((u.n * 7919 % 100000000)::text, 8, '0'), 1960 + u.n % 45, u.n % 3 <> 0, u.n % 17 <> 0, u.n % 2 = 0
      FROM (SELECT id, split_part(split_part(${column(users.email)}, '@', 1), '-', 2)::int AS n
            FROM ${table(users)} WHERE ${column(users.email)} LIKE ${`${MARK}-%`}) AS u`);
    console.log(`[generate-data] ${TRAINEES} trainees in ${Date.now() - t0} ms`);

    const t1 = Date.now();
    // Trainings spread from two years ago to one year ahead, one every few days, in every status.
    await tx.execute(sql`
      INSERT INTO ${table(trainings)} (${columns(trainings.title, trainings.complement, trainings.start_date, trainings.end_date, trainings.training_category_id, trainings.training_type_id, trainings.training_theme_id, trainings.training_place_id, trainings.training_status_id, trainings.max_attendees)})
      SELECT (${textArray(TOPICS)})[1 + n % ${TOPICS.length}] || ' — session ' || n, ${MARK},
             date_trunc('day', now()) - interval '730 days' + (n * 1095 / ${TRAININGS}) * interval '1 day' + interval '9 hours',
             date_trunc('day', now()) - interval '730 days' + (n * 1095 / ${TRAININGS}) * interval '1 day' + interval '2 days 17 hours',
             ${categoryMin} + n % ${categories}, ${typeMin} + n % ${types}, ${themeMin} + n % ${themes},
             ${placeMin ? sql`${placeMin} + n % ${places}` : sql`NULL`}, 1 + n % 7, 20 + n % 40
      FROM generate_series(1, ${TRAININGS}) AS n`);
    // One training in three reserved to a union (the union bilan of the exports page).
    await tx.execute(sql`
      INSERT INTO ${table(trainingUnions)} (${columns(trainingUnions.training_id, trainingUnions.union_id)})
      SELECT t.id, u.id FROM ${table(trainings)} t
      JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS i, count(*) OVER () AS n FROM ${table(unions)}) u ON u.i = t.id % u.n
      WHERE t.${column(trainings.complement)} = ${MARK} AND t.id % 3 = 0`);
    console.log(`[generate-data] ${TRAININGS} trainings in ${Date.now() - t1} ms`);

    const t3 = Date.now();
    // Trainers: one responsable pédagogique in five, the others intervenants.
    await tx.execute(sql`
      INSERT INTO ${table(users)} (${columns(users.name, users.email, users.password_hash, users.role_id, users.email_verified_at, users.accepted_terms, users.is_active)})
      SELECT (${textArray(FIRST_NAMES)})[1 + n % ${FIRST_NAMES.length}] || ' ' || (${textArray(LAST_NAMES)})[1 + (n / 3) % ${LAST_NAMES.length}] || ' F' || n,
             ${TRAINER_MARK} || '-' || n || '@exemple.fr', ${hash},
             CASE WHEN n % 5 = 0 THEN ${ROLE['responsable-pedagogique']}::int ELSE ${ROLE.intervenant}::int END, now(), 1, true
      FROM generate_series(1, ${TRAINERS}) AS n`);
    await tx.execute(sql`
      INSERT INTO ${table(profiles)} (${columns(profiles.user_id, profiles.role_id, profiles.profile_number, profiles.phone, profiles.is_active)})
      SELECT u.id, u.${column(users.role_id)}, '2019-F' || lpad(u.id::text, 6, '0'), '07' || lpad((u.id * 7919 % 100000000)::text, 8, '0'), true
      FROM ${table(users)} u WHERE u.${column(users.email)} LIKE ${`${TRAINER_MARK}-%`}`);
    // Each generated training: a responsable pédagogique and two intervenants (one when both draws meet),
    // expected hours, actual hours once ended, the Ares status moving on with time.
    await tx.execute(sql`
      WITH t AS (SELECT id, ${column(trainings.start_date)} AS s, ${column(trainings.end_date)} AS e, row_number() OVER (ORDER BY id) AS n
                 FROM ${table(trainings)} WHERE ${column(trainings.complement)} = ${MARK}),
           tr AS (SELECT pr.id, pr.${column(profiles.role_id)} AS role_id,
                         row_number() OVER (PARTITION BY pr.${column(profiles.role_id)} ORDER BY pr.id) - 1 AS i,
                         count(*) OVER (PARTITION BY pr.${column(profiles.role_id)}) AS c
                  FROM ${table(profiles)} pr JOIN ${table(users)} u ON u.id = pr.${column(profiles.user_id)}
                  WHERE u.${column(users.email)} LIKE ${`${TRAINER_MARK}-%`}),
           slot AS (SELECT k FROM generate_series(0, 2) AS k),
           pick AS (SELECT t.id AS training_id, t.s, t.e, t.n, slot.k, tr.id AS profile_id
                    FROM t CROSS JOIN slot
                    JOIN tr ON (slot.k = 0 AND tr.role_id = ${ROLE['responsable-pedagogique']} AND tr.i = t.n % tr.c)
                            OR (slot.k = 1 AND tr.role_id = ${ROLE.intervenant} AND tr.i = t.n % tr.c)
                            OR (slot.k = 2 AND tr.role_id = ${ROLE.intervenant} AND tr.i = (t.n * 7 + 3) % tr.c))
      INSERT INTO ${table(trainingStaff)} (${columns(trainingStaff.training_id, trainingStaff.profile_id, trainingStaff.type, trainingStaff.expected_lecture_hours, trainingStaff.expected_tutorial_hours, trainingStaff.actual_lecture_hours, trainingStaff.actual_tutorial_hours, trainingStaff.ares_status_id, trainingStaff.is_remunerated)})
      SELECT training_id, profile_id, CASE WHEN k = 0 THEN 'pedagogical_supervisor' ELSE 'teacher' END,
             2 + (n + k) % 9, ((n * 3 + k) % 8) * 0.5,
             CASE WHEN e < now() THEN 2 + (n + k) % 9 END, CASE WHEN e < now() THEN ((n * 3 + k) % 8) * 0.5 + ((n % 3) * 0.25) END,
             CASE WHEN e < now() - interval '60 days' THEN 3 WHEN s < now() + interval '30 days' THEN 2 ELSE 1 END,
             k > 0
      FROM pick
      ON CONFLICT DO NOTHING`);
    console.log(`[generate-data] ${TRAINERS} trainers and the trainings' teams in ${Date.now() - t3} ms`);

    const t2 = Date.now();
    // Registration k goes to the (k / perTraining)-th generated training and a trainee that training
    // has not seen yet (consecutive trainees, so the (training, profile) pair is unique).
    const perTraining = Math.ceil(REGISTRATIONS / TRAININGS);
    if (perTraining > TRAINEES) throw new Error('more registrations per training than trainees');
    await tx.execute(sql`
      WITH t AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS i FROM ${table(trainings)} WHERE ${column(trainings.complement)} = ${MARK}),
           p AS (SELECT pr.id, row_number() OVER (ORDER BY pr.id) - 1 AS i FROM ${table(profiles)} pr
                 JOIN ${table(users)} u ON u.id = pr.${column(profiles.user_id)} WHERE u.${column(users.email)} LIKE ${`${MARK}-%`}),
           k AS (SELECT k FROM generate_series(0, ${REGISTRATIONS - 1}) AS k)
      INSERT INTO ${table(registrations)} (${columns(registrations.training_id, registrations.profile_id, registrations.registration_status_id, registrations.created_at)})
      SELECT t.id, p.id, 1 + (k.k * 7) % 4, now() - (k.k % 400) * interval '1 day'
      FROM k
      JOIN t ON t.i = k.k / ${perTraining}
      JOIN p ON p.i = (k.k / ${perTraining} * 37 + k.k % ${perTraining}) % ${TRAINEES}
      ON CONFLICT DO NOTHING`);
    console.log(`[generate-data] registrations in ${Date.now() - t2} ms`);

    const t4 = Date.now();
    const e = (c: PgColumn) => column(c);
    // The trainers of every generated training, and one validated trainee in four, claim expenses. The
    // trainees and the amounts are drawn from row numbers in (training, person) order, not from ids: the
    // ids of the registrations follow the order in which the engine's join wrote them, and 'id % 4' kept
    // 94 % of the validated trainees on PGlite and 2 % on PostgreSQL (34,248 expenses against 9,248), so
    // the two engines' calls read different amounts of data.
    await tx.execute(sql`
      WITH claim AS (
        SELECT c.training_id, c.profile_id, row_number() OVER (ORDER BY c.training_id, c.profile_id) AS n
        FROM (
          SELECT st.${e(trainingStaff.training_id)} AS training_id, st.${e(trainingStaff.profile_id)} AS profile_id
          FROM ${table(trainingStaff)} st JOIN ${table(trainings)} t ON t.id = st.${e(trainingStaff.training_id)}
          WHERE t.${e(trainings.complement)} = ${MARK}
          UNION ALL
          SELECT v.training_id, v.profile_id
          FROM (SELECT r.${e(registrations.training_id)} AS training_id, r.${e(registrations.profile_id)} AS profile_id,
                       row_number() OVER (ORDER BY r.${e(registrations.training_id)}, r.${e(registrations.profile_id)}) AS k
                FROM ${table(registrations)} r JOIN ${table(trainings)} t ON t.id = r.${e(registrations.training_id)}
                WHERE t.${e(trainings.complement)} = ${MARK} AND r.${e(registrations.registration_status_id)} = ${REGISTRATION_STATUS.valide}) v
          WHERE v.k % 4 = 0) c),
      amounts AS (
        SELECT c.*, t.${e(trainings.end_date)} AS ended, (20 + c.n % 80)::numeric AS transport, (15 * (c.n % 3))::numeric AS meals,
               (CASE WHEN c.n % 4 = 0 THEN 90 ELSE 0 END)::numeric AS accommodation
        FROM claim c JOIN ${table(trainings)} t ON t.id = c.training_id)
      INSERT INTO ${table(trainingExpenses)} (${columns(trainingExpenses.training_id, trainingExpenses.profile_id, trainingExpenses.transport_costs, trainingExpenses.evening_meals, trainingExpenses.accommodation_costs, trainingExpenses.total_amount, trainingExpenses.training_expense_status_id, trainingExpenses.calculated_distance, trainingExpenses.distance_method)})
      SELECT training_id, profile_id, transport, meals, accommodation, transport + meals + accommodation,
             CASE WHEN ended < now() - interval '60 days' THEN ${EXPENSE_STATUS.paymentIssued}::int
                  WHEN ended < now() THEN ${EXPENSE_STATUS.toPay}::int ELSE ${EXPENSE_STATUS.inProgress}::int END,
             (10 + n % 300)::numeric, 'great_circle'
      FROM amounts
      ON CONFLICT DO NOTHING`);
    // One régie per month, from the month the first generated training ended to this one, in order.
    await tx.execute(sql`
      INSERT INTO ${table(paymentOrders)} (${columns(paymentOrders.order_number, paymentOrders.created_at)})
      SELECT 'R-' || to_char(m, 'YYYY-MM') || '-' || ${MARK}, m + interval '1 month' - interval '1 day'
      FROM generate_series(
        (SELECT date_trunc('month', min(${e(trainings.end_date)})) FROM ${table(trainings)} WHERE ${e(trainings.complement)} = ${MARK}),
        date_trunc('month', now()), interval '1 month') AS m
      ON CONFLICT DO NOTHING`);
    // The paid expenses: a payment order in the régie of the month their training ended, and the payment.
    await tx.execute(sql`
      WITH paid AS (
        SELECT x.id AS expense_id, po.id AS regie_id, po.${e(paymentOrders.order_number)} AS regie_number,
               row_number() OVER (PARTITION BY po.id ORDER BY x.id) AS seq
        FROM ${table(trainingExpenses)} x
        JOIN ${table(trainings)} t ON t.id = x.${e(trainingExpenses.training_id)}
        JOIN ${table(paymentOrders)} po ON po.${e(paymentOrders.order_number)} = 'R-' || to_char(date_trunc('month', t.${e(trainings.end_date)}), 'YYYY-MM') || '-' || ${MARK}
        WHERE t.${e(trainings.complement)} = ${MARK} AND x.${e(trainingExpenses.training_expense_status_id)} = ${EXPENSE_STATUS.paymentIssued})
      INSERT INTO ${table(expensePaymentOrders)} (${columns(expensePaymentOrders.training_expense_id, expensePaymentOrders.payment_order_id, expensePaymentOrders.sequence, expensePaymentOrders.order_number)})
      SELECT expense_id, regie_id, seq, regie_number || '/' || lpad(seq::text, greatest(3, length(seq::text)), '0') FROM paid`);
    await tx.execute(sql`
      INSERT INTO ${table(trainingExpensePayments)} (${columns(trainingExpensePayments.training_expense_id, trainingExpensePayments.payment_order_id, trainingExpensePayments.payment_method, trainingExpensePayments.payment_reference, trainingExpensePayments.amount, trainingExpensePayments.expense_payment_order_id)})
      SELECT epo.${e(expensePaymentOrders.training_expense_id)}, epo.${e(expensePaymentOrders.payment_order_id)},
             CASE WHEN epo.id % 5 = 0 THEN 'chèque' ELSE 'virement' END, 'BENCH-' || epo.id, x.${e(trainingExpenses.total_amount)}, epo.id
      FROM ${table(expensePaymentOrders)} epo
      JOIN ${table(paymentOrders)} po ON po.id = epo.${e(expensePaymentOrders.payment_order_id)}
      JOIN ${table(trainingExpenses)} x ON x.id = epo.${e(expensePaymentOrders.training_expense_id)}
      WHERE po.${e(paymentOrders.order_number)} LIKE ${`%-${MARK}`}`);
    console.log(`[generate-data] expenses, régies and payments in ${Date.now() - t4} ms`);
  });
  await sendHistoryNotices(db);
  // A database that has been running is vacuumed by autovacuum: without it, freshly bulk-loaded tables
  // have no visibility map and every index-only scan (the list counters) falls back to the heap.
  await db.execute(sql`VACUUM ANALYZE`);
  const totals = {
    users: await count(users),
    profiles: await count(profiles),
    trainings: await count(trainings),
    registrations: await count(registrations),
    training_staff: await count(trainingStaff),
    training_expenses: await count(trainingExpenses),
    payment_orders: await count(paymentOrders),
    training_expense_payments: await count(trainingExpensePayments),
  };
  console.log(`[generate-data] totals: ${JSON.stringify(totals)}`);
  if (values.facts) {
    // The ids the bench's calls name: the régie with most payments, the training with most expenses.
    const facts = {
      regie_id: await scalar<number>(
        db,
        sql`SELECT ${column(trainingExpensePayments.payment_order_id)} AS v FROM ${table(trainingExpensePayments)} GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
      ),
      expense_training_id: await scalar<number>(
        db,
        sql`SELECT ${column(trainingExpenses.training_id)} AS v FROM ${table(trainingExpenses)} GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
      ),
    };
    writeFileSync(values.facts, JSON.stringify(facts));
    console.log(`[generate-data] facts: ${JSON.stringify(facts)}`);
  }
}

/**
 * The generated history as a running institute's base holds it: the reminders, the satisfaction surveys
 * and their relances, the cold and team surveys of the trainings that ended or start soon were sent when
 * they fell due. Without them the server's first pass of its scheduled work would send them all while the
 * bench measures (thousands of emails, each in its transaction). The same passes as the server's, at the
 * same instant; their emails are recorded in the outbox as relayed (they left when due).
 */
async function sendHistoryNotices(db: Db) {
  const t0 = Date.now();
  const now = new Date();
  const relayedAt = now;
  const mail: Mailer = {
    async send(message, options = {}) {
      const [row] = await (options.db ?? db)
        .insert(outbox)
        .values({ to: message.to, reply_to: message.replyTo ?? null, subject: message.subject.slice(0, 255), text: message.text, html: message.html ?? null, relayed_at: relayedAt })
        .returning({ id: outbox.id });
      return { id: row.id };
    },
    async flush() {},
    async relay() {
      return { sent: 0, error: null };
    },
    useRelayQueue() {},
  };
  const ctx = { db, mail, config: { publicUrl: 'http://localhost' } };
  const notices = await sendDueTrainingNotices(ctx, now);
  const surveys = await runQualitySurveys(ctx, now);
  console.log(`[generate-data] history's notices ${JSON.stringify(notices)} and surveys ${JSON.stringify(surveys)} sent in ${Date.now() - t0} ms`);
}

async function main() {
  if (!values['data-dir'] && !values['database-url']) {
    throw new Error('give --data-dir <server DATA_DIR> or --database-url <postgres url>');
  }
  const handle = await openDatabase(
    values['database-url'] ? { databaseUrl: values['database-url'] } : { dataDir: values['data-dir'] },
  );
  try {
    await generate(handle.db);
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(`[generate-data] ${err instanceof Error ? err.stack ?? err.message : String(err)}`);
  process.exit(1);
});
