/**
 * Every value the database keeps in `list_counts`, `regie_trainings`, `calendar_training_days`,
 * `open_registrations`, `profile_number_suffixes` and `profile_name_suffixes` (migrations 0031, 0034, 0035, 0036,
 * 0043, 0044, 0045, 0046)
 * against what it stands for, computed from the rows with count(*) and SUM(): the differences, none when
 * the triggers are right. Zeros kept and absent rows are the same.
 */
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { queryRows } from '../src/lib/sql';

const COUNTED = sql`
  SELECT 'trainings' AS list, 0 AS key, count(*)::bigint AS n FROM trainings
  UNION ALL
  SELECT 'registrations_by_end_day:' || r.registration_status_id, paris_day(t.end_date), count(*)
  FROM registrations r JOIN trainings t ON t.id = r.training_id WHERE t.training_status_id <> 6 GROUP BY 1, 2
  UNION ALL
  SELECT 'profiles_by_role', role_id, count(*) FROM profiles GROUP BY 2
  UNION ALL
  SELECT 'staff_rows_by_training', training_id, count(*) FROM training_staff GROUP BY 2
  UNION ALL
  SELECT 'trainings_with_staff', 0, count(DISTINCT training_id) FROM training_staff
  UNION ALL
  SELECT 'staff_rows_by_training:' || ares_status_id, training_id, count(*) FROM training_staff
  WHERE ares_status_id IS NOT NULL GROUP BY 1, 2
  UNION ALL
  SELECT 'staff_trainings_by_start_day', paris_day(t.start_date), count(*) FROM trainings t
  WHERE EXISTS (SELECT 1 FROM training_staff s WHERE s.training_id = t.id) GROUP BY 2
  UNION ALL
  SELECT 'staff_trainings_by_start_day:' || s.ares_status_id, paris_day(t.start_date), count(DISTINCT t.id)
  FROM training_staff s JOIN trainings t ON t.id = s.training_id WHERE s.ares_status_id IS NOT NULL GROUP BY 1, 2
  UNION ALL
  SELECT 'regie_payments', payment_order_id, count(*) FROM training_expense_payments GROUP BY 2
  UNION ALL
  SELECT 'regie_payment_cents', payment_order_id, (SUM(amount) * 100)::bigint FROM training_expense_payments GROUP BY 2
  UNION ALL
  SELECT 'regie_flagged_payments', payment_order_id, count(*) FROM training_expense_payments
  WHERE bank_details_changed_at IS NOT NULL GROUP BY 2
  UNION ALL
  SELECT 'regie_trainings', p.payment_order_id, count(DISTINCT x.training_id)
  FROM training_expense_payments p JOIN training_expenses x ON x.id = p.training_expense_id GROUP BY 2
  UNION ALL
  SELECT 'conflict_pairs_by_day', floor(extract(epoch FROM b_start) / 86400)::integer, count(*) FROM booking_conflict_pairs GROUP BY 2
  UNION ALL
  SELECT 'calendar_trainings_by_day', d.day, count(*) FROM trainings t
  CROSS JOIN LATERAL generate_series(paris_day(t.start_date), paris_day(t.end_date)) AS d(day)
  WHERE t.training_status_id <> 6 GROUP BY 2`;

export interface KeptDifference {
  list: string;
  key: number;
  kept: number | null;
  counted: number | null;
}

/** The kept values that differ from their count (both sides without their zeros). */
export async function keptDifferences(db: Db): Promise<KeptDifference[]> {
  return queryRows<KeptDifference>(
    db,
    sql`WITH kept AS (SELECT list, key, n FROM list_counts WHERE n <> 0),
      counted AS (SELECT * FROM (${COUNTED}) c WHERE n <> 0)
    SELECT COALESCE(k.list, c.list) AS list, COALESCE(k.key, c.key) AS key, k.n::float8 AS kept, c.n::float8 AS counted
    FROM kept k FULL JOIN counted c ON c.list = k.list AND c.key = k.key
    WHERE k.n IS DISTINCT FROM c.n
    ORDER BY 1, 2`,
  );
}

/** The rows of `regie_trainings` that differ from the régies' payments grouped by training. */
export async function regieTrainingDifferences(db: Db): Promise<unknown[]> {
  const counted = sql`SELECT p.payment_order_id, x.training_id, t.start_date, count(*)::int AS payments
    FROM training_expense_payments p
    JOIN training_expenses x ON x.id = p.training_expense_id
    JOIN trainings t ON t.id = x.training_id
    GROUP BY 1, 2, 3`;
  const kept = sql`SELECT payment_order_id, training_id, start_date, payments FROM regie_trainings`;
  return queryRows(db, sql`(${kept} EXCEPT ${counted}) UNION ALL (${counted} EXCEPT ${kept})`);
}

