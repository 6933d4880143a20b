/** Typed answers of the expense endpoints for the component tests of mf-finance. */
import type { TrainingExpenseRow, TrainingExpenses } from '@irt/api/contract';

export { aPanel, anExpenseDetail, CALCULATION, MANAGER_OPEN_RIGHTS, NO_RIGHTS } from '@irt/test-support/expenses';

export function aRow(overrides: Partial<TrainingExpenseRow> = {}): TrainingExpenseRow {
  return {
    profile_id: 9,
    expense_id: 70,
    username: 'Aline Enseignante',
    role: 'intervenant',
    role_name: 'Intervenant',
    on_team: true,
    registration_status_id: null,
    vehicle_registration_file_url: null,
    reimbursed: true,
    needs_accommodation: true,
    expense_status: { id: 2, name: 'À payer' },
    payment_order_number: null,
    payment_reference: null,
    total_forced_amount: '0.00',
    amount: '106.47',
    detail_available: true,
    ...overrides,
  };
}

export function aTrainingExpenses(people: TrainingExpenseRow[], overrides: Partial<TrainingExpenses> = {}): TrainingExpenses {
  return {
    training: { id: 4, title: 'Négocier un accord', closed: false },
    counters: { dinners: 2, round_trips: 1, accommodation: true, accommodated_people: 1 },
    indicators: { requested: '1234.50', to_pay: '106.47', paid: '0.00', expenses: people.filter((p) => p.expense_id !== null).length },
    people,
    ...overrides,
  };
}
