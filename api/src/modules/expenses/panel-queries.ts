/** SQL of the expense panels of the dashboards: trainings having expenses in given statuses, with those expenses. */
import { asc, count, sql, type SQL } from 'drizzle-orm';
import { EXPENSE_STATUS, TRAINING_STATUS } from '../../contract/statuses';
import type { Db } from '../../db/client';
import { profiles, roles, trainingExpenses, trainingExpenseStatuses, trainings, users } from '../../db/schema';
import type { PageWindow } from '../../lib/paging';
import { preparedStatements, variantsOf } from '../../lib/prepared';
import { literal } from '../../lib/sql';
import { panelRowOf, trainingPanelPage } from '../trainings';

export interface ExpenseJson {
  id: number;
  profile_id: number;
  profile_name: string;
  role: string;
  total_amount: string | number;
  total_forced_amount: string | number;
  status_id: number;
  status_name: string;
}

/** Expenses to pay (À payer), and expenses to follow up (En cours, En attente de pièces). */
export const EXPENSE_PANELS = {
  toPay: [EXPENSE_STATUS.toPay],
  pending: [EXPENSE_STATUS.inProgress, EXPENSE_STATUS.awaitingReceipts],
} as const;
export type ExpensePanel = keyof typeof EXPENSE_PANELS;
const EXPENSE_PANEL_NAMES = variantsOf(['toPay', 'pending'] as const satisfies readonly ExpensePanel[]);

/**
 * The trainings having expenses in the panel's statuses that can still be acted on: a closed training's
 * expenses are read-only, so it leads nowhere from a dashboard.
 */
function withExpensesIn(panel: ExpensePanel): SQL {
  const statuses = sql.join(EXPENSE_PANELS[panel].map((id) => literal(id)), sql`, `);
  return sql`${trainings.training_status_id} <> ${literal(TRAINING_STATUS.closed)}
    AND EXISTS (SELECT 1 FROM ${trainingExpenses} x WHERE x.training_id = ${trainings.id}
    AND x.training_expense_status_id IN (${statuses}))`;
}

const selectExpenseTrainings = preparedStatements('expense_trainings', EXPENSE_PANEL_NAMES, (db, panel, name) => {
  const statuses = sql.join(EXPENSE_PANELS[panel].map((id) => literal(id)), sql`, `);
  const page = trainingPanelPage(db, withExpensesIn(panel), [asc(trainings.end_date), asc(trainings.id)], {});
  // Written qualified: inside the subquery below, a bare "id" would be the expense's.
  const pageId = sql`${sql.identifier('page')}.${sql.identifier('id')}`;
  return db
    .select({
      ...panelRowOf(page),
      expenses: sql<ExpenseJson[]>`COALESCE((SELECT json_agg(json_build_object('id', e.id, 'profile_id', e.profile_id,
          'profile_name', eu.name, 'role', er.name, 'total_amount', e.total_amount,
          'total_forced_amount', e.total_forced_amount, 'status_id', es.id, 'status_name', es.name) ORDER BY eu.name, e.id)
        FROM ${trainingExpenses} e
        JOIN ${profiles} ep ON ep.id = e.profile_id
        JOIN ${users} eu ON eu.id = ep.user_id
        JOIN ${roles} er ON er.id = ep.role_id
        JOIN ${trainingExpenseStatuses} es ON es.id = e.training_expense_status_id
        WHERE e.training_id = ${pageId} AND e.training_expense_status_id IN (${statuses})), '[]'::json)`,
    })
    .from(page)
    .orderBy(asc(page.end_date), asc(page.id))
    .prepare(name);
});

const countExpenseTrainings = preparedStatements('expense_trainings_count', EXPENSE_PANEL_NAMES, (db, panel, name) =>
  db.select({ n: count() }).from(trainings).where(withExpensesIn(panel)).prepare(name),
);

export function listExpenseTrainings(db: Db, panel: ExpensePanel, window: PageWindow) {
  return selectExpenseTrainings(db, panel).execute({ ...window });
}

export async function countExpenseTrainingsOf(db: Db, panel: ExpensePanel): Promise<number> {
  const [row] = await countExpenseTrainings(db, panel).execute();
  return row?.n ?? 0;
}
