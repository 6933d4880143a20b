/** Expenses and the validated hours of contracts. */
import type { ExpenseSummary, ExpenseTrackingRow, ValidatedContractHoursRow, ValidatedExpensesTraining } from '@irt/api/contract';
import { newId } from './ids';
import { aTrainingRow } from './trainings';

export function aContractHoursRow(overrides: Partial<ValidatedContractHoursRow> = {}): ValidatedContractHoursRow {
  return {
    ...aTrainingRow(),
    contract_hours: { staff_count: 2, lecture_hours: 6, tutorial_hours: 3.5, hetd: 12.5 },
    ...overrides,
  };
}

export function anExpense(overrides: Partial<ExpenseSummary> = {}): ExpenseSummary {
  const id = newId();
  return {
    id,
    profile_id: 40 + id,
    profile_name: 'Jean Dupont',
    role: 'Stagiaire',
    amount: 50,
    status: { id: 2, name: 'À payer' },
    ...overrides,
  };
}

export function aTrainingWithExpensesToPay(overrides: Partial<ValidatedExpensesTraining> = {}): ValidatedExpensesTraining {
  return {
    training_id: newId(),
    title: 'Santé au travail',
    start_date: '2026-01-08T09:00:00',
    end_date: '2026-01-10T17:00:00',
    expenses: [anExpense()],
    ...overrides,
  };
}

export function anExpenseTrackingRow(overrides: Partial<ExpenseTrackingRow> = {}): ExpenseTrackingRow {
  return {
    training_id: newId(),
    training_title: 'Comptabilité du CSE',
    profile_name: 'Jean Dupont',
    training_end_date: '2026-01-20T16:00:00.000Z',
    statuses: { 'En cours': [anExpense({ status: { id: 1, name: 'En cours' } })] },
    ...overrides,
  };
}
