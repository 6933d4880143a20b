/**
 * The lines rule applied to rows written before it: the one-time repair of the expenses not yet in
 * payment (lines that do not apply zeroed, total recomputed, each change in the expense's history and
 * the audit trail, the whole list in `data_repairs.log`), and the expenses already in payment or paid,
 * which keep their amounts and are listed for the administrateur ('Montants à vérifier').
 */
import { AUDIT_ACTIONS } from '../../contract/audit';
import type { ExpenseLine, ExpenseToCheck } from '../../contract/expenses';
import type { Db, DbOrTx } from '../../db/client';
import { recordAudit, SYSTEM_ACTOR } from '../audit';
import { countedLines, EXPENSE_LINE_NAMES, homeToPlaceKm, LINE_COLUMNS, lineColumns, linesThatApply, linesThatShouldNotBe, storedLines, type LinesThatApply } from './lines';
import { claimRepair, expensesWithLineContext, saveRepairLog, type ExpenseStage, type ExpenseWithLineContext } from './lines-queries';
import { amountDue, amountText, centsOf, totalCents } from './money';
import { insertHistory, updateExpense } from './staff-queries';

export const EXPENSE_LINES_REPAIR = '0012_expense_lines';

/** The name the history shows for a change made by the portal itself. */
export const SYSTEM_HISTORY_NAME = 'Correction automatique';

export interface LineRepair {
  expense_id: number;
  training_id: number;
  profile_id: number;
  zeroed: { line: ExpenseLine; from: string }[];
  total_from: string;
  total_to: string;
}

function applyOf(row: ExpenseWithLineContext): LinesThatApply {
  return linesThatApply(
    { is_visio: row.is_visio, transportation_fees: row.transportation_fees, accommodation: row.accommodation, dinners: row.dinners },
    { onTeam: row.on_team, reimbursed: row.reimbursed, needsAccommodation: row.needs_accommodation },
    homeToPlaceKm({ latitude: row.home_latitude, longitude: row.home_longitude }, { latitude: row.place_latitude, longitude: row.place_longitude }),
  );
}

/** The expenses of a stage whose lines or total break the rule, with what the rule counts. */
async function offending(db: DbOrTx, stage: ExpenseStage, trainingId?: number) {
  const rows = await expensesWithLineContext(db, stage, trainingId);
  return rows.flatMap((row) => {
    const apply = applyOf(row);
    const lines = storedLines(row.expense);
    const wrong = linesThatShouldNotBe(lines, apply);
    const counted = countedLines(lines, apply);
    const total = totalCents(counted);
    if (wrong.length === 0 && total === centsOf(row.expense.total_amount)) return [];
    return [{ row, apply, lines, wrong, counted, total }];
  });
}

/**
 * Repairs, once, the expenses not yet in payment whose lines break the rule. Returns null when it
 * already ran (its row in `data_repairs`), else the changes made. Safe to call at every start.
 */
export async function repairExpenseLines(db: Db): Promise<LineRepair[] | null> {
  return db.transaction(async (tx) => {
    if (!(await claimRepair(tx, EXPENSE_LINES_REPAIR))) return null;
    const log = await repairOpenExpenses(tx);
    await saveRepairLog(tx, EXPENSE_LINES_REPAIR, log);
    return log;
  });
}

/**
 * The rule applied again to the open expenses of a training, inside the transaction of a change of what
 * its people are offered (a person's travel or accommodation, the training's allowances): lines that
 * no longer apply are zeroed and the total recomputed, as by the one-time repair. Expenses in payment
 * or paid keep their amounts ('Montants à vérifier').
 */
export async function reapplyExpenseLines(tx: DbOrTx, trainingId: number): Promise<LineRepair[]> {
  return repairOpenExpenses(tx, trainingId);
}

async function repairOpenExpenses(tx: DbOrTx, trainingId?: number): Promise<LineRepair[]> {
  {
    const log: LineRepair[] = [];
    for (const { row, apply, lines, wrong, counted, total } of await offending(tx, 'open', trainingId)) {
      const e = row.expense;
      await updateExpense(tx, e.id, {
        ...lineColumns(counted),
        transport_forced_amount: apply.transport ? e.transport_forced_amount : null,
        calculated_distance: apply.transport ? e.calculated_distance : null,
        distance_method: apply.transport ? e.distance_method : null,
        total_amount: amountText(total),
      });
      await recordAudit(
        tx,
        wrong.map((line) => ({
          action: AUDIT_ACTIONS.expenseAmount,
          objectType: 'defraiement' as const,
          objectId: e.id,
          from: `${LINE_COLUMNS[line]} ${amountText(lines[line])}`,
          to: `${LINE_COLUMNS[line]} 0.00`,
        })),
        SYSTEM_ACTOR,
      );
      const forced = centsOf(e.total_forced_amount);
      const before = amountDue(forced, centsOf(e.total_amount));
      const after = amountDue(forced, total);
      if (before !== after) {
        await insertHistory(tx, [
          { training_expense_id: e.id, user_id: null, user_name: SYSTEM_HISTORY_NAME, kind: 'amount', from_value: amountText(before), to_value: amountText(after) },
        ]);
      }
      log.push({
        expense_id: e.id,
        training_id: e.training_id,
        profile_id: e.profile_id,
        zeroed: wrong.map((line) => ({ line, from: amountText(lines[line]) })),
        total_from: amountText(centsOf(e.total_amount)),
        total_to: amountText(total),
      });
    }
    return log;
  }
}

/** 'Montants à vérifier': expenses in payment or paid holding lines that do not apply, or a total that is not their sum. */
export async function expensesToCheck(db: DbOrTx): Promise<ExpenseToCheck[]> {
  return (await offending(db, 'inPayment')).map(({ row, lines, wrong, total }) => ({
    expense_id: row.expense.id,
    training_id: row.expense.training_id,
    training_title: row.training_title,
    profile_id: row.expense.profile_id,
    profile_name: row.profile_name,
    status: { id: row.expense.training_expense_status_id, name: row.status_name },
    amount: amountText(amountDue(centsOf(row.expense.total_forced_amount), centsOf(row.expense.total_amount))),
    counted_total: amountText(total),
    lines: EXPENSE_LINE_NAMES.filter((line) => wrong.includes(line)).map((line) => ({ line, amount: amountText(lines[line]) })),
  }));
}