/**
 * The rows of `calendar_training_days` that differ from the Paris days of the trainings not cancelled
 * (from the start's date to the end's, both included), with their start.
 */
export async function calendarDayDifferences(db: Db): Promise<unknown[]> {
  const counted = sql`SELECT d.day, t.start_date, t.id AS training_id FROM trainings t
    CROSS JOIN LATERAL generate_series(paris_day(t.start_date), paris_day(t.end_date)) AS d(day)
    WHERE t.training_status_id <> 6`;
  const kept = sql`SELECT day, start_date, training_id FROM calendar_training_days`;
  return queryRows(db, sql`(${kept} EXCEPT ${counted}) UNION ALL (${counted} EXCEPT ${kept})`);
}

/**
 * The differences between `open_registrations` and the registrations: a row of a registration of a
 * training not ended (now) and not cancelled missing, or a row whose values are not its registration's
 * and its training's (a row of a training ended since it was written may stay, the sweep removes it).
 */
export async function openRegistrationDifferences(db: Db): Promise<unknown[]> {
  const of = sql`SELECT r.id AS registration_id, r.registration_status_id, r.created_at, r.training_id, t.end_date AS training_end
    FROM registrations r JOIN trainings t ON t.id = r.training_id WHERE t.training_status_id <> 6`;
  const kept = sql`SELECT registration_id, registration_status_id, created_at, training_id, training_end FROM open_registrations`;
  return queryRows(db, sql`(${kept} EXCEPT ${of}) UNION ALL (SELECT * FROM (${of}) o WHERE o.training_end >= now() EXCEPT ${kept})`);
}

/** The rows of `profile_number_suffixes` that differ from the suffixes of the profiles' numbers (each from one of its characters to its end). */
export async function profileNumberSuffixDifferences(db: Db): Promise<unknown[]> {
  const of = sql`SELECT substr(p.profile_number, i) AS suffix, p.id AS profile_id
    FROM profiles p CROSS JOIN LATERAL generate_series(1, length(p.profile_number)) AS i`;
  const kept = sql`SELECT suffix::text, profile_id FROM profile_number_suffixes`;
  return queryRows(db, sql`(${kept} EXCEPT ${of}) UNION ALL (${of} EXCEPT ${kept})`);
}

/**
 * The rows of `profile_name_suffixes` that differ from the suffixes of the words of the profiles' folded
 * names (cut at spaces, apostrophes and hyphens), with the profile's role and name.
 */
export async function profileNameSuffixDifferences(db: Db): Promise<unknown[]> {
  const of = sql`SELECT DISTINCT substr(w.word, i) AS suffix, p.role_id, u.name::text AS name, p.id AS profile_id
    FROM profiles p JOIN users u ON u.id = p.user_id
    CROSS JOIN LATERAL regexp_split_to_table(u.search_name, ${"[ \t\n\r\f\v'’-]+"}) AS w(word)
    CROSS JOIN LATERAL generate_series(1, length(w.word)) AS i`;
  const kept = sql`SELECT suffix, role_id, name::text, profile_id FROM profile_name_suffixes`;
  return queryRows(db, sql`(${kept} EXCEPT ${of}) UNION ALL (${of} EXCEPT ${kept})`);
}

/**
 * Every kept value equals its count(*) or SUM(), the régies' trainings are those of their payments, the
 * calendar's days those of the trainings, the registrations to process those of the trainings to come
 * and the suffixes of the profile numbers and names those of the profiles.
 */
export async function assertAllKept(db: Db, when: string): Promise<void> {
  assert.deepEqual(await keptDifferences(db), [], `kept values equal their count ${when}`);
  assert.deepEqual(await regieTrainingDifferences(db), [], `régies' trainings equal their payments' ${when}`);
  assert.deepEqual(await calendarDayDifferences(db), [], `calendar days equal the trainings' ${when}`);
  assert.deepEqual(await openRegistrationDifferences(db), [], `open registrations equal the registrations to come ${when}`);
  assert.deepEqual(await profileNumberSuffixDifferences(db), [], `profile number suffixes equal the profiles' numbers ${when}`);
  assert.deepEqual(await profileNameSuffixDifferences(db), [], `profile name suffixes equal the profiles' names ${when}`);
}
