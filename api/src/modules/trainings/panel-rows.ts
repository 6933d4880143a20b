/**
 * The paged panels of trainings (the lists and dashboards of this module, the expense panels): one
 * page of trainings chosen in a subquery — id, title, dates and any other column a panel needs — that
 * the outer query then completes with its counts or lists, row by row.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { trainings } from '../../db/schema';

/** What every training panel shows of a training. */
export const TRAINING_PANEL_COLUMNS = {
  id: trainings.id,
  title: trainings.title,
  start_date: trainings.start_date,
  end_date: trainings.end_date,
};

/**
 * One page (`limit` and `offset` placeholders) of the trainings matching `where`, in `order`, as the
 * subquery 'page': the panel columns plus `extra`.
 */
export function trainingPanelPage<E extends Record<string, AnyPgColumn>>(
  db: Db,
  where: SQL,
  order: SQL[],
  extra: E,
) {
  return db
    .select({ ...TRAINING_PANEL_COLUMNS, ...extra })
    .from(trainings)
    .where(where)
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
}

/** The panel columns read back from that page, for the outer query's select. */
export function panelRowOf<P extends { [K in keyof typeof TRAINING_PANEL_COLUMNS]: unknown }>(page: P): Pick<P, keyof typeof TRAINING_PANEL_COLUMNS> {
  return { id: page.id, title: page.title, start_date: page.start_date, end_date: page.end_date };
}
